import { DEFAULT_PAGE, LANDING_EVENTS_PAGE_SIZE } from '../../src/domain/constants';
import type { EventCard } from '../../src/domain/events';
import type { LoaderInput, LoaderOutput } from '../shared/loader.types';

/** The landing chips of SPEC §2, in display order; Upcoming is the default. */
export const LANDING_EVENT_TABS = ['upcoming', 'all', 'running', 'cycling', 'triathlon'] as const;
export type LandingEventsTab = (typeof LANDING_EVENT_TABS)[number];

export const LANDING_EVENT_TAB_LABELS: Record<LandingEventsTab, string> = {
  upcoming: 'Upcoming',
  all: 'All',
  running: 'Running',
  cycling: 'Cycling',
  triathlon: 'Triathlon',
};

/**
 * SPEC §5 chip mapping to the `filter-by` query: Upcoming and All send no category (Upcoming is
 * filtered locally), Running is the backend's 'Athletic'.
 */
const CATEGORY_FILTER_BY_TAB: Record<LandingEventsTab, string | undefined> = {
  upcoming: undefined,
  all: undefined,
  running: 'Athletic',
  cycling: 'Cycling',
  triathlon: 'Triathlon',
};

export function categoryFilterFor(tab: LandingEventsTab): string | undefined {
  return CATEGORY_FILTER_BY_TAB[tab];
}

/** SPEC §7 landing call: page 1, limit 10. */
export const LANDING_EVENTS_PAGE = DEFAULT_PAGE;
export const LANDING_EVENTS_LIMIT = LANDING_EVENTS_PAGE_SIZE;

/** Texts of SPEC §2 and §8, shared by the machine's state meta and the view. */
export const LANDING_EVENTS_TEXT = {
  loading: 'Loading events...',
  errorHeading: 'Unable to load events',
  retry: 'Try Again',
  empty: 'No events found',
  emptyUpcoming: 'No upcoming events available at the moment.',
  viewAll: 'View All Events',
  rejected: 'Failed to fetch events',
  requestFailed: 'Failed to load events. Please try again.',
} as const;

export interface FetchEventsInput {
  page: number;
  limit: number;
  /** The `filter-by` category; absent for Upcoming and All. */
  filterBy: string | undefined;
}

/** The loader's input for a chip; a refusal ('success' false) and any other failure have SPEC §8 texts. */
export function landingLoadFor(tab: LandingEventsTab): LoaderInput {
  const request: FetchEventsInput = {
    page: LANDING_EVENTS_PAGE,
    limit: LANDING_EVENTS_LIMIT,
    filterBy: categoryFilterFor(tab),
  };
  return { request, texts: { refused: LANDING_EVENTS_TEXT.rejected, failed: LANDING_EVENTS_TEXT.requestFailed } };
}

/** The loader hands back what src/app's landing `load` resolves with: the cards. */
export const eventsOf = (output: LoaderOutput) => output.data as EventCard[];

export interface LoadedEvents {
  filterBy: string | undefined;
  events: EventCard[];
}

export interface LandingEventsContext {
  /** The selected chip; while loading it also names the request in flight. */
  tab: LandingEventsTab;
  /** The unfiltered list last loaded, with the category it was loaded for; null when none. */
  loaded: LoadedEvents | null;
  /** The cards the current tab shows (Upcoming narrows the loaded list locally). */
  visibleEvents: EventCard[];
}

export type LandingEventsEvent = { type: 'TAB.SELECT'; tab: LandingEventsTab } | { type: 'RETRY' };

export type LandingEventsTag = 'empty' | 'loaded';
