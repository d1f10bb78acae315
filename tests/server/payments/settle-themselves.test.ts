// Payments that settle themselves (issue 26 item 3), with the razorpay provider talking real HTTP to
// the loopback Razorpay stand-in, and the stand-in's signed webhooks posted to the listening server.
// Each test drops the webhooks or lets them through as its story needs, and runs the payment jobs'
// pass itself on a clock it moves, so nothing waits on real time.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, outboxMessages, participants } from '../../../server/db/schema';
import type { PaymentEvent } from '../../../server/modules/orders/payment-events';
import { countOrdersDueForCheck, settleDuePayments } from '../../../server/modules/orders/payment-jobs';
import type { RazorpayStandIn } from '../../../server/stand-ins/razorpay-stand-in';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { createEvent } from '../catalog/fixtures';
import { orderRowByUuid } from '../orders/fixtures';
import { SIMPLE_FORM } from '../registrations/form-fixture';
import { openCheckout, razorpayEnv, register, startStandIn, WEBHOOK_PATH } from './razorpay-stand-in-fixture';

const MINUTE = 60_000;
const RECONCILE_AFTER = 3 * MINUTE;
const HOLD = 15 * MINUTE;
const START = new Date('2026-03-02T04:30:00.000Z');
/** Each test starts this much later than the one before, past the jobs' horizon for unsettled orders. */
const BETWEEN_TESTS = 30 * 24 * 60 * MINUTE;

let standIn: RazorpayStandIn;
let server: TestServer;
let events: PaymentEvent[];
const logged: { level: string; fields: object; msg?: string }[] = [];
const log = {
  info: (fields: object, msg?: string) => logged.push({ level: 'info', fields, msg }),
  warn: (fields: object, msg?: string) => logged.push({ level: 'warn', fields, msg }),
  error: (fields: object, msg?: string) => logged.push({ level: 'error', fields, msg }),
};

beforeAll(async () => {
  standIn = await startStandIn();
  server = await createTestServer({
    clock: createClock(START),
    env: {
      ...razorpayEnv(standIn),
      PAYMENT_RECONCILE_AFTER_MS: String(RECONCILE_AFTER),
      ACCESS_TOKEN_TTL_SECONDS: '86400',
    },
  });
  server.ctx.onPaymentEvent = (event) => events.push(event);
  const origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
  standIn.webhooks.url = `${origin}${WEBHOOK_PATH}`;
});

afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

let testStart = START;
beforeEach(() => {
  events = [];
  standIn.webhooks.drop = false;
  // Every order of an earlier test is settled to the end, or too old to be asked about.
  testStart = new Date(testStart.getTime() + BETWEEN_TESTS);
  server.clock.set(testStart);
});

async function buyer(capacity: number | null = null) {
  const event = await createEvent(server.ctx.db, {
    now: server.clock.now(),
    form: SIMPLE_FORM,
    subEvent: { totalAllowedRegistrations: capacity, entryFeePaise: 50_000 },
  });
  const person = await createSignedInUser(server);
  return { event, api: server.clientWithToken(person.token) };
}

const pass = () => settleDuePayments(server.ctx, log);
const advance = (ms: number) => server.clock.advance(ms);
const order = (orderUuid: string) => orderRowByUuid(server.ctx.db, orderUuid);
const eventsOf = (orderUuid: string) =>
  events.filter((event) => event.orderUuid === orderUuid).map((event) => `${event.kind} via ${event.via}`);

function outboxOf(orderUuid: string) {
  return server.ctx.db
    .select({ kind: outboxMessages.kind, channel: outboxMessages.channel })
    .from(outboxMessages)
    .where(like(outboxMessages.dedupeKey, `%:${orderUuid}:%`));
}

/** A buyer whose held place went to someone else before the payment completed (capacity 1). */
async function lateBuyer() {
  const { event, api } = await buyer(1);
  const checkout = await openCheckout(api, event);
  advance(HOLD + MINUTE);
  const other = await createSignedInUser(server);
  await register(server.clientWithToken(other.token), event, 'Ravi Runner');
  return { event, ...checkout };
}

describe('an order nobody watched', () => {
  it('is paid at the provider with the tab closed and the webhook lost, and reconciled to paid with its confirmation', async () => {
    const { event, api } = await buyer();
    const { orderUuid, providerOrderId } = await openCheckout(api, event);
    standIn.webhooks.drop = true;
    await standIn.pay(providerOrderId);
    expect(standIn.webhooks.deliveries.at(-1)).toMatchObject({ event: 'order.paid', dropped: true });

    // Before PAYMENT_RECONCILE_AFTER_MS the order is left to the buyer's status call and the webhook.
    advance(RECONCILE_AFTER - 1000);
    expect((await pass()).checked).toBe(0);
    expect((await order(orderUuid)).status).toBe('created');
    // The job's backlog (startline_job_backlog) counts it once it is due, and no longer once settled.
    const due = () => countOrdersDueForCheck(server.ctx.db, server.clock.now(), RECONCILE_AFTER);
    const dueBefore = await due();

    advance(1000);
    expect(await due()).toBe(dueBefore + 1);
    expect(await pass()).toMatchObject({ checked: 1, paid: 1, providerErrors: 0 });
    expect(await due()).toBe(dueBefore);
    const paid = await order(orderUuid);
    expect(paid).toMatchObject({
      status: 'paid',
      providerPaymentId: standIn.ledger.paymentsOf(providerOrderId)[0]!.id,
    });
    expect(paid.invoiceNumber).not.toBeNull();
    expect(await outboxOf(orderUuid)).toEqual(
      expect.arrayContaining([
        { kind: 'order_confirmation', channel: 'sms' },
        { kind: 'order_confirmation', channel: 'email' },
      ]),
    );
    const tickets = await server.ctx.db
      .select({ status: participants.status })
      .from(participants)
      .where(eq(participants.subEventId, event.subEventId));
    expect(tickets).toEqual([{ status: 'confirmed' }]);
    expect(eventsOf(orderUuid)).toEqual(['paid via reconcile']);

    // Settled: no later pass asks about it again.
    advance(60 * MINUTE);
    const askedBefore = standIn.requests.length;
    await pass();
    expect(standIn.requests.slice(askedBefore)).not.toContain(`GET /v1/orders/${providerOrderId}/payments`);
  });

  it('an unpaid order is asked about again later, less and less often', async () => {
    const { event, api } = await buyer();
    const { orderUuid, providerOrderId } = await openCheckout(api, event);
    const asked = () => standIn.requests.filter((request) => request === `GET /v1/orders/${providerOrderId}/payments`);
    advance(RECONCILE_AFTER);
    await pass();
    expect(asked()).toHaveLength(1);
    // The next check comes PAYMENT_RECONCILE_AFTER_MS later, the one after that twice as late.
    advance(RECONCILE_AFTER - 1000);
    await pass();
    expect(asked()).toHaveLength(1);
    advance(1000);
    await pass();
    expect(asked()).toHaveLength(2);
    advance(RECONCILE_AFTER);
    await pass();
    expect(asked()).toHaveLength(2);
    advance(RECONCILE_AFTER);
    await pass();
    expect(asked()).toHaveLength(3);
    expect((await order(orderUuid)).status).toBe('created');
  });
});

describe('an authorized payment (auto-capture off)', () => {
  it('is captured by the jobs once the webhook has told of it, and the order paid', async () => {
    const { event, api } = await buyer();
    const { orderUuid, providerOrderId } = await openCheckout(api, event);
    const payment = await standIn.pay(providerOrderId, { capture: false });
    expect(standIn.webhooks.deliveries.at(-1)).toMatchObject({ event: 'payment.authorized', status: 200 });
    expect((await order(orderUuid)).status).toBe('pending');

    // Due at once: the webhook's news is not left waiting PAYMENT_RECONCILE_AFTER_MS.
    expect(await pass()).toMatchObject({ checked: 1, paid: 1 });
    expect(standIn.requests).toContain(`POST /v1/payments/${payment.id}/capture`);
    expect(standIn.ledger.payment(payment.id)).toMatchObject({ status: 'captured', captured: true });
    expect(await order(orderUuid)).toMatchObject({ status: 'paid', providerPaymentId: payment.id });

    // The stand-in's payment.captured and order.paid then arrive: acknowledged, nothing settled twice.
    await standIn.webhooksDelivered();
    const lastTwo = standIn.webhooks.deliveries.slice(-2);
    expect(lastTwo.map((delivery) => [delivery.event, delivery.status])).toEqual([
      ['payment.captured', 200],
      ['order.paid', 200],
    ]);
    expect(eventsOf(orderUuid)).toEqual(['captured via reconcile', 'paid via reconcile']);
    expect(standIn.requests.filter((request) => request.endsWith('/capture'))).toHaveLength(1);
  });
});

describe('a late payment on released places', () => {
  it('is refunded, the refund retried after provider errors until accepted, then followed to processed', async () => {
    const { orderUuid, providerOrderId } = await lateBuyer();
    standIn.webhooks.drop = true;
    const payment = await standIn.pay(providerOrderId);
    standIn.failNext({ count: 2, status: 500, pathSuffix: '/refund' });
    const refundRequests = () =>
      standIn.requests.filter((request) => request === `POST /v1/payments/${payment.id}/refund`);

    expect(await pass()).toMatchObject({ refunded: 1, providerErrors: 1 });
    expect(await order(orderUuid)).toMatchObject({ status: 'refunded', providerRefundId: null, refundStatus: null });
    expect(await outboxOf(orderUuid)).toContainEqual({ kind: 'late_payment_refund', channel: 'sms' });
    expect(logged.at(-1)).toMatchObject({ level: 'warn', msg: 'payment check failed; retried later' });

    advance(RECONCILE_AFTER);
    expect(await pass()).toMatchObject({ checked: 1, providerErrors: 1 });
    advance(2 * RECONCILE_AFTER);
    expect(await pass()).toMatchObject({ checked: 1, providerErrors: 0 });
    expect(refundRequests()).toHaveLength(3);
    const [refund] = [...standIn.ledger.refunds.values()].filter((entry) => entry.payment_id === payment.id);
    expect(await order(orderUuid)).toMatchObject({ providerRefundId: refund!.id, refundStatus: 'pending' });

    // The bank processes it while the webhook is lost: the next follow-up learns it.
    await standIn.settleRefund(refund!.id, 'processed');
    advance(4 * RECONCILE_AFTER);
    expect(await pass()).toMatchObject({ checked: 1, refundsProcessed: 1 });
    expect((await order(orderUuid)).refundStatus).toBe('processed');
    expect([...standIn.ledger.refunds.values()].filter((entry) => entry.payment_id === payment.id)).toHaveLength(1);
    expect(eventsOf(orderUuid)).toEqual([
      'refunded via reconcile',
      'refund_accepted via reconcile',
      'refund_processed via reconcile',
    ]);

    // Followed to the end: never asked about again.
    advance(24 * 60 * MINUTE);
    expect((await pass()).checked).toBe(0);
  });

  it('a refund the bank fails is recorded from the refund.failed webhook', async () => {
    const { event, orderUuid, providerOrderId } = await lateBuyer();
    standIn.webhooks.drop = true;
    await standIn.pay(providerOrderId);
    expect(await pass()).toMatchObject({ refunded: 1 });
    const refunded = await order(orderUuid);
    expect(refunded.refundStatus).toBe('pending');
    const buyerTickets = await server.ctx.db
      .select({ status: participants.status })
      .from(participants)
      .innerJoin(orders, eq(orders.userId, participants.userId))
      .where(and(eq(participants.subEventId, event.subEventId), eq(orders.orderUuid, orderUuid)));
    expect(buyerTickets).toEqual([{ status: 'cancelled' }]);

    standIn.webhooks.drop = false;
    await standIn.settleRefund(refunded.providerRefundId!, 'failed');
    expect(standIn.webhooks.deliveries.at(-1)).toMatchObject({ event: 'refund.failed', status: 200 });
    expect((await order(orderUuid)).refundStatus).toBe('failed');
    expect(eventsOf(orderUuid)).toEqual([
      'refunded via reconcile',
      'refund_accepted via reconcile',
      'refund_failed via webhook',
    ]);
    // Nothing more the provider can do: the jobs leave it to a person.
    advance(24 * 60 * MINUTE);
    expect((await pass()).checked).toBe(0);
  });

  it('a refund.processed webhook records the refund without waiting for a follow-up', async () => {
    const { orderUuid, providerOrderId } = await lateBuyer();
    standIn.webhooks.drop = true;
    await standIn.pay(providerOrderId);
    await pass();
    standIn.webhooks.drop = false;
    const { providerRefundId } = await order(orderUuid);
    await standIn.settleRefund(providerRefundId!, 'processed');
    expect(standIn.webhooks.deliveries.at(-1)).toMatchObject({ event: 'refund.processed', status: 200 });
    expect((await order(orderUuid)).refundStatus).toBe('processed');
    expect(eventsOf(orderUuid).at(-1)).toBe('refund_processed via webhook');
  });
});
