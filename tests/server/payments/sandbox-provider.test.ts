// The sandbox provider on its own: a ledger of provider orders and payment attempts in our database,
// signed with the key secret by the provider's formula (checked here with node:crypto).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { paymentAttempts } from '../../../server/db/schema';
import { PaymentProviderError, SandboxPaymentProvider } from '../../../server/payments/index';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const KEY_SECRET = 'sandbox_key_secret_for_tests';
let database: TestDatabase;
let sandbox: SandboxPaymentProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = new SandboxPaymentProvider({
    db: database.db,
    keyId: 'rzp_test_sandbox',
    keySecret: KEY_SECRET,
    webhookSecret: 'unused',
  });
});

afterAll(async () => {
  await database?.close();
});

test('like the provider, it refuses orders below ₹1.00', async () => {
  const tooSmall = sandbox.createOrder({ amountPaise: 99, currency: 'INR', receipt: 'r', notes: {} });
  await expect(tooSmall).rejects.toBeInstanceOf(PaymentProviderError);
  await expect(tooSmall).rejects.toThrow('The amount must be at least INR 1.00');
});

test('an order lists only its payment attempts, each as the provider reports it', async () => {
  const order = await sandbox.createOrder({ amountPaise: 150_000, currency: 'INR', receipt: 'r', notes: {} });
  expect(order).toEqual({
    providerOrderId: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
    amountPaise: 150_000,
    currency: 'INR',
    keyId: 'rzp_test_sandbox',
  });
  expect(await sandbox.fetchOrderPayments(order.providerOrderId)).toEqual([]);

  // Another order's token, or a made-up one, finishes nothing (the order id alone is not enough).
  const other = await sandbox.createOrder({ amountPaise: 150_000, currency: 'INR', receipt: 'r2', notes: {} });
  for (const token of [sandbox.checkoutToken(other.providerOrderId), 'f'.repeat(64), '']) {
    expect(await sandbox.completePayment(order.providerOrderId, 'success', token)).toEqual({ kind: 'wrong_token' });
  }
  expect(await sandbox.fetchOrderPayments(order.providerOrderId)).toEqual([]);

  const failed = await sandbox.completePayment(
    order.providerOrderId,
    'failure',
    sandbox.checkoutToken(order.providerOrderId),
  );
  const captured = await sandbox.completePayment(
    order.providerOrderId,
    'success',
    sandbox.checkoutToken(order.providerOrderId),
  );
  if (failed.kind !== 'failed' || captured.kind !== 'captured') throw new Error('unexpected sandbox outcome');
  const { razorpay_payment_id: paymentId, razorpay_signature: signature } = captured.result;
  expect(signature).toBe(
    createHmac('sha256', KEY_SECRET).update(`${order.providerOrderId}|${paymentId}`).digest('hex'),
  );
  expect(sandbox.verifyPaymentSignature({ orderId: order.providerOrderId, paymentId, signature })).toBe(true);

  const payments = await sandbox.fetchOrderPayments(order.providerOrderId);
  expect(
    payments.map(({ paymentId: id, status, method, amountPaise, currency }) => ({
      id,
      status,
      method,
      amountPaise,
      currency,
    })),
  ).toEqual([
    {
      id: failed.result.error.metadata.payment_id,
      status: 'failed',
      method: 'card',
      amountPaise: 150_000,
      currency: 'INR',
    },
    { id: paymentId, status: 'captured', method: 'card', amountPaise: 150_000, currency: 'INR' },
  ]);

  expect(
    await sandbox.completePayment(order.providerOrderId, 'success', sandbox.checkoutToken(order.providerOrderId)),
  ).toEqual({ kind: 'already_paid' });
  expect(
    await sandbox.completePayment('order_Unknown0000000', 'success', sandbox.checkoutToken('order_Unknown0000000')),
  ).toEqual({ kind: 'unknown_order' });
});

test('like the provider, it refunds only a captured payment, at most its amount, and once', async () => {
  const order = await sandbox.createOrder({ amountPaise: 120_000, currency: 'INR', receipt: 'r3', notes: {} });
  const token = sandbox.checkoutToken(order.providerOrderId);
  const failed = await sandbox.completePayment(order.providerOrderId, 'failure', token);
  if (failed.kind !== 'failed') throw new Error('unexpected sandbox outcome');
  const failedId = failed.result.error.metadata.payment_id;
  await expect(sandbox.refundPayment(failedId, 120_000, {})).rejects.toThrow(
    'Refunds can be made only on captured payments',
  );
  await expect(sandbox.refundPayment('pay_Unknown00000001', 100, {})).rejects.toThrow('The id provided does not exist');

  const captured = await sandbox.completePayment(order.providerOrderId, 'success', token);
  if (captured.kind !== 'captured') throw new Error('unexpected sandbox outcome');
  const paymentId = captured.result.razorpay_payment_id;
  await expect(sandbox.refundPayment(paymentId, 120_001, {})).rejects.toBeInstanceOf(PaymentProviderError);

  const refund = await sandbox.refundPayment(paymentId, 120_000, { order_uuid: 'u-2' });
  expect(refund).toEqual({
    refundId: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
    paymentId,
    amountPaise: 120_000,
    currency: 'INR',
    status: 'processed',
  });
  expect(await sandbox.refundPayment(paymentId, 120_000, { order_uuid: 'u-2' })).toEqual(refund);
  const payments = await sandbox.fetchOrderPayments(order.providerOrderId);
  expect(payments.map((payment) => payment.status)).toEqual(['failed', 'refunded']);
  // A refunded order stays paid at the provider: no second payment.
  expect(await sandbox.completePayment(order.providerOrderId, 'success', token)).toEqual({ kind: 'already_paid' });
});

test('like the provider, it captures only an authorized payment, for its whole amount, and reports refunds', async () => {
  const order = await sandbox.createOrder({ amountPaise: 90_000, currency: 'INR', receipt: 'r4', notes: {} });
  // The sandbox checkout captures at once; an authorized attempt is what an account without auto-capture holds.
  await database.db.insert(paymentAttempts).values({
    provider: 'sandbox',
    providerOrderId: order.providerOrderId,
    providerPaymentId: 'pay_Authorized00001',
    amountPaise: 90_000,
    currency: 'INR',
    status: 'authorized',
    method: 'card',
  });
  await expect(sandbox.capturePayment('pay_Authorized00001', 89_999, 'INR')).rejects.toBeInstanceOf(
    PaymentProviderError,
  );
  expect(await sandbox.capturePayment('pay_Authorized00001', 90_000, 'INR')).toMatchObject({
    paymentId: 'pay_Authorized00001',
    status: 'captured',
  });
  await expect(sandbox.capturePayment('pay_Authorized00001', 90_000, 'INR')).rejects.toThrow(
    'Only an authorized payment can be captured',
  );
  const refund = await sandbox.refundPayment('pay_Authorized00001', 90_000, {});
  expect(await sandbox.fetchRefund('pay_Authorized00001', refund.refundId)).toEqual(refund);
  await expect(sandbox.fetchRefund('pay_Other0000000001', refund.refundId)).rejects.toThrow(
    'The id provided does not exist',
  );
});
