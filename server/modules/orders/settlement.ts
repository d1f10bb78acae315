// The one way an order becomes paid: the server asks the provider (never the browser) which payments
// it holds for the order, and only a captured payment of exactly the order's amount and currency
// counts. The status call, the webhook and nothing else come through here.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { allocateInvoiceNumber } from '../../db/invoice-numbers';
import { orderItems, orders, participants, type OrderStatus } from '../../db/schema';
import { HttpError } from '../../errors';
import { PaymentProviderError, type ProviderPayment } from '../../payments/provider';
import type { OrderRow } from './presenters';

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
  let payments: ProviderPayment[];
  try {
    payments = await ctx.payments.fetchOrderPayments(order.providerOrderId);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, PAYMENT_VERIFICATION_FAILED);
    throw error;
  }
  const captured = payments.find((payment) => isCapturedPaymentFor(order, payment));
  if (captured) return markOrderPaid(ctx, order.id, captured);
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
 * In one transaction: the order paid with its invoice number, and its still-pending tickets
 * confirmed and marked paid. The order row is locked first, so the status call and the webhook
 * arriving together allocate one invoice number, not two.
 */
export async function markOrderPaid(ctx: AppContext, orderId: number, payment: ProviderPayment): Promise<OrderRow> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!locked) throw new Error(`order ${orderId} vanished`);
    if (locked.status === 'paid') return locked;
    return settleAsPaid(tx, locked, { paymentId: payment.paymentId, method: payment.method ?? 'card' }, ctx.now());
  });
}

/** Marks an order (already locked or just inserted in `tx`) paid and confirms its tickets. */
export async function settleAsPaid(tx: Db, order: OrderRow, paidWith: PaidWith, paidAt: Date): Promise<OrderRow> {
  const invoiceNumber = await allocateInvoiceNumber(tx, paidAt);
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
