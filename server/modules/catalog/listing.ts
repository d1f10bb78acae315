// One page of the public catalogue whatever the size of the catalogue: the counts (kept per filter while
// exact, listing-counts.ts), then the page's rows in one statement per run of the order, whose ids come
// from a subquery read along an index (is_registered for a signed-in caller one indexed read for the
// whole page, never a query per row). The order is two runs, each the order of the index on
// (start_datetime, id), so a page is read from the index rather than by sorting every matching event:
//   1. events not over yet (upcoming and ongoing), soonest start first, undated ones last, then id;
//   2. events that are over, latest start first, then id descending.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { eventMasters, events, participants, subEvents } from '../../db/schema';
import { isLiveTicket } from '../registrations/holds';
import { placesLeftForAnyone } from '../registrations/places';
import { isClosed, isNotClosed, listingConditions, type ListingConditions } from './listing-conditions';
import type { ListingFilter } from './listing-query';
import { countKey, listingCountCache, type ListingCounts } from './listing-counts';
import {
  publicSubEventCardColumns,
  publicSubEventColumns,
  toPublicSubEvent,
  toPublicSubEventCard,
  type PublicSubEvent,
  type PublicSubEventCard,
} from './public-sub-event';

export { isVisibleToPublic } from './listing-conditions';

/** What each row carries: SPEC §3's whole public sub-event, or what an event card shows (extension). */
export type ListingFields = 'full' | 'card';

export interface ListingPage<Item = PublicSubEvent | PublicSubEventCard> {
  items: Item[];
  pagination: { current_page: number; per_page: number; total: number; total_pages: number };
}

function countStatement(db: Db, conditions: ListingConditions, now: Date) {
  const base = db
    .select({
      total: sql<number>`count(*)::int`,
      notOver: sql<number>`(count(*) filter (where ${isNotClosed(now)}))::int`,
      undatedNotOver: sql<number>`(count(*) filter (where ${isNotClosed(now)} and ${subEvents.startDatetime} is null))::int`,
    })
    .from(subEvents);
  return conditions.needsMaster
    ? base
        .innerJoin(events, eq(events.id, subEvents.eventId))
        .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId))
        .where(conditions.where)
    : base.where(conditions.where);
}

/** Every matching event, and how many of them are not over yet (the first run of the order). */
async function countMatching(db: Db, conditions: ListingConditions, now: Date): Promise<ListingCounts> {
  const [counted] = await countStatement(db, conditions, now);
  return {
    total: Number(counted?.total ?? 0),
    notOver: Number(counted?.notOver ?? 0),
    undatedNotOver: Number(counted?.undatedNotOver ?? 0),
  };
}

interface Run {
  where: SQL;
  order: SQL[];
}

/** The ids of one slice of one run, as a subquery read in index order (no sort of every match). */
function idsInRun(db: Db, conditions: ListingConditions, run: Run, slice: { offset: number; limit: number }) {
  const base = db.select({ id: subEvents.id }).from(subEvents);
  const joined = conditions.needsMaster
    ? base
        .innerJoin(events, eq(events.id, subEvents.eventId))
        .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId))
    : base;
  return joined
    .where(and(conditions.where, run.where))
    .orderBy(...run.order)
    .limit(slice.limit)
    .offset(slice.offset);
}

/**
 * The slices of page `filter.page` across the three runs of the order: dated events not over (soonest
 * first), undated ones not over, then those over (latest first). `notOverFrom`, when known, is no later
 * than the start of any event not over (listing-counts.ts): the first run's index scan starts there
 * instead of stepping over every event that is over.
 */
function pageRuns(filter: ListingFilter, counts: ListingCounts, now: Date, notOverFrom?: Date | null) {
  const datedNotOver = counts.notOver - counts.undatedNotOver;
  const from = notOverFrom ? [gte(subEvents.startDatetime, notOverFrom)] : [];
  const runs: { run: Run; size: number }[] = [
    {
      run: {
        where: and(isNotClosed(now), isNotNull(subEvents.startDatetime), ...from) as SQL,
        order: [asc(subEvents.startDatetime), asc(subEvents.id)],
      },
      size: datedNotOver,
    },
    {
      run: { where: and(isNotClosed(now), isNull(subEvents.startDatetime)) as SQL, order: [asc(subEvents.id)] },
      size: counts.undatedNotOver,
    },
    // Backwards along the same index: undated events that are over (a degenerate case) come first.
    {
      run: { where: isClosed(now), order: [sql`${subEvents.startDatetime} desc nulls first`, desc(subEvents.id)] },
      size: counts.total - counts.notOver,
    },
  ];
  const start = (filter.page - 1) * filter.limit;
  const end = start + filter.limit;
  const slices: { run: Run; slice: { offset: number; limit: number } }[] = [];
  let runStart = 0;
  for (const { run, size } of runs) {
    const runEnd = runStart + size;
    const from = Math.max(start, runStart);
    const to = Math.min(end, runEnd);
    if (to > from) slices.push({ run, slice: { offset: from - runStart, limit: to - from } });
    runStart = runEnd;
  }
  return slices;
}

/** The printed rows of one slice of one run, in the run's order. */
async function runRows(
  db: Db,
  conditions: ListingConditions,
  run: Run,
  slice: { offset: number; limit: number },
  fields: ListingFields,
): Promise<(PublicSubEvent | PublicSubEventCard)[]> {
  const ids = idsInRun(db, conditions, run, slice);
  if (fields === 'card') {
    const rows = await db
      .select(publicSubEventCardColumns)
      .from(subEvents)
      .innerJoin(events, eq(events.id, subEvents.eventId))
      .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId))
      .where(inArray(subEvents.id, ids))
      .orderBy(...run.order);
    return rows.map((row) => toPublicSubEventCard(row, false));
  }
  const rows = await db
    .select(publicSubEventColumns)
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId))
    .where(inArray(subEvents.id, ids))
    .orderBy(...run.order);
  return rows.map((row) => toPublicSubEvent(row, false));
}

export async function listPublicSubEvents(
  db: Db,
  filter: ListingFilter,
  caller: AuthenticatedUser | null,
  now: Date,
  fields: ListingFields = 'full',
): Promise<ListingPage> {
  const page = await keptOrReadPage(db, filter, caller, now, fields);
  return filter.subEventUuid && fields === 'full' ? withPlacesLeft(db, page, now) : page;
}

/**
 * The event page's lookup by uuid also says how many places are left (issue 28, places.ts). They
 * move with every booking and every hold that runs out, which the kept pages do not follow, so they
 * are counted for each request, on top of the page (one event, one count), never kept with it; the
 * requests that arrive while a count runs share the next one (countPlacesShared). The listing's pages
 * leave places_left out: a count per row is not worth it there.
 */
async function withPlacesLeft(db: Db, page: ListingPage, now: Date): Promise<ListingPage> {
  const items = await Promise.all(
    page.items.map(async (item) =>
      'event_uuid' in item
        ? {
            ...item,
            places_left: await placesLeftForAnyone(
              db,
              { id: item.id, totalAllowedRegistrations: item.total_allowed_registrations },
              now,
            ),
          }
        : item,
    ),
  );
  return { ...page, items };
}

async function keptOrReadPage(
  db: Db,
  filter: ListingFilter,
  caller: AuthenticatedUser | null,
  now: Date,
  fields: ListingFields,
): Promise<ListingPage> {
  // A page is the same for every visitor but for is_registered, so it is kept while exact
  // (listing-counts.ts), one event by uuid too (a shared link brings many visitors to one event, and
  // when a popular race opens thousands of them, signed in, at once: issue 29). A signed-in caller
  // gets the kept page with their own tickets marked, one indexed read for the page's events.
  const key = JSON.stringify([countKey(filter), filter.subEventUuid ?? null, filter.page, filter.limit, fields]);
  const page = await listingCountCache(db).page(key, now, () => readPage(db, filter, now, fields));
  return caller === null ? page : markRegistered(db, page, caller);
}

/** The page with is_registered true where the caller holds a ticket that is not cancelled nor given away. */
async function markRegistered(db: Db, page: ListingPage, caller: AuthenticatedUser): Promise<ListingPage> {
  if (page.items.length === 0) return page;
  const rows = await db
    .selectDistinct({ subEventId: participants.subEventId })
    .from(participants)
    .where(
      and(
        eq(participants.userId, caller.id),
        inArray(
          participants.subEventId,
          page.items.map((item) => item.id),
        ),
        isLiveTicket(),
      ),
    );
  const registered = new Set(rows.map((row) => row.subEventId));
  // The kept page is shared: its items are copied, never changed.
  return { ...page, items: page.items.map((item) => ({ ...item, is_registered: registered.has(item.id) })) };
}

async function readPage(db: Db, filter: ListingFilter, now: Date, fields: ListingFields): Promise<ListingPage> {
  const conditions = listingConditions(filter, now);
  // One event by uuid is counted through the unique index for nothing; keeping it would fill the cache.
  const counts = filter.subEventUuid
    ? await countMatching(db, conditions, now)
    : await listingCountCache(db).get(filter, now, () => countMatching(db, conditions, now));
  const { total } = counts;
  const items: (PublicSubEvent | PublicSubEventCard)[] = [];
  if (total > 0) {
    for (const { run, slice } of pageRuns(filter, counts, now, counts.notOverFrom)) {
      items.push(...(await runRows(db, conditions, run, slice, fields)));
    }
  }
  return {
    items,
    pagination: {
      current_page: filter.page,
      per_page: filter.limit,
      total,
      total_pages: Math.ceil(total / filter.limit),
    },
  };
}

/** The count and the first page's ids of `filter`, as the listing runs them (for the bench's EXPLAIN). */
export async function listingStatements(db: Db, filter: ListingFilter, now: Date): Promise<{ count: SQL; page: SQL }> {
  const conditions = listingConditions(filter, now);
  const counts = await listingCountCache(db).get(filter, now, () => countMatching(db, conditions, now));
  const [first] = pageRuns(
    { ...filter, page: 1 },
    { ...counts, notOver: counts.total, undatedNotOver: 0 },
    now,
    counts.notOverFrom,
  );
  if (!first) throw new Error('the filter matches no event');
  return {
    count: countStatement(db, conditions, now).getSQL(),
    page: idsInRun(db, conditions, first.run, first.slice).getSQL(),
  };
}
