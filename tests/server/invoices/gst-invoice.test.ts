// CGST Rule 46 and the IGST Act's place of supply on real PGlite, through the generated client: an
// intra-state and an inter-state invoice with their tax heads and totals equal to the charge to the
// paisa, the PDF as issued (its text read back with unpdf), immutability after profile and company
// changes, the exported issuedInvoicePdf, and 50 payments at once each getting its own serial.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounters, orders, taxDocuments, users } from '../../../server/db/schema';
import { issuedCreditNotePdf, issuedInvoicePdf } from '../../../server/modules/invoices/issued';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createPendingTicket, createSubEvent, orderRowByUuid, type PaidSubEvent } from '../orders/fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server?.close();
});

const toPaise = (rupees: string) => Math.round(Number(rupees) * 100);

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** One ticket (the buyer's own, with their phone), an order, the sandbox payment and the verifying status call. */
async function payOneTicket(buyer: TestUser, subEvent: PaidSubEvent, amountPaise = 79_900) {
  await createPendingTicket(server.ctx.db, {
    userId: buyer.id,
    subEventId: subEvent.subEventId,
    category: '10k run',
    amountPaise,
    phone: buyer.mobileNumber,
  });
  const client = server.clientWithToken(buyer.token);
  const created = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
  const checkout = created.data!.message.razorpay_order!;
  await server.client.POST('/payments/sandbox/complete', {
    body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
  });
  return { client, orderUuid: created.data!.message.order.order_uuid, providerOrderId: checkout.order_id };
}

async function settle(buyer: TestUser, providerOrderId: string) {
  const answer = await server.clientWithToken(buyer.token).GET('/payments/status/{providerOrderId}', {
    params: { path: { providerOrderId } },
  });
  expect(answer.data!.message.order.status).toBe('paid');
  return answer.data!.message.order;
}

describe('a GST invoice a tax officer accepts', () => {
  it('an event in the supplier’s state (Karnataka) takes CGST 9% + SGST 9%, place of supply Karnataka (29)', async () => {
    const buyer = await createSignedInUser(server, { fullName: 'Asha Rao', email: 'asha.rao@example.in' });
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now(), {
      cityName: 'Bengaluru',
      stateName: 'Karnataka',
      eventVenueAddress: 'Cubbon Park',
    });
    const { client, orderUuid, providerOrderId } = await payOneTicket(buyer, subEvent);
    await settle(buyer, providerOrderId);
    const stored = await orderRowByUuid(server.ctx.db, orderUuid);
    const { data } = await client.GET('/invoices/order/{orderId}', { params: { path: { orderId: orderUuid } } });
    const document = data!.data.invoice.document;

    expect(document.supplier).toEqual({
      name: server.config.company.name,
      address_lines: server.config.company.addressLines,
      gstin: server.config.company.gstin,
      state: { name: 'Karnataka', code: '29' },
      email: server.config.company.email,
      phone: server.config.company.phone,
    });
    expect(document.recipient).toEqual({
      name: 'Asha Rao',
      mobile: buyer.mobileNumber,
      email: 'asha.rao@example.in',
      // The buyer's own ticket gave a city (fixtures: mandatory_city 'Pune').
      address_lines: ['Pune'],
      state: null,
    });
    expect(document).toMatchObject({
      kind: 'invoice',
      title: 'Tax Invoice',
      number: stored.invoiceNumber,
      place_of_supply: { name: 'Karnataka', code: '29' },
      supply_type: 'intra_state',
      reverse_charge: false,
      note: 'This is a computer-generated invoice issued electronically; no signature is required.',
    });
    expect(document.number.length).toBeLessThanOrEqual(16);
    // ₹799 ticket: CGST 71.91 + SGST 71.91; platform fee ₹30: 2.70 + 2.70; convenience 2% of 978.22 = 19.56,
    // its GST 18% = 3.52 (CGST 1.76 + SGST 1.76); grand total 1001.30.
    expect(document.lines).toEqual([
      {
        description: 'Monsoon Run Ticket - 10k Run',
        sac: '999651',
        quantity: 1,
        unit_price: '799.00',
        taxable_value: '799.00',
        cgst_rate: 9,
        cgst: '71.91',
        sgst_rate: 9,
        sgst: '71.91',
        igst_rate: null,
        igst: '0.00',
        total: '942.82',
      },
      {
        description: 'Platform fee',
        sac: '998552',
        quantity: 1,
        unit_price: '30.00',
        taxable_value: '30.00',
        cgst_rate: 9,
        cgst: '2.70',
        sgst_rate: 9,
        sgst: '2.70',
        igst_rate: null,
        igst: '0.00',
        total: '35.40',
      },
      {
        description: 'Convenience charge (2%)',
        sac: '998552',
        quantity: 1,
        unit_price: '19.56',
        taxable_value: '19.56',
        cgst_rate: 9,
        cgst: '1.76',
        sgst_rate: 9,
        sgst: '1.76',
        igst_rate: null,
        igst: '0.00',
        total: '23.08',
      },
    ]);
    expect(document.totals).toEqual({
      taxable_value: '848.56',
      cgst: '76.37',
      sgst: '76.37',
      igst: '0.00',
      total_tax: '152.74',
      grand_total: '1001.30',
    });
    expect(toPaise(document.totals.grand_total)).toBe(stored.grandTotalPaise);
    expect(document.amount_in_words).toBe('Rupees One Thousand One and Thirty Paise Only');
  });

  it('an event in another state (Maharashtra) takes IGST 18% on every line, to the same grand total', async () => {
    const buyer = await createSignedInUser(server, { fullName: 'Vikram Shah' });
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const { client, orderUuid, providerOrderId } = await payOneTicket(buyer, subEvent);
    await settle(buyer, providerOrderId);
    const stored = await orderRowByUuid(server.ctx.db, orderUuid);
    expect(stored).toMatchObject({ entryFeeCgstPaise: 0, entryFeeSgstPaise: 0, entryFeeIgstPaise: 14_382 });
    expect(stored.placeOfSupplyStateCode).toBe('27');
    const { data } = await client.GET('/invoices/order/{orderId}', { params: { path: { orderId: orderUuid } } });
    const { document, totals } = data!.data.invoice;
    expect(document).toMatchObject({
      place_of_supply: { name: 'Maharashtra', code: '27' },
      supply_type: 'inter_state',
    });
    for (const line of document.lines) {
      expect(line).toMatchObject({ cgst_rate: null, cgst: '0.00', sgst_rate: null, sgst: '0.00', igst_rate: 18 });
    }
    expect(document.lines.map((line) => line.igst)).toEqual(['143.82', '5.40', '3.52']);
    expect(document.totals).toEqual({
      taxable_value: '848.56',
      cgst: '0.00',
      sgst: '0.00',
      igst: '152.74',
      total_tax: '152.74',
      grand_total: '1001.30',
    });
    expect(totals).toMatchObject({ cgst: '0.00', sgst: '0.00', igst: '143.82', platform_fee_igst: '5.40' });
    expect(toPaise(document.totals.grand_total)).toBe(stored.grandTotalPaise);
  });

  it('is stored as issued: a profile change and a company change alter neither its data nor its PDF', async () => {
    const buyer = await createSignedInUser(server, { fullName: 'Meera Iyer', email: 'meera@example.in' });
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const { client, orderUuid, providerOrderId } = await payOneTicket(buyer, subEvent);
    await settle(buyer, providerOrderId);
    const before = (await client.GET('/invoices/order/{orderId}', { params: { path: { orderId: orderUuid } } })).data!;
    const pdfBefore = await issuedInvoicePdf(server.ctx.db, orderUuid);

    await server.ctx.db
      .update(users)
      .set({ fullName: 'Meera Someone Else', email: 'other@example.in' })
      .where(eq(users.id, buyer.id));
    const company = server.ctx.config.company;
    const original = { ...company, addressLines: [...company.addressLines] };
    try {
      company.name = 'Renamed Company Pvt. Ltd.';
      company.addressLines = ['Somewhere else'];
      company.gstin = '27AAPFU0939F1ZV';
      const after = (await client.GET('/invoices/order/{orderId}', { params: { path: { orderId: orderUuid } } })).data!;
      expect(after).toEqual(before);
      expect(after.data.invoice.customer.name).toBe('Meera Iyer');
      expect(after.data.invoice.document.supplier.name).toBe(original.name);
      const pdfAfter = await issuedInvoicePdf(server.ctx.db, orderUuid);
      expect(pdfAfter!.pdf.equals(pdfBefore!.pdf)).toBe(true);
    } finally {
      Object.assign(company, original);
    }
  });

  it('downloads as a PDF whose text holds the number, the place of supply and the grand total; 404 to anyone else', async () => {
    const buyer = await createSignedInUser(server, { fullName: 'Kabir Rao' });
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const { client, orderUuid, providerOrderId } = await payOneTicket(buyer, subEvent);
    const order = await settle(buyer, providerOrderId);
    const stored = await orderRowByUuid(server.ctx.db, orderUuid);

    const answer = await client.GET('/invoices/order/{orderId}/pdf', {
      params: { path: { orderId: String(order.id) } },
      parseAs: 'arrayBuffer',
    });
    expect(answer.response.status).toBe(200);
    expect(answer.response.headers.get('content-type')).toBe('application/pdf');
    const fileName = `invoice-${stored.invoiceNumber!.replaceAll('/', '-')}.pdf`;
    expect(answer.response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const bytes = new Uint8Array(answer.data as ArrayBuffer);
    const text = await pdfText(bytes);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(stored.invoiceNumber!);
    expect(text).toContain('1,001.30');
    expect(text).toContain('Maharashtra (State code 27)');
    expect(text).toContain('IGST');
    expect(text).toContain('Rupees One Thousand One and Thirty Paise Only');
    expect(text).toContain('computer-generated');

    // The function the mail worker (issue 25) calls hands back the same bytes.
    const exported = await issuedInvoicePdf(server.ctx.db, orderUuid);
    expect(exported).toEqual({ fileName, pdf: Buffer.from(bytes), invoiceNumber: stored.invoiceNumber });
    expect(await issuedCreditNotePdf(server.ctx.db, orderUuid)).toBeNull();

    const stranger = await createSignedInUser(server);
    for (const ref of [String(order.id), orderUuid]) {
      const theirs = await server.clientWithToken(stranger.token).GET('/invoices/order/{orderId}/pdf', {
        params: { path: { orderId: ref } },
      });
      expect(theirs.response.status).toBe(404);
      expect(theirs.response.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const unsigned = await server.client.GET('/invoices/order/{orderId}/pdf', {
      params: { path: { orderId: orderUuid } },
    });
    expect(unsigned.response.status).toBe(401);
    const noCreditNote = await client.GET('/credit-notes/order/{orderId}/pdf', {
      params: { path: { orderId: orderUuid } },
    });
    expect(noCreditNote.response.status).toBe(404);
  });

  it('an order paid before documents were stored gets its document once, with the number it was issued', async () => {
    const buyer = await createSignedInUser(server, { fullName: 'Ravi Menon' });
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const { client, orderUuid, providerOrderId } = await payOneTicket(buyer, subEvent);
    await settle(buyer, providerOrderId);
    // As such an order is in the database: the old 17-character number, no stored document.
    await server.ctx.db.delete(taxDocuments).where(eq(taxDocuments.orderUuid, orderUuid));
    await server.ctx.db
      .update(orders)
      .set({ invoiceNumber: 'SL/2025-26/000042' })
      .where(eq(orders.orderUuid, orderUuid));
    expect(await issuedInvoicePdf(server.ctx.db, orderUuid)).toBeNull();

    const first = await client.GET('/invoices/order/{orderId}', { params: { path: { orderId: orderUuid } } });
    expect(first.data!.data.invoice.document.number).toBe('SL/2025-26/000042');
    await server.ctx.db.update(users).set({ fullName: 'Changed Later' }).where(eq(users.id, buyer.id));
    const again = await client.GET('/invoices/order/{orderId}', { params: { path: { orderId: orderUuid } } });
    expect(again.data).toEqual(first.data);
    expect(again.data!.data.invoice.customer.name).toBe('Ravi Menon');
    const stored = await server.ctx.db.select().from(taxDocuments).where(eq(taxDocuments.orderUuid, orderUuid));
    expect(stored).toHaveLength(1);
    expect((await issuedInvoicePdf(server.ctx.db, orderUuid))?.fileName).toBe('invoice-SL-2025-26-000042.pdf');
  });

  it('gives 50 payments at once 50 consecutive serials of at most 16 characters, each with its document', async () => {
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createSignedInUser(server)));
    const payments = [];
    for (const buyer of buyers) payments.push({ buyer, ...(await payOneTicket(buyer, subEvent)) });
    const before = await server.ctx.db.select({ number: taxDocuments.number }).from(taxDocuments);
    const counters = await server.ctx.db.select().from(invoiceCounters);

    await Promise.all(payments.map(({ buyer, providerOrderId }) => settle(buyer, providerOrderId)));

    const numbers = await Promise.all(
      payments.map(async ({ orderUuid }) => (await orderRowByUuid(server.ctx.db, orderUuid)).invoiceNumber!),
    );
    expect(new Set(numbers).size).toBe(50);
    for (const number of numbers) {
      expect(number).toMatch(/^SL\/\d{2}-\d{2}\/\d{6}$/);
      expect(number.length).toBeLessThanOrEqual(16);
    }
    // Gap-free: the 50 serials are consecutive, right after the ones issued before.
    const serials = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    const first = serials[0]!;
    expect(serials).toEqual(Array.from({ length: 50 }, (_, index) => first + index));
    // Right after the last serial of the year issued before (an earlier test of this file renumbers
    // one of its own orders to an old-format number, so counting documents would not tell).
    const year = numbers[0]!.slice(3, 8);
    const lastBefore = counters.find((row) => row.financialYear.replace(/^20/, '') === year)?.lastNumber ?? 0;
    expect(first).toBe(lastBefore + 1);
    const documents = await server.ctx.db.select({ number: taxDocuments.number }).from(taxDocuments);
    expect(documents).toHaveLength(before.length + 50);
  });
});
