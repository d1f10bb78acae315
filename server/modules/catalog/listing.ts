// One page of the public catalogue in three statements whatever the size of the catalogue: the counts,
// the page's ids, then those rows in full (is_registered an EXISTS in that last one, never a query per
// row). The order is two runs, each the order of the index on (start_datetime, id), so a page is read
// from the index rather than by sorting every matching event:
//   1. events not over yet (upcoming and ongoing), soonest start first, undated ones last, then id;
//   2. events that are over, latest start first, then id descending.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { eventMasters, events, participants, subEvents } from '../../db/schema';
import { isClosed, isNotClosed, listingConditions, type ListingConditions } from './listing-conditions';
import type { ListingFilter } from './listing-query';
import { publicSubEventColumns, toPublicSubEvent, type PublicSubEvent } from './public-sub-event';

export { isVisibleToPublic } from './listing-conditions';

export interface ListingPage {
  items: PublicSubEvent[];
  pagination: { current_page: number; per_page: number; total: number; total_pages: number };
}

/** Every matching event, and how many of them are not over yet (the first run of the order). */
async function countMatching(
  db: Db,
  conditions: ListingConditions,
  now: Date,
): Promise<{ total: number; notOver: number }> {
  const base = db
    .select({
      total: sql<number>`count(*)::int`,
      notOver: sql<number>`(count(*) filter (where ${isNotClosed(now)}))::int`,
    })
    .from(subEvents);
  const [counted] = conditions.needsMaster
    ? await base
        .innerJoin(events, eq(events.id, subEvents.eventId))
        .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId))
        .where(conditions.where)
    : await base.where(conditions.where);
  return { total: Number(counted?.total ?? 0), notOver: Number(counted?.notOver ?? 0) };
}

async function idsInRun(
  db: Db,
  conditions: ListingConditions,
  run: { where: SQL; order: SQL[] },
  slice: { offset: number; limit: number },
): Promise<number[]> {
  if (slice.limit <= 0) return [];
  const base = db.select({ id: subEvents.id }).from(subEvents);
  const joined = conditions.needsMaster
    ? base
        .innerJoin(events, eq(events.id, subEvents.eventId))
        .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId))
    : base;
  const rows = await joined
    .where(and(conditions.where, run.where))
    .orderBy(...run.order)
    .limit(slice.limit)
    .offset(slice.offset);
  return rows.map((row) => row.id);
}

/** The ids of page `filter.page`: from the run of events not over, the run of those over, or both. */
async function pageIds(db: Db, conditions: ListingConditions, filter: ListingFilter, notOver: number, now: Date) {
  const start = (filter.page - 1) * filter.limit;
  const end = start + filter.limit;
  const first = await idsInRun(
    db,
    conditions,
    { where: isNotClosed(now), order: [sql`${subEvents.startDatetime} asc nulls last`, asc(subEvents.id)] },
    { offset: start, limit: Math.min(end, notOver) - start },
  );
  // Backwards along the same index: undated events that are over (a degenerate case) come first.
  const second = await idsInRun(
    db,
    conditions,
    { where: isClosed(now), order: [sql`${subEvents.startDatetime} desc nulls first`, desc(subEvents.id)] },
    { offset: Math.max(0, start - notOver), limit: end - Math.max(start, notOver) },
  );
  return [...first, ...second];
}

/** true when the caller holds a ticket for the row's sub-event that is not cancelled. */
function isRegisteredExpression(caller: AuthenticatedUser | null): SQL<boolean> {
  if (!caller) return sql<boolean>`false`;
  return sql<boolean>`exists (
    select 1 from ${participants}
    where ${participants.subEventId} = ${subEvents.id}
      and ${participants.userId} = ${caller.id}
      and ${participants.status} <> 'cancelled'
  )`;
}

/** The printed rows of the page, in the order of `ids`. */
async function pageRows(db: Db, ids: number[], caller: AuthenticatedUser | null): Promise<PublicSubEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...publicSubEventColumns, isRegistered: isRegisteredExpression(caller) })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId))
    .where(inArray(subEvents.id, ids));
  const byId = new Map(rows.map((row) => [row.subEvent.id, toPublicSubEvent(row, row.isRegistered === true)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listPublicSubEvents(
  db: Db,
  filter: ListingFilter,
  caller: AuthenticatedUser | null,
  now: Date,
): Promise<ListingPage> {
  const conditions = listingConditions(filter, now);
  const { total, notOver } = await countMatching(db, conditions, now);
  const ids = total > 0 ? await pageIds(db, conditions, filter, notOver, now) : [];
  return {
    items: await pageRows(db, ids, caller),
    pagination: {
      current_page: filter.page,
      per_page: filter.limit,
      total,
      total_pages: Math.ceil(total / filter.limit),
    },
  };
}
