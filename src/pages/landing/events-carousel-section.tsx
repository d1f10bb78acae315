import { useRef } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import type { ActorRefFrom } from 'xstate';
import type { EventsCarouselSectionMachine } from '../../../machines/events-carousel-section/events-carousel-section.machine';
import {
  CAROUSEL_SECTION_TABS,
  CAROUSEL_SECTION_TAB_LABELS,
  CAROUSEL_SECTION_TEXT,
} from '../../../machines/events-carousel-section/events-carousel-section.types';
import type { CarouselSectionTab } from '../../../machines/events-carousel-section/events-carousel-section.types';
import { eventsCarouselSectionConnect } from '../../../machines/events-carousel-section/events-carousel-section.connect';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useOnFirstVisible } from '../../ui/hooks/use-on-first-visible';
import { useConnect } from '../../ui/hooks/use-connect';
import { EventsRow } from './events-row';
import './events-carousel-section.css';

function isTab(value: string): value is CarouselSectionTab {
  return (CAROUSEL_SECTION_TABS as readonly string[]).includes(value);
}

/** SPEC §2 landing 6: tabs Upcoming and All; the list loads when the section first scrolls into view. */
export function EventsCarouselSection({ section }: { section: ActorRefFrom<EventsCarouselSectionMachine> }) {
  const view = useConnect(section, eventsCarouselSectionConnect);
  const root = useRef<HTMLElement>(null);
  useOnFirstVisible(root, view.sectionShown);

  return (
    <section ref={root} id="explore-events" className="landing-section" aria-labelledby="explore-events-heading">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">Explore</p>
          <h2 id="explore-events-heading" className="landing-section__heading">
            {CAROUSEL_SECTION_TEXT.heading}
          </h2>
          <p className="landing-section__intro">
            Twenty at a time, from weekend fun runs to season-defining races. Scroll sideways to see them all.
          </p>
        </header>
        <Tabs.Root
          value={view.tab}
          onValueChange={(value) => {
            if (isTab(value)) view.selectTab(value);
          }}
        >
          <Tabs.List className="explore-tabs" aria-label="Events to explore">
            {CAROUSEL_SECTION_TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className="explore-tabs__tab">
                {CAROUSEL_SECTION_TAB_LABELS[tab]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {CAROUSEL_SECTION_TABS.map((tab) => (
            <Tabs.Content key={tab} value={tab} className="explore-panel" aria-busy={view.screen === 'loading'}>
              {view.screen === 'loading' ? <LoadingIndicator label={CAROUSEL_SECTION_TEXT.loading} /> : null}
              {view.screen === 'failed' ? (
                <div className="events-section__message" role="alert">
                  <h3>{CAROUSEL_SECTION_TEXT.errorHeading}</h3>
                  {view.errorMessage ? <p>{view.errorMessage}</p> : null}
                  <button type="button" className="button button--primary" onClick={view.retry}>
                    {CAROUSEL_SECTION_TEXT.retry}
                  </button>
                </div>
              ) : null}
              {view.screen === 'empty' ? (
                <div className="events-section__message">
                  <h3>{CAROUSEL_SECTION_TEXT.empty}</h3>
                </div>
              ) : null}
              {view.screen === 'loaded' ? (
                <EventsRow events={view.events} label={`${CAROUSEL_SECTION_TAB_LABELS[tab]} events`} />
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
