// Giving a refunded order's payment back through the provider: asked for once (completeRefund), then
// followed until the provider says it was processed or failed (followRefund). Both throw
// PaymentProviderError when the provider fails; the payment jobs retry, the HTTP paths answer 502.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { orders, type RefundStatus } from '../../db/schema';
import { withinProviderTimeout } from '../../payments/bounded-call';
import type { ProviderRefund } from '../../payments/provider';
import { tell, type SettlementContext, type SettlementPath } from './payment-events';
import type { OrderRow } from './presenters';

/** A refund request that has not answered in this long is taken to have died; another may ask. */
const REFUND_CLAIM_STALE_MS = 5 * 60 * 1000;

export async function reloadOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} vanished`);
  return row;
}

/**
 * Asks the provider to refund a refunded order's payment unless that is done. One request at a time
 * claims the refund (a conditional update, so a racing webhook, status call and job refund once); a
 * claim whose request died is taken over after REFUND_CLAIM_STALE_MS. If the provider fails, the
 * claim is let go and the error thrown, so the next status call, webhook delivery or job pass retries.
 */
export async function completeRefund(ctx: SettlementContext, order: OrderRow, via: SettlementPath): Promise<OrderRow> {
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
  let refund: ProviderRefund;
  try {
    const { payments: provider } = ctx;
    const paymentId = claimed.providerPaymentId;
    refund = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'a refund', () =>
      provider.refundPayment(paymentId, claimed.grandTotalPaise, {
        order_uuid: claimed.orderUuid,
        reason: claimed.refundReason ?? 'held_places_released',
      }),
    );
  } catch (error) {
    await ctx.db.update(orders).set({ refundClaimedAt: null }).where(eq(orders.id, order.id));
    throw error;
  }
  const refundedAt = ctx.now();
  const [done] = await ctx.db
    .update(orders)
    .set({
      providerRefundId: refund.refundId,
      refundStatus: refund.status,
      refundedAt,
      refundClaimedAt: null,
      updatedAt: refundedAt,
    })
    .where(eq(orders.id, order.id))
    .returning();
  tell(ctx, 'refund_accepted', via, order.orderUuid);
  if (refund.status !== 'pending') tell(ctx, refundOutcome(refund.status), via, order.orderUuid);
  return done ?? reloadOrder(ctx.db, order.id);
}

/**
 * Asks the provider how an accepted refund stands and records a change from 'pending'. Guarded by
 * the recorded state, so a webhook and a job pass that learn the news together record it once.
 */
export async function followRefund(ctx: SettlementContext, order: OrderRow, via: SettlementPath): Promise<OrderRow> {
  const { providerRefundId: refundId, providerPaymentId: paymentId } = order;
  if (order.status !== 'refunded' || refundId === null || paymentId === null) return order;
  if (order.refundStatus !== null && order.refundStatus !== 'pending') return order;
  const { payments: provider } = ctx;
  const refund = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'following a refund', () =>
    provider.fetchRefund(paymentId, refundId),
  );
  if (refund.status === 'pending') return order;
  const [changed] = await ctx.db
    .update(orders)
    .set({ refundStatus: refund.status, updatedAt: ctx.now() })
    .where(and(eq(orders.id, order.id), or(isNull(orders.refundStatus), eq(orders.refundStatus, 'pending'))))
    .returning();
  if (!changed) return reloadOrder(ctx.db, order.id);
  tell(ctx, refundOutcome(refund.status), via, order.orderUuid);
  return changed;
}

function refundOutcome(status: Exclude<RefundStatus, 'pending'>) {
  return status === 'processed' ? ('refund_processed' as const) : ('refund_failed' as const);
}
