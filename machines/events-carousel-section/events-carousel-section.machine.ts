// The landing page's events carousel section (SPEC §2 landing 6, §7 page 1 and limit 20): tabs
// upcoming (default) and all; nothing loads until the section is first shown. Pure: the fetch is
// provided by src/app, the view reports when the section scrolls into view.
import { assign, fromPromise, setup } from 'xstate';
import { CAROUSEL_SECTION_LIMIT, CAROUSEL_SECTION_PAGE, CAROUSEL_SECTION_TEXT } from './events-carousel-section.types';
import type {
  CarouselSectionTab,
  EventsCarouselSectionContext,
  EventsCarouselSectionEvent,
  EventsCarouselSectionTag,
  FetchCarouselEventsInput,
  FetchCarouselEventsOutput,
} from './events-carousel-section.types';

export const eventsCarouselSectionMachine = setup({
  types: {
    context: {} as EventsCarouselSectionContext,
    events: {} as EventsCarouselSectionEvent,
    tags: {} as EventsCarouselSectionTag,
  },
  actors: {
    fetchCarouselEvents: fromPromise<FetchCarouselEventsOutput, FetchCarouselEventsInput>(async () => {
      throw new Error('fetchCarouselEvents not provided');
    }),
  },
  guards: {
    wasRejected: (_, params: { output: FetchCarouselEventsOutput }) => !params.output.success,
    hasEventsForTab: ({ context }) => (context.lists[context.tab]?.length ?? 0) > 0,
    hasListForTab: ({ context }, params: { tab: CarouselSectionTab }) => context.lists[params.tab] !== undefined,
    isSameTab: ({ context }, params: { tab: CarouselSectionTab }) => context.tab === params.tab,
  },
  actions: {
    selectTab: assign((_, params: { tab: CarouselSectionTab }) => ({ tab: params.tab })),
    storeEvents: assign(({ context }, params: { output: FetchCarouselEventsOutput }) => ({
      lists: { ...context.lists, [context.tab]: params.output.success ? params.output.events : [] },
      errorMessage: null,
    })),
    storeRejection: assign({ errorMessage: CAROUSEL_SECTION_TEXT.rejected }),
    storeRequestFailure: assign({ errorMessage: CAROUSEL_SECTION_TEXT.requestFailed }),
  },
}).createMachine({
  id: 'eventsCarouselSection',
  description:
    'Events carousel section of the landing page: tabs Upcoming (default) and All, each loaded once (page 1, 20 events) once the section has been shown.',
  context: { tab: 'upcoming', lists: {}, errorMessage: null },
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
      description: "Fetching page 1 (20 events) for the selected tab's filter.",
      tags: ['loading'],
      meta: {
        screen: `'${CAROUSEL_SECTION_TEXT.loading}' below the tabs.`,
        shows: [{ role: 'status', name: CAROUSEL_SECTION_TEXT.loading }],
      },
      invoke: {
        id: 'fetchCarouselEvents',
        src: 'fetchCarouselEvents',
        input: ({ context }) => ({
          page: CAROUSEL_SECTION_PAGE,
          limit: CAROUSEL_SECTION_LIMIT,
          filterBy: context.tab,
        }),
        onDone: [
          {
            guard: { type: 'wasRejected', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: 'storeRejection',
          },
          {
            target: 'ready',
            actions: { type: 'storeEvents', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'storeRequestFailure' },
      },
      on: {
        'TAB.SELECT': [
          { guard: { type: 'isSameTab', params: ({ event }) => ({ tab: event.tab }) } },
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
    failed: {
      description: "The list could not be loaded; 'Try Again' fetches it again.",
      tags: ['error'],
      meta: {
        screen: `'${CAROUSEL_SECTION_TEXT.errorHeading}', the reason, and '${CAROUSEL_SECTION_TEXT.retry}'.`,
        shows: [
          { role: 'heading', name: CAROUSEL_SECTION_TEXT.errorHeading },
          { role: 'button', name: CAROUSEL_SECTION_TEXT.retry },
        ],
      },
      on: {
        RETRY: { target: 'loading' },
        'TAB.SELECT': [
          {
            guard: { type: 'hasListForTab', params: ({ event }) => ({ tab: event.tab }) },
            target: 'ready',
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
