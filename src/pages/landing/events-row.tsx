import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventCard as EventCardData } from '../../domain/events';
import { usePrefersReducedMotion } from '../../ui/hooks/use-prefers-reduced-motion';
import { ChevronIcon } from '../../ui/icons';
import { EventCard } from './event-card';

/**
 * A row of event cards that scrolls sideways and snaps to a card. Touch and trackpads scroll it
 * directly, the buttons move it a screenful for a mouse, and Tab reaches every card's link.
 */
export function EventsRow({ events, label }: { events: readonly EventCardData[]; label: string }) {
  const row = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { t, i18n } = useTranslation();
  // English lowers the label inside a sentence ('Scroll on through upcoming events'); Hindi has no case.
  const inSentence = i18n.language === 'en' ? label.toLowerCase() : label;
  const scrollBy = (direction: 1 | -1) => {
    const list = row.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  return (
    <div className="events-row-wrap">
      <ul ref={row} className="events-row" aria-label={label}>
        {events.map((event) => (
          <li key={event.uuid} className="events-row__item">
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      <div className="events-row__controls">
        <button
          type="button"
          className="carousel-controls__arrow"
          aria-label={t('exploreEvents.scrollBack', { label: inSentence })}
          onClick={() => scrollBy(-1)}
        >
          <ChevronIcon direction="left" size={20} />
        </button>
        <button
          type="button"
          className="carousel-controls__arrow"
          aria-label={t('exploreEvents.scrollOn', { label: inSentence })}
          onClick={() => scrollBy(1)}
        >
          <ChevronIcon direction="right" size={20} />
        </button>
      </div>
    </div>
  );
}
