// The landing page's events section (SPEC §2 "Landing page" 2, §4 "Landing events tab", §5 chips).
// Pure: `fetchEvents` is provided by src/app with the real API client.
import { assign, fromPromise, setup } from 'xstate';
import type { EventCard } from '../../src/domain/events';
import {
  LANDING_EVENTS_LIMIT,
  LANDING_EVENTS_PAGE,
  LANDING_EVENTS_TEXT,
  categoryFilterFor,
} from './landing-events.types';
import type {
  FetchEventsInput,
  FetchEventsOutput,
  LandingEventsContext,
  LandingEventsEvent,
  LandingEventsTab,
  LandingEventsTag,
  LoadedEvents,
} from './landing-events.types';

function eventsForTab(tab: LandingEventsTab, loaded: LoadedEvents | null): EventCard[] {
  if (!loaded) return [];
  return tab === 'upcoming' ? loaded.events.filter((card) => card.status === 'upcoming') : loaded.events;
}

export const landingEventsMachine = setup({
  types: {
    context: {} as LandingEventsContext,
    events: {} as LandingEventsEvent,
    tags: {} as LandingEventsTag,
  },
  actors: {
    fetchEvents: fromPromise<FetchEventsOutput, FetchEventsInput>(async () => {
      throw new Error('fetchEvents not provided');
    }),
  },
  guards: {
    wasRejected: (_, params: { output: FetchEventsOutput }) => !params.output.success,
    hasVisibleEvents: ({ context }) => context.visibleEvents.length > 0,
    isSameRequest: ({ context }, params: { tab: LandingEventsTab }) =>
      categoryFilterFor(params.tab) === categoryFilterFor(context.tab),
    hasListForTab: ({ context }, params: { tab: LandingEventsTab }) =>
      context.loaded !== null && context.loaded.filterBy === categoryFilterFor(params.tab),
  },
  actions: {
    selectTab: assign((_, params: { tab: LandingEventsTab }) => ({ tab: params.tab })),
    storeEvents: assign(({ context }, params: { output: FetchEventsOutput }) => ({
      loaded: {
        filterBy: categoryFilterFor(context.tab),
        events: params.output.success ? params.output.events : [],
      },
      errorMessage: null,
    })),
    showEventsForTab: assign(({ context }) => ({ visibleEvents: eventsForTab(context.tab, context.loaded) })),
    storeRejection: assign({ loaded: null, visibleEvents: [], errorMessage: LANDING_EVENTS_TEXT.rejected }),
    storeRequestFailure: assign({ loaded: null, visibleEvents: [], errorMessage: LANDING_EVENTS_TEXT.requestFailed }),
  },
}).createMachine({
  id: 'landingEvents',
  description:
    'Events section of the landing page: chips Upcoming (default), All, Running, Cycling, Triathlon. A list loaded for the same category is reused; Upcoming narrows it locally.',
  context: { tab: 'upcoming', loaded: null, visibleEvents: [], errorMessage: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching page 1 (10 events) for the category of the selected chip.',
      tags: ['loading'],
      meta: {
        screen: `'${LANDING_EVENTS_TEXT.loading}' below the chips.`,
        shows: [{ role: 'status', name: LANDING_EVENTS_TEXT.loading }],
      },
      invoke: {
        id: 'fetchEvents',
        src: 'fetchEvents',
        input: ({ context }) => ({
          page: LANDING_EVENTS_PAGE,
          limit: LANDING_EVENTS_LIMIT,
          filterBy: categoryFilterFor(context.tab),
        }),
        onDone: [
          {
            guard: { type: 'wasRejected', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: 'storeRejection',
          },
          {
            target: 'ready',
            actions: [{ type: 'storeEvents', params: ({ event }) => ({ output: event.output }) }, 'showEventsForTab'],
          },
        ],
        onError: { target: 'failed', actions: 'storeRequestFailure' },
      },
      on: {
        'TAB.SELECT': [
          {
            guard: { type: 'isSameRequest', params: ({ event }) => ({ tab: event.tab }) },
            actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) },
          },
          {
            guard: { type: 'hasListForTab', params: ({ event }) => ({ tab: event.tab }) },
            target: 'ready',
            actions: [{ type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) }, 'showEventsForTab'],
          },
          {
            target: 'loading',
            reenter: true,
            actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) },
          },
        ],
      },
    },
    ready: {
      description: 'A list is loaded for the selected chip.',
      meta: { screen: 'The chips, the selected one pressed, above what the list holds for it.' },
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Decides between the cards and the empty message.',
          meta: { screen: 'Nothing new: decided at once.' },
          always: [{ guard: 'hasVisibleEvents', target: 'showing' }, { target: 'empty' }],
        },
        showing: {
          description: 'Cards: a carousel above 3 events, a grid otherwise.',
          tags: ['loaded'],
          meta: { screen: 'Event cards: a carousel above 3 events, a grid otherwise.' },
        },
        empty: {
          description: "Nothing to show; Upcoming also offers 'View All Events' (selects All).",
          tags: ['empty'],
          meta: {
            screen: `'${LANDING_EVENTS_TEXT.empty}'; on Upcoming also '${LANDING_EVENTS_TEXT.emptyUpcoming}' and '${LANDING_EVENTS_TEXT.viewAll}'.`,
            shows: [{ role: 'heading', name: LANDING_EVENTS_TEXT.empty }],
          },
        },
      },
      on: {
        'TAB.SELECT': [
          {
            guard: { type: 'hasListForTab', params: ({ event }) => ({ tab: event.tab }) },
            target: '.choosing',
            actions: [{ type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) }, 'showEventsForTab'],
          },
          {
            target: 'loading',
            actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) },
          },
        ],
      },
    },
    failed: {
      description: "The list could not be loaded; 'Try Again' fetches it again.",
      tags: ['error'],
      meta: {
        screen: `'${LANDING_EVENTS_TEXT.errorHeading}', the reason, and '${LANDING_EVENTS_TEXT.retry}'.`,
        shows: [
          { role: 'heading', name: LANDING_EVENTS_TEXT.errorHeading },
          { role: 'button', name: LANDING_EVENTS_TEXT.retry },
        ],
      },
      on: {
        RETRY: { target: 'loading' },
        'TAB.SELECT': {
          target: 'loading',
          actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) },
        },
      },
    },
  },
});

export type LandingEventsMachine = typeof landingEventsMachine;
