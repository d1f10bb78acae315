// Held places: a pending (unpaid) ticket holds its place for TICKET_HOLD_MINUTES after registering.
// Once the hold has expired the ticket still exists (the caller may remove it or book again) but it
// no longer counts toward the event's capacity or the booking limit, and no order charges it. There
// is no 'expired' status: expired means status 'pending' and hold_expires_at <= now.
import { and, eq, isNotNull, lte, not, notInArray, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import { GONE_PARTICIPANT_STATUSES, participants } from '../../db/schema';

export const HELD_PLACES_EXPIRED = 'Your held places have expired. Please book again.';

const MINUTE = 60 * 1000;

/** When a ticket registered at `from` stops holding its place. */
export function holdExpiry(config: Pick<Config, 'ticketHoldMinutes'>, from: Date): Date {
  return new Date(from.getTime() + config.ticketHoldMinutes * MINUTE);
}

/** A pending ticket whose hold ran out. Pending rows without a hold never expire; paid ones have none. */
export function isHoldExpired(ticket: { status: string; holdExpiresAt: Date | null }, now: Date): boolean {
  return (
    ticket.status === 'pending' && ticket.holdExpiresAt !== null && ticket.holdExpiresAt.getTime() <= now.getTime()
  );
}

/** SQL twin of isHoldExpired, on the participants table. */
function holdExpiredAt(now: Date): SQL {
  return and(
    eq(participants.status, 'pending'),
    isNotNull(participants.holdExpiresAt),
    lte(participants.holdExpiresAt, now),
  ) as SQL;
}

/** A row that is still a ticket: not removed or cancelled, not given to someone else (issue 28). */
export function isLiveTicket(): SQL {
  return notInArray(participants.status, [...GONE_PARTICIPANT_STATUSES]);
}

/** Tickets that take a place: live, and not an expired hold. */
export function takesAPlace(now: Date): SQL {
  return and(isLiveTicket(), not(holdExpiredAt(now))) as SQL;
}
