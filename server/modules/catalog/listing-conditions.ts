// The WHERE of the public listing, shared by its count and its page queries.
import { and, eq, gte, isNotNull, lte, or, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { EVENT_CATEGORIES, eventMasters, subEvents } from '../../db/schema';
import { containsPattern } from '../../db/search-text';
import type { ListingFilter } from './listing-query';

/**
 * Published, approved, public: what anyone may see and register for. Spelt with literals rather than
 * bound parameters so that the planner can prove it implies the predicate of the partial index
 * sub_events_listing_idx and use that narrow index instead of reading the wide rows.
 */
export function isVisibleToPublic(): SQL {
  return sql`(${subEvents.isPublished} and ${subEvents.approvalStatus} = 'approved' and ${subEvents.eventType} = 'public')`;
}

/** `now` as a SQL value; raw fragments get no column mapping, so the instant is spelt out with its zone. */
export function instant(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

// SPEC §4 listing status, the same rule as src/domain listingStatus: closed after the end, ongoing
// from the start until the end (both included), upcoming otherwise (also when dates are unknown). An
// unknown end never passes, hence the coalesce; spelt exactly as in sub_events_listing_idx, whose
// third column it is, so that the index can skip events by it.
const effectiveEnd = sql`coalesce(${subEvents.endDatetime}, 'infinity'::timestamptz)`;

export function isClosed(now: Date): SQL {
  return sql`${effectiveEnd} < ${instant(now)}`;
}
export function isNotClosed(now: Date): SQL {
  return sql`${effectiveEnd} >= ${instant(now)}`;
}
function statusCondition(status: NonNullable<ListingFilter['status']>, now: Date): SQL {
  switch (status) {
    case 'closed':
      return isClosed(now);
    case 'ongoing':
      return and(isNotClosed(now), isNotNull(subEvents.startDatetime), lte(subEvents.startDatetime, now)) as SQL;
    case 'upcoming':
      return and(
        isNotClosed(now),
        or(isNull(subEvents.startDatetime), sql`${subEvents.startDatetime} > ${instant(now)}`),
      ) as SQL;
  }
}

export interface ListingConditions {
  where: SQL;
  /** The category filter reads event_masters, so the query must join events and masters. */
  needsMaster: boolean;
}

export function listingConditions(filter: ListingFilter, now: Date): ListingConditions {
  const conditions: SQL[] = [isVisibleToPublic()];
  if (filter.subEventUuid) conditions.push(eq(subEvents.subEventUuid, filter.subEventUuid));
  // search_text holds the sub-event, event and master names in lower case under a trigram index.
  if (filter.search) conditions.push(sql`${subEvents.searchText} like ${containsPattern(filter.search)}`);
  for (const category of filter.categories) {
    // Matched to the stored spelling first, so that the comparison can use the category index.
    const known = EVENT_CATEGORIES.find((candidate) => candidate.toLowerCase() === category.toLowerCase());
    conditions.push(known ? eq(eventMasters.category, known) : sql`false`);
  }
  if (filter.city) conditions.push(sql`lower(${subEvents.cityName}) = ${filter.city.toLowerCase()}`);
  if (filter.status) conditions.push(statusCondition(filter.status, now));
  if (filter.startsInFuture) conditions.push(sql`${subEvents.startDatetime} > ${instant(now)}`);
  if (filter.startsFrom) conditions.push(gte(subEvents.startDatetime, filter.startsFrom));
  if (filter.startsBefore) conditions.push(lt(subEvents.startDatetime, filter.startsBefore));
  return { where: and(...conditions) as SQL, needsMaster: filter.categories.length > 0 };
}
