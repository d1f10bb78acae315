// Payments that settle themselves (issue 26 item 3): a job on the one job runner asks the provider
// about every order still open with it, so a payment completes even when the buyer closed the tab
// and the webhook was lost:
// - an order unsettled PAYMENT_RECONCILE_AFTER_MS after its last change is reconciled (paid, or
//   refunded when its places are gone), its authorized payment captured first;
// - a refunded order's refund is asked for until the provider accepts it, then followed until the
//   provider says processed or failed.
// Safe in many processes: a pass claims due orders with FOR UPDATE SKIP LOCKED and, in the same
// statement, moves each one's next check out (backoff), so no two processes check one order at once;
// settling itself locks the order row, so even a late duplicate settles once and refunds once.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { orders } from '../../db/schema';
import type { Job } from '../../jobs/runner';
import type { SettlementContext } from './payment-events';
import type { OrderRow } from './presenters';
import { PAYABLE_STATUSES, reconcileWithProvider } from './reconcile';
import { followRefund, reloadOrder } from './refunds';

/** Orders checked in one pass; the rest wait for the next. */
const CHECKS_PER_PASS = 50;
/** The longest wait between two checks of one order, however often it was checked. */
const MAX_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;
/**
 * An unsettled order is no longer asked about this long after its last change: the provider gives an
 * authorized but uncaptured payment back within days, and a checkout cannot be paid after it closed.
 */
const UNSETTLED_ORDER_HORIZON_MS = 3 * 24 * 60 * 60 * 1000;
/** Statuses of orders that may yet find a payment at the provider (cancelled: a checkout left open). */
const UNSETTLED_STATUSES = [...PAYABLE_STATUSES, 'cancelled'];

type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface PaymentPassSummary {
  checked: number;
  paid: number;
  refunded: number;
  refundsProcessed: number;
  refundsFailed: number;
  providerErrors: number;
}

/** Orders whose check is due now: unsettled ones still within the horizon, and refunds not yet followed to the end. */
function dueForCheck(now: Date, afterMs: number) {
  const at = now.toISOString();
  const unsettledSince = new Date(now.getTime() - UNSETTLED_ORDER_HORIZON_MS).toISOString();
  return sql`provider_order_id is not null
        and coalesce(provider_check_at, updated_at + make_interval(secs => ${afterMs}::float8 / 1000)) <= ${at}::timestamptz
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
  const at = now.toISOString();
  const result = (await db.execute(sql`
    update ${orders}
    set provider_check_at = ${at}::timestamptz
          + make_interval(secs => least(${afterMs}::float8 * power(2, least(provider_checks, 30)), ${MAX_CHECK_INTERVAL_MS}) / 1000),
        provider_checks = provider_checks + 1
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

function countChanges(summary: PaymentPassSummary, before: OrderRow, after: OrderRow, log: JobLog): void {
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
  const summary: PaymentPassSummary = {
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
  return summary;
}

export function paymentSettlementJob(ctx: SettlementContext, log: JobLog): Job {
  return {
    name: 'payment-settlement',
    everyMs: ctx.config.jobPollMs,
    run: async () => ({ ...(await settleDuePayments(ctx, log)) }),
    backlog: () => countOrdersDueForCheck(ctx.db, ctx.now(), ctx.config.paymentReconcileAfterMs),
  };
}
