import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import { DEFAULT_EVENT_DESCRIPTION, type EventCard as EventCardData } from '../../domain/events';
import { localPrice } from '../../i18n/formats';
import { EventDateAndPlace, EventImage } from '../../ui/event-card-parts';

interface EventCardProps {
  event: EventCardData;
  /** Cards in the first view load their image eagerly; the rest wait until needed. */
  eager?: boolean;
}

export function EventCard({ event, eager = false }: EventCardProps) {
  const { t } = useTranslation();
  const action = event.is_registered ? t('landingEvents.viewDetails') : t('landingEvents.bookNow');
  return (
    <article className="event-card">
      <EventImage className="event-card__image" src={event.image} eager={eager} />
      <div className="event-card__body">
        <ul className="event-card__facts">
          <EventDateAndPlace date={event.date} location={event.location} />
        </ul>
        <h3 className="event-card__title">{event.title}</h3>
        <p className="event-card__description">
          {event.description === DEFAULT_EVENT_DESCRIPTION ? t('common.defaultDescription') : event.description}
        </p>
        <div className="event-card__footer">
          <p className="event-card__price">
            <span className="visually-hidden">{t('common.price')}</span>
            {localPrice(t, event.price)}
          </p>
          <InternalLink href={`/event/${event.uuid}`} className="button button--primary button--small">
            {action}
            <span className="visually-hidden"> — {event.title}</span>
          </InternalLink>
        </div>
      </div>
    </article>
  );
}
