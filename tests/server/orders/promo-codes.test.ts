// Promo codes (issue 28 item 6): checked on the server against the event's codes (percentage or
// fixed, a usage limit, validity dates, a minimum number of tickets); the discount is taken off the
// tickets before SPEC §9's taxes, the order charges exactly the quoted total, the invoice shows it as
// its own line, every refusal has its text, and a code's last use goes to one buyer of twenty at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeCharges } from '../../../src/domain/pricing';
import { events, promoCodes, subEvents } from '../../../server/db/schema';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, type CreatedEvent } from '../catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';
import { orderRowByUuid } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-06-01T04:30:00.000Z');
const FEE = 50_000;

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ clock: createClock(START), env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});

afterAll(async () => {
  await server?.close();
});

async function paidEvent(): Promise<CreatedEvent & { eventId: number }> {
  const event = await createEvent(server.ctx.db, {
    now: server.clock.now(),
    form: SIMPLE_FORM,
    subEvent: { entryFeePaise: FEE, totalAllowedRegistrations: null },
  });
  const [row] = await server.ctx.db
    .select({ eventId: subEvents.eventId })
    .from(subEvents)
    .where(eq(subEvents.id, event.subEventId));
  return { ...event, eventId: row!.eventId };
}

async function addCode(eventId: number, code: string, rule: Partial<typeof promoCodes.$inferInsert> = {}) {
  await server.ctx.db
    .insert(promoCodes)
    .values({ eventId, code, kind: 'percent', amount: 1000, ...rule, createdAt: server.clock.now() });
}

async function buyerWithTickets(event: CreatedEvent, count = 1): Promise<TestUser> {
  const buyer = await createSignedInUser(server);
  for (let index = 0; index < count; index += 1) {
    const registered = await server
      .clientWithToken(buyer.token)
      .POST('/participant-registration/sub-events/{subEventUuid}/register', {
        params: { path: { subEventUuid: event.subEventUuid } },
        body: { responses: validAnswers(event.fields, { mandatory_participant_name: `Runner ${'abcdef'[index]}` }) },
      });
    expect(registered.response.status).toBe(200);
  }
  return buyer;
}

function quote(buyer: TestUser, event: CreatedEvent, code: string) {
  return server.clientWithToken(buyer.token).POST('/orders/promo-code', {
    body: { sub_event_uuid: event.subEventUuid, promo_code: code },
  });
}

function createOrder(buyer: TestUser, event: CreatedEvent, code?: string) {
  return server.clientWithToken(buyer.token).POST('/orders/create', {
    body: { sub_event_uuid: event.subEventUuid, ...(code === undefined ? {} : { promo_code: code }) },
  });
}

describe('checking a promo code', () => {
  it('quotes a percentage off the tickets before their taxes, whatever the case typed', async () => {
    server.clock.set(START);
    const event = await paidEvent();
    await addCode(event.eventId, 'RUN10');
    const buyer = await buyerWithTickets(event, 2);
    const { data, response } = await quote(buyer, event, '  run10 ');
    expect(response.status).toBe(200);
    const expected = computeCharges({
      ticketTotalPaise: 2 * FEE,
      discountPaise: 10_000,
      platformFeePaise: 0,
      // The test company is registered in another state than the test events are held in.
      supplyType: 'inter_state',
    });
    expect(data!.message).toMatchObject({ promo_code: 'RUN10', discount: '100.00' });
    expect(data!.message.charges).toMatchObject({
      entry_fee_total: '1000.00',
      discount: '100.00',
      // 18% of 900.00, not of 1000.00.
      igst: '162.00',
      grand_total: (expected.grandTotal / 100).toFixed(2),
    });
  });

  it.each([
    ['NOSUCHCODE', 'This promo code does not exist', {}],
    ['OTHERS', 'This promo code is not valid for this event', { otherEvent: true }],
    ['SOON', 'This promo code is not valid yet', { validFrom: new Date(START.getTime() + DAY) }],
    ['GONE', 'This promo code has expired', { validUntil: START }],
    ['SQUAD', 'This promo code needs at least 4 tickets in the order', { minTickets: 4 }],
    ['NONELEFT', 'This promo code has been used up', { maxUses: 0 }],
  ] as const)('refuses %s with 422: %s', async (code, message, rule) => {
    server.clock.set(START);
    const event = await paidEvent();
    if (code !== 'NOSUCHCODE') {
      const { otherEvent, ...columns } = { otherEvent: false, ...rule };
      const owner = otherEvent ? (await paidEvent()).eventId : event.eventId;
      // maxUses 0 is not storable as a rule a person sets; 1 with one use taken is the same refusal.
      const maxUses = 'maxUses' in columns ? 1 : undefined;
      await addCode(owner, code, { ...columns, ...(maxUses === undefined ? {} : { maxUses }) });
      if (maxUses !== undefined) {
        const first = await buyerWithTickets(event);
        expect((await createOrder(first, event, code)).response.status).toBe(200);
      }
    }
    const buyer = await buyerWithTickets(event);
    const checked = await quote(buyer, event, code);
    expect(checked.response.status).toBe(422);
    expect(checked.error).toMatchObject({ success: false, error: message });
    const ordered = await createOrder(buyer, event, code);
    expect(ordered.response.status).toBe(422);
    expect(ordered.error).toMatchObject({ error: message });
  });

  it('a code is the same event’s on any of its sub-events, and two events may each have one of that name', async () => {
    server.clock.set(START);
    const first = await paidEvent();
    const second = await paidEvent();
    await addCode(first.eventId, 'SHARED', { kind: 'fixed', amount: 5000 });
    await addCode(second.eventId, 'SHARED', { kind: 'fixed', amount: 7500 });
    const buyer = await buyerWithTickets(second);
    expect((await quote(buyer, second, 'SHARED')).data!.message.discount).toBe('75.00');
    const stored = await server.ctx.db.select().from(events).where(eq(events.id, second.eventId));
    expect(stored).toHaveLength(1);
  });
});

describe('an order with a promo code', () => {
  it('charges the quoted total, stores the discount, and its invoice shows the discount as its own line', async () => {
    server.clock.set(START);
    const event = await paidEvent();
    await addCode(event.eventId, 'FLAT150', { kind: 'fixed', amount: 15_000 });
    const buyer = await buyerWithTickets(event, 2);
    const quoted = (await quote(buyer, event, 'flat150')).data!.message;
    const created = await createOrder(buyer, event, 'flat150');
    expect(created.response.status).toBe(200);
    const checkout = created.data!.message.razorpay_order!;
    expect((checkout.amount / 100).toFixed(2)).toBe(quoted.charges.grand_total);
    const orderUuid = created.data!.message.order.order_uuid;
    expect(await orderRowByUuid(server.ctx.db, orderUuid)).toMatchObject({ discountPaise: 15_000 });

    // Asking again with the same code reuses the order; without it, a new order at the full price.
    const again = await createOrder(buyer, event, 'FLAT150');
    expect(again.data!.message.order.order_uuid).toBe(orderUuid);
    const full = await createOrder(buyer, event);
    expect(full.data!.message.order.order_uuid).not.toBe(orderUuid);
    expect(full.data!.message.razorpay_order!.amount).toBeGreaterThan(checkout.amount);

    // Back to the code, paid in the sandbox: the invoice lists the tickets at full price, then the discount.
    const discounted = (await createOrder(buyer, event, 'FLAT150')).data!.message;
    const paid = await server.client.POST('/payments/sandbox/complete', {
      body: {
        order_id: discounted.razorpay_order!.order_id,
        outcome: 'success',
        checkout_token: discounted.razorpay_order!.checkout_token!,
      },
    });
    expect(paid.response.status).toBe(200);
    const status = await server.clientWithToken(buyer.token).GET('/payments/status/{providerOrderId}', {
      params: { path: { providerOrderId: discounted.razorpay_order!.order_id }, query: {} },
    });
    expect(status.data!.message.order.status).toBe('paid');
    const order = await orderRowByUuid(server.ctx.db, discounted.order.order_uuid);
    const invoice = await server.clientWithToken(buyer.token).GET('/invoices/order/{orderId}', {
      params: { path: { orderId: String(order.id) } },
    });
    expect(invoice.response.status).toBe(200);
    const document = invoice.data!.data.invoice.document!;
    const discountLine = document.lines.find((line) => line.description === 'Discount (FLAT150)');
    expect(discountLine).toMatchObject({ taxable_value: '-150.00', igst: '-27.00', total: '-177.00' });
    expect(document.totals.grand_total).toBe(quoted.charges.grand_total);
  });

  it('gives a code’s last use to exactly one of twenty buyers at once', async () => {
    server.clock.set(START);
    const event = await paidEvent();
    await addCode(event.eventId, 'LASTONE', { maxUses: 3 });
    const early = await Promise.all([buyerWithTickets(event), buyerWithTickets(event)]);
    for (const buyer of early) expect((await createOrder(buyer, event, 'LASTONE')).response.status).toBe(200);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyerWithTickets(event)));
    const answers = await Promise.all(buyers.map((buyer) => createOrder(buyer, event, 'LASTONE')));
    const statuses = answers.map((answer) => answer.response.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(422)]);
    for (const answer of answers.filter((candidate) => candidate.response.status === 422)) {
      expect(answer.error).toMatchObject({ error: 'This promo code has been used up' });
    }
  });

  it('a use held by an order whose places were released counts no more', async () => {
    server.clock.set(START);
    const event = await paidEvent();
    await addCode(event.eventId, 'ONCE', { maxUses: 1 });
    const first = await buyerWithTickets(event);
    expect((await createOrder(first, event, 'ONCE')).response.status).toBe(200);
    const second = await buyerWithTickets(event);
    expect((await quote(second, event, 'ONCE')).response.status).toBe(422);
    // The first buyer never paid; their hold ran out. (The second registered later, so still holds.)
    server.clock.set(new Date(START.getTime() + (server.config.ticketHoldMinutes + 1) * 60_000));
    const third = await buyerWithTickets(event);
    expect((await quote(third, event, 'ONCE')).response.status).toBe(200);
  });
});
