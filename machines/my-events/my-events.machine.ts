// My Events (SPEC §2): the events the person holds a paid ticket for, as cards with the event count
// and the count of distinct cities; empty offers 'Explore Events', a failure offers Retry. Pure:
// `loadMyEvents` is provided by src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import { MY_EVENTS_TEXT, type MyEventCard } from '../../src/domain/my-events';
import type { MyEventsContext, MyEventsEmitted, MyEventsEvent } from './my-events.types';

export const myEventsMachine = setup({
  types: {
    context: {} as MyEventsContext,
    events: {} as MyEventsEvent,
    emitted: {} as MyEventsEmitted,
  },
  actors: {
    /** GET /participant-registration/my-participated-events, read into cards. */
    loadMyEvents: fromPromise<MyEventCard[]>(async () => {
      throw new Error('loadMyEvents not provided');
    }),
  },
  guards: {
    hasNoEvents: (_, params: { output: MyEventCard[] }) => params.output.length === 0,
    hasCalendarEntry: ({ context }, params: { uuid: string }) =>
      context.events.some((card) => card.uuid === params.uuid && card.calendar !== null),
  },
  actions: {
    storeEvents: assign((_, params: { output: MyEventCard[] }) => ({ events: params.output, errorMessage: null })),
    storeLoadFailure: assign({ events: [], errorMessage: MY_EVENTS_TEXT.loadFailed }),
    offerCalendarFile: emit(({ context }, params: { uuid: string }) => ({
      type: 'addToCalendar' as const,
      event: context.events.find((card) => card.uuid === params.uuid)!.calendar!,
    })),
  },
}).createMachine({
  id: 'myEvents',
  description: 'The events the person has booked, as cards; empty and failure have their way on.',
  context: { events: [], errorMessage: null },
  initial: 'loading',
  states: {
    loading: {
      description: "Asks the server for the person's events.",
      meta: { screen: "'Loading your events...'", shows: [{ role: 'status', name: MY_EVENTS_TEXT.loading }] },
      invoke: {
        id: 'loadMyEvents',
        src: 'loadMyEvents',
        onDone: [
          {
            guard: { type: 'hasNoEvents', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: { type: 'storeEvents', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'loaded', actions: { type: 'storeEvents', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: { target: 'failed', actions: 'storeLoadFailure' },
      },
    },
    loaded: {
      description:
        "A card per event, each to its page (?from=my-events); the event and city counts. 'Add to calendar' on a card with a start date hands over that event for its .ics file.",
      on: {
        'CALENDAR.ADD': {
          guard: { type: 'hasCalendarEntry', params: ({ event }) => ({ uuid: event.uuid }) },
          actions: { type: 'offerCalendarFile', params: ({ event }) => ({ uuid: event.uuid }) },
        },
      },
      meta: {
        screen: "'My Events' with 'n events' and 'n cities', and a card per event.",
        shows: [{ role: 'heading', name: MY_EVENTS_TEXT.heading }],
      },
    },
    empty: {
      description: "Nothing booked yet: 'Explore Events' goes to the landing page.",
      meta: {
        screen: "'No events yet' and 'Explore Events'.",
        shows: [
          { role: 'heading', name: MY_EVENTS_TEXT.empty },
          { role: 'link', name: MY_EVENTS_TEXT.explore },
        ],
      },
    },
    failed: {
      description: "'Failed to load your events.'; Retry asks again.",
      meta: {
        screen: "'Failed to load your events.' and Retry.",
        shows: [
          { role: 'alert', name: MY_EVENTS_TEXT.loadFailed },
          { role: 'button', name: MY_EVENTS_TEXT.retry },
        ],
      },
      on: { RETRY: { target: 'loading' } },
    },
  },
});

export type MyEventsMachine = typeof myEventsMachine;
