// Moving a paid ticket to another category (issue 28 item 3), through the API with the sandbox provider,
// on PGlite and (with DATABASE_URL) PostgreSQL: the quote's figures (SPEC §9 on the difference, IGST
// here), every refusal and its text, a cheaper move (made at once, refunded once with a credit note,
// the e-ticket re-issued), a dearer one (an order for the difference paid through the checkout, the move
// made when it settles, its own tax invoice), a dearer order paid after the ticket moved another way
// (refunded, not applied), two moves at once, and the payment jobs asking again for a refund.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_CHANGE_TEXT,
  categoryChangeDeadlineText,
  categoryChangeMoney,
} from '../../../src/domain/category-change';
import { paiseToRupeeString } from '../../../src/domain/money';
import {
  orders,
  outboxMessages,
  participants,
  paymentRefunds,
  taxDocuments,
  ticketCategoryChanges,
} from '../../../server/db/schema';
import type { ReissuedTicketPayload } from '../../../server/db/schema';
import { renderReissuedTicket } from '../../../server/messages/ticket-details-messages';
import type { TaxDocument } from '../../../server/modules/invoices/document';
import { settleDuePayments } from '../../../server/modules/orders/payment-jobs';
import { SandboxPaymentProvider } from '../../../server/payments/index';
import { PaymentProviderError } from '../../../server/payments/provider';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, DAY, type CreatedEvent, type FieldSpec } from '../catalog/fixtures';
import { checkoutSignature } from '../orders/fixtures';
import { FULL_FORM } from './form-fixture';
import { payForTicket } from './paid-ticket';

const START = new Date('2026-07-01T04:30:00.000Z');
const WINDOW_END = new Date(START.getTime() + 5 * DAY);
const PRICES = { '5K': '299.00', '10K': '499.00', '21.1K': '799.00' } as const;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const CHANGE_FORM: FieldSpec[] = FULL_FORM.filter((field) =>
  ['mandatory_participant_name', 'mandatory_email', 'mandatory_phone'].includes(field.fieldName),
).concat([
  {
    fieldName: 'mandatory_event_category',
    label: 'Event Category',
    fieldType: 'dropdown',
    isRequired: true,
    options: Object.keys(PRICES).map((label) => ({ option_label: label, option_value: label })),
  },
  {
    fieldName: 'mandatory_event_category_pricing',
    label: 'Category Price',
    fieldType: 'dropdown',
    options: Object.entries(PRICES).map(([label, price]) => ({ option_label: label, option_value: price })),
  },
]);

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ clock: createClock(START), env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});

afterAll(async () => {
  await server?.close();
});

function sandbox(): SandboxPaymentProvider {
  const provider = server.ctx.payments;
  if (!(provider instanceof SandboxPaymentProvider)) throw new Error('these tests need the sandbox provider');
  return provider;
}

/** Maharashtra is another state than the test company's Karnataka: IGST 18%. */
function changeEvent(until: Date | null = WINDOW_END): Promise<CreatedEvent> {
  return createEvent(server.ctx.db, {
    now: server.clock.now(),
    form: CHANGE_FORM,
    subEvent: {
      entryFeePaise: 29_900,
      entryFeeRequired: true,
      stateName: 'Maharashtra',
      categoryChangeableUntil: until,
      cancellableUntil: WINDOW_END,
      transferableUntil: WINDOW_END,
    },
  });
}

const client = (person: TestUser) => server.clientWithToken(person.token);
const errorOf = (answer: { error?: unknown }) => (answer.error as { error: string }).error;

const ticketOf = (event: CreatedEvent, buyer: TestUser, category = '10K') =>
  payForTicket(server, event, buyer, {
    mandatory_participant_name: 'Meera Pillai',
    mandatory_event_category: category,
  });

function quote(person: TestUser, participantUuid: string) {
  return client(person).GET('/participant-registration/participants/{participantUuid}/category-change', {
    params: { path: { participantUuid } },
  });
}

function change(person: TestUser, participantUuid: string, category: string) {
  return client(person).POST('/participant-registration/participants/{participantUuid}/category-change', {
    params: { path: { participantUuid } },
    body: { category },
  });
}

async function ticketRow(participantUuid: string) {
  const [row] = await server.ctx.db
    .select()
    .from(participants)
    .where(eq(participants.participantUuid, participantUuid));
  return row!;
}

async function changesOf(participantUuid: string) {
  const ticket = await ticketRow(participantUuid);
  return server.ctx.db.select().from(ticketCategoryChanges).where(eq(ticketCategoryChanges.participantId, ticket.id));
}

async function refundsOf(participantUuid: string) {
  const rows = await server.ctx.db.select().from(paymentRefunds);
  return rows.filter((row) => row.notes.participant_uuid === participantUuid);
}

/** Pays a provider order in the sandbox checkout and asks its status with the proof, as the page does. */
async function payInCheckout(person: TestUser, checkout: { order_id: string; checkout_token?: string }) {
  const paid = await server.client.POST('/payments/sandbox/complete', {
    body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
  });
  const proof = paid.data!.data as { razorpay_payment_id: string };
  const status = await client(person).GET('/payments/status/{providerOrderId}', {
    params: {
      path: { providerOrderId: checkout.order_id },
      query: {
        razorpay_payment_id: proof.razorpay_payment_id,
        razorpay_signature: checkoutSignature(
          server.config.razorpayKeySecret,
          checkout.order_id,
          proof.razorpay_payment_id,
        ),
      },
    },
  });
  return status.data!.message.order;
}

describe('the quote', () => {
  it('lists the other categories with what each costs or gives back, SPEC §9 on the difference', async () => {
    server.clock.set(START);
    const event = await changeEvent();
    const buyer = await createSignedInUser(server);
    const ticket = await ticketOf(event, buyer);
    const answer = await quote(buyer, ticket);
    expect(answer.response.status).toBe(200);
    const body = answer.data!.message;
    expect(body).toMatchObject({
      participant_uuid: ticket,
      attendee_name: 'Meera Pillai',
      category: '10K',
      price: '499.00',
      category_changeable_until: WINDOW_END.toISOString(),
    });
    const [cheaper, dearer] = body.options;
    // 200 back with IGST 18%: 236.00.
    expect(cheaper).toMatchObject({ category: '5K', price: '299.00', kind: 'refund', amount: '236.00', charges: null });
    // 300 more, IGST 54, convenience 2% of 354 = 7.08, GST on it 1.27: 362.35; no booking fee again.
    expect(dearer).toMatchObject({ category: '21.1K', price: '799.00', kind: 'pay', amount: '362.35' });
    expect(dearer!.charges).toMatchObject({
      entry_fee_total: '300.00',
      igst: '54.00',
      platform_fee: '0.00',
      grand_total: '362.35',
    });
    const money = categoryChangeMoney({
      fromPricePaise: 49_900,
      toPricePaise: 79_900,
      paidValuePaise: 49_900,
      supplyType: 'inter_state',
    });
    expect(money.kind === 'pay' && paiseToRupeeString(money.charges.grandTotal)).toBe('362.35');
  });

  it('refuses with the reason: not allowed, closed, not the caller’s, unknown or the same category', async () => {
    server.clock.set(START);
    const buyer = await createSignedInUser(server);
    const fixed = await changeEvent(null);
    const fixedTicket = await ticketOf(fixed, buyer);
    const refused = await quote(buyer, fixedTicket);
    expect(refused.response.status).toBe(422);
    expect(errorOf(refused)).toBe(CATEGORY_CHANGE_TEXT.notAllowed);

    const event = await changeEvent();
    const ticket = await ticketOf(event, buyer);
    const stranger = await createSignedInUser(server);
    expect((await quote(stranger, ticket)).response.status).toBe(404);
    const unknown = await change(buyer, ticket, 'Marathon');
    expect(unknown.response.status).toBe(400);
    expect(errorOf(unknown)).toBe(CATEGORY_CHANGE_TEXT.unknownCategory);
    const same = await change(buyer, ticket, '10K');
    expect(same.response.status).toBe(422);
    expect(errorOf(same)).toBe(CATEGORY_CHANGE_TEXT.sameCategory);

    const soon = new Date(START.getTime() + 60 * 60 * 1000);
    const closing = await changeEvent(soon);
    const late = await ticketOf(closing, buyer);
    server.clock.set(new Date(soon.getTime() + 1000));
    const closed = await change(buyer, late, '5K');
    expect(closed.response.status).toBe(422);
    expect(errorOf(closed)).toBe(`Category changes for this event closed on ${categoryChangeDeadlineText(soon)}`);
    server.clock.set(START);
  });

  it('refuses a ticket with a transfer waiting until it is withdrawn', async () => {
    server.clock.set(START);
    const event = await changeEvent();
    const buyer = await createSignedInUser(server);
    const ticket = await ticketOf(event, buyer);
    const offered = await client(buyer).POST('/participant-registration/participants/{participantUuid}/transfer', {
      params: { path: { participantUuid: ticket } },
      body: { recipient_mobile: '9811122233', recipient_name: 'Kabir Shah' },
    });
    expect(offered.response.status).toBe(200);
    const refused = await change(buyer, ticket, '5K');
    expect(refused.response.status).toBe(409);
    expect(errorOf(refused)).toBe(CATEGORY_CHANGE_TEXT.transferPending);
  });
});

describe('a cheaper category', () => {
  it('moves the ticket at once, refunds the difference with its GST once, with a credit note, and re-issues the e-ticket', async () => {
    server.clock.set(START);
    const event = await changeEvent();
    const buyer = await createSignedInUser(server);
    const ticket = await ticketOf(event, buyer);
    const answer = await change(buyer, ticket, '5K');
    expect(answer.response.status).toBe(200);
    const { change: made, order, razorpay_order: checkout } = answer.data!.message;
    expect(order).toBeNull();
    expect(checkout).toBeNull();
    expect(made).toMatchObject({
      from_category: '10K',
      to_category: '5K',
      status: 'made',
      refund_amount: '236.00',
      refund_status: 'processed',
    });
    expect(made.credit_note_number).toMatch(/^CN/);

    expect(await ticketRow(ticket)).toMatchObject({ eventCategory: '5K', amountPaise: 29_900, status: 'confirmed' });
    const refunds = await refundsOf(ticket);
    expect(refunds.map((refund) => [refund.amountPaise, refund.notes.reason])).toEqual([[23_600, 'category_changed']]);
    const [note] = await server.ctx.db.select().from(taxDocuments).where(eq(taxDocuments.participantUuid, ticket));
    const document = note!.data as TaxDocument;
    expect(document.reason).toBe('Category changed from 10K to 5K (Meera Pillai)');
    expect(document.totals.grand_total).toBe('236.00');

    const mine = await client(buyer).GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
      params: { path: { subEventUuid: event.subEventUuid } },
    });
    const row = mine.data!.message.participants[0]!;
    expect(row.payment_amount).toBe('299.00');
    expect(row.responses).toEqual(
      expect.arrayContaining([
        { field_name: 'mandatory_event_category', response_text: '5K' },
        { field_name: 'mandatory_event_category_pricing', response_text: '299.00' },
      ]),
    );
    expect(row.category_change).toMatchObject({ to_category: '5K', credit_note_number: made.credit_note_number });
    const reissued = await server.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'ticket_reissued'));
    const mailed = reissued.filter((message) => JSON.stringify(message.payload).includes(ticket));
    expect(mailed).toHaveLength(1);
    const mail = await renderReissuedTicket(
      { db: server.ctx.db, config: server.config },
      mailed[0]!.payload as ReissuedTicketPayload,
      mailed[0]!.recipient,
    );
    expect(mail.text).toContain("Meera Pillai's ticket for");
    expect(mail.text).toContain('moved from 10K to 5K, and the e-ticket now carries the new category.');

    // The data export lists the move with its refund (DPDP Act §11).
    const exported = await client(buyer).GET('/auth/me/data');
    const attendee = (exported.data!.data.attendees as Array<{ category_changes: unknown[] }>)[0]!;
    expect(attendee.category_changes).toEqual([
      expect.objectContaining({ from_category: '10K', to_category: '5K', status: 'made', refund_amount_paise: 23_600 }),
    ]);

    // A ticket moves once, and is not then cancelled online.
    const again = await change(buyer, ticket, '21.1K');
    expect(again.response.status).toBe(409);
    expect(errorOf(again)).toBe(CATEGORY_CHANGE_TEXT.alreadyChanged);
    const cancel = await client(buyer).POST('/participant-registration/participants/{participantUuid}/cancellation', {
      params: { path: { participantUuid: ticket } },
    });
    expect(cancel.response.status).toBe(422);
    expect(errorOf(cancel)).toBe(CATEGORY_CHANGE_TEXT.cancelAfterChange);
  });

  it('two moves at once: one made, one refused, one refund and one credit note', async () => {
    server.clock.set(START);
    const event = await changeEvent();
    const buyer = await createSignedInUser(server);
    const ticket = await ticketOf(event, buyer);
    const answers = await Promise.all([change(buyer, ticket, '5K'), change(buyer, ticket, '5K')]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(ticket)).toHaveLength(1);
    expect(
      await server.ctx.db.select().from(taxDocuments).where(eq(taxDocuments.participantUuid, ticket)),
    ).toHaveLength(1);
  });

  it('with the provider away, the move stands and the payment jobs refund it later, once', async () => {
    server.clock.set(START);
    const event = await changeEvent();
    const buyer = await createSignedInUser(server);
    const ticket = await ticketOf(event, buyer);
    const provider = sandbox();
    provider.refundPayment = async () => {
      throw new PaymentProviderError('The provider is away', 503);
    };
    let answer;
    try {
      answer = await change(buyer, ticket, '5K');
    } finally {
      Reflect.deleteProperty(provider, 'refundPayment');
    }
    expect(answer.response.status).toBe(200);
    expect(answer.data!.message.change.refund_status).toBe('requested');
    expect(await refundsOf(ticket)).toHaveLength(0);
    server.clock.advance(server.config.paymentReconcileAfterMs + 1000);
    expect(await settleDuePayments(server.ctx, silent)).toMatchObject({ ticketRefundsAccepted: 1 });
    expect(await refundsOf(ticket)).toHaveLength(1);
    const [row] = await changesOf(ticket);
    expect(row).toMatchObject({ refundStatus: 'processed' });
    server.clock.set(START);
  });
});

describe('a dearer category', () => {
  it('opens an order for the difference; paying it moves the ticket, with its own tax invoice', async () => {
    server.clock.set(START);
    const event = await changeEvent();
    const buyer = await createSignedInUser(server);
    const ticket = await ticketOf(event, buyer);
    const answer = await change(buyer, ticket, '21.1K');
    expect(answer.response.status).toBe(200);
    const { change: awaiting, order, razorpay_order: checkout } = answer.data!.message;
    expect(awaiting).toMatchObject({ status: 'awaiting_payment', to_category: '21.1K', made_at: null });
    expect(order).toMatchObject({ status: 'created', total_amount: '362.35' });
    expect(checkout!.amount).toBe(36_235);
    // Until paid, the ticket is as booked; asking again reopens the same order.
    expect(await ticketRow(ticket)).toMatchObject({ eventCategory: '10K', amountPaise: 49_900 });
    const again = await change(buyer, ticket, '21.1K');
    expect(again.data!.message.order!.order_uuid).toBe(order!.order_uuid);

    const settled = await payInCheckout(buyer, checkout!);
    expect(settled.status).toBe('paid');
    expect(await ticketRow(ticket)).toMatchObject({ eventCategory: '21.1K', amountPaise: 79_900 });
    const [made] = (await changesOf(ticket)).filter((row) => row.status === 'made');
    expect(made).toMatchObject({ toCategory: '21.1K', refundStatus: 'none' });
    // Nothing new was booked: no booking confirmation, the re-issued e-ticket says it.
    const messages = await server.ctx.db.select().from(outboxMessages);
    expect(messages.filter((message) => JSON.stringify(message.payload).includes(order!.order_uuid))).toEqual([]);
    expect(
      messages.filter(
        (message) => message.kind === 'ticket_reissued' && JSON.stringify(message.payload).includes('"to":"21.1K"'),
      ),
    ).toHaveLength(1);
    const [orderRow] = await server.ctx.db.select().from(orders).where(eq(orders.orderUuid, order!.order_uuid));
    const [invoice] = await server.ctx.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderRow!.id));
    const document = invoice!.data as TaxDocument;
    expect(document.kind).toBe('invoice');
    expect(document.totals.grand_total).toBe('362.35');
    expect(document.lines[0]!.description).toContain('21.1k (From 10k)');
  });

  it('a dearer order paid after the ticket moved another way is refunded, not applied', async () => {
    server.clock.set(START);
    const event = await changeEvent();
    const buyer = await createSignedInUser(server);
    const ticket = await ticketOf(event, buyer);
    const dearer = await change(buyer, ticket, '21.1K');
    const checkout = dearer.data!.message.razorpay_order!;
    expect((await change(buyer, ticket, '5K')).response.status).toBe(200);
    const settled = await payInCheckout(buyer, checkout);
    expect(settled.status).toBe('refunded');
    expect(await ticketRow(ticket)).toMatchObject({ eventCategory: '5K' });
    const statuses = (await changesOf(ticket)).map((row) => row.status).sort();
    expect(statuses).toEqual(['lapsed', 'made']);
  });
});
