// The razorpay provider against the Razorpay stand-in over loopback HTTP: the rules of Razorpay's API
// the payment jobs depend on (basic auth, capture once for the whole amount, a refund once per
// idempotency key, Razorpay's error shape) and the stand-in's signed webhooks, checked with
// node:crypto independently of server/payments/signatures.ts.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, RazorpayPaymentProvider } from '../../../server/payments/index';
import type { RazorpayStandIn } from '../../../server/stand-ins/razorpay-stand-in';
import { RAZORPAY_KEYS, startStandIn } from './razorpay-stand-in-fixture';

let standIn: RazorpayStandIn;
let provider: RazorpayPaymentProvider;

beforeAll(async () => {
  standIn = await startStandIn();
  provider = new RazorpayPaymentProvider({ ...RAZORPAY_KEYS, baseUrl: standIn.url });
});

afterAll(async () => {
  await standIn?.close();
});

async function orderOf(amountPaise = 60_392) {
  return provider.createOrder({ amountPaise, currency: 'INR', receipt: 'receipt-1', notes: { order_uuid: 'u-1' } });
}

describe('the razorpay provider against the stand-in', () => {
  it('refuses the wrong key secret with 401 in Razorpay error shape', async () => {
    const wrong = new RazorpayPaymentProvider({ ...RAZORPAY_KEYS, keySecret: 'not-the-secret', baseUrl: standIn.url });
    const refused = await wrong
      .createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ status: 401, message: expect.stringContaining('Authentication failed') });
  });

  it('captures an authorized payment once, for the whole amount only', async () => {
    const order = await orderOf();
    const payment = await standIn.pay(order.providerOrderId, { capture: false });
    expect((await provider.fetchOrderPayments(order.providerOrderId)).map((p) => p.status)).toEqual(['authorized']);
    const partial = await provider.capturePayment(payment.id, 100, 'INR').catch((e) => e);
    expect(partial).toMatchObject({ status: 400, message: expect.stringContaining('must be equal to the amount') });
    const captured = await provider.capturePayment(payment.id, order.amountPaise, 'INR');
    expect(captured).toMatchObject({ paymentId: payment.id, status: 'captured', amountPaise: order.amountPaise });
    const again = await provider.capturePayment(payment.id, order.amountPaise, 'INR').catch((e) => e);
    expect(again).toMatchObject({ status: 400, message: expect.stringContaining('already been captured') });
    expect(standIn.ledger.order(order.providerOrderId)).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it('refunds a captured payment once however often asked, then reports its state', async () => {
    const order = await orderOf();
    const payment = await standIn.pay(order.providerOrderId);
    const first = await provider.refundPayment(payment.id, order.amountPaise, { order_uuid: 'u-1' });
    const second = await provider.refundPayment(payment.id, order.amountPaise, { order_uuid: 'u-1' });
    expect(second).toEqual(first);
    expect(first).toMatchObject({ paymentId: payment.id, amountPaise: order.amountPaise, status: 'pending' });
    expect([...standIn.ledger.refunds.values()].filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    await standIn.settleRefund(first.refundId, 'processed');
    expect(await provider.fetchRefund(payment.id, first.refundId)).toMatchObject({ status: 'processed' });
    const elsewhere = await provider.fetchRefund('pay_NotThisOne0001', first.refundId).catch((e) => e);
    expect(elsewhere).toMatchObject({ status: 400, message: expect.stringContaining('does not exist') });
  });

  it('an uncaptured payment cannot be refunded; an injected server error is a 500', async () => {
    const order = await orderOf();
    const payment = await standIn.pay(order.providerOrderId, { capture: false });
    expect(await provider.refundPayment(payment.id, order.amountPaise, {}).catch((e) => e)).toMatchObject({
      status: 400,
    });
    standIn.failNext({ count: 1, status: 503, pathSuffix: '/payments' });
    expect(await provider.fetchOrderPayments(order.providerOrderId).catch((e) => e)).toMatchObject({ status: 503 });
    expect(await provider.fetchOrderPayments(order.providerOrderId)).toHaveLength(1);
  });
});

describe("the stand-in's webhooks", () => {
  it('are signed with the webhook secret over the raw body, with an event id, in Razorpay envelope', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    standIn.webhooks.url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      const order = await orderOf();
      const payment = await standIn.pay(order.providerOrderId);
      expect(received.map((delivery) => JSON.parse(delivery.body).event)).toEqual([
        'payment.authorized',
        'payment.captured',
        'order.paid',
      ]);
      for (const { headers, body } of received) {
        const expected = createHmac('sha256', RAZORPAY_KEYS.webhookSecret).update(body).digest('hex');
        expect(headers['x-razorpay-signature']).toBe(expected);
        expect(headers['x-razorpay-event-id']).toMatch(/^evt_/);
      }
      const orderPaid = JSON.parse(received[2]!.body);
      expect(orderPaid).toMatchObject({
        entity: 'event',
        contains: ['payment', 'order'],
        payload: {
          payment: { entity: { id: payment.id, order_id: order.providerOrderId, status: 'captured' } },
          order: { entity: { id: order.providerOrderId, status: 'paid' } },
        },
      });
      standIn.webhooks.drop = true;
      await standIn.failPayment((await orderOf()).providerOrderId);
      expect(received).toHaveLength(3);
      expect(standIn.webhooks.deliveries.at(-1)).toMatchObject({ event: 'payment.failed', dropped: true });
    } finally {
      standIn.webhooks.drop = false;
      standIn.webhooks.url = null;
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
