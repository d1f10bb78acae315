import type { CalendarEvent } from '../../src/domain/ics';
import { MY_EVENTS_TEXT, type MyEventCard } from '../../src/domain/my-events';
import type { LoaderInput, LoaderOutput } from '../shared/loader.types';

export interface MyEventsContext {
  events: MyEventCard[];
}

export type MyEventsEvent = { type: 'RETRY' } | { type: 'CALENDAR.ADD'; uuid: string };

export type MyEventsTag = 'loaded' | 'empty';

/** The loader's input: the call takes nothing; any failure reads 'Failed to load your events.' (SPEC §8). */
export const MY_EVENTS_LOAD: LoaderInput = {
  request: null,
  texts: { refused: MY_EVENTS_TEXT.loadFailed, failed: MY_EVENTS_TEXT.loadFailed },
};

/** The loader hands back what src/app's `load` for My Events resolves with: the cards. */
export const cardsOf = (output: LoaderOutput) => output.data as MyEventCard[];

/** Add to calendar: the composition root writes the .ics file of `event` and downloads it. */
export interface AddToCalendarEmitted {
  type: 'addToCalendar';
  event: CalendarEvent;
}

export type MyEventsEmitted = AddToCalendarEmitted;
