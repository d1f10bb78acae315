// deleteAccount's erasure (DPDP Act 2023 §12): every row that names the person goes. Deleting the
// users row takes what hangs off it (OTP challenges, refresh tokens, orders with their payment
// attempts and items, attendees and their answers, saved attendees, uploads and their bytes, consent
// records); the rows that name the person without a key to the account are deleted here by what they
// hold: the mobile number (OTP send log, forgot-MPIN decoys), the addresses messages went to (the
// outbox), and the payment provider's order ids (webhook payloads, sandbox refunds). GST invoices and
// credit notes stay as issued (tax_documents keeps them without the order: order_id is cleared).
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  orders,
  otpDecoys,
  otpSendLog,
  outboxMessages,
  paymentAttempts,
  paymentRefunds,
  uploads,
  users,
  webhookEvents,
} from '../../db/schema';
import type { UserRow } from '../auth/users';

/** What is left to do after the transaction: the upload files on disk. */
export interface Erased {
  storedNames: string[];
}

async function providerOrderIdsOf(tx: Db, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ orderUuid: orders.orderUuid, own: orders.providerOrderId, attempt: paymentAttempts.providerOrderId })
    .from(orders)
    .leftJoin(paymentAttempts, eq(paymentAttempts.orderId, orders.id))
    .where(eq(orders.userId, userId));
  return [...new Set(rows.flatMap((row) => [row.own, row.attempt]).filter((id): id is string => !!id))];
}

async function orderUuidsOf(tx: Db, userId: number): Promise<string[]> {
  const rows = await tx.select({ orderUuid: orders.orderUuid }).from(orders).where(eq(orders.userId, userId));
  return rows.map((row) => row.orderUuid);
}

/** Erases the account `user` (locked by the caller) inside the caller's transaction. */
export async function eraseAccount(tx: Db, user: UserRow): Promise<Erased> {
  const providerOrderIds = await providerOrderIdsOf(tx, user.id);
  const orderUuids = await orderUuidsOf(tx, user.id);
  const storedNames = (
    await tx.select({ storedName: uploads.storedName }).from(uploads).where(eq(uploads.userId, user.id))
  ).map((row) => row.storedName);

  const recipients = [user.mobileNumber, ...(user.email ? [user.email] : [])];
  await tx
    .delete(outboxMessages)
    .where(
      or(
        inArray(outboxMessages.recipient, recipients),
        orderUuids.length > 0 ? inArray(sql`${outboxMessages.payload}->>'orderUuid'`, orderUuids) : undefined,
      ),
    );
  for (const providerOrderId of providerOrderIds) {
    await tx.delete(webhookEvents).where(sql`strpos(${webhookEvents.payload}::text, ${providerOrderId}) > 0`);
  }
  if (providerOrderIds.length > 0) {
    await tx.delete(paymentRefunds).where(inArray(paymentRefunds.providerOrderId, providerOrderIds));
  }
  await tx.delete(otpSendLog).where(eq(otpSendLog.mobileNumber, user.mobileNumber));
  await tx.delete(otpDecoys).where(eq(otpDecoys.mobileNumber, user.mobileNumber));
  await tx.delete(users).where(eq(users.id, user.id));
  return { storedNames };
}
