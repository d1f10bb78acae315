// DELETE .../registrations/{participantUuid}: the caller removes one of their own unpaid tickets.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { orders, participants } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { requireUuid } from '../catalog/uuid';
import { offerReleasedPlaces } from './waitlist-offers';

export const REGISTRATION_NOT_FOUND = 'Registration not found';
export const PAID_TICKET_NOT_REMOVABLE = 'This ticket is paid and cannot be removed';
export const TICKET_REMOVED = 'Ticket removed successfully';

/** Orders still waiting for payment; failed and cancelled ones already take no money. */
const PAYABLE_ORDER_STATUSES = ['created', 'pending'] as const;

/**
 * Marks the ticket cancelled (its answers stay for the record; every list and count skips cancelled
 * tickets). When it waited in an unpaid order, that order's amount is now wrong: the order is
 * cancelled and its other tickets released, so the next order create prices what is left.
 */
export async function removeRegistration(
  ctx: AppContext,
  caller: AuthenticatedUser,
  participantUuid: unknown,
): Promise<void> {
  const uuid = requireUuid(participantUuid, 'participantUuid');
  const now = ctx.now();
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const [ticket] = await tx
      .select({
        id: participants.id,
        subEventId: participants.subEventId,
        status: participants.status,
        paymentStatus: participants.paymentStatus,
        orderId: participants.orderId,
        orderStatus: orders.status,
      })
      .from(participants)
      .leftJoin(orders, eq(orders.id, participants.orderId))
      .where(and(eq(participants.participantUuid, uuid), eq(participants.userId, caller.id)))
      .for('update', { of: participants });
    // Someone else's ticket answers exactly like a missing one.
    if (!ticket || ticket.status === 'cancelled') throw notFound(REGISTRATION_NOT_FOUND);
    const paid = ticket.status !== 'pending' || ticket.paymentStatus === 'paid' || ticket.orderStatus === 'paid';
    if (paid) throw conflict(PAID_TICKET_NOT_REMOVABLE);

    await tx
      .update(participants)
      .set({ status: 'cancelled', orderId: null, updatedAt: now })
      .where(eq(participants.id, ticket.id));

    if (ticket.orderId !== null) {
      await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(orders.id, ticket.orderId), inArray(orders.status, [...PAYABLE_ORDER_STATUSES])));
      await tx
        .update(participants)
        .set({ orderId: null, updatedAt: now })
        .where(and(eq(participants.orderId, ticket.orderId), eq(participants.status, 'pending')));
    }
    // The place it held goes to the event's waitlist first.
    await offerReleasedPlaces(tx, ticket.subEventId, now);
  });
}
