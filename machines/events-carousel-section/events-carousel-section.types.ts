import { CAROUSEL_SECTION_PAGE_SIZE, DEFAULT_PAGE } from '../../src/domain/constants';
import type { EventCard } from '../../src/domain/events';
import type { LoaderInput, LoaderOutput } from '../shared/loader.types';

/** SPEC §2 landing 6: tabs upcoming (default) and all. */
export const CAROUSEL_SECTION_TABS = ['upcoming', 'all'] as const;
export type CarouselSectionTab = (typeof CAROUSEL_SECTION_TABS)[number];

export const CAROUSEL_SECTION_TAB_LABELS: Record<CarouselSectionTab, string> = {
  upcoming: 'Upcoming',
  all: 'All Events',
};

/** SPEC §7: the carousel section asks for page 1 with 20 events. */
export const CAROUSEL_SECTION_PAGE = DEFAULT_PAGE;
export const CAROUSEL_SECTION_LIMIT = CAROUSEL_SECTION_PAGE_SIZE;

/** SPEC §8 Events texts, as the landing's events section shows them. */
export const CAROUSEL_SECTION_TEXT = {
  heading: 'More events to explore',
  loading: 'Loading events...',
  errorHeading: 'Unable to load events',
  retry: 'Try Again',
  empty: 'No events found',
  rejected: 'Failed to fetch events',
  requestFailed: 'Failed to load events. Please try again.',
} as const;

export interface FetchCarouselEventsInput {
  page: number;
  limit: number;
  /** The tab as the `filter-by` query: 'upcoming' or 'all'. */
  filterBy: CarouselSectionTab;
}

/** The loader's input for a tab; a refusal ('success' false) and any other failure have SPEC §8 texts. */
export function carouselLoadFor(tab: CarouselSectionTab): LoaderInput {
  const request: FetchCarouselEventsInput = {
    page: CAROUSEL_SECTION_PAGE,
    limit: CAROUSEL_SECTION_LIMIT,
    filterBy: tab,
  };
  return { request, texts: { refused: CAROUSEL_SECTION_TEXT.rejected, failed: CAROUSEL_SECTION_TEXT.requestFailed } };
}

/** The loader hands back what src/app's carousel `load` resolves with: the cards. */
export const eventsOf = (output: LoaderOutput) => output.data as EventCard[];

export interface EventsCarouselSectionContext {
  /** The selected tab; while loading it also names the request in flight. */
  tab: CarouselSectionTab;
  /** Lists loaded so far, per tab: each tab is fetched once. */
  lists: Partial<Record<CarouselSectionTab, EventCard[]>>;
}

export type EventsCarouselSectionEvent =
  /** The section scrolled into view (the view's IntersectionObserver); only the first one loads. */
  { type: 'SECTION.SHOW' } | { type: 'TAB.SELECT'; tab: CarouselSectionTab } | { type: 'RETRY' };

export type EventsCarouselSectionTag = 'waiting' | 'empty' | 'loaded';
