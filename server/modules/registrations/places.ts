// How many places of a sub-event are gone (issue 28 item 5): tickets that take a place (holds.ts) and
// places held for waitlisters offered them. An offer (waitlist_entries 'offered', not yet run out)
// holds its places for that person alone: what it reserves is its places less that person's tickets
// of the sub-event registered since the offer that take a place, since those are counted already.
// register.ts, settlement.ts and the waitlist all count through here, under the sub-event's row lock.
import { and, eq, gt, gte, ne, sql, type SQL } from 'drizzle-orm';
import { placesLeft } from '../../../src/domain/waitlist-rules';
import type { Db } from '../../db/connect';
import { participants, waitlistEntries } from '../../db/schema';
import { takesAPlace } from './holds';

export interface PlacesCount {
  /** Tickets that take a place at `now`. */
  taken: number;
  /** Places held for offers, for everyone but the person the count is for. */
  reserved: number;
  /** Of `taken`, the unpaid tickets of the person the count is for (0 when for anyone). */
  pendingOfUser: number;
}

/** An offer that still holds its places at `now`. */
export function offerHolds(now: Date): SQL {
  return and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, now)) as SQL;
}

/** The offered person's tickets of the sub-event since the offer that take a place (a correlated subquery). */
function placesTakenUnderOffer(db: Db, now: Date) {
  return db
    .select({ count: sql<number>`count(*)` })
    .from(participants)
    .where(
      and(
        eq(participants.subEventId, waitlistEntries.subEventId),
        eq(participants.userId, waitlistEntries.userId),
        gte(participants.registeredAt, waitlistEntries.offeredAt),
        takesAPlace(now),
      ),
    );
}

/**
 * The places of the sub-event gone at `now`, for `forUserId` (null: for anyone): an offer made to that
 * person reserves nothing from them, so they can book the places held for them.
 */
export async function countPlaces(
  db: Db,
  subEventId: number,
  now: Date,
  forUserId: number | null = null,
): Promise<PlacesCount> {
  const result = (await db.execute(placesCountStatement(db, subEventId, now, forUserId))) as unknown as {
    rows: { taken: number; reserved: number; pending_of_user: number }[];
  };
  const row = result.rows[0];
  return {
    taken: Number(row?.taken ?? 0),
    reserved: Number(row?.reserved ?? 0),
    pendingOfUser: Number(row?.pending_of_user ?? 0),
  };
}

/** countPlaces's one statement: a row of taken, reserved and pending_of_user (place-claim.ts runs it too). */
export function placesCountStatement(db: Db, subEventId: number, now: Date, forUserId: number | null): SQL {
  const offers = and(
    eq(waitlistEntries.subEventId, subEventId),
    offerHolds(now),
    ...(forUserId === null ? [] : [ne(waitlistEntries.userId, forUserId)]),
  );
  const taken = sql`(select count(*)::int from ${participants} where ${and(eq(participants.subEventId, subEventId), takesAPlace(now))})`;
  const reserved = sql`(select coalesce(sum(greatest(0, ${waitlistEntries.places} - (${placesTakenUnderOffer(db, now)}))), 0)::int from ${waitlistEntries} where ${offers})`;
  const pendingOfUser =
    forUserId === null
      ? sql`0`
      : sql`(select count(*)::int from ${participants} where ${and(eq(participants.subEventId, subEventId), takesAPlace(now), eq(participants.userId, forUserId), eq(participants.status, 'pending'))})`;
  return sql`select ${taken} as taken, ${reserved} as reserved, ${pendingOfUser} as pending_of_user`;
}

/** One count of a sub-event's places shared by the requests that asked while the one before it ran. */
interface CountRound {
  /** The latest `now` of those who joined: the count is taken at it. */
  now: Date;
  counted: Promise<PlacesCount>;
  start: () => void;
}

interface SubEventCounts {
  running: boolean;
  next?: CountRound;
}

const countsByDb = new WeakMap<object, Map<number, SubEventCounts>>();

function newRound(db: Db, subEventId: number, now: Date): CountRound {
  let start!: () => void;
  const began = new Promise<void>((resolve) => (start = resolve));
  const round: CountRound = { now, start, counted: undefined as unknown as Promise<PlacesCount> };
  round.counted = began.then(() => countPlaces(db, subEventId, round.now));
  return round;
}

/**
 * The places of the sub-event gone, for anyone, as the event page shows them (issue 29: when a popular
 * race opens, thousands load its page in the same minute). Counting is exact, never kept: a request
 * gets a count that started after it arrived, at a `now` no earlier than its own. While one count runs,
 * those who ask meanwhile wait for it to end and share the next one, so a process runs at most one count
 * of a sub-event at a time however many ask, and nobody is told 'sold out' from a count older than their
 * request.
 */
export async function countPlacesShared(db: Db, subEventId: number, now: Date): Promise<PlacesCount> {
  let bySubEvent = countsByDb.get(db);
  if (!bySubEvent) {
    bySubEvent = new Map();
    countsByDb.set(db, bySubEvent);
  }
  const kept = bySubEvent;
  let counts = kept.get(subEventId);
  if (!counts) {
    counts = { running: false };
    kept.set(subEventId, counts);
  }
  const state = counts;
  let round = state.next;
  if (round) {
    if (now.getTime() > round.now.getTime()) round.now = now;
  } else {
    round = state.next = newRound(db, subEventId, now);
  }
  const run = (next: CountRound) => {
    state.running = true;
    state.next = undefined;
    next.start();
    void next.counted
      .catch(() => undefined)
      .then(() => {
        state.running = false;
        if (state.next) run(state.next);
        else if (kept.get(subEventId) === state) kept.delete(subEventId);
      });
  };
  if (!state.running) run(round);
  return round.counted;
}

/** Places anyone may still book, as the event page shows them (countPlacesShared); null without a limit. */
export async function placesLeftForAnyone(
  db: Db,
  subEvent: { id: number; totalAllowedRegistrations: number | null },
  now: Date,
): Promise<number | null> {
  if (subEvent.totalAllowedRegistrations === null) return null;
  const { taken, reserved } = await countPlacesShared(db, subEvent.id, now);
  return placesLeft(subEvent.totalAllowedRegistrations, taken, reserved);
}

/** Places anyone (or `forUserId`) may still book at `now`; null when the event sets no limit. */
export async function placesLeftOf(
  db: Db,
  subEvent: { id: number; totalAllowedRegistrations: number | null },
  now: Date,
  forUserId: number | null = null,
): Promise<number | null> {
  if (subEvent.totalAllowedRegistrations === null) return null;
  const { taken, reserved } = await countPlaces(db, subEvent.id, now, forUserId);
  return placesLeft(subEvent.totalAllowedRegistrations, taken, reserved);
}
