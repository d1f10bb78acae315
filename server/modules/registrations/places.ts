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
  const result = (await db.execute(
    sql`select ${taken} as taken, ${reserved} as reserved, ${pendingOfUser} as pending_of_user`,
  )) as unknown as {
    rows: { taken: number; reserved: number; pending_of_user: number }[];
  };
  const row = result.rows[0];
  return {
    taken: Number(row?.taken ?? 0),
    reserved: Number(row?.reserved ?? 0),
    pendingOfUser: Number(row?.pending_of_user ?? 0),
  };
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
