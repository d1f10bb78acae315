import { Suspense, lazy } from 'react';
import { useActorRef } from '@xstate/react';
import { InternalLink } from '../../ui/internal-link';
import type { InspectionEvent, Observer } from 'xstate';
import { landingEventsConnect } from '../../../machines/landing-events/landing-events.connect';
import type { LandingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import {
  LANDING_EVENT_TABS,
  LANDING_EVENT_TAB_LABELS,
  LANDING_EVENTS_TEXT,
} from '../../../machines/landing-events/landing-events.types';
import { LANDING_EVENTS_CAROUSEL_THRESHOLD } from '../../domain/constants';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useConnect } from '../../ui/hooks/use-connect';
import { EventsGrid } from './events-grid';

const EventsCarousel = lazy(() => import('./events-carousel'));

export function EventsSection({
  eventsMachine,
  inspect,
}: {
  eventsMachine: LandingEventsMachine;
  inspect?: Observer<InspectionEvent>;
}) {
  const actor = useActorRef(eventsMachine, { inspect });
  const view = useConnect(actor, landingEventsConnect);
  const { tab, events, errorMessage, selectTab } = view;

  return (
    <section id="events" className="landing-section" aria-labelledby="events-heading">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">Events</p>
          <h2 id="events-heading" className="landing-section__heading">
            Find your next race day
          </h2>
          <p className="landing-section__intro">
            Handpicked runs, rides and multisport challenges from organisers across India.
          </p>
        </header>

        <div className="chip-group" role="group" aria-label="Filter events">
          {LANDING_EVENT_TABS.map((option) => (
            <button
              key={option}
              type="button"
              className="chip"
              aria-pressed={option === tab}
              onClick={() => selectTab(option)}
            >
              {LANDING_EVENT_TAB_LABELS[option]}
            </button>
          ))}
        </div>

        <div className="events-section__body" aria-busy={view.screen === 'loading'}>
          {view.screen === 'loading' ? <LoadingIndicator label={LANDING_EVENTS_TEXT.loading} /> : null}

          {view.screen === 'failed' ? (
            <div className="events-section__message" role="alert">
              <h3>{LANDING_EVENTS_TEXT.errorHeading}</h3>
              {errorMessage ? <p>{errorMessage}</p> : null}
              <button type="button" className="button button--primary" onClick={view.retry}>
                {LANDING_EVENTS_TEXT.retry}
              </button>
            </div>
          ) : null}

          {view.screen === 'empty' ? (
            <div className="events-section__message">
              <h3>{LANDING_EVENTS_TEXT.empty}</h3>
              {tab === 'upcoming' ? (
                <>
                  <p>{LANDING_EVENTS_TEXT.emptyUpcoming}</p>
                  <button type="button" className="button button--secondary" onClick={() => selectTab('all')}>
                    {LANDING_EVENTS_TEXT.viewAll}
                  </button>
                </>
              ) : null}
            </div>
          ) : null}

          {view.screen === 'loaded' ? (
            events.length > LANDING_EVENTS_CAROUSEL_THRESHOLD ? (
              <Suspense fallback={<EventsGrid events={events.slice(0, LANDING_EVENTS_CAROUSEL_THRESHOLD)} />}>
                <EventsCarousel events={events} />
              </Suspense>
            ) : (
              <EventsGrid events={events} />
            )
          ) : null}
        </div>

        <div className="landing-section__footer">
          <InternalLink href="/events" className="button button--primary">
            {LANDING_EVENTS_TEXT.viewAll}
          </InternalLink>
        </div>
      </div>
    </section>
  );
}
