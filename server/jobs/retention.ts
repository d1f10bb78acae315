// The retention job (issue 27 item 4, DPDP Act 2023 §8(7)): personal data is deleted once its purpose
// is served, each kind after the period in src/domain/privacy.ts (RETENTION_DAYS), which the privacy
// policy page and docs/privacy.md show. Plain DELETEs by age: safe to run in several processes at once.
import { and, eq, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
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

async function count<T>(deletion: Promise<T[]>): Promise<number> {
  return (await deletion).length;
}

/** One pass: what each kind lost, by name. */
export async function deleteExpiredData(db: Db, now: Date): Promise<Record<string, number>> {
  const before = (days: number) => new Date(now.getTime() - retentionMs(days));
  const id = { id: sql<number>`1` };
  return {
    otpChallenges:
      (await count(
        db
          .delete(otps)
          .where(lt(otps.expiresAt, before(RETENTION_DAYS.otpChallenges)))
          .returning(id),
      )) +
      (await count(
        db
          .delete(otpDecoys)
          .where(lt(otpDecoys.expiresAt, before(RETENTION_DAYS.otpChallenges)))
          .returning(id),
      )),
    otpSendLog: await count(
      db
        .delete(otpSendLog)
        .where(lt(otpSendLog.sentAt, before(RETENTION_DAYS.otpSendLog)))
        .returning(id),
    ),
    authFailureLog: await count(
      db
        .delete(authFailureLog)
        .where(lt(authFailureLog.failedAt, before(RETENTION_DAYS.authFailureLog)))
        .returning(id),
    ),
    webhookPayloads: await count(
      db
        .delete(webhookEvents)
        .where(lt(webhookEvents.receivedAt, before(RETENTION_DAYS.webhookPayloads)))
        .returning(id),
    ),
    expiredRefreshTokens: await count(
      db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, before(RETENTION_DAYS.expiredRefreshTokens)))
        .returning(id),
    ),
    abandonedSignUps: await count(
      db
        .delete(users)
        .where(and(eq(users.isProfileCompleted, false), lt(users.createdAt, before(RETENTION_DAYS.abandonedSignUps))))
        .returning(id),
    ),
    unpaidTickets: await count(
      db
        .delete(participants)
        .where(
          and(
            ne(participants.paymentStatus, 'paid'),
            ne(participants.status, 'confirmed'),
            lt(participants.registeredAt, before(RETENTION_DAYS.unpaidRegistrations)),
          ),
        )
        .returning(id),
    ),
    unpaidOrders: await count(
      db
        .delete(orders)
        .where(
          and(
            inArray(orders.status, [...UNPAID_ORDER_STATUSES]),
            lt(orders.createdAt, before(RETENTION_DAYS.unpaidRegistrations)),
            notExists(db.select(id).from(taxDocuments).where(eq(taxDocuments.orderId, orders.id))),
          ),
        )
        .returning(id),
    ),
  };
}

export function retentionJob(deps: { db: Db; now: () => Date }): Job {
  return { name: 'retention', everyMs: RETENTION_EVERY_MS, run: () => deleteExpiredData(deps.db, deps.now()) };
}
