// The payment jobs' part for refunds against tickets' payments (issue 28): a cancelled ticket's, or a
// cheaper category's difference. A refund still 'requested' (the provider failed or was away when the
// ticket was cancelled or changed) is asked for again, and one the provider accepted as 'pending' is
// followed until processed or failed, each with the orders' backoff (check-backoff.ts).
// Safe in many processes: a pass claims due rows with FOR UPDATE SKIP LOCKED and moves each one's next
// check out in the same statement; the refund's own claim (ticket-refunds.ts) refunds once.
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { checkIsDue, nextCheckAssignments } from './check-backoff';
import type { SettlementContext } from './payment-events';
import {
  CANCELLATION_REFUNDS,
  CATEGORY_CHANGE_REFUNDS,
  followTicketRefund,
  requestTicketRefund,
  type RefundLedger,
  type TicketRefundRow,
} from './ticket-refunds';

const LEDGERS: readonly RefundLedger<TicketRefundRow>[] = [CANCELLATION_REFUNDS, CATEGORY_CHANGE_REFUNDS];

/** Refunds checked in one pass; the rest wait for the next. */
const CHECKS_PER_PASS = 50;

type JobLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface TicketRefundPassSummary {
  ticketRefundsChecked: number;
  ticketRefundsAccepted: number;
  ticketRefundsProcessed: number;
  ticketRefundsFailed: number;
}

function dueForCheck(now: Date, afterMs: number) {
  return sql`refund_status in ('requested', 'pending') and ${checkIsDue(now, afterMs)}`;
}

/** How many tickets' refunds are due for a check (part of the payment job's backlog). */
export async function countTicketRefundsDueForCheck(db: Db, now: Date, afterMs: number): Promise<number> {
  let due = 0;
  for (const { table } of LEDGERS) {
    const result = (await db.execute(
      sql`select count(*)::int as due from ${table} where ${dueForCheck(now, afterMs)}`,
    )) as unknown as { rows: { due: number }[] };
    due += Number(result.rows[0]?.due ?? 0);
  }
  return due;
}

async function claimDue(
  db: Db,
  ledger: RefundLedger<TicketRefundRow>,
  now: Date,
  afterMs: number,
): Promise<TicketRefundRow[]> {
  const { table } = ledger;
  const result = (await db.execute(sql`
    update ${table}
    set ${nextCheckAssignments(now, afterMs)}
    where id in (
      select id from ${table}
      where ${dueForCheck(now, afterMs)}
      order by provider_check_at nulls first, id
      limit ${CHECKS_PER_PASS}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows: TicketRefundRow[] = await db.select().from(table).where(inArray(table.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

function countChange(
  summary: TicketRefundPassSummary,
  before: TicketRefundRow,
  after: TicketRefundRow,
  log: JobLog,
  ledger: RefundLedger<TicketRefundRow>,
) {
  if (after.refundStatus === before.refundStatus) return;
  if (before.refundStatus === 'requested') summary.ticketRefundsAccepted += 1;
  if (after.refundStatus === 'processed') summary.ticketRefundsProcessed += 1;
  if (after.refundStatus === 'failed') {
    summary.ticketRefundsFailed += 1;
    // The money did not go back: a person must refund it from the provider's dashboard (README).
    log.error(
      { ledger: ledger.reason, refund_row_id: after.id, refund_id: after.providerRefundId },
      "the provider failed a ticket's refund: refund it by hand",
    );
  }
}

export async function settleDueTicketRefunds(ctx: SettlementContext, log: JobLog): Promise<TicketRefundPassSummary> {
  const summary: TicketRefundPassSummary = {
    ticketRefundsChecked: 0,
    ticketRefundsAccepted: 0,
    ticketRefundsProcessed: 0,
    ticketRefundsFailed: 0,
  };
  for (const ledger of LEDGERS) {
    for (const row of await claimDue(ctx.db, ledger, ctx.now(), ctx.config.paymentReconcileAfterMs)) {
      summary.ticketRefundsChecked += 1;
      try {
        const after =
          row.refundStatus === 'requested'
            ? await requestTicketRefund(ctx, row, ledger)
            : await followTicketRefund(ctx, row, ledger);
        countChange(summary, row, after, log, ledger);
      } catch (error) {
        log.warn(
          { err: error, ledger: ledger.reason, refund_row_id: row.id },
          'ticket refund check failed; retried later',
        );
      }
    }
  }
  return summary;
}
