// Payments that settle themselves (issue 26 item 3): a job on the one job runner asks the provider
// about every order still open with it, so a payment completes even when the buyer closed the tab
// and the webhook was lost:
// - an order unsettled PAYMENT_RECONCILE_AFTER_MS after its last change is reconciled (paid, or
//   refunded when its places are gone), its authorized payment captured first;
// - a refunded order's refund is asked for until the provider accepts it, then followed until the
//   provider says processed or failed; so is a cancelled ticket's (ticket-refund-jobs.ts).
// Safe in many processes: a pass claims due orders with FOR UPDATE SKIP LOCKED and, in the same
// statement, moves each one's next check out (backoff), so no two processes check one order at once;
// settling itself locks the order row, so even a late duplicate settles once and refunds once.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { orders } from '../../db/schema';
import type { Job } from '../../jobs/runner';
import { checkIsDue, nextCheckAssignments } from './check-backoff';
import type { SettlementContext } from './payment-events';
import type { OrderRow } from './presenters';
import { PAYABLE_STATUSES, reconcileWithProvider } from './reconcile';
import { followRefund, reloadOrder } from './refunds';
import {
  countTicketRefundsDueForCheck,
  settleDueTicketRefunds,
  type TicketRefundPassSummary,
} from './ticket-refund-jobs';

/** Orders checked in one pass; the rest wait for the next. */
const CHECKS_PER_PASS = 50;
/**
 * An unsettled order is no longer asked about this long after its last change: the provider gives an
 * authorized but uncaptured payment back within days, and a checkout cannot be paid after it closed.
 */
const UNSETTLED_ORDER_HORIZON_MS = 3 * 24 * 60 * 60 * 1000;
/** Statuses of orders that may yet find a payment at the provider (cancelled: a checkout left open). */
const UNSETTLED_STATUSES = [...PAYABLE_STATUSES, 'cancelled'];

type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

interface OrderPassSummary {
  checked: number;
  paid: number;
  refunded: number;
  refundsProcessed: number;
  refundsFailed: number;
  providerErrors: number;
}

export type PaymentPassSummary = OrderPassSummary & TicketRefundPassSummary;

/** Orders whose check is due now: unsettled ones still within the horizon, and refunds not yet followed to the end. */
function dueForCheck(now: Date, afterMs: number) {
  const unsettledSince = new Date(now.getTime() - UNSETTLED_ORDER_HORIZON_MS).toISOString();
  return sql`provider_order_id is not null
        and ${checkIsDue(now, afterMs)}
        and (
          (status in (${sql.join(
            UNSETTLED_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )}) and updated_at > ${unsettledSince}::timestamptz)
          or (status = 'refunded' and provider_payment_id is not null
              and (provider_refund_id is null or refund_status is null or refund_status = 'pending'))
        )`;
}

/** How many orders are due for a check now (the metrics' backlog of the payment job). */
export async function countOrdersDueForCheck(db: Db, now: Date, afterMs: number): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as due from ${orders} where ${dueForCheck(now, afterMs)}`,
  )) as unknown as { rows: { due: number }[] };
  return Number(result.rows[0]?.due ?? 0);
}

/**
 * Claims the orders due for a check: each one's next check is pushed out by
 * PAYMENT_RECONCILE_AFTER_MS doubled for every earlier check (at most MAX_CHECK_INTERVAL_MS), which
 * is also how long a process that died mid-check holds it.
 */
export async function claimOrdersDueForCheck(db: Db, now: Date, afterMs: number, limit: number): Promise<OrderRow[]> {
  const result = (await db.execute(sql`
    update ${orders}
    set ${nextCheckAssignments(now, afterMs)}
    where id in (
      select id from ${orders}
      where ${dueForCheck(now, afterMs)}
      order by provider_check_at nulls first, id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(sql`${orders.id} in (${sql.join(ids, sql`, `)})`);
  return rows.sort((a, b) => a.id - b.id);
}

/** One order brought up to date; the refund of an already refunded order is followed. */
async function checkOrder(ctx: SettlementContext, order: OrderRow): Promise<OrderRow> {
  const current = await reconcileWithProvider(ctx, order, 'reconcile');
  // A refund accepted in this very check needs no second question yet.
  if (order.providerRefundId === null) return current;
  return followRefund(ctx, current, 'reconcile');
}

function countChanges(summary: OrderPassSummary, before: OrderRow, after: OrderRow, log: JobLog): void {
  const became = (status: OrderRow['status']) => after.status !== before.status && after.status === status;
  const refundBecame = (status: OrderRow['refundStatus']) =>
    after.refundStatus !== before.refundStatus && after.refundStatus === status;
  if (became('paid')) summary.paid += 1;
  if (became('refunded')) summary.refunded += 1;
  if (refundBecame('processed')) summary.refundsProcessed += 1;
  if (refundBecame('failed')) {
    summary.refundsFailed += 1;
    // The money did not go back: a person must refund it from the provider's dashboard (README).
    log.error(
      { order_uuid: after.orderUuid, refund_id: after.providerRefundId },
      'the provider failed a refund: refund it by hand',
    );
  }
}

export async function settleDuePayments(ctx: SettlementContext, log: JobLog): Promise<PaymentPassSummary> {
  const summary: OrderPassSummary = {
    checked: 0,
    paid: 0,
    refunded: 0,
    refundsProcessed: 0,
    refundsFailed: 0,
    providerErrors: 0,
  };
  const claimed = await claimOrdersDueForCheck(ctx.db, ctx.now(), ctx.config.paymentReconcileAfterMs, CHECKS_PER_PASS);
  for (const order of claimed) {
    summary.checked += 1;
    try {
      await checkOrder(ctx, order);
    } catch (error) {
      // The provider failing (or away): this order's next check comes after its backoff.
      summary.providerErrors += 1;
      log.warn({ err: error, order_uuid: order.orderUuid }, 'payment check failed; retried later');
    }
    // Read back, so a check that settled the order and then failed to ask for its refund counts both.
    countChanges(summary, order, await reloadOrder(ctx.db, order.id), log);
  }
  // Cancelled tickets' refunds (issue 28) are asked for and followed in the same pass.
  return { ...summary, ...(await settleDueTicketRefunds(ctx, log)) };
}

export function paymentSettlementJob(ctx: SettlementContext, log: JobLog): Job {
  return {
    name: 'payment-settlement',
    everyMs: ctx.config.jobPollMs,
    run: async () => ({ ...(await settleDuePayments(ctx, log)) }),
    backlog: async () =>
      (await countOrdersDueForCheck(ctx.db, ctx.now(), ctx.config.paymentReconcileAfterMs)) +
      (await countTicketRefundsDueForCheck(ctx.db, ctx.now(), ctx.config.paymentReconcileAfterMs)),
  };
}
