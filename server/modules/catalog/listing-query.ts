// The query string of GET /sub-events/public (SPEC §7), read into a filter the SQL can use as is.
// openapi.yaml already bounds the types; these checks repeat the ones that matter, so the rules hold
// whatever the contract says, and add what a schema cannot (a real calendar day, start <= end).
import { INDIA_TIME_ZONE } from '../../../src/domain/constants';
import type { ListingStatus } from '../../../src/domain/statuses';
import { instantFromWallClock } from '../../../src/domain/time-zone';
import { badRequest } from '../../errors';
import { requireUuid } from './uuid';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
const LISTING_STATUSES: readonly ListingStatus[] = ['upcoming', 'ongoing', 'closed'];
/** Landing chips that mean "no category" (SPEC §5); 'upcoming' also keeps future starts only. */
const LANDING_ALL = 'all';
const LANDING_UPCOMING = 'upcoming';

export interface ListingFilter {
  page: number;
  limit: number;
  /** Lower-cased, trimmed; absent when empty. */
  search?: string;
  /** Event master categories the event must have (the landing chip and the listing filter may both be set). */
  categories: string[];
  city?: string;
  status?: ListingStatus;
  /** Only events starting after now (the landing 'upcoming' chip). */
  startsInFuture: boolean;
  /** Start on or after this instant (00:00 India time of `startdate`). */
  startsFrom?: Date;
  /** Start strictly before this instant (00:00 India time of the day after `enddate`). */
  startsBefore?: Date;
  subEventUuid?: string;
}

type Query = Record<string, unknown>;

function optionalText(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be text`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function positiveInteger(query: Query, name: string, fallback: number, max: number): number {
  const raw = query[name];
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw badRequest(`${name} must be a whole number of at least 1`);
  if (value > max) throw badRequest(`${name} must be at most ${max}`);
  return value;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function calendarDay(query: Query, name: string): CalendarDay | undefined {
  const text = optionalText(query, name);
  if (text === undefined) return undefined;
  const match = ISO_DAY.exec(text);
  const day = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
  const probe = day ? new Date(Date.UTC(day.year, day.month - 1, day.day)) : undefined;
  const real =
    day &&
    probe &&
    probe.getUTCFullYear() === day.year &&
    probe.getUTCMonth() === day.month - 1 &&
    probe.getUTCDate() === day.day;
  if (!day || !real) throw badRequest(`${name} must be a date in the form yyyy-mm-dd`);
  return day;
}

/** Midnight in India at the start of `day` plus `offsetDays`. */
function indiaMidnight(day: CalendarDay, offsetDays = 0): Date {
  const shifted = new Date(Date.UTC(day.year, day.month - 1, day.day + offsetDays));
  return instantFromWallClock(
    {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    INDIA_TIME_ZONE,
  );
}

function listingStatus(query: Query): ListingStatus | undefined {
  const text = optionalText(query, 'filterByStaus')?.toLowerCase();
  if (text === undefined) return undefined;
  const status = LISTING_STATUSES.find((candidate) => candidate === text);
  if (!status) throw badRequest(`filterByStaus must be one of ${LISTING_STATUSES.join(', ')}`);
  return status;
}

export function readListingFilter(query: Query): ListingFilter {
  const filter: ListingFilter = {
    page: positiveInteger(query, 'page', 1, Number.MAX_SAFE_INTEGER),
    limit: positiveInteger(query, 'limit', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    categories: [],
    startsInFuture: false,
  };

  const search = optionalText(query, 'search');
  if (search !== undefined) filter.search = search.toLowerCase();

  const landingChip = optionalText(query, 'filter-by');
  if (landingChip?.toLowerCase() === LANDING_UPCOMING) filter.startsInFuture = true;
  else if (landingChip !== undefined && landingChip.toLowerCase() !== LANDING_ALL) filter.categories.push(landingChip);
  const category = optionalText(query, 'filtersbyCategory');
  if (category !== undefined) filter.categories.push(category);

  const city = optionalText(query, 'filtersbyCity');
  if (city !== undefined) filter.city = city;

  const status = listingStatus(query);
  if (status !== undefined) filter.status = status;

  const startDay = calendarDay(query, 'startdate');
  const endDay = calendarDay(query, 'enddate');
  if (startDay) filter.startsFrom = indiaMidnight(startDay);
  if (endDay) filter.startsBefore = indiaMidnight(endDay, 1);
  if (filter.startsFrom && filter.startsBefore && filter.startsFrom >= filter.startsBefore) {
    throw badRequest('startdate must not be after enddate');
  }

  const subEventUuid = optionalText(query, 'sub_event_uuid');
  if (subEventUuid !== undefined) filter.subEventUuid = requireUuid(subEventUuid, 'sub_event_uuid');
  return filter;
}

/** The `fields` extension: 'full' (SPEC §3, the default) or 'card' (what a card shows). */
export function readListingFields(query: Query): 'full' | 'card' {
  const text = optionalText(query, 'fields')?.toLowerCase();
  if (text === undefined || text === 'full') return 'full';
  if (text === 'card') return 'card';
  throw badRequest('fields must be one of full, card');
}
