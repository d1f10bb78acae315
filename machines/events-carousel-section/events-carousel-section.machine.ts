// The landing page's events carousel section (SPEC §2 landing 6, §7 page 1 and limit 20): tabs
// upcoming (default) and all; nothing loads until the section is first shown. Pure: the shared
// loader's `load` is provided by src/app, the view reports when the section scrolls into view.
import { assign, sendTo, setup } from 'xstate';
import { loaderMachine } from '../shared/loader.machine';
import type { LoaderOutput } from '../shared/loader.types';
import { CAROUSEL_SECTION_TEXT, carouselLoadFor, eventsOf } from './events-carousel-section.types';
import type {
  CarouselSectionTab,
  EventsCarouselSectionContext,
  EventsCarouselSectionEvent,
  EventsCarouselSectionTag,
} from './events-carousel-section.types';

export const eventsCarouselSectionMachine = setup({
  types: {
    context: {} as EventsCarouselSectionContext,
    events: {} as EventsCarouselSectionEvent,
    tags: {} as EventsCarouselSectionTag,
    children: {} as { loader: 'loader' },
  },
  actors: {
    /** Page 1 of 20 events for the selected tab, with Retry on failure. */
    loader: loaderMachine,
  },
  guards: {
    // Stryker disable next-line OptionalChaining: ready is entered only after storeEvents for the tab or under hasListForTab, so its list is there
    hasEventsForTab: ({ context }) => (context.lists[context.tab]?.length ?? 0) > 0,
    hasListForTab: ({ context }, params: { tab: CarouselSectionTab }) => context.lists[params.tab] !== undefined,
    isSameTab: ({ context }, params: { tab: CarouselSectionTab }) => context.tab === params.tab,
  },
  actions: {
    selectTab: assign((_, params: { tab: CarouselSectionTab }) => ({ tab: params.tab })),
    storeEvents: assign(({ context }, params: { output: LoaderOutput }) => ({
      lists: { ...context.lists, [context.tab]: eventsOf(params.output) },
    })),
    retryLoading: sendTo('loader', { type: 'RETRY' }),
  },
}).createMachine({
  id: 'eventsCarouselSection',
  description:
    'Events carousel section of the landing page: tabs Upcoming (default) and All, each loaded once (page 1, 20 events) once the section has been shown.',
  context: { tab: 'upcoming', lists: {} },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'The section has not been scrolled into view yet: nothing is fetched.',
      tags: ['waiting'],
      meta: { screen: 'The heading and the tabs above an empty row, below the fold.' },
      on: {
        'SECTION.SHOW': { target: 'loading' },
        'TAB.SELECT': { actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) } },
      },
    },
    loading: {
      description:
        "The loader fetches page 1 (20 events) for the selected tab's filter; if that fails, the reason and 'Try Again'. Choosing the same tab again retries.",
      meta: {
        screen: `'${CAROUSEL_SECTION_TEXT.loading}' below the tabs, or '${CAROUSEL_SECTION_TEXT.errorHeading}', the reason and '${CAROUSEL_SECTION_TEXT.retry}'.`,
      },
      invoke: {
        id: 'loader',
        src: 'loader',
        input: ({ context }) => carouselLoadFor(context.tab),
        onDone: {
          target: 'ready',
          actions: { type: 'storeEvents', params: ({ event }) => ({ output: event.output }) },
        },
      },
      on: {
        RETRY: { actions: 'retryLoading' },
        'TAB.SELECT': [
          { guard: { type: 'isSameTab', params: ({ event }) => ({ tab: event.tab }) }, actions: 'retryLoading' },
          {
            guard: { type: 'hasListForTab', params: ({ event }) => ({ tab: event.tab }) },
            target: 'ready',
            actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) },
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
      description: 'The selected tab has its list.',
      meta: { screen: 'The tabs, the selected one marked, above what its list holds.' },
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Decides between the cards and the empty message.',
          meta: { screen: 'Nothing new: decided at once.' },
          always: [{ guard: 'hasEventsForTab', target: 'showing' }, { target: 'empty' }],
        },
        showing: {
          description: 'A row of event cards that scrolls sideways, one card at a time.',
          tags: ['loaded'],
          meta: { screen: 'A sideways-scrolling row of event cards.' },
        },
        empty: {
          description: 'The tab has no events.',
          tags: ['empty'],
          meta: {
            screen: `'${CAROUSEL_SECTION_TEXT.empty}'.`,
            shows: [{ role: 'heading', name: CAROUSEL_SECTION_TEXT.empty }],
          },
        },
      },
      on: {
        'TAB.SELECT': [
          {
            guard: { type: 'hasListForTab', params: ({ event }) => ({ tab: event.tab }) },
            target: '.choosing',
            actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) },
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

export type EventsCarouselSectionMachine = typeof eventsCarouselSectionMachine;
