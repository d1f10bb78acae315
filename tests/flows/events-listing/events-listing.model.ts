// The events listing's model (SPEC §2 Events listing, §5 search and filters, §7 the call, §8 texts),
// written by hand: what each step must call, emit and leave in context, worked out from the context
// before the step, never from the machine's own transitions.
import type { AnyMachineSnapshot } from 'xstate';
import { eventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import type { EventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import type {
  EventsListingContext,
  EventsListingInput,
  LoadEventsOutput,
} from '../../../machines/events-listing/events-listing.types';
import type { ListingFacets, ListingItem } from '../../../src/domain/listing';
import type { ListingFilters, ListingQuery } from '../../../src/domain/listing-query';
import { serializeListingQuery } from '../../../src/domain/listing-query';
import type { FlowModel, ModelEvent, OutstandingCall, StepExpectation } from '../shared/graph-model';

const NONE: ListingFilters = { search: '', category: '', city: '', status: '', startDate: '', endDate: '' };

export function listingItem(n: number): ListingItem {
  return {
    id: String(n),
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Event ${n}`,
    image: '/images/event-default.svg',
    status: 'upcoming',
    price: '₹499',
    date: 'Mon, 01 Jul 2030',
    location: 'Pune, Maharashtra',
    eventMasterName: `Event ${n}`,
    totalAllowedRegistrations: null,
    cashPrize: false,
    isRegistered: false,
    eventId: String(40 + n),
    category: 'Cycling',
    city: 'Pune',
  };
}

/** Page answers: one of three pages, nothing at all, and nothing past the last of two pages. */
export const ANSWER = {
  pageOfThree: {
    items: [listingItem(1), listingItem(2)],
    pagination: { total: 26, totalPages: 3, currentPage: 1 },
  },
  nothing: { items: [], pagination: { total: 0, totalPages: 0, currentPage: 1 } },
  pastTheEnd: { items: [], pagination: { total: 13, totalPages: 2, currentPage: 3 } },
} satisfies Record<string, LoadEventsOutput>;

export const FACETS: ListingFacets = {
  categories: [{ name: 'Cycling', count: 4 }],
  cities: [{ name: 'Pune', count: 7 }],
};

const RIDE_QUERY: ListingQuery = { filters: { ...NONE, search: 'ride' }, page: 1 };

/** SPEC §7: page, limit 12, and only the filters that are set. Written out here, not taken from src/domain. */
function request(query: ListingQuery) {
  const f = query.filters;
  return {
    page: query.page,
    limit: 12,
    ...(f.search ? { search: f.search } : {}),
    ...(f.category ? { filtersbyCategory: f.category } : {}),
    ...(f.city ? { filtersbyCity: f.city } : {}),
    ...(f.status ? { filterByStaus: f.status } : {}),
    ...(f.startDate ? { startdate: f.startDate } : {}),
    ...(f.endDate ? { enddate: f.endDate } : {}),
  };
}

function sameQuery(a: ListingQuery, b: ListingQuery): boolean {
  const keys = Object.keys(NONE) as Array<keyof ListingFilters>;
  return a.page === b.page && keys.every((key) => a.filters[key] === b.filters[key]);
}

/** The shared loader's answer once the page is in (its own model covers failing and Retry). */
export const done = (page: LoadEventsOutput): ModelEvent => ({
  type: 'xstate.done.actor.loader',
  output: { data: page },
});

/** The shared loader asking for the view's page, with SPEC §8's texts for a refusal and a failed call. */
const loaderCall = (query: ListingQuery) => ({
  id: 'loader',
  input: {
    request: request(query),
    texts: { refused: 'Failed to fetch events', failed: 'Failed to load events. Please try again.' },
  },
});

export const eventsListingModel: FlowModel<EventsListingMachine, EventsListingInput> = {
  flow: 'events-listing',
  machine: eventsListingMachine,
  inputs: {
    'the plain /events': { query: { filters: NONE, page: 1 } },
    'a shared link to page 3 of a category': { query: { filters: { ...NONE, category: 'Cycling' }, page: 3 } },
    // The page drawn on the server, from the answer its document carried (src/app/page-arrival.tsx).
    'the plain /events, its first page carried by the document': {
      query: { filters: NONE, page: 1 },
      arrivedPage: ANSWER.pageOfThree,
    },
  },
  events: [
    ...Object.values(ANSWER).map(done),
    { type: 'xstate.done.actor.loadFacets', output: FACETS },
    { type: 'xstate.error.actor.loadFacets', error: new Error('404') },
    { type: 'QUERY.CHANGE', query: RIDE_QUERY },
    { type: 'SEARCH.CHANGE', value: '  night run  ' },
    { type: 'SEARCH.SUBMIT' },
    { type: 'FILTERS.OPEN' },
    { type: 'FILTER.CHANGE', field: 'city', value: 'Pune' },
    { type: 'FILTER.CHANGE', field: 'endDate', value: '2030-07-05' },
    { type: 'FILTER.CHANGE', field: 'startDate', value: '2030-07-10' },
    { type: 'FILTERS.APPLY' },
    { type: 'FILTERS.CLOSE' },
    { type: 'FILTERS.CLEAR' },
    { type: 'FILTER.REMOVE', filter: 'category' },
    { type: 'PAGE.SELECT', page: 3 },
    { type: 'PAGE.PREVIOUS' },
    { type: 'PAGE.NEXT' },
    { type: 'DISPLAY.SELECT', display: 'list' },
    { type: 'RETRY' },
    { type: 'RESULTS.REFRESH' },
  ],
  // Only what the guards read: the states (facets settled or not), the page and how many pages there are.
  project: (snapshot: AnyMachineSnapshot) => {
    const { query, pagination } = snapshot.context as EventsListingContext;
    const value = snapshot.value as { results: { view: string }; filtersDialog: string; facets: string };
    return {
      results: value.results.view,
      dialog: value.filtersDialog,
      facets: value.facets === 'loading' ? 'loading' : 'settled',
      page: query.page,
      pages: pagination?.totalPages ?? null,
    };
  },
  promiseActors: ['loadFacets'],
  childMachines: ['loader'],
  expect: ({ event, before, input, callsBefore }): StepExpectation => {
    const facetsCall: OutstandingCall[] = callsBefore.filter((call) => call.id === 'loadFacets');
    const withoutLoad = callsBefore.filter((call) => call.id !== 'loader');
    const loading = (query: ListingQuery) => [loaderCall(query), ...facetsCall];
    const navigate = (query: ListingQuery, replace = false) => ({
      type: 'navigate',
      search: serializeListingQuery(query),
      replace,
    });
    // A new view of the results: fetched at once and pushed to the URL (SPEC §2 query string).
    const showing = (query: ListingQuery, context: Record<string, unknown> = {}): StepExpectation => ({
      calls: loading(query),
      emitted: [navigate(query)],
      context: { query, ...context },
    });
    if (before === null) {
      // A page the document carried is shown at once: only the facets are asked for.
      const arrived = input.arrivedPage;
      if (arrived && arrived.items.length > 0) {
        return {
          calls: [{ id: 'loadFacets' }],
          context: { query: input.query, items: arrived.items, pagination: arrived.pagination, facets: null },
        };
      }
      return {
        calls: [loaderCall(input.query), { id: 'loadFacets' }],
        context: { query: input.query, searchText: input.query.filters.search, display: 'grid', facets: null },
      };
    }
    const filters = before.query.filters;
    switch (event.type) {
      case 'xstate.done.actor.loader': {
        const output = (event.output as { data: LoadEventsOutput }).data;
        const { totalPages } = output.pagination;
        if (output.items.length === 0 && totalPages > 0 && before.query.page > totalPages) {
          // A link past the last page: the last page instead, and the URL corrected in place.
          const query = { ...before.query, page: totalPages };
          return {
            calls: [loaderCall(query), ...withoutLoad],
            emitted: [navigate(query, true)],
            context: { query },
          };
        }
        return {
          calls: withoutLoad,
          context: { items: output.items, pagination: output.pagination },
        };
      }
      case 'xstate.done.actor.loadFacets':
        return { calls: callsBefore.filter((call) => call.id !== 'loadFacets'), context: { facets: FACETS } };
      case 'xstate.error.actor.loadFacets':
        return { calls: callsBefore.filter((call) => call.id !== 'loadFacets'), context: { facets: null } };
      case 'QUERY.CHANGE': {
        const query = event.query as ListingQuery;
        if (sameQuery(before.query, query)) throw new Error('the graph only sends QUERY.CHANGE for another view');
        // Back, forward or a link: the URL already says it, so nothing is pushed.
        return { calls: loading(query), context: { query, searchText: query.filters.search } };
      }
      case 'SEARCH.CHANGE':
        return { calls: callsBefore, context: { searchText: event.value, query: before.query } };
      case 'SEARCH.SUBMIT': {
        const search = before.searchText.trim();
        return showing({ filters: { ...filters, search }, page: 1 }, { searchText: search });
      }
      case 'FILTERS.OPEN':
        return { calls: callsBefore, context: { draft: filters } };
      case 'FILTERS.CLOSE':
        return { calls: callsBefore, context: { query: before.query } };
      case 'FILTER.CHANGE': {
        const draft = { ...before.draft, [event.field as string]: event.value as string };
        // SPEC §2: the end date cannot be before the start date.
        if (draft.startDate && draft.endDate && draft.endDate < draft.startDate) draft.endDate = '';
        return { calls: callsBefore, context: { draft, query: before.query } };
      }
      case 'FILTERS.APPLY':
        return showing({ filters: { ...before.draft, search: filters.search }, page: 1 });
      case 'FILTERS.CLEAR':
        return showing({ filters: NONE, page: 1 }, { searchText: '', draft: NONE });
      case 'FILTER.REMOVE':
        return showing({ filters: { ...filters, category: '' }, page: 1 });
      case 'PAGE.SELECT':
        return showing({ ...before.query, page: event.page as number });
      case 'PAGE.PREVIOUS':
        return showing({ ...before.query, page: before.query.page - 1 });
      case 'PAGE.NEXT':
        return showing({ ...before.query, page: before.query.page + 1 });
      case 'DISPLAY.SELECT':
        return { calls: callsBefore, context: { display: event.display } };
      case 'RESULTS.REFRESH':
        // The same view again, for a caller who has just signed in: nothing is pushed to the URL.
        return { calls: loading(before.query), context: { query: before.query } };
      case 'RETRY':
        // SPEC §2: Try Again reloads the page; the loader is never asked to load again.
        return { calls: callsBefore, emitted: [{ type: 'reload' }] };
      default:
        throw new Error(`the events-listing model has no expectation for ${event.type}`);
    }
  },
};
