// The payment jobs' part for cancelled tickets (issue 28): a refund still 'requested' (the provider
// failed or was away when the ticket was cancelled) is asked for again, and one the provider accepted
// as 'pending' is followed until processed or failed, each with the orders' backoff (check-backoff.ts).
// Safe in many processes: a pass claims due rows with FOR UPDATE SKIP LOCKED and moves each one's next
// check out in the same statement; the refund's own claim (ticket-refunds.ts) refunds once.
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { ticketCancellations } from '../../db/schema';
import { checkIsDue, nextCheckAssignments } from './check-backoff';
import type { SettlementContext } from './payment-events';
import { followTicketRefund, requestTicketRefund, type TicketCancellationRow } from './ticket-refunds';

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

/** How many cancelled tickets' refunds are due for a check (part of the payment job's backlog). */
export async function countTicketRefundsDueForCheck(db: Db, now: Date, afterMs: number): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as due from ${ticketCancellations} where ${dueForCheck(now, afterMs)}`,
  )) as unknown as { rows: { due: number }[] };
  return Number(result.rows[0]?.due ?? 0);
}

async function claimDue(db: Db, now: Date, afterMs: number): Promise<TicketCancellationRow[]> {
  const result = (await db.execute(sql`
    update ${ticketCancellations}
    set ${nextCheckAssignments(now, afterMs)}
    where id in (
      select id from ${ticketCancellations}
      where ${dueForCheck(now, afterMs)}
      order by provider_check_at nulls first, id
      limit ${CHECKS_PER_PASS}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(ticketCancellations).where(inArray(ticketCancellations.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

function countChange(
  summary: TicketRefundPassSummary,
  before: TicketCancellationRow,
  after: TicketCancellationRow,
  log: JobLog,
) {
  if (after.refundStatus === before.refundStatus) return;
  if (before.refundStatus === 'requested') summary.ticketRefundsAccepted += 1;
  if (after.refundStatus === 'processed') summary.ticketRefundsProcessed += 1;
  if (after.refundStatus === 'failed') {
    summary.ticketRefundsFailed += 1;
    // The money did not go back: a person must refund it from the provider's dashboard (README).
    log.error(
      { ticket_cancellation_id: after.id, refund_id: after.providerRefundId },
      "the provider failed a cancelled ticket's refund: refund it by hand",
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
  for (const cancellation of await claimDue(ctx.db, ctx.now(), ctx.config.paymentReconcileAfterMs)) {
    summary.ticketRefundsChecked += 1;
    try {
      const after =
        cancellation.refundStatus === 'requested'
          ? await requestTicketRefund(ctx, cancellation)
          : await followTicketRefund(ctx, cancellation);
      countChange(summary, cancellation, after, log);
    } catch (error) {
      log.warn({ err: error, ticket_cancellation_id: cancellation.id }, 'ticket refund check failed; retried later');
    }
  }
  return summary;
}
