// What a settlement reads outside its turn, and what it leaves to later (issue 29, the registration rush):
// the invoice's facts are read before the order's lock, from the row the caller read, so an order that
// changed in between must be invoiced as it is under the lock; and the invoice PDF is not drawn by the
// status call but by whoever reads it first, once, the same bytes after.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, taxDocuments } from '../../../server/db/schema';
import { settleCapturedPayment } from '../../../server/modules/orders/settlement';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createPendingTicket, createSubEvent, orderRowByUuid, type PaidSubEvent } from './fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** One pending ticket of the buyer's and its order, created through the API, not yet paid. */
async function orderOneTicket(buyer: TestUser, subEvent: PaidSubEvent) {
  await createPendingTicket(server.ctx.db, {
    userId: buyer.id,
    subEventId: subEvent.subEventId,
    category: '10k run',
    amountPaise: 79_900,
    phone: buyer.mobileNumber,
  });
  const client = server.clientWithToken(buyer.token);
  const created = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
  expect(created.response.status).toBe(200);
  return { client, created: created.data!.message };
}

async function invoiceRowOf(orderId: number) {
  const [row] = await server.ctx.db
    .select({ number: taxDocuments.number, data: taxDocuments.data, pdfBytes: sql<number>`octet_length(pdf)` })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId));
  return row!;
}

describe('a settlement', () => {
  it('invoices an order as it is under the lock when it changed after the caller read it', async () => {
    const buyer = await createSignedInUser(server, { fullName: 'Meera Iyer' });
    // Pune, Maharashtra: the order's place of supply is Maharashtra (27).
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const { created } = await orderOneTicket(buyer, subEvent);
    const readByCaller = await orderRowByUuid(server.ctx.db, created.order.order_uuid);
    expect(readByCaller.placeOfSupplyStateCode).toBe('27');
    // Changed after the caller's read and before the settlement's lock.
    await server.ctx.db.update(orders).set({ placeOfSupplyStateCode: '29' }).where(eq(orders.id, readByCaller.id));

    const settled = await settleCapturedPayment(
      server.ctx,
      readByCaller,
      {
        paymentId: 'pay_changed_between',
        status: 'captured',
        method: 'upi',
        amountPaise: readByCaller.grandTotalPaise,
        currency: readByCaller.currency,
        createdAt: server.clock.now(),
      },
      'status',
    );

    expect(settled.status).toBe('paid');
    const invoice = await invoiceRowOf(readByCaller.id);
    expect(invoice.number).toBe(settled.invoiceNumber);
    expect((invoice.data as { place_of_supply: { code: string } }).place_of_supply.code).toBe('29');
  });

  it('invoices an unchanged order from what was read before the lock, dated as paid', async () => {
    const buyer = await createSignedInUser(server, { fullName: 'Kiran Shah' });
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const { created } = await orderOneTicket(buyer, subEvent);
    const readByCaller = await orderRowByUuid(server.ctx.db, created.order.order_uuid);

    const settled = await settleCapturedPayment(
      server.ctx,
      readByCaller,
      {
        paymentId: 'pay_unchanged',
        status: 'captured',
        method: 'card',
        amountPaise: readByCaller.grandTotalPaise,
        currency: readByCaller.currency,
        createdAt: server.clock.now(),
      },
      'status',
    );

    const invoice = await invoiceRowOf(readByCaller.id);
    const document = invoice.data as {
      issued_at: string;
      place_of_supply: { code: string };
      recipient: { name: string };
    };
    expect(document.place_of_supply.code).toBe('27');
    expect(document.recipient.name).toBe('Kiran Shah');
    expect(document.issued_at).toBe(settled.paidAt!.toISOString());
  });

  it('leaves the invoice PDF to its first reader, who draws it once; the next gets the same bytes', async () => {
    const buyer = await createSignedInUser(server, { fullName: 'Ravi Menon' });
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const { client, created } = await orderOneTicket(buyer, subEvent);
    const checkout = created.razorpay_order!;
    await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
    });
    const status = await client.GET('/payments/status/{providerOrderId}', {
      params: { path: { providerOrderId: checkout.order_id } },
    });
    expect(status.data!.message.order.status).toBe('paid');
    const order = await orderRowByUuid(server.ctx.db, created.order.order_uuid);
    expect((await invoiceRowOf(order.id)).pdfBytes).toBe(0);

    const download = () =>
      client.GET('/invoices/order/{orderId}/pdf', {
        params: { path: { orderId: String(order.id) } },
        parseAs: 'arrayBuffer',
      });
    const first = await download();
    expect(first.response.status).toBe(200);
    const firstBytes = Buffer.from(first.data as ArrayBuffer);
    expect(firstBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await invoiceRowOf(order.id)).pdfBytes).toBe(firstBytes.length);
    const second = Buffer.from((await download()).data as ArrayBuffer);
    expect(second.equals(firstBytes)).toBe(true);
  });
});
