import type { CalendarEvent } from '../../src/domain/ics';
import type { MyEventCard } from '../../src/domain/my-events';

export interface MyEventsContext {
  events: MyEventCard[];
  errorMessage: string | null;
}

export type MyEventsEvent = { type: 'RETRY' } | { type: 'CALENDAR.ADD'; uuid: string };

/** Add to calendar: the composition root writes the .ics file of `event` and downloads it. */
export interface AddToCalendarEmitted {
  type: 'addToCalendar';
  event: CalendarEvent;
}

export type MyEventsEmitted = AddToCalendarEmitted;
