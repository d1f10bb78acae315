import type { EventCard as EventCardData } from '../../domain/events';
import { EventCard } from './EventCard';

/** A row of event cards that scrolls sideways and snaps to a card; each card's link is reachable by Tab. */
export function EventsRow({ events, label }: { events: readonly EventCardData[]; label: string }) {
  return (
    <ul className="events-row" aria-label={label}>
      {events.map((event) => (
        <li key={event.uuid} className="events-row__item">
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
