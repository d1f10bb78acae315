// A payment that completes after the order's held places expired (the checkout stayed open past
// TICKET_HOLD_MINUTES): kept when the event still has room, otherwise the order is 'refunded' through
// the provider, its tickets released, and the person told why. With the sandbox provider (the
// refund recorded in payment_refunds) and with the razorpay provider against the fake API (the
// refund asked with POST /v1/payments/{id}/refund), each on a clock the test moves.
import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_REASON_HOLD_RELEASED } from '../../../src/domain/payment-texts';
import { orders, participants, paymentAttempts, paymentRefunds } from '../../../server/db/schema';
import type { SandboxPaymentProvider } from '../../../server/payments/index';
import { RazorpayPaymentProvider } from '../../../server/payments/index';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, type CreatedEvent } from '../catalog/fixtures';
import { createFakeRazorpay, type FakeRazorpay } from '../payments/fake-razorpay';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';
import { checkoutSignature, orderRowByUuid } from './fixtures';

const MINUTE = 60_000;
const HOLD = 15 * MINUTE;
const START = new Date('2026-03-02T04:30:00.000Z');
const REFUND_TEXT = 'Your held places were released before the payment completed, so the payment has been refunded.';

function register(server: TestServer, event: CreatedEvent, person: TestUser, name = 'Asha Runner') {
  return server.clientWithToken(person.token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers(event.fields, { mandatory_participant_name: name }) },
  });
}

function createOrder(server: TestServer, event: CreatedEvent, person: TestUser) {
  return server.clientWithToken(person.token).POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
}

function paidEvent(server: TestServer, capacity: number | null) {
  return createEvent(server.ctx.db, {
    now: START,
    form: SIMPLE_FORM,
    subEvent: { totalAllowedRegistrations: capacity, entryFeePaise: 50_000 },
  });
}

async function ticketStatuses(server: TestServer, event: CreatedEvent, person: TestUser) {
  const rows = await server.ctx.db
    .select({ status: participants.status, paymentStatus: participants.paymentStatus })
    .from(participants)
    .where(and(eq(participants.subEventId, event.subEventId), eq(participants.userId, person.id)));
  return rows.map((row) => `${row.status}/${row.paymentStatus}`);
}

describe('with the sandbox provider', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Access tokens outlive the clock moves below.
    server = await createTestServer({ clock: createClock(START), env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Registers one ticket, opens the checkout at `START`, and returns what the checkout needs. */
  async function heldOrder(capacity: number | null) {
    server.clock.set(START);
    const event = await paidEvent(server, capacity);
    const buyer = await createSignedInUser(server);
    expect((await register(server, event, buyer)).response.status).toBe(200);
    server.clock.set(new Date(START.getTime() + 5 * MINUTE));
    const created = await createOrder(server, event, buyer);
    expect(created.response.status).toBe(200);
    const checkout = created.data!.message.razorpay_order!;
    return { event, buyer, orderUuid: created.data!.message.order.order_uuid, checkout };
  }

  async function payInSandbox(orderId: string, checkoutToken: string) {
    const paid = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: orderId, outcome: 'success', checkout_token: checkoutToken },
    });
    expect(paid.response.status).toBe(200);
    return paid.data!.data as { razorpay_payment_id: string; razorpay_signature: string };
  }

  function statusCall(person: TestUser, orderId: string, proof?: { razorpay_payment_id: string }) {
    return server.clientWithToken(person.token).GET('/payments/status/{providerOrderId}', {
      params: {
        path: { providerOrderId: orderId },
        query: proof
          ? {
              razorpay_payment_id: proof.razorpay_payment_id,
              razorpay_signature: checkoutSignature(
                server.config.razorpayKeySecret,
                orderId,
                proof.razorpay_payment_id,
              ),
            }
          : {},
      },
    });
  }

  it('opening the checkout holds the places for a full hold from then: the checkout time limit', async () => {
    const { event, buyer } = await heldOrder(1);
    const [ticket] = await server.ctx.db
      .select({ holdExpiresAt: participants.holdExpiresAt })
      .from(participants)
      .where(and(eq(participants.subEventId, event.subEventId), eq(participants.userId, buyer.id)));
    expect(ticket!.holdExpiresAt!.toISOString()).toBe(new Date(START.getTime() + 5 * MINUTE + HOLD).toISOString());
  });

  it('keeps a payment that completes after the hold expired when places remain', async () => {
    const { event, buyer, orderUuid, checkout } = await heldOrder(2);
    // Someone else takes one of the two places while the checkout is open; one is still free.
    server.clock.set(new Date(START.getTime() + 5 * MINUTE + HOLD + MINUTE));
    const other = await createSignedInUser(server);
    expect((await register(server, event, other, 'Ravi Runner')).response.status).toBe(200);

    const proof = await payInSandbox(checkout.order_id, checkout.checkout_token!);
    const { data, response } = await statusCall(buyer, checkout.order_id, proof);
    expect(response.status).toBe(200);
    expect(data!.message.order.status).toBe('paid');
    expect(data!.message.order).not.toHaveProperty('refund_reason');
    expect(await ticketStatuses(server, event, buyer)).toEqual(['confirmed/paid']);
    expect(
      await server.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.providerOrderId, checkout.order_id)),
    ).toEqual([]);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).invoiceNumber).not.toBeNull();
  });

  it('keeps it too when the event has no capacity limit', async () => {
    const { event, buyer, checkout } = await heldOrder(null);
    server.clock.set(new Date(START.getTime() + 3 * HOLD));
    const proof = await payInSandbox(checkout.order_id, checkout.checkout_token!);
    expect((await statusCall(buyer, checkout.order_id, proof)).data!.message.order.status).toBe('paid');
    expect(await ticketStatuses(server, event, buyer)).toEqual(['confirmed/paid']);
  });

  it('refunds it when another person took the place after the hold expired, and says why', async () => {
    const { event, buyer, orderUuid, checkout } = await heldOrder(1);
    // While the hold is live the event is full for everyone else.
    const other = await createSignedInUser(server);
    expect((await register(server, event, other, 'Ravi Runner')).response.status).toBe(409);
    server.clock.set(new Date(START.getTime() + 5 * MINUTE + HOLD));
    expect((await register(server, event, other, 'Ravi Runner')).response.status).toBe(200);

    server.clock.set(new Date(START.getTime() + 5 * MINUTE + HOLD + 2 * MINUTE));
    const proof = await payInSandbox(checkout.order_id, checkout.checkout_token!);
    const { data, response } = await statusCall(buyer, checkout.order_id, proof);
    expect(response.status).toBe(200);
    expect(data!.message.order.status).toBe('refunded');
    expect(data!.message.order.refund_reason).toBe(REFUND_TEXT);
    expect(REFUND_REASON_HOLD_RELEASED).toBe(REFUND_TEXT);
    expect(data!.message.order.razorpay_payment_id).toBe(proof.razorpay_payment_id);

    // The buyer's ticket is released and never confirmed; the other person's place stands.
    expect(await ticketStatuses(server, event, buyer)).toEqual(['cancelled/failed']);
    expect(await ticketStatuses(server, event, other)).toEqual(['pending/pending']);

    // The sandbox recorded one refund of the whole amount, and the payment now reports 'refunded'.
    const refunds = await server.ctx.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.providerOrderId, checkout.order_id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      provider: 'sandbox',
      providerRefundId: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      providerPaymentId: proof.razorpay_payment_id,
      amountPaise: checkout.amount,
      currency: 'INR',
      status: 'processed',
      notes: { order_uuid: orderUuid, reason: 'held_places_released' },
    });
    const [attempt] = await server.ctx.db
      .select({ status: paymentAttempts.status })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerPaymentId, proof.razorpay_payment_id));
    expect(attempt!.status).toBe('refunded');
    const order = await orderRowByUuid(server.ctx.db, orderUuid);
    // The payment was taken, so it has its tax invoice; the refund a credit note citing it.
    expect(order).toMatchObject({
      status: 'refunded',
      providerRefundId: refunds[0]!.providerRefundId,
      refundClaimedAt: null,
      invoiceNumber: expect.stringMatching(/^SL\/\d{2}-\d{2}\/\d{6}$/),
      paidAt: null,
    });

    // Asking again changes nothing and refunds nothing more.
    const again = await statusCall(buyer, checkout.order_id);
    expect(again.data!.message.order).toMatchObject({ status: 'refunded', refund_reason: REFUND_TEXT });
    expect(
      await server.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.providerOrderId, checkout.order_id)),
    ).toHaveLength(1);

    // My Orders lists it as 'refunded' with the reason and its credit note, which cites the invoice.
    const client = server.clientWithToken(buyer.token);
    const listed = (await client.GET('/orders/', { params: { query: {} } })).data!.message.orders;
    expect(listed).toEqual([
      expect.objectContaining({
        order_uuid: orderUuid,
        status: 'refunded',
        refund_reason: REFUND_TEXT,
        invoice_number: order.invoiceNumber,
        credit_note: {
          number: expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{6}$/),
          issued_at: expect.any(String),
          invoice_number: order.invoiceNumber,
        },
      }),
    ]);
    for (const ref of [String(order.id), orderUuid]) {
      const invoice = await client.GET('/invoices/order/{orderId}', { params: { path: { orderId: ref } } });
      expect(invoice.response.status).toBe(200);
      const { document, credit_note: creditNote } = invoice.data!.data.invoice;
      expect(document.number).toBe(order.invoiceNumber);
      expect(creditNote).toMatchObject({
        kind: 'credit_note',
        title: 'Credit Note',
        number: listed[0]!.credit_note!.number,
        original_invoice: { number: order.invoiceNumber, issued_at: document.issued_at },
        reason: REFUND_TEXT,
        totals: { grand_total: document.totals.grand_total },
      });
      const pdf = await client.GET('/credit-notes/order/{orderId}/pdf', {
        params: { path: { orderId: ref } },
        parseAs: 'arrayBuffer',
      });
      expect(pdf.response.status).toBe(200);
      expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(pdf.data as ArrayBuffer)
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }

    // The sandbox will not take another payment on the refunded order.
    const payAgain = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
    });
    expect(payAgain.response.status).toBe(409);
  });

  it('refunds once when status calls race each other', async () => {
    const { event, buyer, orderUuid, checkout } = await heldOrder(1);
    server.clock.set(new Date(START.getTime() + 5 * MINUTE + HOLD));
    const other = await createSignedInUser(server);
    expect((await register(server, event, other, 'Ravi Runner')).response.status).toBe(200);
    const proof = await payInSandbox(checkout.order_id, checkout.checkout_token!);

    // The refund answers slowly, so the other calls arrive while it is being asked for.
    const sandbox = server.ctx.payments as SandboxPaymentProvider;
    const refundCalls: string[] = [];
    const refundPayment = sandbox.refundPayment.bind(sandbox);
    sandbox.refundPayment = async (paymentId, amountPaise, notes) => {
      refundCalls.push(paymentId);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return refundPayment(paymentId, amountPaise, notes);
    };
    let answers;
    try {
      answers = await Promise.all([
        statusCall(buyer, checkout.order_id, proof),
        statusCall(buyer, checkout.order_id),
        statusCall(buyer, checkout.order_id, proof),
      ]);
    } finally {
      Reflect.deleteProperty(sandbox, 'refundPayment');
    }
    expect(refundCalls).toEqual([proof.razorpay_payment_id]);
    for (const answer of answers) expect(answer.data!.message.order.status).toBe('refunded');
    const refunds = await server.ctx.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.providerOrderId, checkout.order_id));
    expect(refunds).toHaveLength(1);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).providerRefundId).toBe(refunds[0]!.providerRefundId);
  });

  it('frees the place before the payment completes only when the hold expired: a payment in time is kept', async () => {
    const { event, buyer, checkout } = await heldOrder(1);
    server.clock.set(new Date(START.getTime() + 5 * MINUTE + HOLD - 1));
    const proof = await payInSandbox(checkout.order_id, checkout.checkout_token!);
    expect((await statusCall(buyer, checkout.order_id, proof)).data!.message.order.status).toBe('paid');
    expect(await ticketStatuses(server, event, buyer)).toEqual(['confirmed/paid']);
  });
});

describe('with the razorpay provider', () => {
  const KEYS = {
    RAZORPAY_KEY_ID: 'rzp_test_StartlineKey',
    RAZORPAY_KEY_SECRET: 'startline_key_secret_for_tests',
    RAZORPAY_WEBHOOK_SECRET: 'startline_webhook_secret_for_tests',
  };
  let server: TestServer;
  let razorpay: FakeRazorpay;

  beforeAll(async () => {
    server = await createTestServer({
      clock: createClock(START),
      env: { PAYMENT_PROVIDER: 'razorpay', ACCESS_TOKEN_TTL_SECONDS: '86400', ...KEYS },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** One fake API for the whole describe (its order ids restart with each fake, and ours are unique). */
  function useFake(): void {
    razorpay ??= createFakeRazorpay();
    server.ctx.payments = new RazorpayPaymentProvider({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
      fetch: razorpay.fetch,
    });
  }

  const refundsOf = (paymentId: string) => razorpay.refunds.filter((refund) => refund.payment_id === paymentId);
  const refundRequestsOf = (paymentId: string) =>
    razorpay.requests.filter((request) => request.url.endsWith(`/v1/payments/${paymentId}/refund`));

  function webhook(orderId: string, paymentId: string, amount: number) {
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } },
      },
    });
    return server.client.POST('/payments/webhook', {
      body: JSON.parse(rawBody) as { event: string; payload: Record<string, unknown> },
      bodySerializer: () => rawBody,
      params: {
        header: {
          'x-razorpay-signature': createHmac('sha256', KEYS.RAZORPAY_WEBHOOK_SECRET).update(rawBody).digest('hex'),
        },
      },
      headers: { 'x-razorpay-event-id': `evt_${randomUUID()}` },
    });
  }

  function statusCall(person: TestUser, orderId: string, paymentId: string) {
    return server.clientWithToken(person.token).GET('/payments/status/{providerOrderId}', {
      params: {
        path: { providerOrderId: orderId },
        query: {
          razorpay_payment_id: paymentId,
          razorpay_signature: checkoutSignature(KEYS.RAZORPAY_KEY_SECRET, orderId, paymentId),
        },
      },
    });
  }

  /** An order whose one ticket's hold expired and whose single place another person then took. */
  async function lateOrderForFullEvent() {
    useFake();
    server.clock.set(START);
    const event = await paidEvent(server, 1);
    const buyer = await createSignedInUser(server);
    expect((await register(server, event, buyer)).response.status).toBe(200);
    const created = await createOrder(server, event, buyer);
    expect(created.error).toBeUndefined();
    const orderId = created.data!.message.razorpay_order!.order_id;
    const amount = created.data!.message.razorpay_order!.amount;
    server.clock.set(new Date(START.getTime() + HOLD + MINUTE));
    const other = await createSignedInUser(server);
    expect((await register(server, event, other, 'Ravi Runner')).response.status).toBe(200);
    const paymentId = `pay_Late${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    razorpay.addPayment(orderId, { id: paymentId, status: 'captured', method: 'upi' });
    return { event, buyer, other, orderUuid: created.data!.message.order.order_uuid, orderId, amount, paymentId };
  }

  it('a webhook and a status call racing refund once, through POST /v1/payments/{id}/refund', async () => {
    const { event, buyer, other, orderUuid, orderId, amount, paymentId } = await lateOrderForFullEvent();
    // The refund answers slowly, so the other call arrives while it is being asked for.
    server.ctx.payments = new RazorpayPaymentProvider({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
      fetch: async (input, init) => {
        if (String(input).endsWith('/refund')) await new Promise((resolve) => setTimeout(resolve, 300));
        return razorpay.fetch(input, init);
      },
    });
    const [hook, status] = await Promise.all([
      webhook(orderId, paymentId, amount),
      statusCall(buyer, orderId, paymentId),
    ]);
    expect(hook.response.status).toBe(200);
    expect(status.response.status).toBe(200);
    expect(status.data!.message.order).toMatchObject({ status: 'refunded', refund_reason: REFUND_TEXT });

    const refundRequests = refundRequestsOf(paymentId);
    expect(refundRequests).toHaveLength(1);
    const [request] = refundRequests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`https://api.razorpay.com/v1/payments/${paymentId}/refund`);
    const basic = Buffer.from(`${KEYS.RAZORPAY_KEY_ID}:${KEYS.RAZORPAY_KEY_SECRET}`).toString('base64');
    expect(request!.headers['authorization']).toBe(`Basic ${basic}`);
    expect(request!.headers['x-refund-idempotency']).toBe(`startline-refund-${paymentId}`);
    expect(request!.body).toEqual({
      amount,
      speed: 'normal',
      notes: { order_uuid: orderUuid, reason: 'held_places_released' },
    });
    expect(refundsOf(paymentId)).toHaveLength(1);
    const order = await orderRowByUuid(server.ctx.db, orderUuid);
    expect(order).toMatchObject({
      status: 'refunded',
      providerRefundId: refundsOf(paymentId)[0]!.id,
      invoiceNumber: expect.stringMatching(/^SL\//),
    });
    expect(await ticketStatuses(server, event, buyer)).toEqual(['cancelled/failed']);
    expect(await ticketStatuses(server, event, other)).toEqual(['pending/pending']);

    // A redelivered webhook and later status calls refund nothing more.
    await webhook(orderId, paymentId, amount);
    await statusCall(buyer, orderId, paymentId);
    expect(refundRequestsOf(paymentId)).toHaveLength(1);
  });

  it('a refund the provider refuses answers 502 and is asked again by the next call', async () => {
    const { buyer, orderUuid, orderId, paymentId } = await lateOrderForFullEvent();
    // The first call fetches the payments fine; the refund after it fails.
    const original = razorpay.fetch;
    let failedOnce = false;
    server.ctx.payments = new RazorpayPaymentProvider({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
      fetch: async (input, init) => {
        if (!failedOnce && String(input).endsWith('/refund')) {
          failedOnce = true;
          razorpay.failNextWith(500, 'We are facing some trouble completing your request at the moment.');
        }
        return original(input, init);
      },
    });
    const failed = await statusCall(buyer, orderId, paymentId);
    expect(failed.response.status).toBe(502);
    expect(failed.error).toMatchObject({ message: 'Payment verification failed. Please contact support.' });
    // The places are released already; only the refund is still owed.
    expect(await orderRowByUuid(server.ctx.db, orderUuid)).toMatchObject({
      status: 'refunded',
      providerRefundId: null,
      refundClaimedAt: null,
    });

    const retried = await statusCall(buyer, orderId, paymentId);
    expect(retried.response.status).toBe(200);
    expect(retried.data!.message.order.status).toBe('refunded');
    expect(refundRequestsOf(paymentId)).toHaveLength(2);
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).providerRefundId).toBe(refundsOf(paymentId)[0]!.id);
  });

  it('a late payment with a place still free is confirmed, not refunded', async () => {
    useFake();
    server.clock.set(START);
    const event = await paidEvent(server, 5);
    const buyer = await createSignedInUser(server);
    await register(server, event, buyer);
    const created = await createOrder(server, event, buyer);
    const orderId = created.data!.message.razorpay_order!.order_id;
    server.clock.set(new Date(START.getTime() + 2 * HOLD));
    razorpay.addPayment(orderId, { id: 'pay_LateButFree001', status: 'captured' });
    const { data } = await webhook(orderId, 'pay_LateButFree001', created.data!.message.razorpay_order!.amount);
    expect(data).toEqual({ success: true, message: 'Event processed' });
    const [order] = await server.ctx.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
    expect(order!.status).toBe('paid');
    expect(refundRequestsOf('pay_LateButFree001')).toEqual([]);
    expect(await ticketStatuses(server, event, buyer)).toEqual(['confirmed/paid']);
  });

  it('the sandbox calls do not exist with the razorpay provider', async () => {
    const complete = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: 'order_Any00000000000', outcome: 'success', checkout_token: 'a'.repeat(64) },
    });
    expect(complete.response.status).toBe(404);
    expect(complete.error!.error).toBe('The sandbox payment provider is not enabled');
    const details = await server.client.GET('/payments/sandbox/checkout/{providerOrderId}', {
      params: {
        path: { providerOrderId: 'order_Any00000000000' },
        query: { key: KEYS.RAZORPAY_KEY_ID, checkout_token: 'a'.repeat(64) },
      },
    });
    expect(details.response.status).toBe(404);
    expect(details.error!.error).toBe('The sandbox payment provider is not enabled');
    const script = await server.app.inject({ method: 'GET', url: '/sandbox/checkout.js' });
    expect(script.statusCode).toBe(404);
  });
});
