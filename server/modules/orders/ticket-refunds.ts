// Giving part of a ticket's payment back through the provider (issue 28): a cancelled ticket's refund
// (ticket_cancellations) or a cheaper category's difference (ticket_category_changes), two ledgers
// with the same refund columns. Asked for once, with the claim pattern of refunds.ts completeRefund,
// then followed until the provider says processed or failed. The request that cancelled or changed
// the ticket asks first; the payment jobs (ticket-refund-jobs.ts) ask again when the provider failed
// or was away, and follow what it accepted. Both throw PaymentProviderError when the provider fails;
// the cancellation or change itself stands either way.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { orders, participants, ticketCancellations, ticketCategoryChanges } from '../../db/schema';
import { withinProviderTimeout } from '../../payments/bounded-call';
import type { ProviderRefund } from '../../payments/provider';
import type { SettlementContext } from './payment-events';

export type TicketCancellationRow = typeof ticketCancellations.$inferSelect;
export type TicketCategoryChangeRow = typeof ticketCategoryChanges.$inferSelect;

/** A ledger of refunds against tickets' payments: its table, and how its refunds are named to the provider. */
export interface RefundLedger<Row extends TicketRefundRow> {
  table: typeof ticketCancellations | typeof ticketCategoryChanges;
  /** The refund's notes say why. */
  reason: 'ticket_cancelled' | 'category_changed';
  /** The provider's idempotency key of the ticket's refund in this ledger: one per ticket. */
  key: (participantUuid: string) => string;
  /** The ledger's rows are Row (the table's own select type); only the type checker reads this. */
  readonly rowType?: () => Row;
}

/** The columns every ledger has alike: what this module reads and writes. */
export type TicketRefundRow = Pick<
  TicketCancellationRow,
  | 'id'
  | 'participantId'
  | 'orderId'
  | 'refundAmountPaise'
  | 'refundStatus'
  | 'providerRefundId'
  | 'refundClaimedAt'
  | 'refundedAt'
  | 'providerCheckAt'
  | 'providerChecks'
  | 'updatedAt'
>;

export const CANCELLATION_REFUNDS: RefundLedger<TicketCancellationRow> = {
  table: ticketCancellations,
  reason: 'ticket_cancelled',
  key: (participantUuid) => ticketRefundKey(participantUuid),
};

export const CATEGORY_CHANGE_REFUNDS: RefundLedger<TicketCategoryChangeRow> = {
  table: ticketCategoryChanges,
  reason: 'category_changed',
  key: (participantUuid) => `startline-category-${participantUuid}`,
};

/**
 * The ledger's table as the cancellations' type: both tables have these columns under the same names
 * and types (TicketRefundRow), so one typed query serves both; the rows are the ledger's own.
 */
const tableOf = (ledger: RefundLedger<TicketRefundRow>) => ledger.table as typeof ticketCancellations;

/** A refund request that has not answered in this long is taken to have died; another may ask. */
const REFUND_CLAIM_STALE_MS = 5 * 60 * 1000;

/**
 * The provider's idempotency key of one ticket's refund: a retried request, or a second process
 * asking after a stale claim, gets the refund already made, never a second one.
 */
export function ticketRefundKey(participantUuid: string): string {
  return `startline-cancel-${participantUuid}`;
}

async function reload<Row extends TicketRefundRow>(db: Db, ledger: RefundLedger<Row>, id: number): Promise<Row> {
  const table = tableOf(ledger);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw new Error(`${ledger.reason} refund ${id} vanished`);
  return row as unknown as Row;
}

/** The payment the ticket was paid with, and the names the refund's notes carry. */
async function paymentOf(db: Db, cancellation: TicketRefundRow) {
  const [found] = await db
    .select({
      paymentId: orders.providerPaymentId,
      orderUuid: orders.orderUuid,
      participantUuid: participants.participantUuid,
    })
    .from(orders)
    .innerJoin(participants, eq(participants.id, cancellation.participantId))
    .where(eq(orders.id, cancellation.orderId));
  if (!found?.paymentId) throw new Error(`ticket refund ${cancellation.id} has no payment to refund`);
  return { ...found, paymentId: found.paymentId };
}

/**
 * Asks the provider for a 'requested' refund unless another request is asking. One request at a time
 * claims it (a conditional update, so the cancel request and a job pass refund once); a claim whose
 * request died is taken over after REFUND_CLAIM_STALE_MS. If the provider fails, the claim is let go
 * and the error thrown; the refund stays 'requested' for the next job pass.
 */
export async function requestTicketRefund<Row extends TicketRefundRow>(
  ctx: SettlementContext,
  cancellation: Row,
  ledger: RefundLedger<Row>,
): Promise<Row> {
  if (cancellation.refundStatus !== 'requested') return cancellation;
  const table = tableOf(ledger);
  const claimedAt = ctx.now();
  const [claimed] = await ctx.db
    .update(table)
    .set({ refundClaimedAt: claimedAt })
    .where(
      and(
        eq(table.id, cancellation.id),
        eq(table.refundStatus, 'requested'),
        isNull(table.providerRefundId),
        or(
          isNull(table.refundClaimedAt),
          lt(table.refundClaimedAt, new Date(claimedAt.getTime() - REFUND_CLAIM_STALE_MS)),
        ),
      ),
    )
    .returning();
  if (!claimed) return reload(ctx.db, ledger, cancellation.id);
  let refund: ProviderRefund;
  try {
    const payment = await paymentOf(ctx.db, claimed);
    const { payments: provider } = ctx;
    refund = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'a ticket refund', () =>
      provider.refundPayment(
        payment.paymentId,
        claimed.refundAmountPaise,
        { order_uuid: payment.orderUuid, participant_uuid: payment.participantUuid, reason: ledger.reason },
        ledger.key(payment.participantUuid),
      ),
    );
  } catch (error) {
    await ctx.db.update(table).set({ refundClaimedAt: null }).where(eq(table.id, cancellation.id));
    throw error;
  }
  const refundedAt = ctx.now();
  const [done] = await ctx.db
    .update(table)
    .set({
      providerRefundId: refund.refundId,
      refundStatus: refund.status,
      refundedAt,
      refundClaimedAt: null,
      updatedAt: refundedAt,
    })
    .where(and(eq(table.id, cancellation.id), eq(table.refundStatus, 'requested')))
    .returning();
  return done ? (done as unknown as Row) : reload(ctx.db, ledger, cancellation.id);
}

/**
 * Asks the provider how an accepted refund stands and records a change from 'pending'; guarded by
 * the recorded state, so two passes that learn the news together record it once.
 */
export async function followTicketRefund<Row extends TicketRefundRow>(
  ctx: SettlementContext,
  cancellation: Row,
  ledger: RefundLedger<Row>,
): Promise<Row> {
  const refundId = cancellation.providerRefundId;
  if (cancellation.refundStatus !== 'pending' || refundId === null) return cancellation;
  const { paymentId } = await paymentOf(ctx.db, cancellation);
  const { payments: provider } = ctx;
  const refund = await withinProviderTimeout(ctx.config.paymentProviderTimeoutMs, 'following a ticket refund', () =>
    provider.fetchRefund(paymentId, refundId),
  );
  if (refund.status === 'pending') return cancellation;
  const table = tableOf(ledger);
  const [changed] = await ctx.db
    .update(table)
    .set({ refundStatus: refund.status, updatedAt: ctx.now() })
    .where(and(eq(table.id, cancellation.id), eq(table.refundStatus, 'pending')))
    .returning();
  return changed ? (changed as unknown as Row) : reload(ctx.db, ledger, cancellation.id);
}
