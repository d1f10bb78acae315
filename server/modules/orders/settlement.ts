// The one way an order becomes paid: the server asks the provider (never the browser) which payments
// it holds for the order, and only a captured payment of exactly the order's amount and currency
// counts. The status call, the webhook and nothing else come through here.
//
// A payment may complete after the order's held places expired (the checkout stayed open, the bank
// was slow). It is kept if the event still has room for those places; otherwise the order is
// 'refunded': its tickets are released and the payment goes back through the provider, once.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { CompanyDetails } from '../../config';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { orderItems, orders, participants, subEvents, type OrderStatus, type RefundReason } from '../../db/schema';
import { HttpError } from '../../errors';
import { enqueueOrderMessages } from '../../messages/order-messages';
import { withinProviderTimeout } from '../../payments/bounded-call';
import { PaymentProviderError, type ProviderPayment } from '../../payments/provider';
import { issueCreditNote, issueInvoice } from '../invoices/issue';
import { isHoldExpired, takesAPlace } from '../registrations/holds';
import type { OrderRow } from './presenters';

/** A refund request that has not answered in this long is taken to have died; another may ask. */
const REFUND_CLAIM_STALE_MS = 5 * 60 * 1000;

export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed. Please contact support.';

/** Orders that still wait for money. A cancelled order is honoured too if its payment was captured. */
const PAYABLE_STATUSES: readonly OrderStatus[] = ['created', 'pending', 'failed'];

function isCapturedPaymentFor(order: OrderRow, payment: ProviderPayment): boolean {
  return (
    payment.status === 'captured' &&
    payment.amountPaise === order.grandTotalPaise &&
    payment.currency === order.currency
  );
}

function latestAttempt(payments: ProviderPayment[]): ProviderPayment | undefined {
  // Stable for equal times: the provider lists attempts in the order they were made.
  return payments.reduce<ProviderPayment | undefined>(
    (latest, payment) => (!latest || payment.createdAt.getTime() >= latest.createdAt.getTime() ? payment : latest),
    undefined,
  );
}

/**
 * Brings the order up to date with the provider: paid on a captured payment of the right amount;
 * otherwise the latest attempt decides between 'failed' (tickets stay pending so the person can
 * pay again) and 'pending' (authorized, not yet captured). Idempotent.
 */
export async function reconcileOrder(ctx: AppContext, order: OrderRow): Promise<OrderRow> {
  if (order.status === 'paid' || !order.providerOrderId) return order;
  if (order.status === 'refunded') return completeRefund(ctx, order);
  let payments: ProviderPayment[];
  try {
    const { payments: provider } = ctx;
    const providerOrderId = order.providerOrderId;
    payments = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'listing payments', () =>
      provider.fetchOrderPayments(providerOrderId),
    );
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, PAYMENT_VERIFICATION_FAILED);
    throw error;
  }
  const captured = payments.find((payment) => isCapturedPaymentFor(order, payment));
  if (captured) return settleCapturedPayment(ctx, order.id, captured);
  if (order.status === 'cancelled') return order;
  const latest = latestAttempt(payments);
  if (latest?.status === 'failed') return moveOrderStatus(ctx, order, 'failed');
  if (latest?.status === 'authorized') return moveOrderStatus(ctx, order, 'pending');
  return order;
}

async function moveOrderStatus(ctx: AppContext, order: OrderRow, status: 'failed' | 'pending'): Promise<OrderRow> {
  if (order.status === status) return order;
  // Guarded by the current status so a concurrent 'paid' is never overwritten.
  const [updated] = await ctx.db
    .update(orders)
    .set({ status, updatedAt: ctx.now() })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...PAYABLE_STATUSES])))
    .returning();
  return updated ?? (await reloadOrder(ctx.db, order.id));
}

async function reloadOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} vanished`);
  return row;
}

export interface PaidWith {
  paymentId: string | null;
  method: string;
}

/**
 * In one transaction: the order paid with its invoice number and its still-pending tickets confirmed,
 * or, when its held places expired and the event has no room left for them, the order refunded and
 * its tickets released. The order row is locked first, so the status call and the webhook arriving
 * together decide once (one invoice number, or one refund).
 */
export async function settleCapturedPayment(
  ctx: AppContext,
  orderId: number,
  payment: ProviderPayment,
): Promise<OrderRow> {
  const settled = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!locked) throw new Error(`order ${orderId} vanished`);
    if (locked.status === 'paid' || locked.status === 'refunded') return locked;
    const now = ctx.now();
    const paidWith = { paymentId: payment.paymentId, method: payment.method ?? 'card' };
    // A checkout left open in another tab may be paid after a newer order took over its tickets (or
    // after one was removed): keeping that money would charge those tickets twice.
    const supplier = ctx.config.company;
    if (!(await ticketsStillAwaitThisOrder(tx, locked)))
      return settleAsRefunded(tx, locked, paidWith, now, 'order_changed', supplier);
    if (await placesRemainFor(tx, locked, now)) return settleAsPaid(tx, locked, paidWith, now, supplier);
    return settleAsRefunded(tx, locked, paidWith, now, 'held_places_released', supplier);
  });
  return settled.status === 'refunded' ? completeRefund(ctx, settled) : settled;
}

/** Every ticket of the order is still unpaid and still this order's (no newer order or removal took it). */
async function ticketsStillAwaitThisOrder(tx: Db, order: OrderRow): Promise<boolean> {
  const tickets = await tx
    .select({ status: participants.status, orderId: participants.orderId })
    .from(orderItems)
    .innerJoin(participants, eq(participants.id, orderItems.participantId))
    .where(eq(orderItems.orderId, order.id));
  return tickets.every((ticket) => ticket.status === 'pending' && ticket.orderId === order.id);
}

/**
 * Whether the order's tickets can all be confirmed. Tickets still holding their place already count
 * toward capacity; tickets whose hold expired need a place again, counted the way register.ts counts
 * (every ticket that takes a place at `now`) under the same sub-event row lock, so a registration
 * cannot take the last place while this decides.
 */
async function placesRemainFor(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const [subEvent] = await tx
    .select({ capacity: subEvents.totalAllowedRegistrations })
    .from(subEvents)
    .where(eq(subEvents.id, order.subEventId))
    .for('update');
  const tickets = await tx
    .select({ status: participants.status, holdExpiresAt: participants.holdExpiresAt })
    .from(orderItems)
    .innerJoin(participants, eq(participants.id, orderItems.participantId))
    .where(eq(orderItems.orderId, order.id));
  const lapsed = tickets.filter((ticket) => isHoldExpired(ticket, now)).length;
  if (lapsed === 0 || !subEvent || subEvent.capacity === null) return true;
  const [counts] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(participants)
    .where(and(eq(participants.subEventId, order.subEventId), takesAPlace(now)));
  return Number(counts?.taken ?? 0) + lapsed <= subEvent.capacity;
}

/**
 * The order refunded (the refund itself is asked for after commit) and its pending tickets that are
 * still its own released; tickets a newer order took over stay with that order. The payment was
 * taken, so it gets its tax invoice, and the refund a credit note citing it.
 */
async function settleAsRefunded(
  tx: Db,
  order: OrderRow,
  paidWith: PaidWith,
  now: Date,
  reason: RefundReason,
  supplier: CompanyDetails,
): Promise<OrderRow> {
  const invoice = await issueInvoice(tx, order, supplier, now);
  await issueCreditNote(tx, order, invoice, reason, now);
  const [refunded] = await tx
    .update(orders)
    .set({
      status: 'refunded',
      refundReason: reason,
      paymentMethod: paidWith.method,
      providerPaymentId: paidWith.paymentId,
      invoiceNumber: invoice.number,
      invoiceDate: now,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!refunded) throw new Error(`order ${order.id} vanished`);
  // Told in the same transaction: the buyer hears of the refund exactly when it is decided.
  await enqueueOrderMessages(tx, refunded, 'late_payment_refund', now);
  const items = await tx
    .select({ participantId: orderItems.participantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const ticketIds = items.map((item) => item.participantId);
  if (ticketIds.length > 0) {
    await tx
      .update(participants)
      // 'failed': these tickets were never paid for (the money went back), shown as 'Incomplete'.
      .set({ status: 'cancelled', paymentStatus: 'failed', holdExpiresAt: null, updatedAt: now })
      .where(
        and(
          inArray(participants.id, ticketIds),
          eq(participants.status, 'pending'),
          eq(participants.orderId, order.id),
        ),
      );
  }
  return refunded;
}

/**
 * Asks the provider to refund a refunded order's payment unless that is done. One request at a time
 * claims the refund (a conditional update, so a racing webhook and status call refund once); a
 * claim whose request died is taken over after REFUND_CLAIM_STALE_MS. If the provider fails, the
 * claim is let go and the caller answers 502, so the next status call or webhook delivery retries.
 */
async function completeRefund(ctx: AppContext, order: OrderRow): Promise<OrderRow> {
  if (order.providerRefundId !== null || order.providerPaymentId === null) return order;
  const claimedAt = ctx.now();
  const [claimed] = await ctx.db
    .update(orders)
    .set({ refundClaimedAt: claimedAt })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, 'refunded'),
        isNull(orders.providerRefundId),
        or(
          isNull(orders.refundClaimedAt),
          lt(orders.refundClaimedAt, new Date(claimedAt.getTime() - REFUND_CLAIM_STALE_MS)),
        ),
      ),
    )
    .returning();
  if (!claimed?.providerPaymentId) return reloadOrder(ctx.db, order.id);
  let refundId: string;
  try {
    const { payments: provider } = ctx;
    const paymentId = claimed.providerPaymentId;
    const refund = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'a refund', () =>
      provider.refundPayment(paymentId, claimed.grandTotalPaise, {
        order_uuid: claimed.orderUuid,
        reason: claimed.refundReason ?? 'held_places_released',
      }),
    );
    refundId = refund.refundId;
  } catch (error) {
    await ctx.db.update(orders).set({ refundClaimedAt: null }).where(eq(orders.id, order.id));
    if (error instanceof PaymentProviderError) throw new HttpError(502, PAYMENT_VERIFICATION_FAILED);
    throw error;
  }
  const refundedAt = ctx.now();
  const [done] = await ctx.db
    .update(orders)
    .set({ providerRefundId: refundId, refundedAt, refundClaimedAt: null, updatedAt: refundedAt })
    .where(eq(orders.id, order.id))
    .returning();
  return done ?? reloadOrder(ctx.db, order.id);
}

/** Marks an order (already locked or just inserted in `tx`) paid, issues its invoice and confirms its tickets. */
export async function settleAsPaid(
  tx: Db,
  order: OrderRow,
  paidWith: PaidWith,
  paidAt: Date,
  supplier: CompanyDetails,
): Promise<OrderRow> {
  const invoiceNumber = (await issueInvoice(tx, order, supplier, paidAt)).number;
  const [paid] = await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt,
      paymentMethod: paidWith.method,
      providerPaymentId: paidWith.paymentId,
      invoiceNumber,
      invoiceDate: paidAt,
      updatedAt: paidAt,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!paid) throw new Error(`order ${order.id} vanished`);
  // Written with the payment, so a confirmation is sent exactly for the orders that were paid.
  await enqueueOrderMessages(tx, paid, 'order_confirmation', paidAt);
  const items = await tx
    .select({ participantId: orderItems.participantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const ticketIds = items.map((item) => item.participantId);
  if (ticketIds.length > 0) {
    await tx
      .update(participants)
      .set({
        status: 'confirmed',
        paymentStatus: 'paid',
        paidAt,
        holdExpiresAt: null,
        orderId: order.id,
        razorpayOrderId: order.providerOrderId,
        razorpayPaymentId: paidWith.paymentId,
        updatedAt: paidAt,
      })
      .where(and(inArray(participants.id, ticketIds), eq(participants.status, 'pending')));
  }
  return paid;
}
