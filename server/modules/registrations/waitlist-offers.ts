// Released places go to the waitlist first (issue 28 item 5). offerReleasedPlaces runs under the
// sub-event's row lock, the lock every registration and settlement counts places under, so of two
// triggers at once (two cancellations, a cancellation and the job) the second sees the first's offer
// and the places it holds: a place is offered once. It runs after every release: a cancellation and
// the removal of an unpaid ticket (in their transaction), a person leaving the line, a declined or
// refunded payment, and the background job every JOB_POLL_MS, which covers what time releases (a
// hold that ran out, an offer not taken).
import { and, asc, eq, sql } from 'drizzle-orm';
import { registrationStatus } from '../../../src/domain/statuses';
import { placesLeft } from '../../../src/domain/waitlist-rules';
import type { Db } from '../../db/connect';
import { participants, subEvents, waitlistEntries } from '../../db/schema';
import type { Job } from '../../jobs/runner';
import { enqueueWaitlistOfferMessages } from '../../messages/waitlist-messages';
import { takesAPlace } from './holds';
import { countPlaces } from './places';

const MINUTE = 60 * 1000;
/** Entries read per offering round; each offer takes at least one place, so rarely more than a few. */
const ENTRIES_PER_ROUND = 50;
/** Sub-events the job looks at per pass; the rest wait for the next. */
const SUB_EVENTS_PER_PASS = 100;

export interface OfferRound {
  /** Offers that ran out unused, and those whose person booked meanwhile. */
  expired: number;
  accepted: number;
  offered: number;
  /** Entries still waiting when the event's registration closed (or its waitlist was removed). */
  closed: number;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Offers that ran out by `now` end: 'accepted' when the person booked meanwhile (a ticket of the
 * sub-event registered since the offer that still takes a place, or is paid), else 'expired'.
 */
async function endRunOutOffers(tx: Db, subEventId: number, now: Date): Promise<{ expired: number; accepted: number }> {
  const booked = sql`exists (
    select 1 from ${participants}
    where ${participants.subEventId} = ${waitlistEntries.subEventId}
      and ${participants.userId} = ${waitlistEntries.userId}
      and ${participants.registeredAt} >= ${waitlistEntries.offeredAt}
      and (${takesAPlace(now)} or ${participants.paymentStatus} = 'paid')
  )`;
  const ended = await tx
    .update(waitlistEntries)
    .set({ status: sql`case when ${booked} then 'accepted' else 'expired' end`, updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.subEventId, subEventId),
        eq(waitlistEntries.status, 'offered'),
        sql`${waitlistEntries.offerExpiresAt} <= ${at(now)}`,
      ),
    )
    .returning({ status: waitlistEntries.status });
  return {
    expired: ended.filter((row) => row.status === 'expired').length,
    accepted: ended.filter((row) => row.status === 'accepted').length,
  };
}

/**
 * Under the sub-event's row lock: offers that ran out end, then released places are offered to the
 * line in order. With `skipLocked` (the job), a sub-event locked by someone else is left for the next
 * pass and null is answered.
 */
export async function offerReleasedPlaces(
  tx: Db,
  subEventId: number,
  now: Date,
  options: { skipLocked?: boolean } = {},
): Promise<OfferRound | null> {
  const lock = tx
    .select({
      capacity: subEvents.totalAllowedRegistrations,
      offerMinutes: subEvents.waitlistOfferMinutes,
      startDatetime: subEvents.startDatetime,
      endDatetime: subEvents.endDatetime,
      registrationStart: subEvents.registrationStart,
      registrationEnd: subEvents.registrationEnd,
    })
    .from(subEvents)
    .where(eq(subEvents.id, subEventId));
  // As register.ts: turns with registrations, without holding up the foreign-key checks of other rows.
  const [subEvent] = await (options.skipLocked
    ? lock.for('no key update', { skipLocked: true })
    : lock.for('no key update'));
  if (!subEvent) return null;
  const round: OfferRound = { ...(await endRunOutOffers(tx, subEventId, now)), offered: 0, closed: 0 };

  const registration = registrationStatus(
    {
      startDate: subEvent.startDatetime,
      endDate: subEvent.endDatetime,
      registrationStart: subEvent.registrationStart,
      registrationEnd: subEvent.registrationEnd,
    },
    now,
  ).state;
  if (subEvent.offerMinutes === null || (registration !== 'open' && registration !== 'upcoming')) {
    // Nobody can book any more (or the event dropped its waitlist): the line is over.
    const closed = await tx
      .update(waitlistEntries)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(waitlistEntries.subEventId, subEventId), eq(waitlistEntries.status, 'waiting')))
      .returning({ id: waitlistEntries.id });
    return { ...round, closed: closed.length };
  }
  if (registration !== 'open') return round;

  let left = Number.POSITIVE_INFINITY;
  if (subEvent.capacity !== null) {
    const { taken, reserved } = await countPlaces(tx, subEventId, now);
    left = placesLeft(subEvent.capacity, taken, reserved) ?? 0;
  }
  const offerExpiresAt = new Date(now.getTime() + subEvent.offerMinutes * MINUTE);
  while (left > 0) {
    const line = await tx
      .select({ id: waitlistEntries.id, userId: waitlistEntries.userId, places: waitlistEntries.places })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.subEventId, subEventId), eq(waitlistEntries.status, 'waiting')))
      .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
      .limit(ENTRIES_PER_ROUND);
    let stopped = line.length === 0;
    for (const entry of line) {
      // Strict first in, first out: when the first in line wants more places than are free, nobody
      // behind them is offered the places meanwhile; they wait for more to be released.
      if (entry.places > left) {
        stopped = true;
        break;
      }
      await tx
        .update(waitlistEntries)
        .set({ status: 'offered', offeredAt: now, offerExpiresAt, updatedAt: now })
        .where(eq(waitlistEntries.id, entry.id));
      await enqueueWaitlistOfferMessages(tx, { id: entry.id, userId: entry.userId, offeredAt: now }, now);
      left -= entry.places;
      round.offered += 1;
    }
    if (stopped || line.length < ENTRIES_PER_ROUND) break;
  }
  return round;
}

/** offerReleasedPlaces in a transaction of its own, for releases that were committed already. */
export function offerReleasedPlacesNow(db: Db, subEventId: number, now: Date): Promise<OfferRound | null> {
  return db.transaction((tx) => offerReleasedPlaces(tx as Db, subEventId, now));
}

/**
 * Sub-events whose line may move at `now`: an offer ran out, or someone waits and places may be free
 * (tickets taking a place are fewer than the capacity: a superset, offerReleasedPlaces counts exactly),
 * or someone waits and registration is over (their entries close).
 */
async function subEventsDue(db: Db, now: Date): Promise<number[]> {
  const taken = sql`(select count(*) from ${participants} where ${participants.subEventId} = ${subEvents.id} and ${takesAPlace(now)})`;
  const over = sql`(${subEvents.endDatetime} < ${at(now)} or ${subEvents.startDatetime} <= ${at(now)}
    or ${subEvents.registrationEnd} < ${at(now)} or ${subEvents.waitlistOfferMinutes} is null)`;
  const rows = await db
    .selectDistinct({ id: waitlistEntries.subEventId })
    .from(waitlistEntries)
    .innerJoin(subEvents, eq(subEvents.id, waitlistEntries.subEventId))
    .where(
      sql`(${waitlistEntries.status} = 'offered' and ${waitlistEntries.offerExpiresAt} <= ${at(now)})
        or (${waitlistEntries.status} = 'waiting'
            and (${subEvents.totalAllowedRegistrations} is null or ${subEvents.totalAllowedRegistrations} > ${taken} or ${over}))`,
    )
    .limit(SUB_EVENTS_PER_PASS);
  return rows.map((row) => row.id);
}

/** One pass of the job: every sub-event whose line may move, each in its own short transaction. */
export async function moveWaitlists(db: Db, now: Date): Promise<OfferRound & { subEvents: number }> {
  const total: OfferRound & { subEvents: number } = { subEvents: 0, expired: 0, accepted: 0, offered: 0, closed: 0 };
  for (const id of await subEventsDue(db, now)) {
    const round = await db.transaction((tx) => offerReleasedPlaces(tx as Db, id, now, { skipLocked: true }));
    if (!round) continue;
    total.subEvents += 1;
    total.expired += round.expired;
    total.accepted += round.accepted;
    total.offered += round.offered;
    total.closed += round.closed;
  }
  return total;
}

/** The waitlist job on the one job runner (server/jobs/background-jobs.ts). Safe in many processes. */
export function waitlistJob(deps: { db: Db; now: () => Date; config: { jobPollMs: number } }): Job {
  return {
    name: 'waitlist-offers',
    everyMs: deps.config.jobPollMs,
    run: async () => {
      const { subEvents: moved, ...round } = await moveWaitlists(deps.db, deps.now());
      return moved === 0 ? undefined : { subEvents: moved, ...round };
    },
  };
}

/**
 * The caller's offer on this sub-event taken up, their order for it being paid: the statement, not yet
 * sent, which the settlement runs as a part of its last (settlement.ts).
 */
export function acceptOfferStatement(tx: Db, order: { userId: number; subEventId: number }, now: Date) {
  return tx
    .update(waitlistEntries)
    .set({ status: 'accepted', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.subEventId, order.subEventId),
        eq(waitlistEntries.userId, order.userId),
        eq(waitlistEntries.status, 'offered'),
      ),
    );
}
