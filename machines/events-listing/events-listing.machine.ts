// SPEC §2 Events listing (/events): the page of events for the view the query string names, search,
// the filters dialog, chips, pagination and the grid or list display (§5 search and filters, §7 the
// call, §8 texts). Pure: the shared loader's `load` (one page of the view) and `loadFacets` are
// provided by src/app; every change of view is emitted as `navigate` so that the URL stays the source
// of truth (back, forward, reload, links). The page loads through the loader, whose failed screen
// is this flow's; only its Try Again differs: SPEC §2 says it reloads the page, so RETRY is not the loader's.
import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import { DEFAULT_PAGE } from '../../src/domain/constants';
import type { ListingFacets } from '../../src/domain/listing';
import {
  NO_LISTING_FILTERS,
  normalizeListingFilters,
  sameListingQuery,
  serializeListingQuery,
} from '../../src/domain/listing-query';
import type { ListingFilters, ListingQuery } from '../../src/domain/listing-query';
import { loaderMachine } from '../shared/loader.machine';
import type { LoaderOutput } from '../shared/loader.types';
import { EVENTS_LISTING_TEXT, eventsListingLoad, listingPageOf } from './events-listing.types';
import type {
  ChipFilter,
  DialogFilterField,
  EventsListingContext,
  EventsListingEmitted,
  EventsListingEvent,
  EventsListingInput,
  EventsListingTag,
  ListingDisplay,
} from './events-listing.types';

const CHIP_FIELDS: Record<ChipFilter, Array<keyof ListingFilters>> = {
  search: ['search'],
  category: ['category'],
  city: ['city'],
  status: ['status'],
  dates: ['startDate', 'endDate'],
};

function withoutChip(filters: ListingFilters, chip: ChipFilter): ListingFilters {
  const next = { ...filters };
  for (const field of CHIP_FIELDS[chip]) next[field] = '';
  return next;
}

function firstPageOf(filters: ListingFilters): ListingQuery {
  return { filters: normalizeListingFilters(filters), page: DEFAULT_PAGE };
}

function totalPagesOf(context: EventsListingContext): number {
  return context.pagination?.totalPages ?? 0;
}

export const eventsListingMachine = setup({
  types: {
    context: {} as EventsListingContext,
    events: {} as EventsListingEvent,
    input: {} as EventsListingInput,
    emitted: {} as EventsListingEmitted,
    tags: {} as EventsListingTag,
    children: {} as { loader: 'loader'; loadFacets: 'loadFacets' },
  },
  actors: {
    /** GET /sub-events/public with the view's page, limit 12 and the filters that are set, with SPEC §8's failure texts. */
    loader: loaderMachine,
    /** Every category and city of the catalogue (extension); fails on a server without it. */
    loadFacets: fromPromise<ListingFacets, void>(async () => {
      throw new Error('loadFacets not provided');
    }),
  },
  guards: {
    isBeyondLastPage: ({ context }, params: { output: LoaderOutput }) => {
      const { items, pagination } = listingPageOf(params.output);
      return items.length === 0 && pagination.totalPages > 0 && context.query.page > pagination.totalPages;
    },
    hasArrivedPage: ({ context }) => context.pagination !== null && context.items.length > 0,
    hasNoEvents: (_, params: { output: LoaderOutput }) => listingPageOf(params.output).items.length === 0,
    isNewQuery: ({ context }, params: { query: ListingQuery }) => !sameListingQuery(context.query, params.query),
    isFiltersDialogOpen: stateIn({ filtersDialog: 'open' }),
    isOtherPage: ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) &&
      params.page >= 1 &&
      params.page <= totalPagesOf(context) &&
      params.page !== context.query.page,
    hasPreviousPage: ({ context }) => context.query.page > 1,
    hasNextPage: ({ context }) => context.query.page < totalPagesOf(context),
  },
  actions: {
    storeEvents: assign((_, params: { output: LoaderOutput }) => {
      const { items, pagination } = listingPageOf(params.output);
      return { items, pagination };
    }),
    goToLastPage: assign(({ context }, params: { output: LoaderOutput }) => ({
      query: { ...context.query, page: listingPageOf(params.output).pagination.totalPages },
    })),
    storeQuery: assign((_, params: { query: ListingQuery }) => {
      const query = { filters: normalizeListingFilters(params.query.filters), page: params.query.page };
      return { query, searchText: query.filters.search };
    }),
    typeSearch: assign((_, params: { value: string }) => ({ searchText: params.value })),
    applySearch: assign(({ context }) => {
      const query = firstPageOf({ ...context.query.filters, search: context.searchText });
      return { query, searchText: query.filters.search };
    }),
    copyFiltersToDraft: assign(({ context }) => ({ draft: context.query.filters })),
    changeDraft: assign(({ context }, params: { field: DialogFilterField; value: string }) => ({
      draft: normalizeListingFilters({ ...context.draft, [params.field]: params.value }),
    })),
    applyDraft: assign(({ context }) => ({
      query: firstPageOf({ ...context.draft, search: context.query.filters.search }),
    })),
    clearFilters: assign({
      query: { filters: NO_LISTING_FILTERS, page: DEFAULT_PAGE },
      searchText: '',
      draft: NO_LISTING_FILTERS,
    }),
    removeFilter: assign(({ context }, params: { filter: ChipFilter }) => {
      const query = firstPageOf(withoutChip(context.query.filters, params.filter));
      return { query, searchText: params.filter === 'search' ? '' : context.searchText };
    }),
    selectPage: assign(({ context }, params: { page: number }) => ({ query: { ...context.query, page: params.page } })),
    showPreviousPage: assign(({ context }) => ({ query: { ...context.query, page: context.query.page - 1 } })),
    showNextPage: assign(({ context }) => ({ query: { ...context.query, page: context.query.page + 1 } })),
    selectDisplay: assign((_, params: { display: ListingDisplay }) => ({ display: params.display })),
    storeFacets: assign((_, params: { facets: ListingFacets }) => ({ facets: params.facets })),
    announceQuery: emit(({ context }) => ({
      type: 'navigate' as const,
      search: serializeListingQuery(context.query),
      replace: false,
    })),
    correctQuery: emit(({ context }) => ({
      type: 'navigate' as const,
      search: serializeListingQuery(context.query),
      replace: true,
    })),
    reloadPage: emit({ type: 'reload' as const }),
  },
}).createMachine({
  id: 'eventsListing',
  description:
    'The events listing (SPEC §2): one page of 12 events for the view the query string names, with search, the filters dialog, chips, pagination and a grid or list display.',
  context: ({ input }) => ({
    query: input.query,
    searchText: input.query.filters.search,
    draft: input.query.filters,
    display: 'grid',
    items: input.arrivedPage?.items ?? [],
    pagination: input.arrivedPage?.pagination ?? null,
    facets: null,
  }),
  on: {
    'DISPLAY.SELECT': { actions: { type: 'selectDisplay', params: ({ event }) => ({ display: event.display }) } },
    'SEARCH.CHANGE': { actions: { type: 'typeSearch', params: ({ event }) => ({ value: event.value }) } },
  },
  type: 'parallel',
  states: {
    results: {
      description: 'The events of the current view: loading or its failure, the cards, or the empty message.',
      meta: { screen: 'Below the search box and the Filters button: what the current view holds.' },
      initial: 'view',
      states: {
        view: {
          // A level of its own so that a change of view restarts only this, never the other regions.
          description: 'The results of the view the query names; any change of view starts it over.',
          meta: { screen: 'The count, cards and pages, or the loading, failure or empty message.' },
          initial: 'arriving',
          on: {
            'RESULTS.REFRESH': { target: '.loading', reenter: true },
            'QUERY.CHANGE': {
              guard: { type: 'isNewQuery', params: ({ event }) => ({ query: event.query }) },
              target: '.loading',
              reenter: true,
              actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) },
            },
            'SEARCH.SUBMIT': { target: '.loading', reenter: true, actions: ['applySearch', 'announceQuery'] },
            'FILTERS.APPLY': {
              guard: 'isFiltersDialogOpen',
              target: '.loading',
              reenter: true,
              actions: ['applyDraft', 'announceQuery'],
            },
            'FILTERS.CLEAR': { target: '.loading', reenter: true, actions: ['clearFilters', 'announceQuery'] },
            'FILTER.REMOVE': {
              target: '.loading',
              reenter: true,
              actions: [{ type: 'removeFilter', params: ({ event }) => ({ filter: event.filter }) }, 'announceQuery'],
            },
          },
          states: {
            arriving: {
              description: "A page of events the page's document carried is shown at once; otherwise it is loaded.",
              meta: { screen: 'Nothing yet: decided at once.' },
              always: [{ guard: 'hasArrivedPage', target: 'loaded' }, { target: 'loading' }],
            },
            loading: {
              description:
                "The loader fetches the page of the current view (limit 12, only the filters that are set); if that fails, 'Unable to load events', the reason and Try Again, which reloads the page (SPEC §2).",
              meta: {
                screen: `'${EVENTS_LISTING_TEXT.loading}' where the events go, or '${EVENTS_LISTING_TEXT.errorHeading}', the reason and '${EVENTS_LISTING_TEXT.tryAgain}'.`,
                shows: [{ role: 'status', name: EVENTS_LISTING_TEXT.loading }],
              },
              invoke: {
                id: 'loader',
                src: 'loader',
                input: ({ context }) => eventsListingLoad(context.query),
                onDone: [
                  {
                    guard: { type: 'isBeyondLastPage', params: ({ event }) => ({ output: event.output }) },
                    target: 'loading',
                    reenter: true,
                    actions: [
                      { type: 'goToLastPage', params: ({ event }) => ({ output: event.output }) },
                      'correctQuery',
                    ],
                  },
                  {
                    guard: { type: 'hasNoEvents', params: ({ event }) => ({ output: event.output }) },
                    target: 'empty',
                    actions: { type: 'storeEvents', params: ({ event }) => ({ output: event.output }) },
                  },
                  {
                    target: 'loaded',
                    actions: { type: 'storeEvents', params: ({ event }) => ({ output: event.output }) },
                  },
                ],
              },
              on: { RETRY: { actions: 'reloadPage' } },
            },
            loaded: {
              description:
                'The count line, the cards in a grid or a list, and pagination when there is more than one page.',
              tags: ['loaded'],
              meta: {
                screen: "'Showing N of total events', the cards (grid or list), and the pages when more than one.",
                shows: [{ role: 'button', name: EVENTS_LISTING_TEXT.filtersButton }],
              },
              on: {
                'PAGE.SELECT': {
                  guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
                  target: 'loading',
                  actions: [{ type: 'selectPage', params: ({ event }) => ({ page: event.page }) }, 'announceQuery'],
                },
                'PAGE.PREVIOUS': {
                  guard: 'hasPreviousPage',
                  target: 'loading',
                  actions: ['showPreviousPage', 'announceQuery'],
                },
                'PAGE.NEXT': { guard: 'hasNextPage', target: 'loading', actions: ['showNextPage', 'announceQuery'] },
              },
            },
            empty: {
              description: "'No events found': with filters, the hint and Clear Filters; without, 'Check back later'.",
              tags: ['empty'],
              meta: {
                screen: `'${EVENTS_LISTING_TEXT.emptyHeading}' and, with filters set, '${EVENTS_LISTING_TEXT.clearFilters}'.`,
                shows: [{ role: 'heading', name: EVENTS_LISTING_TEXT.emptyHeading }],
              },
            },
          },
        },
      },
    },
    filtersDialog: {
      description: 'The Filters dialog: its values are a draft until Apply Filters.',
      meta: { screen: 'The Filters button, with a dot while any filter is active.' },
      initial: 'closed',
      states: {
        closed: {
          description: 'The dialog is closed.',
          meta: { screen: 'No dialog.' },
          on: { 'FILTERS.OPEN': { target: 'open', actions: 'copyFiltersToDraft' } },
        },
        open: {
          description: 'Category, City, Status and the date range; Clear All and Apply Filters.',
          tags: ['filtersOpen'],
          meta: {
            screen: "The Filters dialog: three selects, Start Date and End Date, 'Clear All' and 'Apply Filters'.",
            shows: [
              { role: 'dialog', name: EVENTS_LISTING_TEXT.filtersTitle },
              { role: 'button', name: EVENTS_LISTING_TEXT.applyFilters },
            ],
          },
          on: {
            'FILTER.CHANGE': {
              actions: {
                type: 'changeDraft',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            'FILTERS.APPLY': { target: 'closed' },
            'FILTERS.CLEAR': { target: 'closed' },
            'FILTERS.CLOSE': { target: 'closed' },
            // Back or forward to another view: the draft belonged to the view being left.
            'QUERY.CHANGE': {
              guard: { type: 'isNewQuery', params: ({ event }) => ({ query: event.query }) },
              target: 'closed',
            },
          },
        },
      },
    },
    facets: {
      description: 'The Category and City choices: the whole catalogue when the server says, else the loaded events.',
      meta: { screen: 'Nothing of its own: the choices of the Category and City selects.' },
      initial: 'loading',
      states: {
        loading: {
          description: 'Asking the server for every category and city of the catalogue.',
          meta: { screen: 'The selects offer what the loaded events have until the answer comes.' },
          invoke: {
            id: 'loadFacets',
            src: 'loadFacets',
            onDone: {
              target: 'ready',
              actions: { type: 'storeFacets', params: ({ event }) => ({ facets: event.output }) },
            },
            onError: { target: 'unavailable' },
          },
        },
        ready: {
          description: 'The selects offer every category and city of the catalogue.',
          meta: { screen: 'Every category and city of the catalogue in the selects.' },
        },
        unavailable: {
          description: 'No facets from this server: the selects offer what the loaded events have (SPEC §2).',
          meta: { screen: 'The categories and cities of the loaded events in the selects.' },
        },
      },
    },
  },
});

export type EventsListingMachine = typeof eventsListingMachine;
