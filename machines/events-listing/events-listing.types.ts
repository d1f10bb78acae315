import type { ListingFacets, ListingItem } from '../../src/domain/listing';
import type { ListingFilters, ListingQuery, ListingRequest } from '../../src/domain/listing-query';

export { EVENTS_LISTING_TEXT } from '../../src/domain/listing';

/** Filters the dialog edits (the search has its own box). */
export type DialogFilterField = 'category' | 'city' | 'status' | 'startDate' | 'endDate';
/** What one chip removes: a filter, or both sides of the date range. */
export type ChipFilter = 'search' | 'category' | 'city' | 'status' | 'dates';
export type ListingDisplay = 'grid' | 'list';

export interface ListingPagination {
  total: number;
  totalPages: number;
  currentPage: number;
}

export interface EventsListingInput {
  /** The view the URL names when the page opens. */
  query: ListingQuery;
}

export type LoadEventsInput = ListingRequest;

/** The server answered with a page, or answered success false ('Failed to fetch events'). */
export type LoadEventsOutput =
  { success: true; items: ListingItem[]; pagination: ListingPagination } | { success: false };

export interface EventsListingContext {
  /** The view shown (and in the URL). */
  query: ListingQuery;
  /** What is typed in the search box, applied on Search. */
  searchText: string;
  /** The dialog's values until Apply Filters. */
  draft: ListingFilters;
  display: ListingDisplay;
  items: ListingItem[];
  pagination: ListingPagination | null;
  /** Every category and city of the catalogue; null when the server has no facets (derived from items then). */
  facets: ListingFacets | null;
  errorMessage: string | null;
}

export type EventsListingEvent =
  | { type: 'QUERY.CHANGE'; query: ListingQuery }
  | { type: 'SEARCH.CHANGE'; value: string }
  | { type: 'SEARCH.SUBMIT' }
  | { type: 'FILTERS.OPEN' }
  | { type: 'FILTERS.CLOSE' }
  | { type: 'FILTER.CHANGE'; field: DialogFilterField; value: string }
  | { type: 'FILTERS.APPLY' }
  | { type: 'FILTERS.CLEAR' }
  | { type: 'FILTER.REMOVE'; filter: ChipFilter }
  | { type: 'PAGE.SELECT'; page: number }
  | { type: 'PAGE.PREVIOUS' }
  | { type: 'PAGE.NEXT' }
  | { type: 'DISPLAY.SELECT'; display: ListingDisplay }
  | { type: 'RETRY' };

/** The view changed: push `?{search}` (or `replace` it) so back, forward and reload find it again. */
export interface NavigateEmitted {
  type: 'navigate';
  search: string;
  replace: boolean;
}

/** SPEC §2: Try Again reloads the page. */
export interface ReloadEmitted {
  type: 'reload';
}

export type EventsListingEmitted = NavigateEmitted | ReloadEmitted;

export type EventsListingTag = 'loading' | 'loaded' | 'empty' | 'error' | 'filtersOpen';
