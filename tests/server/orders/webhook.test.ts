// The server configured for Razorpay, with the provider's HTTP API replaced by an in-memory fake
// behind an injected fetch (nothing outside is reachable from the test machines). Webhooks are
// verified over the raw bytes, and even a genuine webhook only pays an order the provider reports
// as captured.
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { webhookEvents } from '../../../server/db/schema';
import { RazorpayPaymentProvider } from '../../../server/payments/index';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createFakeRazorpay, type FakeRazorpay } from '../payments/fake-razorpay';
import { createPendingTicket, createSubEvent, orderRowByUuid, ticketRow } from './fixtures';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_StartlineKey',
  RAZORPAY_KEY_SECRET: 'startline_key_secret_for_tests',
  RAZORPAY_WEBHOOK_SECRET: 'startline_webhook_secret_for_tests',
};

let server: TestServer;
let razorpay: FakeRazorpay;

beforeAll(async () => {
  server = await createTestServer({ env: { PAYMENT_PROVIDER: 'razorpay', ...KEYS } });
  razorpay = createFakeRazorpay();
  // The one seam: handlers read ctx.payments per call, so the provider can talk to the fake API.
  server.ctx.payments = new RazorpayPaymentProvider({
    keyId: KEYS.RAZORPAY_KEY_ID,
    keySecret: KEYS.RAZORPAY_KEY_SECRET,
    webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
    fetch: razorpay.fetch,
  });
});

afterAll(async () => {
  await server?.close();
});

/** A webhook body with the provider's own spacing, so only the raw bytes carry the right signature. */
function webhookBody(event: string, orderId: string, paymentId: string, amount: number): string {
  return `{"entity": "event", "account_id": "acc_Startline0001", "event": "${event}", "contains": ["payment"],
  "payload": {"payment": {"entity": {"id": "${paymentId}", "entity": "payment", "amount": ${amount}, "currency": "INR",
  "status": "captured", "order_id": "${orderId}", "method": "upi"}}}, "created_at": 1767225800}`;
}

function sign(rawBody: string, secret = KEYS.RAZORPAY_WEBHOOK_SECRET): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function postWebhook(rawBody: string, signature: string, eventId: string = `evt_${randomUUID()}`) {
  return server.client.POST('/payments/webhook', {
    body: JSON.parse(rawBody) as { event: string; payload: Record<string, unknown> },
    // Sent exactly as written, the way the provider sends it.
    bodySerializer: () => rawBody,
    params: { header: { 'x-razorpay-signature': signature } },
    headers: { 'x-razorpay-event-id': eventId },
  });
}

describe('orders with the razorpay provider', () => {
  let user: TestUser;
  let orderUuid: string;
  let providerOrderId: string;
  let ticketId: number;

  beforeAll(async () => {
    user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    ticketId = (
      await createPendingTicket(server.ctx.db, {
        userId: user.id,
        subEventId: subEvent.subEventId,
        category: '10K',
        amountPaise: 119_900,
      })
    ).id;
    const { data, response } = await server.clientWithToken(user.token).POST('/orders/create', {
      body: { sub_event_uuid: subEvent.subEventUuid },
    });
    expect(response.status).toBe(200);
    orderUuid = data!.message.order.order_uuid;
    providerOrderId = data!.message.razorpay_order!.order_id;
  });

  test('createOrder asked the Orders API for the summary total with our order as receipt', () => {
    // ₹1,199 + ₹30 platform fee: 1199 + 107.91 + 107.91 + 30 + 2.70 + 2.70 = 1450.22;
    // convenience 29.0044 -> 29.00; its GST 5.22; grand total 1484.44
    const [request] = razorpay.requests;
    expect(request!.url).toBe('https://api.razorpay.com/v1/orders');
    expect(request!.body).toEqual({
      amount: 148_444,
      currency: 'INR',
      receipt: orderUuid,
      notes: expect.objectContaining({ order_uuid: orderUuid }),
    });
    expect(providerOrderId).toBe(razorpay.orders.keys().next().value);
  });

  test('a webhook with a wrong or missing signature is refused and changes nothing', async () => {
    const rawBody = webhookBody('payment.captured', providerOrderId, 'pay_Webhook0000001', 148_444);
    razorpay.addPayment(providerOrderId, { id: 'pay_Webhook0000001', status: 'captured' });
    try {
      const wrongSecret = await postWebhook(rawBody, sign(rawBody, KEYS.RAZORPAY_KEY_SECRET));
      expect(wrongSecret.response.status).toBe(400);
      expect(wrongSecret.error).toEqual({
        success: false,
        message: 'Invalid webhook signature',
        error: 'Invalid webhook signature',
      });
      // Signed over the re-serialized JSON instead of the bytes sent.
      const reserialized = await postWebhook(rawBody, sign(JSON.stringify(JSON.parse(rawBody))));
      expect(reserialized.response.status).toBe(400);
      const missing = await server.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload: rawBody,
      });
      expect(missing.statusCode).toBe(400);
      expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('created');
      expect(await server.ctx.db.select().from(webhookEvents)).toEqual([]);
    } finally {
      razorpay.addPayment(providerOrderId, { id: 'pay_Webhook0000001', status: 'refunded' });
    }
  });

  test('a genuine webhook for a payment the provider does not report as captured pays nothing', async () => {
    const fresh = createFakeRazorpay();
    const provider = server.ctx.payments;
    server.ctx.payments = new RazorpayPaymentProvider({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
      fetch: fresh.fetch,
    });
    try {
      const rawBody = webhookBody('payment.captured', providerOrderId, 'pay_Claimed0000001', 148_444);
      const { response, data } = await postWebhook(rawBody, sign(rawBody));
      expect(response.status).toBe(200);
      expect(data).toEqual({ success: true, message: 'Event processed' });
      expect(fresh.requests.map((request) => request.url)).toEqual([
        `https://api.razorpay.com/v1/orders/${providerOrderId}/payments`,
      ]);
      expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('created');
    } finally {
      server.ctx.payments = provider;
    }
  });

  test('a genuine webhook for a captured payment pays the order once, and a redelivery is harmless', async () => {
    const captured = createFakeRazorpay();
    const provider = server.ctx.payments;
    server.ctx.payments = new RazorpayPaymentProvider({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
      fetch: captured.fetch,
    });
    try {
      captured.orders.set(providerOrderId, {
        id: providerOrderId,
        amount: 148_444,
        currency: 'INR',
        receipt: orderUuid,
        notes: {},
      });
      captured.addPayment(providerOrderId, { id: 'pay_Captured000001', status: 'captured', method: 'upi' });
      const rawBody = webhookBody('payment.captured', providerOrderId, 'pay_Captured000001', 148_444);
      const eventId = `evt_${randomUUID()}`;
      const first = await postWebhook(rawBody, sign(rawBody), eventId);
      expect(first.response.status).toBe(200);
      expect(first.data).toEqual({ success: true, message: 'Event processed' });

      const order = await orderRowByUuid(server.ctx.db, orderUuid);
      expect(order).toMatchObject({ status: 'paid', paymentMethod: 'upi', providerPaymentId: 'pay_Captured000001' });
      expect(await ticketRow(server.ctx.db, ticketId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      const [stored] = await server.ctx.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.providerEventId, eventId));
      expect(stored).toMatchObject({ provider: 'razorpay', eventType: 'payment.captured' });

      const redelivered = await postWebhook(rawBody, sign(rawBody), eventId);
      expect(redelivered.data).toEqual({ success: true, message: 'Event already processed' });
      expect((await orderRowByUuid(server.ctx.db, orderUuid)).invoiceNumber).toBe(order.invoiceNumber);

      // The status call agrees, with the checkout's signature computed by the documented formula.
      const signature = createHmac('sha256', KEYS.RAZORPAY_KEY_SECRET)
        .update(`${providerOrderId}|pay_Captured000001`)
        .digest('hex');
      const status = await server.clientWithToken(user.token).GET('/payments/status/{providerOrderId}', {
        params: {
          path: { providerOrderId },
          query: { razorpay_payment_id: 'pay_Captured000001', razorpay_signature: signature },
        },
      });
      expect(status.data!.message.order).toMatchObject({
        status: 'paid',
        total_amount: '1484.44',
        payment_method: 'upi',
      });
    } finally {
      server.ctx.payments = provider;
    }
  });

  test('events about unknown orders or of other kinds are acknowledged and ignored', async () => {
    const unknown = webhookBody('payment.captured', 'order_NotOurs000001', 'pay_NotOurs0000001', 100);
    expect((await postWebhook(unknown, sign(unknown))).data).toEqual({ success: true, message: 'Event ignored' });
    const refund = webhookBody('refund.processed', providerOrderId, 'pay_Captured000001', 148_444);
    expect((await postWebhook(refund, sign(refund))).data).toEqual({ success: true, message: 'Event ignored' });
  });

  test('the sandbox checkout is not served, and its completion call is not available', async () => {
    const script = await server.app.inject({ method: 'GET', url: '/sandbox/checkout.js' });
    expect(script.statusCode).toBe(404);
    const complete = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: providerOrderId, outcome: 'success', checkout_token: 'a'.repeat(64) },
    });
    expect(complete.response.status).toBe(404);
    expect(complete.error!.error).toBe('The sandbox payment provider is not enabled');
  });

  test('a provider that cannot be reached answers 502 on createOrder and changes nothing', async () => {
    const other = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await createPendingTicket(server.ctx.db, {
      userId: other.id,
      subEventId: subEvent.subEventId,
      category: '5K',
      amountPaise: 79_900,
    });
    razorpay.failNextWith(500, 'Something went wrong');
    const { response, error } = await server.clientWithToken(other.token).POST('/orders/create', {
      body: { sub_event_uuid: subEvent.subEventUuid },
    });
    expect(response.status).toBe(502);
    expect(error!.error).toBe('Failed to initialize payment. Please try again.');
    const list = await server.clientWithToken(other.token).GET('/orders/', {});
    expect(list.data!.message.orders).toEqual([]);
  });
});
