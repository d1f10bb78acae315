// The listing's connect: the machine's snapshot and `send` in; what /events shows (SPEC §2), the screen
// by its tag, and what the person can do (search, filter, page, switch the display, retry) out.
import type { SnapshotFrom } from 'xstate';
import {
  EVENTS_LISTING_TEXT,
  facetsFromItems,
  listingCountText,
  listingStatusLabel,
  withSelectedChoice,
} from '../../src/domain/listing';
import type { ListingFacets, ListingItem } from '../../src/domain/listing';
import { formatListingDay, hasActiveListingFilters } from '../../src/domain/listing-query';
import type { ListingFilters } from '../../src/domain/listing-query';
import { paginationItems } from '../../src/domain/pagination';
import { loaderScreenOf } from '../shared/loader.connect';
import type { LoaderScreen } from '../shared/loader.connect';
import type { EventsListingMachine } from './events-listing.machine';
import type {
  ChipFilter,
  DialogFilterField,
  EventsListingEvent,
  ListingDisplay,
  ListingPagination,
} from './events-listing.types';

export type EventsListingScreen = LoaderScreen | 'loaded' | 'empty';

export interface FilterChip {
  filter: ChipFilter;
  /** 'Search: marathon', 'Date: 01/12/2030 - Any'. */
  label: string;
}

/** SPEC §2: a chip per active filter; the date range is one chip with 'Any' for a missing side. */
export function filterChips(filters: ListingFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.search) chips.push({ filter: 'search', label: `Search: ${filters.search}` });
  if (filters.category) chips.push({ filter: 'category', label: `Category: ${filters.category}` });
  if (filters.city) chips.push({ filter: 'city', label: `City: ${filters.city}` });
  if (filters.status) chips.push({ filter: 'status', label: `Status: ${listingStatusLabel(filters.status)}` });
  if (filters.startDate || filters.endDate) {
    const side = (day: string) => formatListingDay(day) || EVENTS_LISTING_TEXT.anyDate;
    chips.push({ filter: 'dates', label: `Date: ${side(filters.startDate)} - ${side(filters.endDate)}` });
  }
  return chips;
}

/** A loaded page of results: its count line and page numbers (SPEC §2). */
export function resultsPageView(shown: number, pagination: ListingPagination | null, page: number) {
  const totalPages = pagination?.totalPages ?? 0;
  return {
    countText: pagination ? listingCountText(shown, pagination.total, page, totalPages) : '',
    /** How many events match in all, for a view that words the count line in another language. */
    totalCount: pagination?.total ?? 0,
    currentPage: page,
    totalPages,
    pages: paginationItems(page, totalPages),
  };
}

/** What the person can do on /events; the first screen the server renders gets them doing nothing. */
export function eventsListingIntents(send: (event: EventsListingEvent) => void) {
  return {
    changeSearch: (value: string) => send({ type: 'SEARCH.CHANGE', value }),
    submitSearch: () => send({ type: 'SEARCH.SUBMIT' }),
    openFilters: () => send({ type: 'FILTERS.OPEN' }),
    closeFilters: () => send({ type: 'FILTERS.CLOSE' }),
    changeFilter: (field: DialogFilterField, value: string) => send({ type: 'FILTER.CHANGE', field, value }),
    applyFilters: () => send({ type: 'FILTERS.APPLY' }),
    clearFilters: () => send({ type: 'FILTERS.CLEAR' }),
    removeFilter: (filter: ChipFilter) => send({ type: 'FILTER.REMOVE', filter }),
    selectPage: (page: number) => send({ type: 'PAGE.SELECT', page }),
    previousPage: () => send({ type: 'PAGE.PREVIOUS' }),
    nextPage: () => send({ type: 'PAGE.NEXT' }),
    selectDisplay: (display: ListingDisplay) => send({ type: 'DISPLAY.SELECT', display }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type EventsListingIntents = ReturnType<typeof eventsListingIntents>;

const NO_FACETS: ListingFacets = { categories: [], cities: [] };

// Kept per `send` (useConnect gives one for the actor's lifetime) and per page of events, so that every
// view of the same listing hands the page the same callbacks and choices: the Filters dialog's selects
// are memoised on them and are not drawn again when only another field changed.
const intentsBySend = new WeakMap<(event: EventsListingEvent) => void, EventsListingIntents>();
const facetsByItems = new WeakMap<readonly ListingItem[], ListingFacets>();

function intentsOf(send: (event: EventsListingEvent) => void): EventsListingIntents {
  let intents = intentsBySend.get(send);
  if (!intents) intentsBySend.set(send, (intents = eventsListingIntents(send)));
  return intents;
}

function facetsOfItems(items: readonly ListingItem[]): ListingFacets {
  let facets = facetsByItems.get(items);
  if (!facets) facetsByItems.set(items, (facets = facetsFromItems(items)));
  return facets;
}

export function eventsListingConnect(
  snapshot: SnapshotFrom<EventsListingMachine>,
  send: (event: EventsListingEvent) => void,
) {
  const own = snapshot.hasTag('loaded') ? 'loaded' : snapshot.hasTag('empty') ? 'empty' : null;
  // While the page is not in, the screen is the loader's: loading, or failed with its SPEC §8 text.
  const loader = loaderScreenOf(snapshot.children.loader);
  const screen: EventsListingScreen = own ?? loader.screen;
  const { query, searchText, draft, display, items, pagination, facets } = snapshot.context;
  const filtersOpen = snapshot.hasTag('filtersOpen');
  // The choices are the filters dialog's alone, made only while it is open: sorting them by name wakes
  // the browser's collation data, 30-60 ms of the listing's first render on a phone (Lighthouse's 4x).
  const choices = filtersOpen ? (facets ?? facetsOfItems(items)) : NO_FACETS;
  const categoryChoices = filtersOpen ? withSelectedChoice(choices.categories, draft.category) : NO_FACETS.categories;
  const cityChoices = filtersOpen ? withSelectedChoice(choices.cities, draft.city) : NO_FACETS.cities;
  return {
    screen,
    searchText,
    filtersActive: hasActiveListingFilters(query.filters),
    chips: filterChips(query.filters),
    filtersOpen,
    draft,
    categoryChoices,
    cityChoices,
    display,
    items,
    errorMessage: loader.errorMessage,
    ...resultsPageView(items.length, pagination, query.page),
    canGoPrevious: snapshot.can({ type: 'PAGE.PREVIOUS' }),
    canGoNext: snapshot.can({ type: 'PAGE.NEXT' }),
    ...intentsOf(send),
  };
}

export type EventsListingConnect = ReturnType<typeof eventsListingConnect>;
