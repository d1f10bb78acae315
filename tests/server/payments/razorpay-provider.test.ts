// The razorpay provider against Razorpay's documented formulas and API shapes. Expected signatures
// are computed here with node:crypto, independently of server/payments/signatures.ts, plus fixed
// vectors; requests are seen through an injected fetch (the network is closed on test machines).
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { Db } from '../../../server/db/connect';
import {
  createPaymentProvider,
  PaymentProviderError,
  RazorpayPaymentProvider,
  SandboxPaymentProvider,
} from '../../../server/payments/index';
import { createFakeRazorpay } from './fake-razorpay';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisisatestsecretkey';
const WEBHOOK_SECRET = 'whsec_startline_vector';

function provider(fetch?: typeof globalThis.fetch) {
  return new RazorpayPaymentProvider({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    ...(fetch ? { fetch } : {}),
  });
}

describe('payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex', () => {
  test('the vector published in the provider SDK documentation verifies', () => {
    const documented = new RazorpayPaymentProvider({
      keyId: KEY_ID,
      keySecret: 'EnLs21M47BllR3X8PSFtjtbd',
      webhookSecret: WEBHOOK_SECRET,
    });
    const input = { orderId: 'order_IEIaMR65cu6nz3', paymentId: 'pay_IH4NVgf4Dreq1l' };
    const signature = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';
    expect(documented.verifyPaymentSignature({ ...input, signature })).toBe(true);
    // Any change to the signature, or the ids in the other order, fails.
    expect(documented.verifyPaymentSignature({ ...input, signature: `1${signature.slice(1)}` })).toBe(false);
    expect(documented.verifyPaymentSignature({ orderId: input.paymentId, paymentId: input.orderId, signature })).toBe(
      false,
    );
  });

  test('a signature computed independently with node:crypto verifies; others do not', () => {
    const orderId = `order_${randomBytes(7).toString('hex')}`;
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const expected = createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');
    const razorpay = provider();
    expect(razorpay.verifyPaymentSignature({ orderId, paymentId, signature: expected })).toBe(true);
    const otherSecret = createHmac('sha256', 'another-secret').update(`${orderId}|${paymentId}`).digest('hex');
    for (const signature of [otherSecret, expected.toUpperCase(), expected.slice(0, 63), '', `${expected}00`]) {
      expect(razorpay.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(false);
    }
  });
});

describe('webhook signature: HMAC-SHA256 of the raw body with the webhook secret, hex', () => {
  const rawBody =
    '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_29QQoUBi66xm2f","order_id":"order_9A33XWu170gUtm","amount":50000}}}}';

  test('a fixed vector (computed with openssl dgst -sha256 -hmac) verifies for string and bytes', () => {
    const signature = '26614de7f94d1d54c085f94f572e85066fba3d69178d18a73c76c965d4a221d8';
    const razorpay = provider();
    expect(razorpay.verifyWebhookSignature(rawBody, signature)).toBe(true);
    expect(razorpay.verifyWebhookSignature(Buffer.from(rawBody), signature)).toBe(true);
  });

  test('the exact bytes matter: a re-serialized body or another secret does not verify', () => {
    const spaced = rawBody.replaceAll(':', ': ');
    const expected = createHmac('sha256', WEBHOOK_SECRET).update(spaced).digest('hex');
    const razorpay = provider();
    expect(razorpay.verifyWebhookSignature(spaced, expected)).toBe(true);
    expect(razorpay.verifyWebhookSignature(JSON.stringify(JSON.parse(spaced)), expected)).toBe(false);
    const withKeySecret = createHmac('sha256', KEY_SECRET).update(spaced).digest('hex');
    expect(razorpay.verifyWebhookSignature(spaced, withKeySecret)).toBe(false);
  });
});

describe('Orders API requests', () => {
  const basicAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

  test('createOrder posts amount in paise, currency, receipt and notes with basic auth', async () => {
    const fake = createFakeRazorpay();
    const order = await provider(fake.fetch).createOrder({
      amountPaise: 348_705,
      currency: 'INR',
      receipt: '3b0c7a52-7c1e-4f0e-9f43-6a1f0f2f7c11',
      notes: { order_uuid: '3b0c7a52-7c1e-4f0e-9f43-6a1f0f2f7c11', event_title: 'Pune Monsoon Run' },
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toEqual({
      method: 'POST',
      url: 'https://api.razorpay.com/v1/orders',
      headers: expect.objectContaining({
        authorization: basicAuth,
        'content-type': 'application/json',
        accept: 'application/json',
      }),
      body: {
        amount: 348_705,
        currency: 'INR',
        receipt: '3b0c7a52-7c1e-4f0e-9f43-6a1f0f2f7c11',
        notes: { order_uuid: '3b0c7a52-7c1e-4f0e-9f43-6a1f0f2f7c11', event_title: 'Pune Monsoon Run' },
      },
    });
    expect(order).toEqual({
      providerOrderId: 'order_Fake0000000001',
      amountPaise: 348_705,
      currency: 'INR',
      keyId: KEY_ID,
    });
  });

  test("fetchOrderPayments reads the order's payments collection", async () => {
    const fake = createFakeRazorpay();
    const razorpay = provider(fake.fetch);
    const { providerOrderId } = await razorpay.createOrder({
      amountPaise: 50_000,
      currency: 'INR',
      receipt: 'r1',
      notes: {},
    });
    fake.addPayment(providerOrderId, {
      id: 'pay_Failed00000001',
      status: 'failed',
      method: 'card',
      created_at: 1_767_225_700,
    });
    fake.addPayment(providerOrderId, {
      id: 'pay_Captured000001',
      status: 'captured',
      method: 'upi',
      created_at: 1_767_225_760,
    });

    const payments = await razorpay.fetchOrderPayments(providerOrderId);
    expect(fake.requests[1]).toEqual({
      method: 'GET',
      url: `https://api.razorpay.com/v1/orders/${providerOrderId}/payments`,
      headers: expect.objectContaining({ authorization: basicAuth }),
      body: undefined,
    });
    expect(payments).toEqual([
      {
        paymentId: 'pay_Failed00000001',
        status: 'failed',
        method: 'card',
        amountPaise: 50_000,
        currency: 'INR',
        createdAt: new Date(1_767_225_700_000),
      },
      {
        paymentId: 'pay_Captured000001',
        status: 'captured',
        method: 'upi',
        amountPaise: 50_000,
        currency: 'INR',
        createdAt: new Date(1_767_225_760_000),
      },
    ]);
  });

  test('provider errors and unreachable networks become PaymentProviderError', async () => {
    const fake = createFakeRazorpay();
    fake.failNextWith(400, 'The amount must be at least INR 1.00');
    const refused = provider(fake.fetch).createOrder({ amountPaise: 50, currency: 'INR', receipt: 'r2', notes: {} });
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('The amount must be at least INR 1.00'),
    });

    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(provider(offline).fetchOrderPayments('order_Any0000000001')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});

describe('Refunds API requests', () => {
  const basicAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

  test('refundPayment posts a normal refund with basic auth and an idempotency key per payment', async () => {
    const fake = createFakeRazorpay();
    const razorpay = provider(fake.fetch);
    const { providerOrderId } = await razorpay.createOrder({
      amountPaise: 50_000,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    fake.addPayment(providerOrderId, { id: 'pay_ToRefund0000001', status: 'captured' });

    const refund = await razorpay.refundPayment('pay_ToRefund0000001', 50_000, { order_uuid: 'u-1', reason: 'why' });
    expect(fake.requests[1]).toEqual({
      method: 'POST',
      url: 'https://api.razorpay.com/v1/payments/pay_ToRefund0000001/refund',
      headers: expect.objectContaining({
        authorization: basicAuth,
        'content-type': 'application/json',
        'x-refund-idempotency': 'startline-refund-pay_ToRefund0000001',
      }),
      body: { amount: 50_000, speed: 'normal', notes: { order_uuid: 'u-1', reason: 'why' } },
    });
    expect(refund).toEqual({
      refundId: fake.refunds[0]!.id,
      paymentId: 'pay_ToRefund0000001',
      amountPaise: 50_000,
      currency: 'INR',
      status: 'processed',
    });
    // The same request again is answered with the same refund, not a second one.
    expect(await razorpay.refundPayment('pay_ToRefund0000001', 50_000, { order_uuid: 'u-1', reason: 'why' })).toEqual(
      refund,
    );
    expect(fake.refunds).toHaveLength(1);
  });

  test("the provider's refusal becomes PaymentProviderError with its description", async () => {
    const fake = createFakeRazorpay();
    const refused = provider(fake.fetch).refundPayment('pay_Unknown00000001', 100, {});
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('The id provided does not exist'),
    });
  });
});

describe('createPaymentProvider', () => {
  const db = {} as Db;

  test('PAYMENT_PROVIDER picks the implementation and its keys', () => {
    const sandbox = createPaymentProvider(loadConfig({ APP_ENV: 'test' }), { db });
    expect(sandbox).toBeInstanceOf(SandboxPaymentProvider);
    expect(sandbox.keyId).toBe('rzp_test_sandbox');

    const razorpay = createPaymentProvider(
      loadConfig({
        APP_ENV: 'test',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
      { db },
    );
    expect(razorpay).toBeInstanceOf(RazorpayPaymentProvider);
    expect(razorpay.name).toBe('razorpay');
    expect(razorpay.keyId).toBe(KEY_ID);
  });
});
