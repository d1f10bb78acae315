// SPEC §2 "Filters live in the query string": the listing's filters and page, read from and written to
// `?search=&filtersbyCategory=&filtersbyCity=&filterByStaus=&startdate=&enddate=&page=`, so that back,
// forward, reload and a shared link all restore the same view. Unreadable values are dropped, never
// guessed: an unknown status, a day that is not a real yyyy-mm-dd, a page that is not a whole number.
import { DEFAULT_PAGE, LISTING_PAGE_SIZE } from './constants';
import type { ListingStatus } from './statuses';

export const LISTING_STATUSES: readonly ListingStatus[] = ['upcoming', 'ongoing', 'closed'];

/** SPEC §3 "Listing filters": strings, '' when not set; days are yyyy-mm-dd. */
export interface ListingFilters {
  search: string;
  category: string;
  city: string;
  status: ListingStatus | '';
  startDate: string;
  endDate: string;
}

export interface ListingQuery {
  filters: ListingFilters;
  page: number;
}

export const NO_LISTING_FILTERS: ListingFilters = {
  search: '',
  category: '',
  city: '',
  status: '',
  startDate: '',
  endDate: '',
};

export const DEFAULT_LISTING_QUERY: ListingQuery = { filters: NO_LISTING_FILTERS, page: DEFAULT_PAGE };

/** The query-string name of each filter (SPEC §2 and §7, `filterByStaus` spelt as documented). */
export const LISTING_QUERY_PARAMS = {
  search: 'search',
  category: 'filtersbyCategory',
  city: 'filtersbyCity',
  status: 'filterByStaus',
  startDate: 'startdate',
  endDate: 'enddate',
} as const satisfies Record<keyof ListingFilters, string>;

export const LISTING_PAGE_PARAM = 'page';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** true for a real calendar day written yyyy-mm-dd. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** '2030-07-14' -> '14/07/2030', the listing's date format (SPEC §9); '' for anything else. */
export function formatListingDay(isoDay: string): string {
  if (!isIsoDay(isoDay)) return '';
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

function isListingStatus(value: string): value is ListingStatus {
  return (LISTING_STATUSES as readonly string[]).includes(value);
}

/** Filters as the person set them, cleaned: text trimmed, bad days and statuses dropped, end not before start. */
export function normalizeListingFilters(filters: ListingFilters): ListingFilters {
  const status = filters.status.trim().toLowerCase();
  const startDate = isIsoDay(filters.startDate.trim()) ? filters.startDate.trim() : '';
  const endCandidate = isIsoDay(filters.endDate.trim()) ? filters.endDate.trim() : '';
  // yyyy-mm-dd strings compare in calendar order.
  const endDate = startDate && endCandidate && endCandidate < startDate ? '' : endCandidate;
  return {
    search: filters.search.trim(),
    category: filters.category.trim(),
    city: filters.city.trim(),
    status: isListingStatus(status) ? status : '',
    startDate,
    endDate,
  };
}

/** Reads `?search=...` (with or without the '?'); anything missing or unreadable is left unset. */
export function parseListingQuery(queryString: string): ListingQuery {
  const params = new URLSearchParams(queryString.startsWith('?') ? queryString.slice(1) : queryString);
  const read = (name: string) => params.get(name) ?? '';
  const raw: ListingFilters = {
    search: read(LISTING_QUERY_PARAMS.search),
    category: read(LISTING_QUERY_PARAMS.category),
    city: read(LISTING_QUERY_PARAMS.city),
    status: read(LISTING_QUERY_PARAMS.status) as ListingStatus,
    startDate: read(LISTING_QUERY_PARAMS.startDate),
    endDate: read(LISTING_QUERY_PARAMS.endDate),
  };
  const pageText = read(LISTING_PAGE_PARAM).trim();
  const page = /^[1-9]\d{0,8}$/.test(pageText) ? Number(pageText) : DEFAULT_PAGE;
  return { filters: normalizeListingFilters(raw), page };
}

/**
 * The query string of a listing view, without '?'; '' for the default view. Only set filters are
 * written, in a fixed order, and page only after the first, so one view has one spelling.
 */
export function serializeListingQuery(query: ListingQuery): string {
  const filters = normalizeListingFilters(query.filters);
  const params = new URLSearchParams();
  for (const key of Object.keys(LISTING_QUERY_PARAMS) as Array<keyof ListingFilters>) {
    if (filters[key]) params.set(LISTING_QUERY_PARAMS[key], filters[key]);
  }
  if (query.page > DEFAULT_PAGE) params.set(LISTING_PAGE_PARAM, String(query.page));
  return params.toString();
}

export function sameListingQuery(a: ListingQuery, b: ListingQuery): boolean {
  return serializeListingQuery(a) === serializeListingQuery(b);
}

/** true when any filter (search included) is set: the Filters dot, the chips, the empty text. */
export function hasActiveListingFilters(filters: ListingFilters): boolean {
  return Object.values(normalizeListingFilters(filters)).some((value) => value !== '');
}

/** The query of GET /sub-events/public for a view (SPEC §5/§7): a filter is sent only when set. */
export interface ListingRequest {
  page: number;
  limit: number;
  search?: string;
  filtersbyCategory?: string;
  filtersbyCity?: string;
  filterByStaus?: ListingStatus;
  startdate?: string;
  enddate?: string;
}

export function listingRequest(query: ListingQuery, limit: number = LISTING_PAGE_SIZE): ListingRequest {
  const filters = normalizeListingFilters(query.filters);
  return {
    page: query.page,
    limit,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.category ? { filtersbyCategory: filters.category } : {}),
    ...(filters.city ? { filtersbyCity: filters.city } : {}),
    ...(filters.status ? { filterByStaus: filters.status } : {}),
    ...(filters.startDate ? { startdate: filters.startDate } : {}),
    ...(filters.endDate ? { enddate: filters.endDate } : {}),
  };
}
