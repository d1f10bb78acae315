// The caller's place on a sold-out sub-event's waitlist (issue 28 item 5, extension): GET, POST (join)
// and DELETE (leave) .../sub-events/{subEventUuid}/waitlist. The refusals are src/domain/waitlist-rules.ts's,
// checked in the contract's order; every change runs under the sub-event's row lock and ends with
// offerReleasedPlaces (waitlist-offers.ts), so a person joining when a place was just released, or
// leaving with places held for them, moves the line at once.
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { registrationStatus } from '../../../src/domain/statuses';
import { WAITLIST_REFUSAL, waitlistPlacesLimit } from '../../../src/domain/waitlist-rules';
import type { components } from '../../../src/api/schema';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { subEvents, waitlistEntries } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { isUniqueViolation } from '../auth/unique-violation';
import { placesLeftOf } from './places';
import { findSubEvent, type SubEventRecord } from './sub-event';
import { offerReleasedPlaces } from './waitlist-offers';

type WaitlistAnswer = components['schemas']['WaitlistResponse']['message'];
type WaitlistEntryJson = components['schemas']['WaitlistEntry'];
type EntryRow = typeof waitlistEntries.$inferSelect;

const unprocessable = (message: string) => new HttpError(422, message);
const ACTIVE = ['waiting', 'offered'] as const;

async function activeEntryOf(db: Db, subEventId: number, userId: number): Promise<EntryRow | undefined> {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.subEventId, subEventId),
        eq(waitlistEntries.userId, userId),
        inArray(waitlistEntries.status, [...ACTIVE]),
      ),
    );
  return entry;
}

/** 1 for the first in line: waiting entries that joined before this one (ties by id). */
async function positionOf(db: Db, entry: EntryRow): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.subEventId, entry.subEventId),
        eq(waitlistEntries.status, 'waiting'),
        or(
          lt(waitlistEntries.joinedAt, entry.joinedAt),
          and(eq(waitlistEntries.joinedAt, entry.joinedAt), lt(waitlistEntries.id, entry.id)),
        ),
      ),
    );
  return Number(row?.ahead ?? 0) + 1;
}

async function entryJson(db: Db, entry: EntryRow | undefined): Promise<WaitlistEntryJson | null> {
  if (!entry || (entry.status !== 'waiting' && entry.status !== 'offered')) return null;
  return {
    status: entry.status,
    places: entry.places,
    position: entry.status === 'waiting' ? await positionOf(db, entry) : null,
    joined_at: entry.joinedAt.toISOString(),
    offer_expires_at: entry.status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
  };
}

async function answerFor(db: Db, subEvent: SubEventRecord, userId: number, now: Date): Promise<WaitlistAnswer> {
  return {
    entry: await entryJson(db, await activeEntryOf(db, subEvent.id, userId)),
    places_left: await placesLeftOf(db, subEvent, now),
    waitlist_offer_minutes: subEvent.waitlistOfferMinutes,
  };
}

/** An offer on this sub-event ran out and is not yet ended: the line must move before it is read. */
async function hasRunOutOffer(db: Db, subEventId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.subEventId, subEventId),
        eq(waitlistEntries.status, 'offered'),
        sql`${waitlistEntries.offerExpiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function getWaitlistEntry(
  ctx: AppContext,
  caller: AuthenticatedUser,
  subEventUuid: unknown,
): Promise<WaitlistAnswer> {
  const { subEvent } = await findSubEvent(ctx.db, subEventUuid, { publicOnly: false });
  const now = ctx.now();
  // An offer that ran out is never shown: the line moves first (only then is the row lock taken).
  if (await hasRunOutOffer(ctx.db, subEvent.id, now)) {
    await ctx.db.transaction((tx) => offerReleasedPlaces(tx as Db, subEvent.id, now));
  }
  return answerFor(ctx.db, subEvent, caller.id, now);
}

function requirePlaces(places: unknown): number {
  if (typeof places !== 'number' || !Number.isInteger(places) || places < 1) {
    throw badRequest('places must be a whole number of at least 1', [
      { field: 'places', message: 'places must be a whole number of at least 1' },
    ]);
  }
  return places;
}

/** SPEC §4: only an 'open' registration takes attendees, and so only then does its waitlist. */
function isRegistrationOpen(subEvent: SubEventRecord, now: Date): boolean {
  return (
    registrationStatus(
      {
        startDate: subEvent.startDatetime,
        endDate: subEvent.endDatetime,
        registrationStart: subEvent.registrationStart,
        registrationEnd: subEvent.registrationEnd,
      },
      now,
    ).state === 'open'
  );
}

async function lockSubEvent(tx: Db, subEventId: number): Promise<void> {
  // As register.ts: turns with registrations, without holding up the foreign-key checks of other rows.
  await tx.select({ id: subEvents.id }).from(subEvents).where(eq(subEvents.id, subEventId)).for('no key update');
}

export async function joinWaitlist(
  ctx: AppContext,
  caller: AuthenticatedUser,
  subEventUuid: unknown,
  body: { places?: unknown },
): Promise<WaitlistAnswer> {
  const places = requirePlaces(body.places);
  const { subEvent } = await findSubEvent(ctx.db, subEventUuid, { publicOnly: true });
  const now = ctx.now();
  if (subEvent.waitlistOfferMinutes === null) throw unprocessable(WAITLIST_REFUSAL.noWaitlist);
  if (!isRegistrationOpen(subEvent, now)) throw unprocessable(WAITLIST_REFUSAL.notOpen);
  const limit = waitlistPlacesLimit(subEvent.totalAllowedRegistrations);
  if (places > limit) throw unprocessable(WAITLIST_REFUSAL.tooManyPlaces(limit));
  try {
    return await ctx.db.transaction(async (transaction) => {
      const tx = transaction as Db;
      await lockSubEvent(tx, subEvent.id);
      if (await activeEntryOf(tx, subEvent.id, caller.id)) throw conflict(WAITLIST_REFUSAL.alreadyOn);
      // Offers that ran out end (and what they held is offered on) before the places are judged.
      await offerReleasedPlaces(tx, subEvent.id, now);
      const left = await placesLeftOf(tx, subEvent, now);
      const [waiting] = await tx
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.subEventId, subEvent.id), eq(waitlistEntries.status, 'waiting')))
        .orderBy(asc(waitlistEntries.joinedAt))
        .limit(1);
      // Nobody waits ahead and the places are free: they are the caller's to book, not to wait for.
      if (!waiting && (left === null || left >= places)) throw unprocessable(WAITLIST_REFUSAL.placesAvailable);
      await tx.insert(waitlistEntries).values({
        subEventId: subEvent.id,
        userId: caller.id,
        places,
        status: 'waiting',
        joinedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      // Places free that fit the caller when first in line are offered at once.
      await offerReleasedPlaces(tx, subEvent.id, now);
      return answerFor(tx, subEvent, caller.id, now);
    });
  } catch (error) {
    // Two joins at once are serialized by the row lock; the unique index is the last word.
    if (isUniqueViolation(error, 'waitlist_entries_active_idx')) throw conflict(WAITLIST_REFUSAL.alreadyOn);
    throw error;
  }
}

export async function leaveWaitlist(
  ctx: AppContext,
  caller: AuthenticatedUser,
  subEventUuid: unknown,
): Promise<WaitlistAnswer> {
  const { subEvent } = await findSubEvent(ctx.db, subEventUuid, { publicOnly: false });
  const now = ctx.now();
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    await lockSubEvent(tx, subEvent.id);
    // An offer of the caller's that ran out has ended: they are no longer on the waitlist.
    await offerReleasedPlaces(tx, subEvent.id, now);
    const entry = await activeEntryOf(tx, subEvent.id, caller.id);
    if (!entry) throw notFound(WAITLIST_REFUSAL.notOn);
    await tx.update(waitlistEntries).set({ status: 'left', updatedAt: now }).where(eq(waitlistEntries.id, entry.id));
    // Places held for the caller, or a place the caller's wish blocked, go to the next in line.
    await offerReleasedPlaces(tx, subEvent.id, now);
    return answerFor(tx, subEvent, caller.id, now);
  });
}
