// What an order's settling writes to the outbox, in the settling transaction: an SMS to the buyer's
// mobile and an e-mail to their address (when they gave one). The dedupe keys make a second settling
// of the same order (a webhook and a status call together) enqueue nothing more.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { enqueue } from './outbox';

export type OrderMessageKind = 'order_confirmation' | 'late_payment_refund';

export async function enqueueOrderMessages(
  tx: Db,
  order: { orderUuid: string; userId: number },
  kind: OrderMessageKind,
  now: Date,
): Promise<void> {
  const [buyer] = await tx
    .select({ mobile: users.mobileNumber, email: users.email })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!buyer) return;
  const payload = { orderUuid: order.orderUuid };
  await enqueue(
    tx,
    { dedupeKey: `${kind}:${order.orderUuid}:sms`, kind, channel: 'sms', recipient: buyer.mobile, payload },
    now,
  );
  if (buyer.email) {
    await enqueue(
      tx,
      { dedupeKey: `${kind}:${order.orderUuid}:email`, kind, channel: 'email', recipient: buyer.email, payload },
      now,
    );
  }
}
