// SPEC §2 My Events: a card grid with the event count and the count of distinct cities; empty offers
// 'Explore Events' (to '/'), a failure offers Retry. Renders the my-events machine's connect.
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { MyEventsMachine } from '../../../machines/my-events/my-events.machine';
import { myEventsConnect } from '../../../machines/my-events/my-events.connect';
import { DEFAULT_EVENT_IMAGE } from '../../domain/events';
import { distinctCityCount } from '../../domain/my-events';
import { localCardDate, localLocation } from '../../i18n/formats';
import { useLocalText } from '../../i18n/worded-text';
import { ImageWithFallback } from '../../ui/image-with-fallback';
import { InternalLink } from '../../ui/internal-link';
import { PageContainer } from '../../ui/page-container';
import { PageLoadStates } from '../../ui/page-states';
import { OfflineNote } from '../../ui/offline-note';
import { useConnect } from '../../ui/hooks/use-connect';
import './my-events.css';

export interface MyEventsPageProps {
  myEvents: ActorRefFrom<MyEventsMachine>;
  /** 'Offline — showing your passes as of {time}' when the list is the one kept on the device. */
  offlineNote?: string | null;
}

export default function MyEventsPage({ myEvents, offlineNote = null }: MyEventsPageProps) {
  const view = useConnect(myEvents, myEventsConnect);
  const { t } = useTranslation();
  const local = useLocalText();
  return (
    <PageContainer heading={t('myEvents.heading')}>
      <PageLoadStates
        view={{ ...view, errorMessage: view.errorMessage === null ? null : local(view.errorMessage) }}
        texts={{ loading: t('myEvents.loading'), retry: t('myEvents.retry') }}
        empty={{
          id: 'my-events-empty',
          heading: t('myEvents.empty'),
          detail: t('myEvents.emptyDetail'),
          action: (
            <InternalLink href="/" className="button button--primary">
              {t('myEvents.explore')}
            </InternalLink>
          ),
        }}
      />
      {view.screen === 'loaded' ? (
        <>
          <OfflineNote text={offlineNote === null ? null : local(offlineNote)} />
          <p className="my-events__counts">
            <span>{t('myEvents.eventCount', { count: view.cards.length })}</span>
            <span aria-hidden="true"> · </span>
            <span>{t('myEvents.cityCount', { count: distinctCityCount(view.cards) })}</span>
          </p>
          <ul className="card-list my-events__grid">
            {view.cards.map((card) => (
              <li key={card.uuid} className="my-event-card">
                <InternalLink href={card.href} className="my-event-card__link">
                  <ImageWithFallback
                    src={card.image}
                    fallbackSrc={DEFAULT_EVENT_IMAGE}
                    alt=""
                    width={640}
                    height={360}
                    className="my-event-card__image"
                    loading="lazy"
                  />
                  <span className="my-event-card__body">
                    <span className="my-event-card__title">{card.title}</span>
                    {card.ticketName ? <span className="my-event-card__ticket">{card.ticketName}</span> : null}
                    <span className="my-event-card__fact">{localCardDate(t, card.date)}</span>
                    <span className="my-event-card__fact">{localLocation(t, card.location)}</span>
                  </span>
                </InternalLink>
                {card.calendarLabel ? (
                  <div className="my-event-card__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('myEvents.addToCalendarFor', { title: card.title })}
                      onClick={() => view.addToCalendar(card.uuid)}
                    >
                      {t('myEvents.addToCalendar')}
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </PageContainer>
  );
}
