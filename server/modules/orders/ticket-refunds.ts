// Giving a cancelled ticket's refund back through the provider (issue 28): asked for once, with the
// claim pattern of refunds.ts completeRefund, then followed until the provider says processed or
// failed. The cancel request asks first; the payment jobs (ticket-refund-jobs.ts) ask again when the
// provider failed or was away, and follow what it accepted. Both throw PaymentProviderError when the
// provider fails; the cancellation itself stands either way.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { orders, participants, ticketCancellations } from '../../db/schema';
import { withinProviderTimeout } from '../../payments/bounded-call';
import type { ProviderRefund } from '../../payments/provider';
import type { SettlementContext } from './payment-events';

export type TicketCancellationRow = typeof ticketCancellations.$inferSelect;

/** A refund request that has not answered in this long is taken to have died; another may ask. */
const REFUND_CLAIM_STALE_MS = 5 * 60 * 1000;

/**
 * The provider's idempotency key of one ticket's refund: a retried request, or a second process
 * asking after a stale claim, gets the refund already made, never a second one.
 */
export function ticketRefundKey(participantUuid: string): string {
  return `startline-cancel-${participantUuid}`;
}

async function reloadCancellation(db: Db, id: number): Promise<TicketCancellationRow> {
  const [row] = await db.select().from(ticketCancellations).where(eq(ticketCancellations.id, id));
  if (!row) throw new Error(`ticket cancellation ${id} vanished`);
  return row;
}

/** The payment the ticket was paid with, and the names the refund's notes carry. */
async function paymentOf(db: Db, cancellation: TicketCancellationRow) {
  const [found] = await db
    .select({
      paymentId: orders.providerPaymentId,
      orderUuid: orders.orderUuid,
      participantUuid: participants.participantUuid,
    })
    .from(orders)
    .innerJoin(participants, eq(participants.id, cancellation.participantId))
    .where(eq(orders.id, cancellation.orderId));
  if (!found?.paymentId) throw new Error(`ticket cancellation ${cancellation.id} has no payment to refund`);
  return { ...found, paymentId: found.paymentId };
}

/**
 * Asks the provider for a 'requested' refund unless another request is asking. One request at a time
 * claims it (a conditional update, so the cancel request and a job pass refund once); a claim whose
 * request died is taken over after REFUND_CLAIM_STALE_MS. If the provider fails, the claim is let go
 * and the error thrown; the refund stays 'requested' for the next job pass.
 */
export async function requestTicketRefund(
  ctx: SettlementContext,
  cancellation: TicketCancellationRow,
): Promise<TicketCancellationRow> {
  if (cancellation.refundStatus !== 'requested') return cancellation;
  const claimedAt = ctx.now();
  const [claimed] = await ctx.db
    .update(ticketCancellations)
    .set({ refundClaimedAt: claimedAt })
    .where(
      and(
        eq(ticketCancellations.id, cancellation.id),
        eq(ticketCancellations.refundStatus, 'requested'),
        isNull(ticketCancellations.providerRefundId),
        or(
          isNull(ticketCancellations.refundClaimedAt),
          lt(ticketCancellations.refundClaimedAt, new Date(claimedAt.getTime() - REFUND_CLAIM_STALE_MS)),
        ),
      ),
    )
    .returning();
  if (!claimed) return reloadCancellation(ctx.db, cancellation.id);
  let refund: ProviderRefund;
  try {
    const payment = await paymentOf(ctx.db, claimed);
    const { payments: provider } = ctx;
    refund = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'a ticket refund', () =>
      provider.refundPayment(
        payment.paymentId,
        claimed.refundAmountPaise,
        { order_uuid: payment.orderUuid, participant_uuid: payment.participantUuid, reason: 'ticket_cancelled' },
        ticketRefundKey(payment.participantUuid),
      ),
    );
  } catch (error) {
    await ctx.db
      .update(ticketCancellations)
      .set({ refundClaimedAt: null })
      .where(eq(ticketCancellations.id, cancellation.id));
    throw error;
  }
  const refundedAt = ctx.now();
  const [done] = await ctx.db
    .update(ticketCancellations)
    .set({
      providerRefundId: refund.refundId,
      refundStatus: refund.status,
      refundedAt,
      refundClaimedAt: null,
      updatedAt: refundedAt,
    })
    .where(and(eq(ticketCancellations.id, cancellation.id), eq(ticketCancellations.refundStatus, 'requested')))
    .returning();
  return done ?? reloadCancellation(ctx.db, cancellation.id);
}

/**
 * Asks the provider how an accepted refund stands and records a change from 'pending'; guarded by
 * the recorded state, so two passes that learn the news together record it once.
 */
export async function followTicketRefund(
  ctx: SettlementContext,
  cancellation: TicketCancellationRow,
): Promise<TicketCancellationRow> {
  const refundId = cancellation.providerRefundId;
  if (cancellation.refundStatus !== 'pending' || refundId === null) return cancellation;
  const { paymentId } = await paymentOf(ctx.db, cancellation);
  const { payments: provider } = ctx;
  const refund = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'following a ticket refund', () =>
    provider.fetchRefund(paymentId, refundId),
  );
  if (refund.status === 'pending') return cancellation;
  const [changed] = await ctx.db
    .update(ticketCancellations)
    .set({ refundStatus: refund.status, updatedAt: ctx.now() })
    .where(and(eq(ticketCancellations.id, cancellation.id), eq(ticketCancellations.refundStatus, 'pending')))
    .returning();
  return changed ?? reloadCancellation(ctx.db, cancellation.id);
}
