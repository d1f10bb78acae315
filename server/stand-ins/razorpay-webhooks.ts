// The Razorpay stand-in's webhooks: events in Razorpay's envelope, signed as Razorpay signs them
// (X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret, hex) and posted to the
// configured URL. Each delivery is recorded, including those dropped on purpose (a lost webhook).
import { randomBytes } from 'node:crypto';
import { webhookSignature } from '../payments/signatures';

export type RazorpayWebhookEvent =
  'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed' | 'refund.failed';

export interface WebhookDelivery {
  eventId: string;
  event: RazorpayWebhookEvent;
  /** The HTTP status our server answered; null when dropped or unreachable. */
  status: number | null;
  dropped: boolean;
}

export interface WebhookSender {
  url: string | null;
  drop: boolean;
  deliveries: WebhookDelivery[];
  /** Posts one event whose payload holds these entities (payment, order, refund) and waits for the answer. */
  send(event: RazorpayWebhookEvent, entities: Record<string, object>): Promise<WebhookDelivery>;
}

const ACCOUNT_ID = 'acc_StandIn0000001';

export function createWebhookSender(webhookSecret: string, url: string | null): WebhookSender {
  const sender: WebhookSender = {
    url,
    drop: false,
    deliveries: [],
    async send(event, entities) {
      const eventId = `evt_${randomBytes(7).toString('hex')}`;
      const delivery: WebhookDelivery = { eventId, event, status: null, dropped: sender.drop || !sender.url };
      sender.deliveries.push(delivery);
      if (delivery.dropped || !sender.url) return delivery;
      const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
      const body = JSON.stringify({
        entity: 'event',
        account_id: ACCOUNT_ID,
        event,
        contains: Object.keys(entities),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      try {
        const response = await fetch(sender.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhookSignature(webhookSecret, body),
            'x-razorpay-event-id': eventId,
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        delivery.status = response.status;
      } catch {
        // Unreachable: recorded with no status, as Razorpay's dashboard shows a failed delivery.
      }
      return delivery;
    },
  };
  return sender;
}
