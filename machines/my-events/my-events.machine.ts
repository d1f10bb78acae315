// My Events (SPEC §2): the events the person holds a paid ticket for, as cards with the event count
// and the count of distinct cities; empty offers 'Explore Events', a failure offers Retry. Pure: the
// shared loader's `load` is provided by src/app.
import { assign, emit, sendTo, setup } from 'xstate';
import { MY_EVENTS_TEXT } from '../../src/domain/my-events';
import { loaderMachine } from '../shared/loader.machine';
import type { LoaderOutput } from '../shared/loader.types';
import { MY_EVENTS_LOAD, cardsOf } from './my-events.types';
import type { MyEventsContext, MyEventsEmitted, MyEventsEvent, MyEventsTag } from './my-events.types';

export const myEventsMachine = setup({
  types: {
    context: {} as MyEventsContext,
    events: {} as MyEventsEvent,
    emitted: {} as MyEventsEmitted,
    tags: {} as MyEventsTag,
    children: {} as { loader: 'loader' },
  },
  actors: {
    /** GET /participant-registration/my-participated-events, read into cards, with Retry on failure. */
    loader: loaderMachine,
  },
  guards: {
    hasNoEvents: (_, params: { output: LoaderOutput }) => cardsOf(params.output).length === 0,
    hasCalendarEntry: ({ context }, params: { uuid: string }) =>
      context.events.some((card) => card.uuid === params.uuid && card.calendar !== null),
  },
  actions: {
    storeEvents: assign((_, params: { output: LoaderOutput }) => ({ events: cardsOf(params.output) })),
    retryLoading: sendTo('loader', { type: 'RETRY' }),
    offerCalendarFile: emit(({ context }, params: { uuid: string }) => ({
      type: 'addToCalendar' as const,
      event: context.events.find((card) => card.uuid === params.uuid)!.calendar!,
    })),
  },
}).createMachine({
  id: 'myEvents',
  description: 'The events the person has booked, as cards; empty and failure have their way on.',
  context: { events: [] },
  initial: 'loading',
  states: {
    loading: {
      description: "The loader asks for the person's events; if that fails, 'Failed to load your events.' and Retry.",
      meta: { screen: "'Loading your events...', or 'Failed to load your events.' and Retry." },
      invoke: {
        id: 'loader',
        src: 'loader',
        input: MY_EVENTS_LOAD,
        onDone: [
          {
            guard: { type: 'hasNoEvents', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: { type: 'storeEvents', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'loaded', actions: { type: 'storeEvents', params: ({ event }) => ({ output: event.output }) } },
        ],
      },
      on: { RETRY: { actions: 'retryLoading' } },
    },
    loaded: {
      description:
        "A card per event, each to its page (?from=my-events); the event and city counts. 'Add to calendar' on a card with a start date hands over that event for its .ics file.",
      tags: ['loaded'],
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
      tags: ['empty'],
      meta: {
        screen: "'No events yet' and 'Explore Events'.",
        shows: [
          { role: 'heading', name: MY_EVENTS_TEXT.empty },
          { role: 'link', name: MY_EVENTS_TEXT.explore },
        ],
      },
    },
  },
});

export type MyEventsMachine = typeof myEventsMachine;
