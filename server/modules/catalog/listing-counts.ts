// The listing's totals without a count(*) per request, and still exact (issue 11); likewise whole pages
// as anyone sees them (a signed-in caller's own tickets are marked on a copy), the most common call of
// all. A count of 100,000 events costs about 20 ms of database time, 40 ms for a search; paging through
// them asks the same count again and again. So each filter's counts are kept, and reused only while
// they cannot have changed:
//   - the catalogue is as it was: catalog_version goes up with every write to sub_events, events or
//     event_masters, from this process or any other (statement triggers, migration 0008); one
//     primary-key read per request tells;
//   - no event has started or ended since they were counted: statuses (upcoming, ongoing, closed) and
//     the 'not over yet' run move with the clock, so the counts hold from the moment they were taken
//     until the next start or end of any event, which is read with them.
import { and, gt, gte, isNotNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { catalogVersion, subEvents } from '../../db/schema';
import type { ListingFilter } from './listing-query';

export interface ListingCounts {
  /** Every matching event. */
  total: number;
  /** How many of them are not over yet (the first runs of the listing order). */
  notOver: number;
  /** How many of those have no start (listed after the dated ones). */
  undatedNotOver: number;
  /** No later than the start of any event not over yet (null: none has a start); kept counts only. */
  notOverFrom?: Date | null;
}

/** A cache bound: beyond it the oldest filters are forgotten (searches are many and mostly one-off). */
export const MAX_CACHED_FILTERS = 500;
/** Pages are larger than counts (12 events each): fewer are kept. */
export const MAX_CACHED_PAGES = 200;

/** Keeps `value` under `key`, forgets it if it fails (the next request tries again), and the oldest beyond `max`. */
function keep<T>(kept: Map<string, Promise<T>>, key: string, value: Promise<T>, max: number): Promise<T> {
  kept.set(key, value);
  value.catch(() => kept.delete(key));
  if (kept.size > max) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return value;
}

/** The catalogue as last seen, and the span of time in which no event starts or ends. */
interface Epoch {
  version: number;
  /** The instant the span was read at (ms); earlier instants (a clock set back) are outside it. */
  from: number;
  /** The next start after `from` (ms): a start at that instant changes statuses. */
  nextStart: number;
  /** The next end at or after `from` (ms): statuses change just after it. */
  nextEnd: number;
  /** The earliest start of an event not over at `from`, of any event (so never later than a listed one's). */
  notOverFrom: Date | null;
  counts: Map<string, Promise<ListingCounts>>;
  /** Whole pages as anyone sees them (a signed-in caller's tickets are marked on a copy): the same for all. */
  pages: Map<string, Promise<unknown>>;
}

function within(epoch: Epoch, now: Date): boolean {
  const at = now.getTime();
  return at >= epoch.from && at < epoch.nextStart && at <= epoch.nextEnd;
}

/** The filter without its page: every page of one filter shares its counts. */
export function countKey(filter: ListingFilter): string {
  return JSON.stringify([
    filter.search ?? null,
    filter.categories.map((category) => category.toLowerCase()).sort(),
    filter.city?.toLowerCase() ?? null,
    filter.status ?? null,
    filter.startsInFuture,
    filter.startsFrom?.getTime() ?? null,
    filter.startsBefore?.getTime() ?? null,
  ]);
}

async function readVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(sql`${catalogVersion.id} = 1`);
  if (!row) throw new Error('catalog_version has no row: migration 0008 has not run');
  return row.version;
}

/** The next start and end of any event, published or not (a superset: at worst an early recount). */
async function readBoundaries(
  db: Db,
  now: Date,
): Promise<{ nextStart: number; nextEnd: number; notOverFrom: Date | null }> {
  const [starts] = await db
    .select({ at: min(subEvents.startDatetime) })
    .from(subEvents)
    .where(and(isNotNull(subEvents.startDatetime), gt(subEvents.startDatetime, now)));
  const [ends] = await db
    .select({ at: min(subEvents.endDatetime) })
    .from(subEvents)
    .where(and(isNotNull(subEvents.endDatetime), gte(subEvents.endDatetime, now)));
  const [notOver] = await db
    .select({ at: min(subEvents.startDatetime) })
    .from(subEvents)
    .where(sql`coalesce(${subEvents.endDatetime}, 'infinity'::timestamptz) >= ${now.toISOString()}::timestamptz`);
  const ms = (value: Date | string | null | undefined) =>
    value === null || value === undefined ? Number.POSITIVE_INFINITY : new Date(value).getTime();
  return {
    nextStart: ms(starts?.at),
    nextEnd: ms(ends?.at),
    notOverFrom: notOver?.at === null || notOver?.at === undefined ? null : new Date(notOver.at),
  };
}

/** Counts per filter for one database; the epoch is shared by every filter. */
export class ListingCountCache {
  private epoch: Epoch | undefined;
  private refreshing: Promise<Epoch> | undefined;

  constructor(private readonly db: Db) {}

  private async currentEpoch(now: Date): Promise<Epoch> {
    const version = await readVersion(this.db);
    const epoch = this.epoch;
    if (epoch && epoch.version === version && within(epoch, now)) return epoch;
    // Under load many requests find the epoch over at once: one of them reads the boundaries.
    this.refreshing ??= (async () => {
      const boundaries = await readBoundaries(this.db, now);
      const fresh: Epoch = { version, from: now.getTime(), ...boundaries, counts: new Map(), pages: new Map() };
      this.epoch = fresh;
      return fresh;
    })().finally(() => {
      this.refreshing = undefined;
    });
    const fresh = await this.refreshing;
    // A refresh started for another instant or version may not cover this request: count directly without a start bound, which belongs to the other instant or version).
    return fresh.version === version && within(fresh, now)
      ? fresh
      : { ...fresh, version, notOverFrom: null, counts: new Map(), pages: new Map() };
  }

  /** The counts of `filter` at `now`, counted by `count` only when no valid ones are kept. */
  async get(filter: ListingFilter, now: Date, count: () => Promise<ListingCounts>): Promise<ListingCounts> {
    const epoch = await this.currentEpoch(now);
    const key = countKey(filter);
    const kept = epoch.counts.get(key);
    if (kept) return kept;
    const counting = count().then((counts) => ({ ...counts, notOverFrom: epoch.notOverFrom }));
    return keep(epoch.counts, key, counting, MAX_CACHED_FILTERS);
  }

  /**
   * One whole page (`key` names the filter, the page and the fields), read by `read` only when no valid
   * one is kept. Its rows come only from the tables catalog_version watches, and its order only moves
   * when an event starts or ends, so a kept page is exactly what `read` would answer now.
   */
  async page<T>(key: string, now: Date, read: () => Promise<T>): Promise<T> {
    const epoch = await this.currentEpoch(now);
    const kept = epoch.pages.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    return keep(epoch.pages as Map<string, Promise<T>>, key, read(), MAX_CACHED_PAGES);
  }
}

const caches = new WeakMap<Db, ListingCountCache>();

/** The one cache of a database connection (handlers and tests share a Db object per database). */
export function listingCountCache(db: Db): ListingCountCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListingCountCache(db);
    caches.set(db, cache);
  }
  return cache;
}
