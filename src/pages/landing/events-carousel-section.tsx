import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as Tabs from '@radix-ui/react-tabs';
import type { ActorRefFrom } from 'xstate';
import type { EventsCarouselSectionMachine } from '../../../machines/events-carousel-section/events-carousel-section.machine';
import { CAROUSEL_SECTION_TABS } from '../../../machines/events-carousel-section/events-carousel-section.types';
import type { CarouselSectionTab } from '../../../machines/events-carousel-section/events-carousel-section.types';
import { eventsCarouselSectionConnect } from '../../../machines/events-carousel-section/events-carousel-section.connect';
import { knownText } from '../../i18n/i18n';
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
  const { t, i18n } = useTranslation();
  useOnFirstVisible(root, view.sectionShown);

  return (
    <section ref={root} id="explore-events" className="landing-section" aria-labelledby="explore-events-heading">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">{t('exploreEvents.eyebrow')}</p>
          <h2 id="explore-events-heading" className="landing-section__heading">
            {t('exploreEvents.heading')}
          </h2>
          <p className="landing-section__intro">{t('exploreEvents.intro')}</p>
        </header>
        <Tabs.Root
          value={view.tab}
          onValueChange={(value) => {
            if (isTab(value)) view.selectTab(value);
          }}
        >
          <Tabs.List className="explore-tabs" aria-label={t('exploreEvents.tabsLabel')}>
            {CAROUSEL_SECTION_TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className="explore-tabs__tab">
                {t(`exploreEvents.tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {CAROUSEL_SECTION_TABS.map((tab) => (
            <Tabs.Content key={tab} value={tab} className="explore-panel" aria-busy={view.screen === 'loading'}>
              {view.screen === 'loading' ? <LoadingIndicator label={t('exploreEvents.loading')} /> : null}
              {view.screen === 'failed' ? (
                <div className="events-section__message" role="alert">
                  <h3>{t('exploreEvents.errorHeading')}</h3>
                  {view.errorMessage ? <p>{knownText(i18n, view.errorMessage)}</p> : null}
                  <button type="button" className="button button--primary" onClick={view.retry}>
                    {t('exploreEvents.retry')}
                  </button>
                </div>
              ) : null}
              {view.screen === 'empty' ? (
                <div className="events-section__message">
                  <h3>{t('exploreEvents.empty')}</h3>
                </div>
              ) : null}
              {view.screen === 'loaded' ? (
                <EventsRow events={view.events} label={t(`exploreEvents.rowLabel.${tab}`)} />
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
