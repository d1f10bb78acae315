// SPEC §3 "Event listing item" and the listing's texts (§2, §8): what a card on /events shows, the
// status badge (§4: upcoming blue, ongoing green, closed grey) and the filter choices derived from
// loaded events when the server offers no facets (SPEC §2: 'categories derived from loaded events').
import { cardDate, cardLocation, cardPrice, displayName, DEFAULT_EVENT_IMAGE } from './events';
import type { SubEventForCard } from './events';
import { LISTING_STATUS_COLOURS, listingStatus } from './statuses';
import type { ListingStatus, StatusBadge } from './statuses';

type Maybe<T> = T | null | undefined;

/** SPEC §3: the category an event has when the server gives none. */
export const DEFAULT_EVENT_CATEGORY = 'Sports';
const OTHERS_MASTER_NAME = 'Others';

export interface SubEventForListing extends SubEventForCard {
  event_id?: Maybe<number | string>;
  event_master_category?: Maybe<string>;
  end_datetime?: Maybe<string>;
  total_allowed_registrations?: Maybe<number>;
  cash_prize?: Maybe<boolean>;
}

export interface ListingItem {
  id: string;
  uuid: string;
  title: string;
  image: string;
  status: ListingStatus;
  price: string;
  date: string;
  location: string;
  eventMasterName: string;
  totalAllowedRegistrations: number | null;
  cashPrize: boolean;
  isRegistered: boolean;
  /** Shown in list view as 'Event ID'. */
  eventId: string;
  category: string;
  city: string;
}

/** A page of the listing as its machine holds it once loaded, and as the server draws the first one. */
export interface ListingPage {
  items: ListingItem[];
  pagination: { total: number; totalPages: number; currentPage: number };
}

function present(value: Maybe<string>): string {
  return value?.trim() ?? '';
}

/** 'Others' only says "use the sub-event's own name" (SPEC §3): it is no name to show. */
function masterNameOf(subEvent: SubEventForListing): string {
  const master = present(subEvent.event_master_name);
  return master === OTHERS_MASTER_NAME ? '' : master;
}

export function toListingItem(subEvent: SubEventForListing, now: Date): ListingItem {
  const allowed = subEvent.total_allowed_registrations;
  return {
    id: String(subEvent.id ?? subEvent.sub_event_uuid),
    uuid: subEvent.sub_event_uuid,
    title: displayName(subEvent),
    image: present(subEvent.banner_url_path) || DEFAULT_EVENT_IMAGE,
    status: listingStatus({ startDate: subEvent.start_datetime, endDate: subEvent.end_datetime }, now),
    price: cardPrice(subEvent),
    date: cardDate(subEvent.start_datetime),
    location: cardLocation(subEvent),
    eventMasterName: masterNameOf(subEvent),
    totalAllowedRegistrations: typeof allowed === 'number' && allowed > 0 ? allowed : null,
    cashPrize: subEvent.cash_prize === true,
    isRegistered: subEvent.is_registered === true,
    eventId: subEvent.event_id === null || subEvent.event_id === undefined ? '' : String(subEvent.event_id),
    category: present(subEvent.event_master_category) || DEFAULT_EVENT_CATEGORY,
    city: present(subEvent.city_name),
  };
}

const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  closed: 'Closed',
};

export function listingStatusLabel(status: ListingStatus): string {
  return LISTING_STATUS_LABELS[status];
}

/** SPEC §4: the card's badge. */
export function listingStatusBadge(status: ListingStatus): StatusBadge {
  return { label: LISTING_STATUS_LABELS[status], colour: LISTING_STATUS_COLOURS[status] };
}

/** Where a card goes: the event page, marked as coming from My Events when already registered (SPEC §2). */
export function listingItemPath(item: Pick<ListingItem, 'uuid' | 'isRegistered'>): string {
  return item.isRegistered ? `/event/${item.uuid}?from=my-events` : `/event/${item.uuid}`;
}

/** One choice of the Category or City select, with how many published events have it when known. */
export interface FacetChoice {
  name: string;
  count: number | null;
}

export interface ListingFacets {
  categories: FacetChoice[];
  cities: FacetChoice[];
}

// One collator for every comparison: `localeCompare(other, 'en')` builds a new Intl.Collator on each call,
// and sorting the facets of one page that way was 60 ms of the listing's first render on a phone at
// Lighthouse's 4x slowdown. The order is the same.
let englishCollator: Intl.Collator | undefined;
const byName = (a: FacetChoice, b: FacetChoice) =>
  (englishCollator ??= new Intl.Collator('en')).compare(a.name, b.name);

/** Choices from the loaded events (no counts: they only describe one page), sorted, each once. */
export function facetsFromItems(items: readonly Pick<ListingItem, 'category' | 'city'>[]): ListingFacets {
  const distinct = (values: string[]) =>
    [...new Set(values.filter((value) => value !== ''))].map((name) => ({ name, count: null })).sort(byName);
  return {
    categories: distinct(items.map((item) => item.category)),
    cities: distinct(items.map((item) => item.city)),
  };
}

/**
 * The choices with `selected` added when missing, so a select always shows what is applied; the same
 * array when nothing is added, so that a select memoised on it is not drawn again.
 */
export function withSelectedChoice(choices: readonly FacetChoice[], selected: string): readonly FacetChoice[] {
  if (selected === '' || choices.some((choice) => choice.name === selected)) return choices;
  return [...choices, { name: selected, count: null }].sort(byName);
}

/** SPEC §2 and §8 texts of the listing page. */
export const EVENTS_LISTING_TEXT = {
  heading: 'Discover Events',
  searchPlaceholder: 'Search events by name...',
  searchButton: 'Search',
  filtersButton: 'Filters',
  filtersTitle: 'Filters',
  category: 'Category',
  allCategories: 'All Categories',
  city: 'City',
  allCities: 'All Cities',
  status: 'Status',
  allStatus: 'All Status',
  dateRange: 'Date Range',
  startDate: 'Start Date',
  endDate: 'End Date',
  clearAll: 'Clear All',
  applyFilters: 'Apply Filters',
  anyDate: 'Any',
  loading: 'Loading events...',
  errorHeading: 'Unable to load events',
  tryAgain: 'Try Again',
  rejected: 'Failed to fetch events',
  requestFailed: 'Failed to load events. Please try again.',
  emptyHeading: 'No events found',
  emptyWithFilters: 'No events match your current filters. Try adjusting your search criteria.',
  emptyWithoutFilters: 'No events are currently available. Check back later for new events.',
  clearFilters: 'Clear Filters',
  enrollNow: 'Enroll Now',
  viewDetails: 'View Details',
  registered: 'Registered',
  cashPrize: 'Cash Prize Available',
  previous: 'Previous',
  next: 'Next',
} as const;

/** 'Showing N of total events' plus ' (Page x of y)' when there is more than one page (SPEC §2). */
export function listingCountText(shown: number, total: number, currentPage: number, totalPages: number): string {
  const base = `Showing ${shown} of ${total} events`;
  return totalPages > 1 ? `${base} (Page ${currentPage} of ${totalPages})` : base;
}

export function maxParticipantsText(total: number): string {
  return `Max ${total} participants`;
}
