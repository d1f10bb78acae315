// The transactional outbox (issue 25 item 2). `enqueue` runs inside the transaction of what causes
// the message; `claimDue` hands due messages to one worker at a time, safely across processes:
// `FOR UPDATE SKIP LOCKED` lets two workers claim disjoint rows at once, and the lease makes a row
// whose worker died mid-send due again once the lease has run out.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { outboxMessages, type MessageChannel, type MessageKind, type MessagePayload } from '../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface NewMessage {
  dedupeKey: string;
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  payload: MessagePayload;
}

/** Writes the message unless one with its dedupe key exists (a cause enqueues at most once). */
export async function enqueue(tx: Db, message: NewMessage, now: Date): Promise<void> {
  await enqueueStatement(tx, [message], now);
}

/**
 * The statement enqueue runs, for several messages at once, not yet sent: a caller may run it as a
 * part of one of its own (settlement.ts, where every round trip holds the invoice counter's turn).
 */
export function enqueueStatement(tx: Db, messages: readonly NewMessage[], now: Date) {
  return tx
    .insert(outboxMessages)
    .values(messages.map((message) => ({ ...message, status: 'pending' as const, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/** Writes a message already delivered (development's console OTP SMS), so /__outbox shows it. */
export async function recordSent(
  db: Db,
  message: NewMessage & { providerMessageId: string },
  now: Date,
): Promise<void> {
  await db
    .insert(outboxMessages)
    .values({ ...message, status: 'sent', attempts: 1, sentAt: now, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/** Messages due now, claimed for this worker until now + leaseMs (their attempt counted). */
/** Messages due and not yet sent (pending or in a send whose lease ran out), for the metrics. */
export async function countDue(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ due: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(
      sql`(${outboxMessages.status} = 'pending' and ${outboxMessages.nextAttemptAt} <= ${now.toISOString()}::timestamptz)
        or (${outboxMessages.status} = 'sending' and ${outboxMessages.leaseUntil} < ${now.toISOString()}::timestamptz)`,
    );
  return row?.due ?? 0;
}

export async function claimDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const result = (await db.execute(sql`
    update ${outboxMessages}
    set status = 'sending', lease_until = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${outboxMessages}
      where (status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz)
         or (status = 'sending' and lease_until < ${now.toISOString()}::timestamptz)
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Only the holder of the claim may settle it: the row is still 'sending' with the same attempt
 * count. A worker whose lease ran out and whose row was taken over changes nothing.
 */
function stillClaimed(row: OutboxRow) {
  return and(
    eq(outboxMessages.id, row.id),
    eq(outboxMessages.status, 'sending'),
    eq(outboxMessages.attempts, row.attempts),
  );
}

export async function markSent(db: Db, row: OutboxRow, providerMessageId: string, now: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: now, providerMessageId, leaseUntil: null, lastError: null })
    .where(stillClaimed(row));
}

/** Delay before attempt n+1: 30 s doubled each time, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** A failed attempt: due again after the backoff, or 'failed' for good after the last attempt. */
export async function markAttemptFailed(
  db: Db,
  row: OutboxRow,
  reason: string,
  now: Date,
  options: { maxAttempts: number; permanent?: boolean },
): Promise<'retry' | 'failed'> {
  const giveUp = options.permanent === true || row.attempts >= options.maxAttempts;
  await db
    .update(outboxMessages)
    .set({
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
      leaseUntil: null,
      lastError: reason.slice(0, 1000),
    })
    .where(stillClaimed(row));
  return giveUp ? 'failed' : 'retry';
}
