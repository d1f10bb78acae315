import { EVENTS_LISTING_TEXT } from '../../src/domain/listing';
import type { ListingFacets, ListingItem, ListingPage } from '../../src/domain/listing';
import { listingRequest } from '../../src/domain/listing-query';
import type { ListingFilters, ListingQuery, ListingRequest } from '../../src/domain/listing-query';
import type { LoaderInput } from '../shared/loader.types';

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
  /**
   * The view's page as the page's document carried it (src/app/page-arrival.tsx): shown at once, drawn
   * the same on the server and in the browser, without loading it.
   */
  arrivedPage?: ListingPage | null;
}

export type LoadEventsInput = ListingRequest;

/** The page the server answered; success false is thrown as LoadRefusedError ('Failed to fetch events'). */
export type LoadEventsOutput = ListingPage;

/** The shared loader's input: the view's request (SPEC §7) and SPEC §8's texts for a refusal and a failed call. */
export const eventsListingLoad = (query: ListingQuery): LoaderInput => ({
  request: listingRequest(query) satisfies LoadEventsInput,
  texts: { refused: EVENTS_LISTING_TEXT.rejected, failed: EVENTS_LISTING_TEXT.requestFailed },
});

/** What the loader hands back once the page is in. */
export const listingPageOf = (output: { data: unknown }): LoadEventsOutput => output.data as LoadEventsOutput;

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
  | { type: 'RETRY' }
  /** The session changed who is asking (a signed-in caller's cards mark their registrations): load again. */
  | { type: 'RESULTS.REFRESH' };

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

export type EventsListingTag = 'loaded' | 'empty' | 'filtersOpen';
