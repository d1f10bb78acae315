import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { InternalLink } from '../../ui/internal-link';
import type { InspectionEvent, Observer } from 'xstate';
import { landingEventsConnect } from '../../../machines/landing-events/landing-events.connect';
import type { LandingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import { LANDING_EVENT_TABS } from '../../../machines/landing-events/landing-events.types';
import { knownText } from '../../i18n/i18n';
import { LANDING_EVENTS_CAROUSEL_THRESHOLD } from '../../domain/constants';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useConnect } from '../../ui/hooks/use-connect';
import { useOnFirstVisible } from '../../ui/hooks/use-on-first-visible';
import { EventsGrid } from './events-grid';

const EventsCarousel = lazy(() => import('./events-carousel'));
/** How near the screen the list is when Swiper starts: just before it shows. */
const CAROUSEL_START_MARGIN = '100px';

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
  const { t, i18n } = useTranslation();
  // Swiper is downloaded and started when the list comes near the screen, or when keyboard focus
  // enters the section (its tabs come before the list): starting it costs a phone's main thread about
  // 140 ms at Lighthouse's throttling, and below the hero nobody sees the list move until they get there.
  const body = useRef<HTMLDivElement>(null);
  const [carouselWanted, setCarouselWanted] = useState(false);
  useOnFirstVisible(body, () => setCarouselWanted(true), CAROUSEL_START_MARGIN);
  const firstCards = <EventsGrid events={events.slice(0, LANDING_EVENTS_CAROUSEL_THRESHOLD)} />;

  return (
    <section
      id="events"
      className="landing-section"
      aria-labelledby="events-heading"
      onFocus={() => setCarouselWanted(true)}
    >
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">{t('landingEvents.eyebrow')}</p>
          <h2 id="events-heading" className="landing-section__heading">
            {t('landingEvents.heading')}
          </h2>
          <p className="landing-section__intro">{t('landingEvents.intro')}</p>
        </header>

        <div className="chip-group" role="group" aria-label={t('landingEvents.filterLabel')}>
          {LANDING_EVENT_TABS.map((option) => (
            <button
              key={option}
              type="button"
              className="chip"
              aria-pressed={option === tab}
              onClick={() => selectTab(option)}
            >
              {t(`landingEvents.tabs.${option}`)}
            </button>
          ))}
        </div>

        <div ref={body} className="events-section__body" aria-busy={view.screen === 'loading'}>
          {view.screen === 'loading' ? <LoadingIndicator label={t('landingEvents.loading')} /> : null}

          {view.screen === 'failed' ? (
            <div className="events-section__message" role="alert">
              <h3>{t('landingEvents.errorHeading')}</h3>
              {errorMessage ? <p>{knownText(i18n, errorMessage)}</p> : null}
              <button type="button" className="button button--primary" onClick={view.retry}>
                {t('landingEvents.retry')}
              </button>
            </div>
          ) : null}

          {view.screen === 'empty' ? (
            <div className="events-section__message">
              <h3>{t('landingEvents.empty')}</h3>
              {tab === 'upcoming' ? (
                <>
                  <p>{t('landingEvents.emptyUpcoming')}</p>
                  <button type="button" className="button button--secondary" onClick={() => selectTab('all')}>
                    {t('landingEvents.viewAll')}
                  </button>
                </>
              ) : null}
            </div>
          ) : null}

          {view.screen === 'loaded' ? (
            events.length > LANDING_EVENTS_CAROUSEL_THRESHOLD ? (
              carouselWanted ? (
                <Suspense fallback={firstCards}>
                  <EventsCarousel events={events} />
                </Suspense>
              ) : (
                firstCards
              )
            ) : (
              <EventsGrid events={events} />
            )
          ) : null}
        </div>

        <div className="landing-section__footer">
          <InternalLink href="/events" className="button button--primary">
            {t('landingEvents.viewAll')}
          </InternalLink>
        </div>
      </div>
    </section>
  );
}
