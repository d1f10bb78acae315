// The whole paid journey with the sandbox provider: order summary -> createOrder -> sandbox checkout
// -> verified payment status -> invoice, with SPEC §9 amounts worked out by hand below (not by the
// domain function the server uses), so summary, amount charged and invoice are checked against an
// independent computation and against each other.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { invoiceCounters, orderItems, paymentAttempts } from '../../../server/db/schema';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import {
  checkoutSignature,
  createPendingTicket,
  createThreeTickets,
  createSubEvent,
  deleteTicket,
  orderRowByUuid,
  ordersOf,
  ticketRow,
  type PaidSubEvent,
  type Ticket,
} from './fixtures';

// 2 x 5K at ₹799 + 1 x 10K at ₹1,199, platform fee ₹30 per ticket (SPEC §9, rounded half up per line).
// The event is in Maharashtra and the supplier in Karnataka (COMPANY_GSTIN 29...), so the supply is
// inter-state (IGST Act §12(6)): IGST 18% = the two 9% halves, in place of CGST + SGST.
//   ticket total 2797.00; IGST 251.73 + 251.73 = 503.46; platform fee 90.00; its IGST 8.10 + 8.10 = 16.20
//   subtotal 3406.66; convenience 2% = 68.1332 -> 68.13; its GST 18% = 12.2634 -> 12.26
//   grand total 3406.66 + 68.13 + 12.26 = 3487.05
const EXPECTED_CHARGES = {
  entry_fee_total: '2797.00',
  discount: '0.00',
  cgst: '0.00',
  sgst: '0.00',
  igst: '503.46',
  platform_fee: '90.00',
  platform_fee_cgst: '0.00',
  platform_fee_sgst: '0.00',
  platform_fee_igst: '16.20',
  convenience_charge: '68.13',
  convenience_gst: '12.26',
  grand_total: '3487.05',
  currency: 'INR',
};
const EXPECTED_GRAND_TOTAL_PAISE = 348_705;

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server?.close();
});

function signed(orderId: string, paymentId: string): string {
  return checkoutSignature(server.config.razorpayKeySecret, orderId, paymentId);
}

function threeTickets(user: TestUser, subEvent: PaidSubEvent): Promise<Ticket[]> {
  return createThreeTickets(server.ctx.db, server.clock.now(), user.id, subEvent);
}

describe('a paid order from summary to invoice', () => {
  let user: TestUser;
  let subEvent: PaidSubEvent;
  let tickets: Ticket[];

  beforeAll(async () => {
    user = await createSignedInUser(server, { fullName: 'Asha Kulkarni', email: 'asha.buyer@example.in' });
    subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    tickets = await threeTickets(user, subEvent);
  });

  test('the summary lists the pending tickets and the SPEC §9 breakdown', async () => {
    const client = server.clientWithToken(user.token);
    const { data, response } = await client.GET('/orders/summary/{eventUuid}', {
      params: { path: { eventUuid: subEvent.subEventUuid } },
    });
    expect(response.status).toBe(200);
    const summary = data!.message;
    expect(data!.success).toBe(true);
    expect(summary.event).toEqual({ event_uuid: subEvent.eventUuid, title: subEvent.eventTitle });
    expect(summary.sub_event.sub_event_uuid).toBe(subEvent.subEventUuid);
    expect(summary.sub_event.name).toBe(subEvent.name);
    expect(summary.sub_event.ticket_name).toBe('Monsoon Run Ticket');
    expect(summary.sub_event.entry_fee).toBe('799.00');
    expect(summary.sub_event.entry_fee_required).toBe(true);
    expect(summary.charges).toEqual(EXPECTED_CHARGES);
    expect(summary.summary).toEqual({
      entry_fee_total: '2797.00',
      platform_fee: '90.00',
      total_participants: 3,
      currency: 'INR',
      place_of_supply: { name: 'Maharashtra', code: '27' },
      supply_type: 'inter_state',
    });
    expect(summary.participants).toHaveLength(3);
    expect(summary.participants[0]).toEqual({
      participant_uuid: tickets[0]!.participantUuid,
      event_category: '5K',
      amounts: { entry_fee: '799.00' },
      username: 'Asha Kulkarni',
      email: 'asha@example.in',
      mobile_number: '9876543210',
      registered_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 'pending',
      // Written straight into the database without a hold: such a ticket holds its place until removed.
      hold_expires_at: null,
    });
    expect(
      summary.participants.map((p) => [p.participant_uuid, p.event_category, p.amounts.entry_fee, p.username]),
    ).toEqual([
      [tickets[0]!.participantUuid, '5K', '799.00', 'Asha Kulkarni'],
      [tickets[1]!.participantUuid, '10K', '1199.00', 'Ravi Kulkarni'],
      [tickets[2]!.participantUuid, '5K', '799.00', 'Meera Kulkarni'],
    ]);
  });

  let orderUuid: string;
  let orderId: number;
  let providerOrderId: string;
  let checkoutToken: string;

  test('createOrder charges exactly the summary grand total, in paise', async () => {
    const client = server.clientWithToken(user.token);
    const { data, response } = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
    expect(response.status).toBe(200);
    const { order, razorpay_order: checkout } = data!.message;
    expect(order).toEqual({
      id: expect.any(Number),
      order_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'created',
      created_at: server.clock.now().toISOString(),
      paid_at: null,
      payment_method: null,
      total_amount: EXPECTED_CHARGES.grand_total,
      currency: 'INR',
      razorpay_order_id: checkout!.order_id,
      razorpay_payment_id: null,
      invoice_number: null,
    });
    expect(checkout).toEqual({
      key_id: 'rzp_test_sandbox',
      amount: EXPECTED_GRAND_TOTAL_PAISE,
      currency: 'INR',
      order_id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      checkout_token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    orderUuid = order.order_uuid;
    orderId = order.id;
    providerOrderId = checkout!.order_id;
    checkoutToken = checkout!.checkout_token!;

    const stored = await orderRowByUuid(server.ctx.db, orderUuid);
    expect(stored.grandTotalPaise).toBe(EXPECTED_GRAND_TOTAL_PAISE);
    const items = await server.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, stored.id));
    expect(items.map((item) => item.participantId).sort()).toEqual(tickets.map((ticket) => ticket.id).sort());
    // The sandbox provider's own ledger holds the provider order for the same amount.
    const [ledger] = await server.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId));
    expect(ledger).toMatchObject({
      amountPaise: EXPECTED_GRAND_TOTAL_PAISE,
      status: 'created',
      providerPaymentId: null,
    });
  });

  test('before any payment the status call leaves the order unpaid', async () => {
    const client = server.clientWithToken(user.token);
    const { data } = await client.GET('/payments/status/{providerOrderId}', { params: { path: { providerOrderId } } });
    expect(data!.message.order.status).toBe('created');
    expect((await ticketRow(server.ctx.db, tickets[0]!.id)).status).toBe('pending');
  });

  test('the sandbox checkout pays and signs like the provider; the status call then marks the order paid', async () => {
    const completed = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: providerOrderId, outcome: 'success', checkout_token: checkoutToken },
    });
    expect(completed.response.status).toBe(200);
    expect(completed.data!.success).toBe(true);
    const handed = completed.data!.data as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
    expect(handed.razorpay_order_id).toBe(providerOrderId);
    expect(handed.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(handed.razorpay_signature).toBe(signed(providerOrderId, handed.razorpay_payment_id));

    server.clock.advance(60_000);
    const client = server.clientWithToken(user.token);
    const { data, response } = await client.GET('/payments/status/{providerOrderId}', {
      params: {
        path: { providerOrderId },
        query: { razorpay_payment_id: handed.razorpay_payment_id, razorpay_signature: handed.razorpay_signature },
      },
    });
    expect(response.status).toBe(200);
    expect(data!.message.order).toMatchObject({
      id: orderId,
      order_uuid: orderUuid,
      status: 'paid',
      paid_at: server.clock.now().toISOString(),
      payment_method: 'card',
      total_amount: '3487.05',
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: handed.razorpay_payment_id,
    });
    for (const ticket of tickets) {
      const row = await ticketRow(server.ctx.db, ticket.id);
      expect(row).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        paidAt: server.clock.now(),
        razorpayOrderId: providerOrderId,
        razorpayPaymentId: handed.razorpay_payment_id,
      });
    }
    const stored = await orderRowByUuid(server.ctx.db, orderUuid);
    // CGST Rule 46(b): at most 16 characters, e.g. SL/25-26/000001.
    expect(stored.invoiceNumber).toMatch(/^SL\/\d{2}-\d{2}\/\d{6}$/);
    expect(stored.invoiceNumber!.length).toBeLessThanOrEqual(16);

    // Asking again changes nothing (same invoice number, same paid time).
    server.clock.advance(60_000);
    const again = await client.GET('/payments/status/{providerOrderId}', { params: { path: { providerOrderId } } });
    expect(again.data!.message.order.paid_at).toBe(data!.message.order.paid_at);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).invoiceNumber).toBe(stored.invoiceNumber);
  });

  test('the invoice totals equal the amount charged to the paisa', async () => {
    const client = server.clientWithToken(user.token);
    const { data, response } = await client.GET('/invoices/order/{orderId}', {
      params: { path: { orderId: String(orderId) } },
    });
    expect(response.status).toBe(200);
    const stored = await orderRowByUuid(server.ctx.db, orderUuid);
    const invoice = data!.data.invoice;
    expect(invoice.invoice).toEqual({
      invoice_number: stored.invoiceNumber,
      invoice_date: stored.paidAt!.toISOString(),
    });
    expect(invoice.customer).toEqual({
      name: 'Asha Kulkarni',
      email: 'asha.buyer@example.in',
      mobile: user.mobileNumber,
    });
    expect(invoice.document).toMatchObject({
      kind: 'invoice',
      number: stored.invoiceNumber,
      place_of_supply: { name: 'Maharashtra', code: '27' },
      supply_type: 'inter_state',
      totals: { cgst: '0.00', sgst: '0.00', igst: '531.92', grand_total: '3487.05' },
    });
    expect(invoice.credit_note).toBeNull();
    expect(invoice.items).toEqual([
      { id: 1, event_category: '5K', quantity: 2, unit_price: '799.00' },
      { id: 2, event_category: '10K', quantity: 1, unit_price: '1199.00' },
    ]);
    expect(invoice.sub_event_details).toEqual({ ticket_name: 'Monsoon Run Ticket' });
    const { entry_fee_total, ...rest } = EXPECTED_CHARGES;
    expect(invoice.totals).toEqual({ ticket_total: entry_fee_total, ...rest });

    const toPaise = (rupees: string) => Math.round(Number(rupees) * 100);
    const itemsTotal = invoice.items.reduce((sum, item) => sum + item.quantity * toPaise(item.unit_price), 0);
    expect(itemsTotal).toBe(toPaise(invoice.totals.ticket_total));
    const { grand_total, currency: _currency, discount = '0.00', ...components } = invoice.totals;
    // The components add up to the grand total; a promo code's discount is taken off them.
    const componentsTotal =
      Object.values(components).reduce((sum, value) => sum + toPaise(value), 0) - toPaise(discount);
    expect(componentsTotal).toBe(toPaise(grand_total));
    expect(toPaise(grand_total)).toBe(EXPECTED_GRAND_TOTAL_PAISE);

    // The same invoice by order_uuid.
    const byUuid = await client.GET('/invoices/order/{orderId}', { params: { path: { orderId: orderUuid } } });
    expect(byUuid.data!.data.invoice).toEqual(invoice);
  });

  test('with every ticket paid there is no summary left, and a second payment of the order is refused', async () => {
    const client = server.clientWithToken(user.token);
    const summary = await client.GET('/orders/summary/{eventUuid}', {
      params: { path: { eventUuid: subEvent.subEventUuid } },
    });
    expect(summary.response.status).toBe(404);
    expect(summary.error).toEqual({
      success: false,
      message: 'Order summary not found',
      error: 'Order summary not found',
    });
    const create = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
    expect(create.response.status).toBe(409);
    expect(create.error!.error).toBe('No pending tickets to pay for');
    const pay = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: providerOrderId, outcome: 'success', checkout_token: checkoutToken },
    });
    expect(pay.response.status).toBe(409);
    expect(pay.error!.error).toBe('This order is already paid');
  });
});

describe('createOrder is idempotent per set of pending tickets', () => {
  test('asking twice for the same tickets returns the same order and provider order', async () => {
    const user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await threeTickets(user, subEvent);
    const client = server.clientWithToken(user.token);
    const first = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
    server.clock.advance(5_000);
    const second = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
    expect(second.data!.message).toEqual(first.data!.message);
    const attempts = await server.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, first.data!.message.razorpay_order!.order_id));
    expect(attempts).toHaveLength(1);
  });

  test('adding or removing a ticket makes a new order and cancels the stale one', async () => {
    const user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const [first] = await threeTickets(user, subEvent);
    const client = server.clientWithToken(user.token);
    const original = (await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } })).data!
      .message;

    await createPendingTicket(server.ctx.db, {
      userId: user.id,
      subEventId: subEvent.subEventId,
      category: '10K',
      amountPaise: 119_900,
    });
    server.clock.advance(1_000);
    const grown = (await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } })).data!
      .message;
    expect(grown.order.order_uuid).not.toBe(original.order.order_uuid);
    expect(grown.razorpay_order!.order_id).not.toBe(original.razorpay_order!.order_id);
    expect(grown.razorpay_order!.amount).toBeGreaterThan(original.razorpay_order!.amount);
    expect((await orderRowByUuid(server.ctx.db, original.order.order_uuid)).status).toBe('cancelled');

    await deleteTicket(server.ctx.db, first!.id);
    server.clock.advance(1_000);
    const shrunk = (await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } })).data!
      .message;
    expect(shrunk.order.order_uuid).not.toBe(grown.order.order_uuid);
    expect((await orderRowByUuid(server.ctx.db, grown.order.order_uuid)).status).toBe('cancelled');
    expect(shrunk.order.status).toBe('created');
  });
});

describe('requests racing each other', () => {
  test('two createOrder calls at once for the same tickets end with one open order', async () => {
    const user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await threeTickets(user, subEvent);
    const client = server.clientWithToken(user.token);
    const [first, second] = await Promise.all([
      client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } }),
      client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } }),
    ]);
    expect(second.data!.message.order.order_uuid).toBe(first.data!.message.order.order_uuid);
    const rows = await ordersOf(server.ctx.db, user.id, subEvent.subEventId);
    expect(rows.map((row) => row.status)).toEqual(['created']);
  });

  test('two status calls at once settle the payment once, with one invoice number', async () => {
    const user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await threeTickets(user, subEvent);
    const client = server.clientWithToken(user.token);
    const created = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
    const { order_id: providerOrderId, checkout_token: checkoutToken } = created.data!.message.razorpay_order!;
    await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: providerOrderId, outcome: 'success', checkout_token: checkoutToken! },
    });
    const countersBefore = await server.ctx.db.select().from(invoiceCounters);
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.GET('/payments/status/{providerOrderId}', { params: { path: { providerOrderId } } })),
    );
    expect(answers.map((answer) => answer.data!.message.order.status)).toEqual(['paid', 'paid', 'paid']);
    const countersAfter = await server.ctx.db.select().from(invoiceCounters);
    const issued = (rows: typeof countersAfter) => rows.reduce((sum, row) => sum + row.lastNumber, 0);
    expect(issued(countersAfter) - issued(countersBefore)).toBe(1);
  });
});

describe('a free order', () => {
  test('is paid at once with no provider order, and confirms the tickets', async () => {
    const user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now(), {
      entryFeePaise: 0,
      entryFeeRequired: false,
      platformFeePaise: 3_000,
    });
    const ticket = await createPendingTicket(server.ctx.db, {
      userId: user.id,
      subEventId: subEvent.subEventId,
      category: null,
      amountPaise: 0,
    });
    const client = server.clientWithToken(user.token);

    const summary = await client.GET('/orders/summary/{eventUuid}', {
      params: { path: { eventUuid: subEvent.subEventUuid } },
    });
    expect(summary.data!.message.charges.grand_total).toBe('0.00');
    expect(summary.data!.message.charges.platform_fee).toBe('0.00');

    const { data, response } = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
    expect(response.status).toBe(200);
    expect(data!.message.razorpay_order).toBeUndefined();
    expect(data!.message.order).toMatchObject({
      status: 'paid',
      total_amount: '0.00',
      payment_method: 'free',
      paid_at: server.clock.now().toISOString(),
      razorpay_order_id: null,
      razorpay_payment_id: null,
    });
    expect(await ticketRow(server.ctx.db, ticket.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const invoice = await client.GET('/invoices/order/{orderId}', {
      params: { path: { orderId: data!.message.order.order_uuid } },
    });
    expect(invoice.data!.data.invoice.totals.grand_total).toBe('0.00');
    expect(invoice.data!.data.invoice.items).toEqual([
      { id: 1, event_category: null, quantity: 1, unit_price: '0.00' },
    ]);
  });
});
