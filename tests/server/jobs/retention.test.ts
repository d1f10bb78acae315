// Issue 27 item 4: the retention job deletes exactly what is due, each kind after its documented
// period (src/domain/privacy.ts RETENTION_DAYS): a row a moment past its period goes, one a moment
// inside it stays, and what is never due (a completed account, a paid ticket, a refunded order) stays.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgTable } from 'drizzle-orm/pg-core';
import { RETENTION_DAYS } from '../../../src/domain/privacy';
import {
  authFailureLog,
  orders,
  otpDecoys,
  otpSendLog,
  otps,
  participants,
  refreshTokens,
  users,
  webhookEvents,
} from '../../../server/db/schema';
import { deleteExpiredData, retentionJob } from '../../../server/jobs/retention';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { createSubEvent } from '../orders/fixtures';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
/** A moment past the period (due) and a moment inside it (kept). */
const past = (days: number) => new Date(NOW.getTime() - days * DAY - 60_000);
const inside = (days: number) => new Date(NOW.getTime() - days * DAY + 60_000);

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

let mobileCounter = 0;
async function user(overrides: Partial<typeof users.$inferInsert> = {}) {
  mobileCounter += 1;
  const [row] = await database.db
    .insert(users)
    .values({ mobileNumber: `98${String(mobileCounter).padStart(8, '0')}`, isProfileCompleted: true, ...overrides })
    .returning();
  return row!;
}

function order(userId: number, subEventId: number, status: (typeof orders.$inferInsert)['status'], createdAt: Date) {
  return database.db
    .insert(orders)
    .values({
      userId,
      subEventId,
      status,
      createdAt,
      entryFeeTotalPaise: 0,
      entryFeeCgstPaise: 0,
      entryFeeSgstPaise: 0,
      platformFeePaise: 0,
      platformFeeCgstPaise: 0,
      platformFeeSgstPaise: 0,
      convenienceChargePaise: 0,
      convenienceChargeGstPaise: 0,
      grandTotalPaise: 0,
      provider: 'sandbox',
      providerOrderId: `order_${randomUUID().slice(0, 12)}`,
    })
    .returning({ id: orders.id });
}

const idsOf = async (table: PgTable & { id: unknown }) =>
  (await database.db.select({ id: (table as unknown as typeof users).id }).from(table)).map((row) => row.id).sort();

describe('the retention job', () => {
  it('deletes each kind of data once its period is over, and nothing else', async () => {
    const { db } = database;
    const owner = await user();
    const subEvent = await createSubEvent(db, NOW);
    const otp = (expiresAt: Date) => ({
      userId: owner.id,
      purpose: 'signin' as const,
      client: randomUUID(),
      codeHash: 'x',
      expiresAt,
    });
    const [otpDue, otpKept] = await db
      .insert(otps)
      .values([otp(past(RETENTION_DAYS.otpChallenges)), otp(inside(RETENTION_DAYS.otpChallenges))])
      .returning();
    const decoy = (expiresAt: Date) => ({
      decoyUuid: randomUUID(),
      mobileNumber: '9800000001',
      client: 'x',
      expiresAt,
      lastSentAt: expiresAt,
    });
    const [decoyDue, decoyKept] = await db
      .insert(otpDecoys)
      .values([decoy(past(RETENTION_DAYS.otpChallenges)), decoy(inside(RETENTION_DAYS.otpChallenges))])
      .returning();
    const send = (sentAt: Date) => ({ mobileNumber: '9800000001', ip: '10.0.0.1', purpose: 'signin' as const, sentAt });
    const [sendDue, sendKept] = await db
      .insert(otpSendLog)
      .values([send(past(RETENTION_DAYS.otpSendLog)), send(inside(RETENTION_DAYS.otpSendLog))])
      .returning();
    const failure = (failedAt: Date) => ({ kind: 'signin' as const, client: '10.0.0.1', failedAt });
    const [failureDue, failureKept] = await db
      .insert(authFailureLog)
      .values([failure(past(RETENTION_DAYS.authFailureLog)), failure(inside(RETENTION_DAYS.authFailureLog))])
      .returning();
    const hook = (receivedAt: Date) => ({
      provider: 'sandbox' as const,
      providerEventId: randomUUID(),
      eventType: 'payment.captured',
      payload: { contact: '9800000001' },
      receivedAt,
    });
    const [hookDue, hookKept] = await db
      .insert(webhookEvents)
      .values([hook(past(RETENTION_DAYS.webhookPayloads)), hook(inside(RETENTION_DAYS.webhookPayloads))])
      .returning();
    const token = (expiresAt: Date) => ({
      userId: owner.id,
      tokenHash: randomUUID(),
      familyId: randomUUID(),
      expiresAt,
    });
    const [tokenDue, tokenKept] = await db
      .insert(refreshTokens)
      .values([token(past(RETENTION_DAYS.expiredRefreshTokens)), token(inside(RETENTION_DAYS.expiredRefreshTokens))])
      .returning();
    const abandoned = await user({ isProfileCompleted: false, createdAt: past(RETENTION_DAYS.abandonedSignUps) });
    const fresh = await user({ isProfileCompleted: false, createdAt: inside(RETENTION_DAYS.abandonedSignUps) });
    const longAgo = await user({ createdAt: past(365) });
    const ticket = (registeredAt: Date, paid = false) => ({
      userId: owner.id,
      subEventId: subEvent.subEventId,
      registeredAt,
      ...(paid ? { paymentStatus: 'paid' as const, status: 'confirmed' as const } : {}),
    });
    const [ticketDue, ticketKept, paidTicket] = await db
      .insert(participants)
      .values([
        ticket(past(RETENTION_DAYS.unpaidRegistrations)),
        ticket(inside(RETENTION_DAYS.unpaidRegistrations)),
        ticket(past(400), true),
      ])
      .returning();
    const [orderDue] = await order(owner.id, subEvent.subEventId, 'created', past(RETENTION_DAYS.unpaidRegistrations));
    const [failedDue] = await order(owner.id, subEvent.subEventId, 'failed', past(RETENTION_DAYS.unpaidRegistrations));
    const [orderKept] = await order(
      owner.id,
      subEvent.subEventId,
      'pending',
      inside(RETENTION_DAYS.unpaidRegistrations),
    );
    const [paidKept] = await order(owner.id, subEvent.subEventId, 'paid', past(400));
    const [refundedKept] = await order(owner.id, subEvent.subEventId, 'refunded', past(400));

    const summary = await deleteExpiredData(db, NOW);

    expect(summary).toEqual({
      otpChallenges: 2,
      otpSendLog: 1,
      authFailureLog: 1,
      webhookPayloads: 1,
      expiredRefreshTokens: 1,
      abandonedSignUps: 1,
      unpaidTickets: 1,
      unpaidOrders: 2,
    });
    expect(await idsOf(otps)).toEqual([otpKept!.id]);
    expect(await idsOf(otpDecoys)).toEqual([decoyKept!.id]);
    expect(await idsOf(otpSendLog)).toEqual([sendKept!.id]);
    expect(await idsOf(authFailureLog)).toEqual([failureKept!.id]);
    expect(await idsOf(webhookEvents)).toEqual([hookKept!.id]);
    expect(await idsOf(refreshTokens)).toEqual([tokenKept!.id]);
    expect(await idsOf(users)).toEqual([owner.id, fresh.id, longAgo.id].sort());
    expect(await idsOf(participants)).toEqual([ticketKept!.id, paidTicket!.id].sort());
    expect(await idsOf(orders)).toEqual([orderKept!.id, paidKept!.id, refundedKept!.id].sort());
    expect([
      otpDue,
      decoyDue,
      sendDue,
      failureDue,
      hookDue,
      tokenDue,
      abandoned,
      ticketDue,
      orderDue,
      failedDue,
    ]).not.toContain(undefined);

    // A second pass finds nothing more: each row goes once.
    expect(Object.values((await retentionJob({ db, now: () => NOW }).run()) ?? {})).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
