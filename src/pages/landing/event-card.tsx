import { InternalLink } from '../../ui/internal-link';
import type { EventCard as EventCardData } from '../../domain/events';
import { EventDateAndPlace, EventImage } from '../../ui/event-card-parts';

interface EventCardProps {
  event: EventCardData;
  /** Cards in the first view load their image eagerly; the rest wait until needed. */
  eager?: boolean;
}

export function EventCard({ event, eager = false }: EventCardProps) {
  const action = event.is_registered ? 'View Details' : 'Book Now';
  return (
    <article className="event-card">
      <EventImage className="event-card__image" src={event.image} eager={eager} />
      <div className="event-card__body">
        <ul className="event-card__facts">
          <EventDateAndPlace date={event.date} location={event.location} />
        </ul>
        <h3 className="event-card__title">{event.title}</h3>
        <p className="event-card__description">{event.description}</p>
        <div className="event-card__footer">
          <p className="event-card__price">
            <span className="visually-hidden">Price: </span>
            {event.price}
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
