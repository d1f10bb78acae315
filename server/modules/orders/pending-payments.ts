// A payment the bank is still confirming (UPI collect or intent, a slow bank): the provider lists it
// as 'created', or 'authorized' and not yet captured. Its order is 'pending', never 'failed', and its
// tickets keep their places until the provider's final answer, for at most PENDING_PAYMENT_HOLD_MINUTES
// from the payment. A hold that had already run out is not revived, since the place may be someone
// else's by then: if that payment is captured after all, settlement.ts keeps it when the event still
// has room and refunds it otherwise. When the bank says no, the places are released at once.
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { orderItems, participants } from '../../db/schema';
import type { ProviderPayment } from '../../payments/provider';
import type { OrderRow } from './presenters';

const MINUTE = 60 * 1000;

/** The order's own tickets still waiting for it, with a place held at `now`. */
function heldTicketsOf(db: Db, order: OrderRow, now: Date) {
  const items = db.select({ id: orderItems.participantId }).from(orderItems).where(eq(orderItems.orderId, order.id));
  return and(
    inArray(participants.id, items),
    eq(participants.status, 'pending'),
    eq(participants.orderId, order.id),
    gt(participants.holdExpiresAt, now),
  );
}

/** When the places of a payment still at the bank stop being held: a fixed time after the payment. */
export function pendingPaymentHoldEnd(
  config: Pick<Config, 'pendingPaymentHoldMinutes'>,
  payment: ProviderPayment,
): Date {
  return new Date(payment.createdAt.getTime() + config.pendingPaymentHoldMinutes * MINUTE);
}

/**
 * Holds the order's places until the pending payment's hold ends. Idempotent (the end is counted from
 * the payment, not from this call), so asking about the order again never stretches it.
 */
export async function holdPlacesForPendingPayment(
  db: Db,
  config: Pick<Config, 'pendingPaymentHoldMinutes'>,
  order: OrderRow,
  payment: ProviderPayment,
  now: Date,
): Promise<void> {
  const until = pendingPaymentHoldEnd(config, payment);
  if (until.getTime() <= now.getTime()) return;
  await db
    .update(participants)
    .set({ holdExpiresAt: until, updatedAt: now })
    .where(and(heldTicketsOf(db, order, now), lt(participants.holdExpiresAt, until)));
}

/** The bank said no: the places the payment held are released now, for others to book. */
export async function releasePlacesOfDeclinedPayment(db: Db, order: OrderRow, now: Date): Promise<void> {
  await db
    .update(participants)
    .set({ holdExpiresAt: now, updatedAt: now })
    .where(heldTicketsOf(db, order, now));
}
