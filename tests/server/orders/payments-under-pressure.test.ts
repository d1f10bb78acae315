// Payments under pressure (security issue, item 8): webhooks delivered several times at once, events
// out of order, order creations racing, 200 buyers for the last 10 places, and a payment provider
// that hangs or fails. The server, its database and the sandbox provider are real; the razorpay
// provider talks to the in-memory fake API behind an injected fetch, and the hanging or failing
// provider is a test double of the EXTERNAL provider put in through the server's one seam
// (ctx.payments): a fault that cannot be caused otherwise.
import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_REASON_ORDER_CHANGED } from '../../../src/domain/payment-texts';
import { orders, participants, paymentAttempts, paymentRefunds, webhookEvents } from '../../../server/db/schema';
import { FAILED_TO_INITIALIZE_PAYMENT } from '../../../server/modules/orders/create-order';
import { REGISTRATIONS_FULL } from '../../../server/modules/registrations/register';
import { PAYMENT_VERIFICATION_FAILED } from '../../../server/modules/orders/reconcile';
import { RazorpayPaymentProvider, type PaymentProvider } from '../../../server/payments/index';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, type CreatedEvent } from '../catalog/fixtures';
import { createFakeRazorpay, type FakeRazorpay } from '../payments/fake-razorpay';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';
import { checkoutSignature, orderRowByUuid } from './fixtures';

const MINUTE = 60_000;
const HOLD = 15 * MINUTE;
const START = new Date('2026-03-02T04:30:00.000Z');
const PROVIDER_TIMEOUT_MS = 250;
// A provider that hangs would hold the answer until the test's own timeout: an answer within this
// shows the wait is bounded. It is not a speed check (those are benchmarks): under the whole suite's load
// on 2 cores an answer can take seconds more than PROVIDER_TIMEOUT_MS.
const BOUNDED_MS = 15_000;
const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_StartlineKey',
  RAZORPAY_KEY_SECRET: 'startline_key_secret_for_tests',
  RAZORPAY_WEBHOOK_SECRET: 'startline_webhook_secret_for_tests',
};

function paidEvent(server: TestServer, capacity: number | null) {
  return createEvent(server.ctx.db, {
    now: server.clock.now(),
    form: SIMPLE_FORM,
    subEvent: { totalAllowedRegistrations: capacity, entryFeePaise: 50_000 },
  });
}

function register(server: TestServer, event: CreatedEvent, person: TestUser, name = 'Asha Runner') {
  return server.clientWithToken(person.token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers(event.fields, { mandatory_participant_name: name }) },
  });
}

function createOrder(server: TestServer, event: CreatedEvent, person: TestUser) {
  return server.clientWithToken(person.token).POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
}

function statusCall(server: TestServer, person: TestUser, orderId: string, paymentId?: string) {
  return server.clientWithToken(person.token).GET('/payments/status/{providerOrderId}', {
    params: {
      path: { providerOrderId: orderId },
      query: paymentId
        ? {
            razorpay_payment_id: paymentId,
            razorpay_signature: checkoutSignature(server.config.razorpayKeySecret, orderId, paymentId),
          }
        : {},
    },
  });
}

async function ticketStates(server: TestServer, event: CreatedEvent, person: TestUser) {
  const rows = await server.ctx.db
    .select({ status: participants.status, paymentStatus: participants.paymentStatus })
    .from(participants)
    .where(and(eq(participants.subEventId, event.subEventId), eq(participants.userId, person.id)));
  return rows.map((row) => `${row.status}/${row.paymentStatus}`);
}

describe('with the razorpay provider (the fake API)', () => {
  let server: TestServer;
  let razorpay: FakeRazorpay;
  let genuine: RazorpayPaymentProvider;

  beforeAll(async () => {
    server = await createTestServer({
      clock: createClock(START),
      env: {
        PAYMENT_PROVIDER: 'razorpay',
        ACCESS_TOKEN_TTL_SECONDS: '86400',
        PAYMENT_PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
        ...KEYS,
      },
    });
    razorpay = createFakeRazorpay();
    genuine = new RazorpayPaymentProvider({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
      fetch: razorpay.fetch,
    });
    server.ctx.payments = genuine;
  });

  afterAll(async () => {
    await server?.close();
  });

  /** A buyer with one pending ticket and an order opened at the provider. */
  async function openOrder() {
    server.ctx.payments = genuine;
    server.clock.set(START);
    const event = await paidEvent(server, null);
    const buyer = await createSignedInUser(server);
    expect((await register(server, event, buyer)).response.status).toBe(200);
    const created = await createOrder(server, event, buyer);
    expect(created.response.status).toBe(200);
    return {
      event,
      buyer,
      orderUuid: created.data!.message.order.order_uuid,
      providerOrderId: created.data!.message.razorpay_order!.order_id,
      amount: created.data!.message.razorpay_order!.amount,
    };
  }

  function webhook(event: string, orderId: string, paymentId: string, eventId = `evt_${randomUUID()}`) {
    const rawBody = JSON.stringify({
      entity: 'event',
      event,
      payload: { payment: { entity: { id: paymentId, order_id: orderId, currency: 'INR' } } },
    });
    return server.client.POST('/payments/webhook', {
      body: JSON.parse(rawBody) as { event: string; payload: Record<string, unknown> },
      bodySerializer: () => rawBody,
      params: {
        header: {
          'x-razorpay-signature': createHmac('sha256', KEYS.RAZORPAY_WEBHOOK_SECRET).update(rawBody).digest('hex'),
        },
      },
      headers: { 'x-razorpay-event-id': eventId },
    });
  }

  it('fulfils once when the same webhook arrives 3 times at once, with order.paid alongside, and again later', async () => {
    const { event, buyer, orderUuid, providerOrderId } = await openOrder();
    razorpay.addPayment(providerOrderId, { id: 'pay_Burst000000001', status: 'captured' });
    const eventId = `evt_${randomUUID()}`;
    const answers = await Promise.all([
      webhook('payment.captured', providerOrderId, 'pay_Burst000000001', eventId),
      webhook('payment.captured', providerOrderId, 'pay_Burst000000001', eventId),
      webhook('payment.captured', providerOrderId, 'pay_Burst000000001', eventId),
      webhook('order.paid', providerOrderId, 'pay_Burst000000001'),
    ]);
    for (const answer of answers) expect(answer.response.status).toBe(200);
    const paid = await orderRowByUuid(server.ctx.db, orderUuid);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: 'pay_Burst000000001' });
    expect(paid.invoiceNumber).toMatch(/^SL\/\d{2}-\d{2}\/\d{6}$/);
    expect(await ticketStates(server, event, buyer)).toEqual(['confirmed/paid']);
    const stored = await server.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.providerEventId, eventId));
    expect(stored).toHaveLength(1);

    // Later, the provider redelivers (it had not seen our 2xx): nothing changes, not even a timestamp.
    server.clock.advance(10 * MINUTE);
    const later = await webhook('payment.captured', providerOrderId, 'pay_Burst000000001', eventId);
    expect(later.data).toEqual({ success: true, message: 'Event already processed' });
    const laterFresh = await webhook('payment.captured', providerOrderId, 'pay_Burst000000001');
    expect(laterFresh.response.status).toBe(200);
    expect(await orderRowByUuid(server.ctx.db, orderUuid)).toEqual(paid);
    expect(await ticketStates(server, event, buyer)).toEqual(['confirmed/paid']);
  });

  it('never moves a paid order backwards: payment.failed for an earlier attempt after order.paid', async () => {
    const { event, buyer, orderUuid, providerOrderId } = await openOrder();
    razorpay.addPayment(providerOrderId, { id: 'pay_Early00000001', status: 'failed' });
    razorpay.addPayment(providerOrderId, { id: 'pay_Later00000001', status: 'captured' });
    expect((await webhook('order.paid', providerOrderId, 'pay_Later00000001')).response.status).toBe(200);
    const paid = await orderRowByUuid(server.ctx.db, orderUuid);
    expect(paid.status).toBe('paid');

    server.clock.advance(MINUTE);
    expect((await webhook('payment.failed', providerOrderId, 'pay_Early00000001')).response.status).toBe(200);
    // Even a failed attempt made after the capture (a second tab) does not undo the payment.
    razorpay.addPayment(providerOrderId, { id: 'pay_Stray00000001', status: 'failed' });
    expect((await webhook('payment.failed', providerOrderId, 'pay_Stray00000001')).response.status).toBe(200);
    expect((await statusCall(server, buyer, providerOrderId)).data!.message.order.status).toBe('paid');
    expect(await orderRowByUuid(server.ctx.db, orderUuid)).toEqual(paid);
    expect(await ticketStates(server, event, buyer)).toEqual(['confirmed/paid']);
  });

  it('a payment.failed delivered after the capture it preceded, in either order, ends paid', async () => {
    const { orderUuid, providerOrderId } = await openOrder();
    razorpay.addPayment(providerOrderId, { id: 'pay_Fail000000002', status: 'failed' });
    razorpay.addPayment(providerOrderId, { id: 'pay_Capt000000002', status: 'captured' });
    // The failure's event is delivered late, after the money was captured; the provider's record decides.
    expect((await webhook('payment.failed', providerOrderId, 'pay_Fail000000002')).response.status).toBe(200);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('paid');
    expect((await webhook('payment.captured', providerOrderId, 'pay_Capt000000002')).response.status).toBe(200);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('paid');
  });

  it('an authorized payment is not undone by a stale failure of an earlier attempt', async () => {
    const { orderUuid, providerOrderId } = await openOrder();
    razorpay.addPayment(providerOrderId, { id: 'pay_Fail000000003', status: 'failed' });
    razorpay.addPayment(providerOrderId, { id: 'pay_Auth000000003', status: 'authorized' });
    expect((await webhook('payment.authorized', providerOrderId, 'pay_Auth000000003')).response.status).toBe(200);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('pending');
    expect((await webhook('payment.failed', providerOrderId, 'pay_Fail000000003')).response.status).toBe(200);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('pending');
  });

  /** The external provider failing in one of two ways: never answering, or throwing mid-call. */
  function faultyProvider(
    faults: Partial<Record<'createOrder' | 'fetchOrderPayments' | 'refundPayment', 'hang' | 'fail'>>,
  ): PaymentProvider {
    const fault = (kind: 'hang' | 'fail') =>
      kind === 'hang' ? new Promise<never>(() => {}) : Promise.reject(new TypeError('fetch failed: ECONNRESET'));
    return {
      name: genuine.name,
      keyId: genuine.keyId,
      createOrder: (input) => (faults.createOrder ? fault(faults.createOrder) : genuine.createOrder(input)),
      fetchOrderPayments: (id) =>
        faults.fetchOrderPayments ? fault(faults.fetchOrderPayments) : genuine.fetchOrderPayments(id),
      refundPayment: (id, amount, notes) =>
        faults.refundPayment ? fault(faults.refundPayment) : genuine.refundPayment(id, amount, notes),
      verifyPaymentSignature: (input) => genuine.verifyPaymentSignature(input),
      verifyWebhookSignature: (body, signature) => genuine.verifyWebhookSignature(body, signature),
      checkoutToken: () => genuine.checkoutToken(),
      fetchRefund: (paymentId, refundId) => genuine.fetchRefund(paymentId, refundId),
      capturePayment: (id, amount, currency) => genuine.capturePayment(id, amount, currency),
    };
  }

  it.each(['hang', 'fail'] as const)(
    'a provider that %ss when asked for an order: a bounded 502, no order, and one order once it recovers',
    async (kind) => {
      server.clock.set(START);
      const event = await paidEvent(server, null);
      const buyer = await createSignedInUser(server);
      expect((await register(server, event, buyer)).response.status).toBe(200);
      server.ctx.payments = faultyProvider({ createOrder: kind });
      const startedAt = Date.now();
      // The buyer's tap and an impatient second tap.
      const answers = await Promise.all([createOrder(server, event, buyer), createOrder(server, event, buyer)]);
      expect(Date.now() - startedAt).toBeLessThan(BOUNDED_MS);
      for (const answer of answers) {
        expect(answer.response.status).toBe(502);
        expect(answer.error).toMatchObject({ success: false, message: FAILED_TO_INITIALIZE_PAYMENT });
      }
      expect(await server.ctx.db.select().from(orders).where(eq(orders.subEventId, event.subEventId))).toEqual([]);
      expect(await ticketStates(server, event, buyer)).toEqual(['pending/pending']);

      server.ctx.payments = genuine;
      const first = await createOrder(server, event, buyer);
      const again = await createOrder(server, event, buyer);
      expect(first.response.status).toBe(200);
      expect(again.data!.message.order.order_uuid).toBe(first.data!.message.order.order_uuid);
      expect(await server.ctx.db.select().from(orders).where(eq(orders.subEventId, event.subEventId))).toHaveLength(1);
    },
  );

  it.each(['hang', 'fail'] as const)(
    'a provider that %ss when asked for payments is never taken as paid; the webhook is redelivered and then pays',
    async (kind) => {
      const { event, buyer, orderUuid, providerOrderId } = await openOrder();
      razorpay.addPayment(providerOrderId, { id: `pay_Slow${kind}0000001`, status: 'captured' });
      server.ctx.payments = faultyProvider({ fetchOrderPayments: kind });
      const startedAt = Date.now();
      const status = await statusCall(server, buyer, providerOrderId, `pay_Slow${kind}0000001`);
      const eventId = `evt_${randomUUID()}`;
      const delivered = await webhook('payment.captured', providerOrderId, `pay_Slow${kind}0000001`, eventId);
      expect(Date.now() - startedAt).toBeLessThan(BOUNDED_MS);
      expect(status.response.status).toBe(502);
      expect(status.error).toMatchObject({ success: false, message: PAYMENT_VERIFICATION_FAILED });
      // Not a 2xx, so the provider delivers again; and the event is not recorded as processed.
      expect(delivered.response.status).toBe(502);
      expect(
        await server.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.providerEventId, eventId)),
      ).toEqual([]);
      expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('created');
      expect(await ticketStates(server, event, buyer)).toEqual(['pending/pending']);

      server.ctx.payments = genuine;
      const redelivered = await webhook('payment.captured', providerOrderId, `pay_Slow${kind}0000001`, eventId);
      expect(redelivered.data).toEqual({ success: true, message: 'Event processed' });
      expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('paid');
    },
  );

  it('a refund that hangs lets its claim go, and the next call refunds once', async () => {
    server.ctx.payments = genuine;
    server.clock.set(START);
    const event = await paidEvent(server, 1);
    const buyer = await createSignedInUser(server);
    expect((await register(server, event, buyer)).response.status).toBe(200);
    const created = await createOrder(server, event, buyer);
    const { order_id: providerOrderId } = created.data!.message.razorpay_order!;
    // The hold runs out, someone else takes the only place, then the buyer's payment is captured.
    server.clock.set(new Date(START.getTime() + HOLD + MINUTE));
    const other = await createSignedInUser(server);
    expect((await register(server, event, other, 'Ravi Runner')).response.status).toBe(200);
    razorpay.addPayment(providerOrderId, { id: 'pay_LateRefund0001', status: 'captured' });

    server.ctx.payments = faultyProvider({ refundPayment: 'hang' });
    const hung = await statusCall(server, buyer, providerOrderId, 'pay_LateRefund0001');
    expect(hung.response.status).toBe(502);
    const waiting = await orderRowByUuid(server.ctx.db, created.data!.message.order.order_uuid);
    expect(waiting).toMatchObject({ status: 'refunded', refundClaimedAt: null, providerRefundId: null, paidAt: null });

    server.ctx.payments = genuine;
    const retried = await statusCall(server, buyer, providerOrderId);
    expect(retried.data!.message.order.status).toBe('refunded');
    expect(razorpay.refunds.filter((refund) => refund.payment_id === 'pay_LateRefund0001')).toHaveLength(1);
    expect(await ticketStates(server, event, buyer)).toEqual(['cancelled/failed']);
  });
});

describe('with the sandbox provider', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({
      clock: createClock(START),
      // 200 buyers are let in at once: what is tested is the database's guarantee under them, not the
      // shedding that a process under its default limit (64) would answer most of them with.
      env: { ACCESS_TOKEN_TTL_SECONDS: '86400', MAX_CONCURRENT_REQUESTS: '256' },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  function payInSandbox(orderId: string, checkoutToken: string) {
    return server.client.POST('/payments/sandbox/complete', {
      body: { order_id: orderId, outcome: 'success', checkout_token: checkoutToken },
    });
  }

  it('two order creations at once for the same tickets give one order', async () => {
    server.clock.set(START);
    const event = await paidEvent(server, null);
    const buyer = await createSignedInUser(server);
    expect((await register(server, event, buyer, 'Asha Runner')).response.status).toBe(200);
    expect((await register(server, event, buyer, 'Ravi Runner')).response.status).toBe(200);
    const answers = await Promise.all([
      createOrder(server, event, buyer),
      createOrder(server, event, buyer),
      createOrder(server, event, buyer),
    ]);
    for (const answer of answers) expect(answer.response.status).toBe(200);
    const orderUuids = new Set(answers.map((answer) => answer.data!.message.order.order_uuid));
    const checkouts = new Set(answers.map((answer) => answer.data!.message.razorpay_order!.order_id));
    expect(orderUuids.size).toBe(1);
    expect(checkouts.size).toBe(1);
    const rows = await server.ctx.db.select().from(orders).where(eq(orders.subEventId, event.subEventId));
    expect(rows.map((row) => row.status)).toEqual(['created']);

    // Paying it confirms both tickets under that one order.
    const [checkout] = answers.map((answer) => answer.data!.message.razorpay_order!);
    const paid = await payInSandbox(checkout!.order_id, checkout!.checkout_token!);
    expect(paid.response.status).toBe(200);
    expect((await statusCall(server, buyer, checkout!.order_id)).data!.message.order.status).toBe('paid');
    expect(await ticketStates(server, event, buyer)).toEqual(['confirmed/paid', 'confirmed/paid']);
  });

  it('a superseded order paid in an old tab and its successor paid too: no ticket is paid for twice', async () => {
    server.clock.set(START);
    const event = await paidEvent(server, null);
    const buyer = await createSignedInUser(server);
    expect((await register(server, event, buyer, 'Asha Runner')).response.status).toBe(200);
    const first = (await createOrder(server, event, buyer)).data!.message;
    // A second ticket is added; the new order covers both and the first is cancelled.
    expect((await register(server, event, buyer, 'Ravi Runner')).response.status).toBe(200);
    const second = (await createOrder(server, event, buyer)).data!.message;
    expect(second.order.order_uuid).not.toBe(first.order.order_uuid);

    // The first checkout was still open in another tab, and both get paid.
    const firstCheckout = first.razorpay_order!;
    const secondCheckout = second.razorpay_order!;
    expect((await payInSandbox(firstCheckout.order_id, firstCheckout.checkout_token!)).response.status).toBe(200);
    expect((await payInSandbox(secondCheckout.order_id, secondCheckout.checkout_token!)).response.status).toBe(200);
    const [firstStatus, secondStatus] = await Promise.all([
      statusCall(server, buyer, firstCheckout.order_id),
      statusCall(server, buyer, secondCheckout.order_id),
    ]);
    // The superseded order's money goes back; the newer order keeps both tickets, each paid once.
    expect(firstStatus.data!.message.order).toMatchObject({
      status: 'refunded',
      refund_reason: REFUND_REASON_ORDER_CHANGED,
    });
    expect(secondStatus.data!.message.order.status).toBe('paid');
    const tickets = await server.ctx.db
      .select({ status: participants.status, orderId: participants.orderId })
      .from(participants)
      .where(eq(participants.subEventId, event.subEventId));
    const secondRow = await orderRowByUuid(server.ctx.db, second.order.order_uuid);
    expect(tickets).toEqual([
      { status: 'confirmed', orderId: secondRow.id },
      { status: 'confirmed', orderId: secondRow.id },
    ]);
    const refunds = await server.ctx.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.providerOrderId, firstCheckout.order_id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountPaise: firstCheckout.amount, notes: { reason: 'order_changed' } });
  });

  it('an order paid after one of its tickets was removed is refunded, and the other ticket is untouched', async () => {
    server.clock.set(START);
    const event = await paidEvent(server, null);
    const buyer = await createSignedInUser(server);
    expect((await register(server, event, buyer, 'Asha Runner')).response.status).toBe(200);
    expect((await register(server, event, buyer, 'Ravi Runner')).response.status).toBe(200);
    const checkout = (await createOrder(server, event, buyer)).data!.message.razorpay_order!;
    const [removed] = await server.ctx.db
      .select({ participantUuid: participants.participantUuid })
      .from(participants)
      .where(eq(participants.subEventId, event.subEventId));
    const removal = await server
      .clientWithToken(buyer.token)
      .DELETE('/participant-registration/registrations/{participantUuid}', {
        params: { path: { participantUuid: removed!.participantUuid } },
      });
    expect(removal.response.status).toBe(200);
    expect((await payInSandbox(checkout.order_id, checkout.checkout_token!)).response.status).toBe(200);
    const status = await statusCall(server, buyer, checkout.order_id);
    expect(status.data!.message.order).toMatchObject({
      status: 'refunded',
      refund_reason: REFUND_REASON_ORDER_CHANGED,
    });
    expect((await ticketStates(server, event, buyer)).sort()).toEqual(['cancelled/pending', 'pending/pending']);
  });

  it('200 buyers at once for the last 10 places: at most 10 paid, every other payment refunded or never made', async () => {
    server.clock.set(START);
    const PLACES = 10;
    const event = await paidEvent(server, PLACES);
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createSignedInUser(server)));

    // Everyone taps Register at once: the places go to exactly 10; the rest are told it is full.
    const firstWave = await Promise.all(buyers.map((buyer) => register(server, event, buyer)));
    const holders = buyers.filter((_, index) => firstWave[index]!.response.status === 200);
    expect(holders).toHaveLength(PLACES);
    for (const answer of firstWave.filter((answer) => answer.response.status !== 200)) {
      expect(answer.response.status).toBe(409);
      expect(answer.error).toMatchObject({ message: REGISTRATIONS_FULL });
    }
    const firstCheckouts = await Promise.all(holders.map((buyer) => createOrder(server, event, buyer)));

    // The first holders leave their checkouts open past the hold; the others try again and get the places.
    server.clock.set(new Date(START.getTime() + HOLD + MINUTE));
    const others = buyers.filter((buyer) => !holders.includes(buyer));
    const secondWave = await Promise.all(others.map((buyer) => register(server, event, buyer)));
    const secondHolders = others.filter((_, index) => secondWave[index]!.response.status === 200);
    expect(secondHolders).toHaveLength(PLACES);
    const secondCheckouts = await Promise.all(secondHolders.map((buyer) => createOrder(server, event, buyer)));

    // Now all 20 with a checkout pay at once, and all ask for their status at once.
    const payers = [...holders, ...secondHolders];
    const checkouts = [...firstCheckouts, ...secondCheckouts].map((answer) => answer.data!.message.razorpay_order!);
    const payments = await Promise.all(
      checkouts.map((checkout) => payInSandbox(checkout.order_id, checkout.checkout_token!)),
    );
    for (const payment of payments) expect(payment.response.status).toBe(200);
    const statuses = await Promise.all(
      payers.map((buyer, index) => statusCall(server, buyer, checkouts[index]!.order_id)),
    );
    const outcome = statuses.map((answer) => answer.data!.message.order.status);
    expect(outcome.filter((status) => status === 'paid').length).toBeLessThanOrEqual(PLACES);
    expect(outcome.filter((status) => status === 'paid').length + outcome.filter((s) => s === 'refunded').length).toBe(
      payers.length,
    );
    // Those who paid late lost their places: refunded; those in time: paid.
    expect(outcome.slice(0, PLACES)).toEqual(Array(PLACES).fill('refunded'));
    expect(outcome.slice(PLACES)).toEqual(Array(PLACES).fill('paid'));

    const confirmed = await server.ctx.db
      .select({ id: participants.id })
      .from(participants)
      .where(and(eq(participants.subEventId, event.subEventId), eq(participants.status, 'confirmed')));
    expect(confirmed).toHaveLength(PLACES);
    // Every captured payment is either kept for a paid order or refunded exactly once.
    const providerOrderIds = checkouts.map((checkout) => checkout.order_id);
    const attempts = await server.ctx.db
      .select({ status: paymentAttempts.status, providerPaymentId: paymentAttempts.providerPaymentId })
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.providerOrderId, providerOrderIds));
    const charged = attempts.filter((attempt) => attempt.providerPaymentId !== null);
    expect(charged.filter((attempt) => attempt.status === 'captured')).toHaveLength(PLACES);
    expect(charged.filter((attempt) => attempt.status === 'refunded')).toHaveLength(PLACES);
    const refunds = await server.ctx.db
      .select()
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.providerOrderId, providerOrderIds));
    expect(refunds).toHaveLength(PLACES);
    // The 180 who never held a place were never charged: no order was ever made for them.
    const ordersMade = await server.ctx.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.subEventId, event.subEventId));
    expect(new Set(ordersMade.map((row) => row.userId))).toEqual(new Set(payers.map((buyer) => buyer.id)));
  }, 60_000);
});
