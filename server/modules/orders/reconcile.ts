// Bringing an order up to date with the provider: the server asks the provider (never the browser)
// which payments it holds for the order, and settlement.ts settles a captured one. The buyer's status
// call, the webhook and the payment jobs all come here; only the jobs capture an authorized payment
// (once per claimed check), the others make the order due for the jobs' next pass.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orders, type OrderStatus } from '../../db/schema';
import { HttpError } from '../../errors';
import { withinProviderTimeout } from '../../payments/bounded-call';
import { PaymentProviderError, type ProviderPayment } from '../../payments/provider';
import { tell, type SettlementContext, type SettlementPath } from './payment-events';
import type { OrderRow } from './presenters';
import { holdPlacesForPendingPayment, releasePlacesOfDeclinedPayment } from './pending-payments';
import { completeRefund, reloadOrder } from './refunds';
import { offerReleasedPlacesNow } from '../registrations/waitlist-offers';
import { settleCapturedPayment } from './settlement';

export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed. Please contact support.';

/** Orders that still wait for money. A cancelled order is honoured too if its payment was captured. */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['created', 'pending', 'failed'];

function isPaymentFor(order: OrderRow, payment: ProviderPayment, status: 'captured' | 'authorized'): boolean {
  return (
    payment.status === status && payment.amountPaise === order.grandTotalPaise && payment.currency === order.currency
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
 * reconcileWithProvider for the HTTP paths (status call, webhook): a provider that fails or does not
 * answer becomes a 502, never a payment; the webhook's provider then delivers again.
 */
export async function reconcileOrder(ctx: AppContext, order: OrderRow, via: SettlementPath): Promise<OrderRow> {
  try {
    return await reconcileWithProvider(ctx, order, via);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, PAYMENT_VERIFICATION_FAILED);
    throw error;
  }
}

/**
 * Paid on a captured payment of the right amount; otherwise the latest attempt decides between
 * 'failed' (tickets stay pending so the person can pay again; a payment that was pending at the bank
 * releases their places) and 'pending' (the bank has not confirmed it yet, 'created', or it is
 * authorized and not yet captured: the places stay held, pending-payments.ts). A refunded order's
 * refund is asked for if it has not been. Idempotent; throws PaymentProviderError when the provider fails.
 */
export async function reconcileWithProvider(
  ctx: SettlementContext,
  order: OrderRow,
  via: SettlementPath,
): Promise<OrderRow> {
  const { providerOrderId } = order;
  if (order.status === 'paid' || !providerOrderId) return order;
  if (order.status === 'refunded') return completeRefund(ctx, order, via);
  let payments = await listPayments(ctx, providerOrderId);
  const authorized = payments.find((payment) => isPaymentFor(order, payment, 'authorized'));
  const payable = PAYABLE_STATUSES.includes(order.status);
  if (authorized && payable && via === 'reconcile' && !payments.some((p) => isPaymentFor(order, p, 'captured'))) {
    payments = await capture(ctx, order, authorized, payments);
  }
  const captured = payments.find((payment) => isPaymentFor(order, payment, 'captured'));
  if (captured) return settleCapturedPayment(ctx, order, captured, via);
  if (order.status === 'cancelled') return order;
  const latest = latestAttempt(payments);
  if (latest?.status === 'failed') {
    const failed = await moveOrderStatus(ctx, order, 'failed');
    if (order.status === 'pending' && failed.status === 'failed') {
      await releasePlacesOfDeclinedPayment(ctx.db, order, ctx.now());
      // The released places go to the event's waitlist first.
      await offerReleasedPlacesNow(ctx.db, order.subEventId, ctx.now());
    }
    return failed;
  }
  if (latest?.status === 'authorized' || latest?.status === 'created') {
    await holdPlacesForPendingPayment(ctx.db, ctx.config, order, latest, ctx.now());
    const dueForCapture = latest.status === 'authorized' && via !== 'reconcile';
    return moveOrderStatus(ctx, order, 'pending', { dueForCapture });
  }
  return order;
}

function listPayments(ctx: SettlementContext, providerOrderId: string): Promise<ProviderPayment[]> {
  const { payments: provider } = ctx;
  return withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'listing payments', () =>
    provider.fetchOrderPayments(providerOrderId),
  );
}

/**
 * Captures the authorized payment for the order's amount (an account without auto-capture leaves it
 * authorized, and the provider gives an uncaptured payment back after a few days). When two
 * processes capture at once the provider refuses the second; the payments are then read again, and
 * the capture that won stands.
 */
async function capture(
  ctx: SettlementContext,
  order: OrderRow,
  authorized: ProviderPayment,
  payments: ProviderPayment[],
): Promise<ProviderPayment[]> {
  const { payments: provider } = ctx;
  try {
    const captured = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'a capture', () =>
      provider.capturePayment(authorized.paymentId, order.grandTotalPaise, order.currency),
    );
    tell(ctx, 'captured', 'reconcile', order.orderUuid);
    return payments.map((payment) => (payment.paymentId === captured.paymentId ? captured : payment));
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || !order.providerOrderId) throw error;
    const again = await listPayments(ctx, order.providerOrderId);
    if (!again.some((payment) => isPaymentFor(order, payment, 'captured'))) throw error;
    return again;
  }
}

async function moveOrderStatus(
  ctx: SettlementContext,
  order: OrderRow,
  status: 'failed' | 'pending',
  options: { dueForCapture?: boolean } = {},
): Promise<OrderRow> {
  // An authorized payment seen by the status call or the webhook: the jobs capture it on their next pass.
  const due = options.dueForCapture ? { providerCheckAt: ctx.now() } : {};
  if (order.status === status && !options.dueForCapture) return order;
  // Guarded by the current status so a concurrent 'paid' is never overwritten.
  const [updated] = await ctx.db
    .update(orders)
    .set({ status, ...due, ...(order.status === status ? {} : { updatedAt: ctx.now() }) })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...PAYABLE_STATUSES])))
    .returning();
  return updated ?? (await reloadOrder(ctx.db, order.id));
}
