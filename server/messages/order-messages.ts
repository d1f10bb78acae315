// What an order's settling writes to the outbox, in the settling transaction: an SMS to the buyer's
// mobile and an e-mail to their address (when they gave one). The dedupe keys make a second settling
// of the same order (a webhook and a status call together) enqueue nothing more.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { enqueueStatement, type NewMessage } from './outbox';

export type OrderMessageKind = 'order_confirmation' | 'late_payment_refund';

export async function enqueueOrderMessages(
  tx: Db,
  order: { orderUuid: string; userId: number },
  kind: OrderMessageKind,
  now: Date,
): Promise<void> {
  const buyer = await buyerContact(tx, order.userId);
  if (buyer) await orderMessagesStatement(tx, order, kind, now, buyer);
}

/** What enqueueOrderMessages writes for a buyer whose contact the caller has read, not yet sent (outbox.ts). */
export function orderMessagesStatement(
  tx: Db,
  order: { orderUuid: string },
  kind: OrderMessageKind,
  now: Date,
  buyer: { mobile: string; email: string | null },
) {
  const payload = { orderUuid: order.orderUuid };
  const messages: NewMessage[] = [
    { dedupeKey: `${kind}:${order.orderUuid}:sms`, kind, channel: 'sms', recipient: buyer.mobile, payload },
  ];
  if (buyer.email) {
    messages.push({
      dedupeKey: `${kind}:${order.orderUuid}:email`,
      kind,
      channel: 'email',
      recipient: buyer.email,
      payload,
    });
  }
  return enqueueStatement(tx, messages, now);
}

async function buyerContact(tx: Db, userId: number): Promise<{ mobile: string; email: string | null } | undefined> {
  const [buyer] = await tx
    .select({ mobile: users.mobileNumber, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return buyer;
}
