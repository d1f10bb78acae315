// SPEC §2 My Events: a card grid with the event count and the count of distinct cities; empty offers
// 'Explore Events' (to '/'), a failure offers Retry. Renders the my-events machine's connect.
import type { ActorRefFrom } from 'xstate';
import type { MyEventsMachine } from '../../../machines/my-events/my-events.machine';
import { myEventsConnect } from '../../../machines/my-events/my-events.connect';
import { DEFAULT_EVENT_IMAGE } from '../../domain/events';
import { MY_EVENTS_TEXT } from '../../domain/my-events';
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
  return (
    <PageContainer heading={MY_EVENTS_TEXT.heading}>
      <PageLoadStates
        view={view}
        texts={MY_EVENTS_TEXT}
        empty={{
          id: 'my-events-empty',
          heading: MY_EVENTS_TEXT.empty,
          detail: MY_EVENTS_TEXT.emptyDetail,
          action: (
            <InternalLink href="/" className="button button--primary">
              {MY_EVENTS_TEXT.explore}
            </InternalLink>
          ),
        }}
      />
      {view.screen === 'loaded' ? (
        <>
          <OfflineNote text={offlineNote} />
          <p className="my-events__counts">
            <span>{view.eventCountText}</span>
            <span aria-hidden="true"> · </span>
            <span>{view.cityCountText}</span>
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
                    <span className="my-event-card__fact">{card.date}</span>
                    <span className="my-event-card__fact">{card.location}</span>
                  </span>
                </InternalLink>
                {card.calendarLabel ? (
                  <div className="my-event-card__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={card.calendarLabel}
                      onClick={() => view.addToCalendar(card.uuid)}
                    >
                      {MY_EVENTS_TEXT.addToCalendar}
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
