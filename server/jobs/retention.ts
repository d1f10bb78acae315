// The retention job (issue 27 item 4, DPDP Act 2023 §8(7)): personal data is deleted once its purpose
// is served, each kind after the period in src/domain/privacy.ts (RETENTION_DAYS), which the privacy
// policy page and docs/privacy.md show. Plain DELETEs by age: safe to run in several processes at once.
import { and, eq, inArray, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { RETENTION_DAYS, retentionMs } from '../../src/domain/privacy';
import type { Db } from '../db/connect';
import {
  authFailureLog,
  orders,
  otpDecoys,
  otpSendLog,
  otps,
  participants,
  refreshTokens,
  taxDocuments,
  users,
  webhookEvents,
} from '../db/schema';
import type { Job } from './runner';

/** Hourly is enough: the shortest period is a day. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** Orders that were never paid; a paid or refunded one is a tax record and stays. */
const UNPAID_ORDER_STATUSES = ['created', 'pending', 'failed', 'cancelled'] as const;

/** One pass: what each kind lost, by name. */
export async function deleteExpiredData(db: Db, now: Date): Promise<Record<string, number>> {
  const before = (days: number) => new Date(now.getTime() - retentionMs(days));
  const id = { id: sql<number>`1` };
  /** Deletes the rows of `table` that `expired` picks; answers how many went. */
  const purge = async (table: PgTable, expired: SQL | undefined) =>
    (await db.delete(table).where(expired).returning(id)).length;
  return {
    otpChallenges:
      (await purge(otps, lt(otps.expiresAt, before(RETENTION_DAYS.otpChallenges)))) +
      (await purge(otpDecoys, lt(otpDecoys.expiresAt, before(RETENTION_DAYS.otpChallenges)))),
    otpSendLog: await purge(otpSendLog, lt(otpSendLog.sentAt, before(RETENTION_DAYS.otpSendLog))),
    authFailureLog: await purge(authFailureLog, lt(authFailureLog.failedAt, before(RETENTION_DAYS.authFailureLog))),
    webhookPayloads: await purge(webhookEvents, lt(webhookEvents.receivedAt, before(RETENTION_DAYS.webhookPayloads))),
    expiredRefreshTokens: await purge(
      refreshTokens,
      lt(refreshTokens.expiresAt, before(RETENTION_DAYS.expiredRefreshTokens)),
    ),
    abandonedSignUps: await purge(
      users,
      and(eq(users.isProfileCompleted, false), lt(users.createdAt, before(RETENTION_DAYS.abandonedSignUps))),
    ),
    unpaidTickets: await purge(
      participants,
      and(
        ne(participants.paymentStatus, 'paid'),
        ne(participants.status, 'confirmed'),
        lt(participants.registeredAt, before(RETENTION_DAYS.unpaidRegistrations)),
      ),
    ),
    unpaidOrders: await purge(
      orders,
      and(
        inArray(orders.status, [...UNPAID_ORDER_STATUSES]),
        lt(orders.createdAt, before(RETENTION_DAYS.unpaidRegistrations)),
        notExists(db.select(id).from(taxDocuments).where(eq(taxDocuments.orderId, orders.id))),
      ),
    ),
  };
}

export function retentionJob(deps: { db: Db; now: () => Date }): Job {
  return { name: 'retention', everyMs: RETENTION_EVERY_MS, run: () => deleteExpiredData(deps.db, deps.now()) };
}
