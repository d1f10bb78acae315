// listOrders pages the caller's orders newest first; invoice numbers run per Indian financial year.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createPendingTicket, createSubEvent, orderRowByUuid } from './fixtures';

let server: TestServer;

beforeAll(async () => {
  // Late in financial year 2030-31 (IST), so the numbering tests own their years' counters.
  server = await createTestServer({ clock: createClock('2031-03-31T18:00:00+05:30') });
});

afterAll(async () => {
  await server?.close();
});

describe('listOrders', () => {
  let user: TestUser;
  const orderUuidsOldestFirst: string[] = [];

  beforeAll(async () => {
    user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const client = server.clientWithToken(user.token);
    // Each new ticket changes the pending set, so each createOrder makes a new order (12 in all).
    for (let i = 0; i < 12; i += 1) {
      await createPendingTicket(server.ctx.db, {
        userId: user.id,
        subEventId: subEvent.subEventId,
        category: '5K',
        amountPaise: 79_900,
      });
      const { data } = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
      orderUuidsOldestFirst.push(data!.message.order.order_uuid);
      server.clock.advance(10_000);
    }
  });

  test('the first page holds the 10 newest orders, field by field', async () => {
    const { data, response } = await server.clientWithToken(user.token).GET('/orders/', {});
    expect(response.status).toBe(200);
    expect(data!.success).toBe(true);
    const { orders, pagination } = data!.message;
    expect(pagination).toEqual({ current_page: 1, per_page: 10, total: 12, total_pages: 2 });
    expect(orders.map((order) => order.order_uuid)).toEqual(orderUuidsOldestFirst.slice(2).reverse());

    const newest = orders[0]!;
    const stored = await orderRowByUuid(server.ctx.db, newest.order_uuid);
    expect(newest).toEqual({
      id: stored.id,
      order_uuid: stored.orderUuid,
      status: 'created',
      created_at: stored.createdAt.toISOString(),
      paid_at: null,
      payment_method: null,
      total_amount: '12015.67', // 12 x ₹799 + 12 x ₹30 platform fee, SPEC §9
      currency: 'INR',
      razorpay_order_id: stored.providerOrderId,
      razorpay_payment_id: null,
      invoice_number: null,
      credit_note: null,
    });
    // Only the newest is still open; every earlier one went stale when a ticket was added.
    expect(orders.slice(1).every((order) => order.status === 'cancelled')).toBe(true);
  });

  test('later pages and other page sizes', async () => {
    const client = server.clientWithToken(user.token);
    const second = await client.GET('/orders/', { params: { query: { page: 2 } } });
    expect(second.data!.message.orders.map((order) => order.order_uuid)).toEqual(
      orderUuidsOldestFirst.slice(0, 2).reverse(),
    );
    expect(second.data!.message.pagination).toEqual({ current_page: 2, per_page: 10, total: 12, total_pages: 2 });

    const bySize = await client.GET('/orders/', { params: { query: { page: 3, per_page: 5 } } });
    expect(bySize.data!.message.orders.map((order) => order.order_uuid)).toEqual(
      orderUuidsOldestFirst.slice(0, 2).reverse(),
    );
    expect(bySize.data!.message.pagination).toEqual({ current_page: 3, per_page: 5, total: 12, total_pages: 3 });

    const beyond = await client.GET('/orders/', { params: { query: { page: 9 } } });
    expect(beyond.data!.message.orders).toEqual([]);
  });

  test('bad paging is refused', async () => {
    const client = server.clientWithToken(user.token);
    for (const query of [{ page: 0 }, { per_page: 101 }, { per_page: 0 }]) {
      const { response, error } = await client.GET('/orders/', { params: { query } });
      expect(response.status).toBe(400);
      expect(error!.success).toBe(false);
    }
  });

  test('unpaid orders have no invoice', async () => {
    const { response, error } = await server.clientWithToken(user.token).GET('/invoices/order/{orderId}', {
      params: { path: { orderId: orderUuidsOldestFirst.at(-1)! } },
    });
    expect(response.status).toBe(404);
    expect(error!.error).toBe('Invoice not found');
  });
});

describe('invoice numbers', () => {
  async function payOneOrder(): Promise<string> {
    const user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await createPendingTicket(server.ctx.db, {
      userId: user.id,
      subEventId: subEvent.subEventId,
      category: '10K',
      amountPaise: 119_900,
    });
    const client = server.clientWithToken(user.token);
    const created = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
    const { order_id: providerOrderId, checkout_token: checkoutToken } = created.data!.message.razorpay_order!;
    await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: providerOrderId, outcome: 'success', checkout_token: checkoutToken! },
    });
    await client.GET('/payments/status/{providerOrderId}', { params: { path: { providerOrderId } } });
    const invoice = await client.GET('/invoices/order/{orderId}', {
      params: { path: { orderId: created.data!.message.order.order_uuid } },
    });
    return invoice.data!.data.invoice.invoice.invoice_number;
  }

  test('run without gaps within an Indian financial year and restart on 1 April (IST)', async () => {
    server.clock.set('2031-03-31T23:30:00+05:30');
    expect(await payOneOrder()).toBe('SL/30-31/000001');
    expect(await payOneOrder()).toBe('SL/30-31/000002');
    // 00:30 on 1 April in India is still 31 March in UTC: the Indian date decides.
    server.clock.set('2031-04-01T00:30:00+05:30');
    expect(await payOneOrder()).toBe('SL/31-32/000001');
    expect(await payOneOrder()).toBe('SL/31-32/000002');
  });
});
