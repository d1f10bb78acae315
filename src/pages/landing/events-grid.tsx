import type { EventCard as EventCardData } from '../../domain/events';
import { EventCard } from './event-card';

export function EventsGrid({ events }: { events: readonly EventCardData[] }) {
  return (
    <ul className="card-list card-list--stepped events-grid">
      {events.map((event) => (
        <li key={event.uuid}>
          <EventCard event={event} eager />
        </li>
      ))}
    </ul>
  );
}
