// The landing page's events section (SPEC §2 "Landing page" 2, §4 "Landing events tab", §5 chips).
// Pure: the shared loader's `load` is provided by src/app with the real API client.
import { assign, sendTo, setup } from 'xstate';
import type { EventCard } from '../../src/domain/events';
import { loaderMachine } from '../shared/loader.machine';
import type { LoaderOutput } from '../shared/loader.types';
import { LANDING_EVENTS_TEXT, categoryFilterFor, eventsOf, landingLoadFor } from './landing-events.types';
import type {
  LandingEventsContext,
  LandingEventsEvent,
  LandingEventsTab,
  LandingEventsTag,
  LoadedEvents,
} from './landing-events.types';

function eventsForTab(tab: LandingEventsTab, loaded: LoadedEvents | null): EventCard[] {
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: showEventsForTab runs only after storeEvents or under hasListForTab, so a list is always loaded
  if (!loaded) return [];
  return tab === 'upcoming' ? loaded.events.filter((card) => card.status === 'upcoming') : loaded.events;
}

export const landingEventsMachine = setup({
  types: {
    context: {} as LandingEventsContext,
    events: {} as LandingEventsEvent,
    tags: {} as LandingEventsTag,
    children: {} as { loader: 'loader' },
  },
  actors: {
    /** Page 1 of 10 events for the chip's category, with Retry on failure. */
    loader: loaderMachine,
  },
  guards: {
    hasVisibleEvents: ({ context }) => context.visibleEvents.length > 0,
    isSameRequest: ({ context }, params: { tab: LandingEventsTab }) =>
      categoryFilterFor(params.tab) === categoryFilterFor(context.tab),
    hasListForTab: ({ context }, params: { tab: LandingEventsTab }) =>
      context.loaded !== null && context.loaded.filterBy === categoryFilterFor(params.tab),
  },
  actions: {
    selectTab: assign((_, params: { tab: LandingEventsTab }) => ({ tab: params.tab })),
    storeEvents: assign(({ context }, params: { output: LoaderOutput }) => ({
      loaded: { filterBy: categoryFilterFor(context.tab), events: eventsOf(params.output) },
    })),
    showEventsForTab: assign(({ context }) => ({ visibleEvents: eventsForTab(context.tab, context.loaded) })),
    retryLoading: sendTo('loader', { type: 'RETRY' }),
  },
}).createMachine({
  id: 'landingEvents',
  description:
    'Events section of the landing page: chips Upcoming (default), All, Running, Cycling, Triathlon. A list loaded for the same category is reused; Upcoming narrows it locally.',
  context: { tab: 'upcoming', loaded: null, visibleEvents: [] },
  initial: 'loading',
  states: {
    loading: {
      description:
        "The loader fetches page 1 (10 events) for the selected chip's category; if that fails, the reason and 'Try Again'. A chip of the same category retries.",
      meta: {
        screen: `'${LANDING_EVENTS_TEXT.loading}' below the chips, or '${LANDING_EVENTS_TEXT.errorHeading}', the reason and '${LANDING_EVENTS_TEXT.retry}'.`,
      },
      invoke: {
        id: 'loader',
        src: 'loader',
        input: ({ context }) => landingLoadFor(context.tab),
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeEvents', params: ({ event }) => ({ output: event.output }) }, 'showEventsForTab'],
        },
      },
      on: {
        RETRY: { actions: 'retryLoading' },
        'TAB.SELECT': [
          {
            guard: { type: 'isSameRequest', params: ({ event }) => ({ tab: event.tab }) },
            actions: [{ type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) }, 'retryLoading'],
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
  },
});

export type LandingEventsMachine = typeof landingEventsMachine;
