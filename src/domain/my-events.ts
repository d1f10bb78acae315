// SPEC §2 My Events and §3 my-events item: the events a person holds a paid ticket for, read into
// cards, with the event count and the count of distinct cities.
import { VENUE_TBD } from './event-detail';
import { cardDate, cardLocation, DEFAULT_EVENT_IMAGE } from './events';
import type { CalendarEvent } from './ics';

export const MY_EVENTS_TEXT = {
  heading: 'My Events',
  loading: 'Loading your events...',
  loadFailed: 'Failed to load your events.',
  retry: 'Retry',
  empty: 'No events yet',
  emptyDetail: 'Events you book will appear here.',
  explore: 'Explore Events',
  eventCount: (count: number) => `${count} ${count === 1 ? 'event' : 'events'}`,
  cityCount: (count: number) => `${count} ${count === 1 ? 'city' : 'cities'}`,
  addToCalendar: 'Add to calendar',
  addToCalendarFor: (title: string) => `Add ${title} to calendar`,
} as const;

type Maybe<T> = T | null | undefined;

/** SPEC §3 "My-events item" as the server sends it. */
export interface ServerMyEvent {
  sub_event_uuid: string;
  event_title: string;
  sub_event_ticket_name: Maybe<string>;
  sub_event_banner_url_path: Maybe<string>;
  event_banner_url_path: Maybe<string>;
  city_name: Maybe<string>;
  state_name: Maybe<string>;
  country_name: Maybe<string>;
  sub_event_start_date: Maybe<string>;
  /** Extensions for 'Add to calendar'. */
  sub_event_end_date?: Maybe<string>;
  event_venue_address?: Maybe<string>;
  summary?: Maybe<string>;
}

export interface MyEventCard {
  uuid: string;
  title: string;
  ticketName: string | null;
  image: string;
  date: string;
  location: string;
  /** For the distinct-city count: the city as named, or null when the event has none. */
  city: string | null;
  /** What 'Add to calendar' writes; null when the event has no start date (nothing to put in a calendar). */
  calendar: CalendarEvent | null;
}

export function toMyEventCard(item: ServerMyEvent): MyEventCard {
  const ticketName = item.sub_event_ticket_name?.trim() || null;
  return {
    uuid: item.sub_event_uuid,
    title: item.event_title,
    ticketName: ticketName === item.event_title ? null : ticketName,
    image: item.sub_event_banner_url_path || item.event_banner_url_path || DEFAULT_EVENT_IMAGE,
    date: cardDate(item.sub_event_start_date),
    location: cardLocation({ city_name: item.city_name ?? null, state_name: item.state_name ?? null }),
    city: item.city_name?.trim() || null,
    calendar: calendarEntry(item),
  };
}

function calendarEntry(item: ServerMyEvent): CalendarEvent | null {
  const startDate = item.sub_event_start_date?.trim() || null;
  if (!startDate) return null;
  return {
    uuid: item.sub_event_uuid,
    name: item.event_title,
    startDate,
    endDate: item.sub_event_end_date?.trim() || null,
    venue: item.event_venue_address?.trim() || VENUE_TBD,
    city: item.city_name?.trim() || null,
    description: null,
    summary: item.summary?.trim() || null,
  };
}

/** Distinct cities, compared without case or surrounding spaces ('Pune' and 'pune ' are one). */
export function distinctCityCount(cards: readonly MyEventCard[]): number {
  return new Set(cards.flatMap((card) => (card.city?.trim() ? [card.city.trim().toLowerCase()] : []))).size;
}

/** Where a card goes: the event page's post-registration view (SPEC §2). */
export const myEventPath = (uuid: string) => `/event/${uuid}?from=my-events`;
