// Cancelling a paid ticket (issue 28 item 1), through the API with the sandbox provider, on PGlite and
// (with DATABASE_URL) PostgreSQL: every refusal and its text, the quote's numbers (a promo discount's
// share, IGST and CGST + SGST, 0%, 10% and 25% fees, a free ticket), and what a cancellation does: the
// place released, one credit note for the refunded value, the buyer told, the refund made once even
// when two cancels arrive together, and asked again by the payment jobs when the provider failed.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr, paiseToRupeeString } from '../../../src/domain/money';
import {
  CANCEL_TEXT,
  cancellationDeadlineText,
  ticketCancellationRefund,
} from '../../../src/domain/ticket-cancellation';
import {
  outboxMessages,
  participants,
  paymentRefunds,
  promoCodes,
  subEvents,
  taxDocuments,
  ticketCancellations,
} from '../../../server/db/schema';
import { renderMail, renderSms } from '../../../server/messages/render';
import type { TaxDocument } from '../../../server/modules/invoices/document';
import { settleDuePayments } from '../../../server/modules/orders/payment-jobs';
import { PaymentProviderError } from '../../../server/payments/provider';
import { SandboxPaymentProvider } from '../../../server/payments/index';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, DAY, type CreatedEvent } from '../catalog/fixtures';
import { checkoutSignature } from '../orders/fixtures';
import { SIMPLE_FORM, validAnswers } from './form-fixture';

const START = new Date('2026-07-01T04:30:00.000Z');
const FEE = 50_000;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

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

interface Policy {
  feeBps?: number;
  /** Until when cancelling is allowed; null: not allowed. Default: two days before the start. */
  until?: Date | null;
  capacity?: number | null;
  /** Maharashtra (the default) is another state than the test company's Karnataka: IGST. */
  stateName?: string;
  entryFeePaise?: number;
}

async function policyEvent(policy: Policy = {}): Promise<CreatedEvent> {
  const free = policy.entryFeePaise === 0;
  return createEvent(server.ctx.db, {
    now: server.clock.now(),
    form: SIMPLE_FORM,
    subEvent: {
      entryFeePaise: policy.entryFeePaise ?? FEE,
      entryFeeRequired: !free,
      totalAllowedRegistrations: policy.capacity ?? null,
      stateName: policy.stateName ?? 'Maharashtra',
      cancellableUntil: policy.until === undefined ? new Date(START.getTime() + 5 * DAY) : policy.until,
      cancellationFeeBps: policy.feeBps ?? 1000,
    },
  });
}

function register(event: CreatedEvent, person: TestUser, name: string) {
  return server.clientWithToken(person.token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers(event.fields, { mandatory_participant_name: name }) },
  });
}

interface Bought {
  orderUuid: string;
  tickets: string[];
}

/** Registers the attendees and pays for them in the sandbox checkout (or on the spot, when free). */
async function buy(event: CreatedEvent, buyer: TestUser, names: string[], promoCode?: string): Promise<Bought> {
  const tickets: string[] = [];
  for (const name of names) {
    const registered = await register(event, buyer, name);
    expect(registered.response.status).toBe(200);
    tickets.push(registered.data!.data!.participant_uuid);
  }
  const client = server.clientWithToken(buyer.token);
  const created = await client.POST('/orders/create', {
    body: { sub_event_uuid: event.subEventUuid, ...(promoCode ? { promo_code: promoCode } : {}) },
  });
  expect(created.response.status).toBe(200);
  const { order, razorpay_order: checkout } = created.data!.message;
  if (checkout) {
    const paid = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
    });
    const proof = paid.data!.data as { razorpay_payment_id: string };
    const status = await client.GET('/payments/status/{providerOrderId}', {
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
    expect(status.data!.message.order.status).toBe('paid');
  }
  return { orderUuid: order.order_uuid, tickets };
}

function quote(person: TestUser, participantUuid: string) {
  return server
    .clientWithToken(person.token)
    .GET('/participant-registration/participants/{participantUuid}/cancellation', {
      params: { path: { participantUuid } },
    });
}

function cancel(person: TestUser, participantUuid: string) {
  return server
    .clientWithToken(person.token)
    .POST('/participant-registration/participants/{participantUuid}/cancellation', {
      params: { path: { participantUuid } },
    });
}

const rupees = paiseToRupeeString;

async function cancellationOf(participantUuid: string) {
  const [row] = await server.ctx.db
    .select({ cancellation: ticketCancellations })
    .from(ticketCancellations)
    .innerJoin(participants, eq(participants.id, ticketCancellations.participantId))
    .where(eq(participants.participantUuid, participantUuid));
  return row?.cancellation;
}

async function refundsOf(participantUuid: string) {
  const rows = await server.ctx.db.select().from(paymentRefunds);
  return rows.filter((row) => row.notes.participant_uuid === participantUuid);
}

async function creditNotesOf(participantUuid: string) {
  return server.ctx.db.select().from(taxDocuments).where(eq(taxDocuments.participantUuid, participantUuid));
}

describe('what may not be cancelled', () => {
  it('answers 404 for an unknown ticket, another person’s and one removed before payment', async () => {
    server.clock.set(START);
    const event = await policyEvent();
    const buyer = await createSignedInUser(server);
    const { tickets } = await buy(event, buyer, ['Asha Runner']);
    const stranger = await createSignedInUser(server);
    const removedOwner = await createSignedInUser(server);
    const pending = await register(event, removedOwner, 'Ravi Runner');
    const removedUuid = pending.data!.data!.participant_uuid;
    const removed = await server
      .clientWithToken(removedOwner.token)
      .DELETE('/participant-registration/registrations/{participantUuid}', {
        params: { path: { participantUuid: removedUuid } },
      });
    expect(removed.response.status).toBe(200);

    for (const [person, uuid] of [
      [buyer, '00000000-0000-4000-8000-000000000000'],
      [stranger, tickets[0]!],
      [removedOwner, removedUuid],
    ] as const) {
      for (const answer of [await quote(person, uuid), await cancel(person, uuid)]) {
        expect(answer.response.status).toBe(404);
        expect(answer.error).toMatchObject({ success: false, error: CANCEL_TEXT.notFound });
      }
    }
    expect(await cancellationOf(tickets[0]!)).toBeUndefined();
  });

  it('answers 422 for an unpaid ticket and for an event that allows no cancellations', async () => {
    server.clock.set(START);
    const open = await policyEvent();
    const buyer = await createSignedInUser(server);
    const unpaid = (await register(open, buyer, 'Asha Runner')).data!.data!.participant_uuid;
    expect((await quote(buyer, unpaid)).error).toMatchObject({ error: CANCEL_TEXT.notPaid });
    const refused = await cancel(buyer, unpaid);
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({ error: CANCEL_TEXT.notPaid });

    const none = await policyEvent({ until: null });
    const other = await createSignedInUser(server);
    const { tickets } = await buy(none, other, ['Ravi Runner']);
    const notAllowed = await cancel(other, tickets[0]!);
    expect(notAllowed.response.status).toBe(422);
    expect(notAllowed.error).toMatchObject({ error: CANCEL_TEXT.notAllowed });
    expect((await quote(other, tickets[0]!)).error).toMatchObject({ error: CANCEL_TEXT.notAllowed });
  });

  it('answers 422 from the deadline on, naming it in India time, and changes nothing', async () => {
    server.clock.set(START);
    const until = new Date(START.getTime() + 6 * 60 * 60 * 1000);
    const event = await policyEvent({ until });
    const buyer = await createSignedInUser(server);
    const { tickets } = await buy(event, buyer, ['Asha Runner']);
    expect((await quote(buyer, tickets[0]!)).response.status).toBe(200);

    server.clock.set(until);
    const closed = await cancel(buyer, tickets[0]!);
    expect(closed.response.status).toBe(422);
    expect(closed.error).toMatchObject({ error: CANCEL_TEXT.closed(cancellationDeadlineText(until)) });
    expect(cancellationDeadlineText(until)).toBe('01 Jul 2026, 04:00 PM');
    expect((await quote(buyer, tickets[0]!)).response.status).toBe(422);
    const [ticket] = await server.ctx.db
      .select({ status: participants.status })
      .from(participants)
      .where(eq(participants.participantUuid, tickets[0]!));
    expect(ticket!.status).toBe('confirmed');
  });

  it('answers 409 for a ticket already cancelled, and 400 for a malformed id', async () => {
    server.clock.set(START);
    const event = await policyEvent();
    const buyer = await createSignedInUser(server);
    const { tickets } = await buy(event, buyer, ['Asha Runner']);
    expect((await cancel(buyer, tickets[0]!)).response.status).toBe(200);
    for (const answer of [await cancel(buyer, tickets[0]!), await quote(buyer, tickets[0]!)]) {
      expect(answer.response.status).toBe(409);
      expect(answer.error).toMatchObject({ error: CANCEL_TEXT.alreadyCancelled });
    }
    expect((await cancel(buyer, 'not-a-uuid')).response.status).toBe(400);
  });
});

describe('the quote', () => {
  it('is the ticket’s price less its share of a promo discount, with IGST, less a 10% fee', async () => {
    server.clock.set(START);
    const event = await policyEvent({ feeBps: 1000 });
    const [row] = await server.ctx.db
      .select({ eventId: subEvents.eventId })
      .from(subEvents)
      .where(eq(subEvents.id, event.subEventId));
    await server.ctx.db
      .insert(promoCodes)
      .values({ eventId: row!.eventId, code: 'RUN10', kind: 'percent', amount: 1000, createdAt: START });
    const buyer = await createSignedInUser(server);
    const { tickets } = await buy(event, buyer, ['Asha Runner', 'Ravi Runner'], 'RUN10');
    // 10% off ₹1,000.00 of tickets: ₹50.00 of it is each ticket's.
    const expected = ticketCancellationRefund({
      ticketValuePaise: FEE - 5_000,
      feeBasisPoints: 1000,
      supplyType: 'inter_state',
    });
    expect(expected).toMatchObject({ ticketAmount: 53_100, feeKept: 5_310, refundAmount: 47_790 });
    const { data, response } = await quote(buyer, tickets[1]!);
    expect(response.status).toBe(200);
    expect(data!.message).toEqual({
      participant_uuid: tickets[1],
      attendee_name: 'Ravi Runner',
      ticket_amount: '531.00',
      fee_percent: 10,
      fee_kept: '53.10',
      refund_amount: '477.90',
      cancellable_until: new Date(START.getTime() + 5 * DAY).toISOString(),
    });
  });

  it.each([
    [0, '590.00', '0.00', '590.00'],
    [2500, '590.00', '147.50', '442.50'],
  ])('with a %i bps fee in the company’s own state (CGST + SGST)', async (feeBps, ticket, kept, refund) => {
    server.clock.set(START);
    const event = await policyEvent({ feeBps, stateName: 'Karnataka' });
    const buyer = await createSignedInUser(server);
    const { tickets } = await buy(event, buyer, ['Asha Runner']);
    const { data } = await quote(buyer, tickets[0]!);
    expect(data!.message).toMatchObject({
      ticket_amount: ticket,
      fee_percent: feeBps / 100,
      fee_kept: kept,
      refund_amount: refund,
    });
    const cancelled = await cancel(buyer, tickets[0]!);
    expect(cancelled.data!.message.cancellation).toMatchObject({ refund_amount: refund, fee_kept: kept });
    const [note] = await creditNotesOf(tickets[0]!);
    const document = note!.data as TaxDocument;
    expect(document.supply_type).toBe('intra_state');
    expect(document.lines).toHaveLength(1);
    expect(document.lines[0]).toMatchObject({ igst: '0.00', cgst_rate: 9, sgst_rate: 9 });
    expect(document.totals.grand_total).toBe(refund);
  });

  it('of a free ticket is nothing: cancelled with no refund, no credit note and no provider call', async () => {
    server.clock.set(START);
    const event = await policyEvent({ entryFeePaise: 0 });
    const buyer = await createSignedInUser(server);
    const { tickets } = await buy(event, buyer, ['Asha Runner']);
    expect((await quote(buyer, tickets[0]!)).data!.message).toMatchObject({
      ticket_amount: '0.00',
      fee_kept: '0.00',
      refund_amount: '0.00',
    });
    const { data, response } = await cancel(buyer, tickets[0]!);
    expect(response.status).toBe(200);
    expect(data!.message.cancellation).toMatchObject({
      refund_amount: '0.00',
      refund_status: 'none',
      credit_note_number: null,
    });
    expect(await creditNotesOf(tickets[0]!)).toHaveLength(0);
    expect(await refundsOf(tickets[0]!)).toHaveLength(0);
  });
});

describe('a cancellation', () => {
  it('releases the place, issues a credit note, tells the buyer and refunds once through the provider', async () => {
    server.clock.set(START);
    const event = await policyEvent({ capacity: 2, feeBps: 1000 });
    const buyer = await createSignedInUser(server, { fullName: 'Asha Kulkarni' });
    const { orderUuid, tickets } = await buy(event, buyer, ['Asha Runner', 'Ravi Runner']);
    const latecomer = await createSignedInUser(server);
    expect((await register(event, latecomer, 'Meera Runner')).response.status).toBe(409);

    const expected = ticketCancellationRefund({
      ticketValuePaise: FEE,
      feeBasisPoints: 1000,
      supplyType: 'inter_state',
    });
    const { data, response } = await cancel(buyer, tickets[0]!);
    expect(response.status).toBe(200);
    const cancellation = data!.message.cancellation;
    expect(data!.message.participant_uuid).toBe(tickets[0]);
    expect(cancellation).toMatchObject({
      order_uuid: orderUuid,
      refund_amount: rupees(expected.refundAmount),
      fee_kept: rupees(expected.feeKept),
      refund_status: 'processed',
      cancelled_at: START.toISOString(),
    });
    expect(cancellation.credit_note_number).toMatch(/^CN\/26-27\/\d{6}$/);

    // The place is free again.
    expect((await register(event, latecomer, 'Meera Runner')).response.status).toBe(200);

    // One refund of the refunded amount, with the ticket's own idempotency key.
    const refunds = await refundsOf(tickets[0]!);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amountPaise: expected.refundAmount,
      idempotencyKey: `startline-cancel-${tickets[0]}`,
    });

    // The credit note: numbered, citing the invoice, for the ticket's refunded value and its IGST only.
    const [note] = await creditNotesOf(tickets[0]!);
    const document = note!.data as TaxDocument;
    expect(note).toMatchObject({ kind: 'credit_note', number: cancellation.credit_note_number, orderUuid });
    expect(document.reason).toBe('Ticket cancelled by the buyer (Asha Runner)');
    expect(document.original_invoice?.number).toMatch(/^SL\//);
    expect(document.totals).toMatchObject({
      taxable_value: rupees(expected.refundTaxable),
      igst: rupees(expected.refundTax.igst),
      cgst: '0.00',
      grand_total: rupees(expected.refundAmount),
    });

    // The buyer is told by SMS and e-mail, naming the attendee, the refund and the credit note.
    const messages = await server.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'ticket_cancelled')));
    const own = messages.filter((message) => message.dedupeKey.startsWith(`ticket_cancelled:${tickets[0]}:`));
    expect(own.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    const payload = { orderUuid, participantUuid: tickets[0]! };
    const sms = await renderSms(server.ctx, 'ticket_cancelled', payload, buyer.mobileNumber);
    expect(sms.template).toBe('cancellation');
    expect(sms.text).toContain('Asha Runner');
    expect(sms.text).toContain(cancellation.credit_note_number!);
    expect(sms.text).toContain('5-7 working days');
    const mail = await renderMail(
      { db: server.ctx.db, config: server.config, documents: server.ctx.messaging.documents },
      'ticket_cancelled',
      payload,
      'asha@example.in',
    );
    expect(mail.subject).toBe(`Ticket cancelled: ${event.name}`);
    expect(mail.text).toContain(`Amount refunded: ${formatInr(expected.refundAmount)}`);
    expect(mail.text).not.toContain('Ravi Runner');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `credit-note-${cancellation.credit_note_number!.replace(/\//g, '-')}.pdf`,
    ]);

    // The order stays paid; the other ticket is still good.
    const list = await server
      .clientWithToken(buyer.token)
      .GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
        params: { path: { subEventUuid: event.subEventUuid } },
      });
    const listed = list.data!.message;
    expect(listed.total_participants).toBe(2);
    const [cancelledTicket, keptTicket] = listed.participants;
    expect(cancelledTicket).toMatchObject({ participant_uuid: tickets[0], status: 'cancelled', cancellation });
    expect(cancelledTicket!.ticket_code).toBeUndefined();
    expect(keptTicket).toMatchObject({ participant_uuid: tickets[1], status: 'confirmed' });
    expect(keptTicket!.ticket_code).toBeDefined();
    expect(keptTicket!.cancellation).toBeUndefined();
    expect(listed.sub_event.cancellation_policy).toEqual({
      cancellable_until: new Date(START.getTime() + 5 * DAY).toISOString(),
      fee_percent: 10,
    });
  });

  it('of a second ticket of the same order is a second partial refund and a second credit note', async () => {
    server.clock.set(START);
    const event = await policyEvent({ feeBps: 0 });
    const buyer = await createSignedInUser(server);
    const { orderUuid, tickets } = await buy(event, buyer, ['Asha Runner', 'Ravi Runner', 'Meera Runner']);
    const first = await cancel(buyer, tickets[0]!);
    const second = await cancel(buyer, tickets[2]!);
    const numbers = [first, second].map((answer) => answer.data!.message.cancellation.credit_note_number!);
    expect(new Set(numbers).size).toBe(2);

    const client = server.clientWithToken(buyer.token);
    const invoice = await client.GET('/invoices/order/{orderId}', { params: { path: { orderId: orderUuid } } });
    const answer = invoice.data!.data.invoice;
    expect(answer.credit_note).toBeNull();
    expect(answer.credit_notes.map((note) => note.number)).toEqual(numbers);
    expect(answer.document.kind).toBe('invoice');

    const pdf = await client.GET('/credit-notes/order/{orderId}/pdf', {
      params: { path: { orderId: orderUuid }, query: { number: numbers[1] } },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.status).toBe(200);
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.response.headers.get('content-disposition')).toContain(numbers[1]!.replace(/\//g, '-'));
    const unknown = await client.GET('/credit-notes/order/{orderId}/pdf', {
      params: { path: { orderId: orderUuid }, query: { number: 'CN/26-27/999999' } },
    });
    expect(unknown.response.status).toBe(404);
    const stranger = await createSignedInUser(server);
    const notTheirs = await server.clientWithToken(stranger.token).GET('/credit-notes/order/{orderId}/pdf', {
      params: { path: { orderId: orderUuid }, query: { number: numbers[0] } },
    });
    expect(notTheirs.response.status).toBe(404);

    // The sandbox refunded two parts of the one payment, gives the same refund back for the same
    // key, and refuses more than is left of it.
    const [one, two] = [await refundsOf(tickets[0]!), await refundsOf(tickets[2]!)];
    expect(one[0]!.providerPaymentId).toBe(two[0]!.providerPaymentId);
    const again = await sandbox().refundPayment(
      one[0]!.providerPaymentId,
      one[0]!.amountPaise,
      {},
      `startline-cancel-${tickets[0]}`,
    );
    expect(again.refundId).toBe(one[0]!.providerRefundId);
    const left = await sandbox()
      .refundPayment(one[0]!.providerPaymentId, 10_000_000, {}, 'startline-test-too-much')
      .catch((error: unknown) => error);
    expect(left).toBeInstanceOf(PaymentProviderError);
  });

  it('two cancels at once: one 200 and one 409, one refund, one credit note, one pair of messages', async () => {
    server.clock.set(START);
    const event = await policyEvent({ feeBps: 1000 });
    const buyer = await createSignedInUser(server);
    const { tickets } = await buy(event, buyer, ['Asha Runner']);
    const answers = await Promise.all([cancel(buyer, tickets[0]!), cancel(buyer, tickets[0]!)]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(tickets[0]!)).toHaveLength(1);
    expect(await creditNotesOf(tickets[0]!)).toHaveLength(1);
    const messages = await server.ctx.db.select().from(outboxMessages);
    expect(messages.filter((message) => message.dedupeKey.startsWith(`ticket_cancelled:${tickets[0]}:`))).toHaveLength(
      2,
    );
  });

  it('stands when the provider fails at the refund: answered requested, then refunded by the payment jobs', async () => {
    server.clock.set(START);
    const event = await policyEvent({ feeBps: 1000 });
    const buyer = await createSignedInUser(server);
    const { tickets } = await buy(event, buyer, ['Asha Runner']);
    const provider = sandbox();
    provider.refundPayment = async () => {
      throw new PaymentProviderError('The provider is away', 503);
    };
    let answer;
    try {
      answer = await cancel(buyer, tickets[0]!);
    } finally {
      Reflect.deleteProperty(provider, 'refundPayment');
    }
    expect(answer.response.status).toBe(200);
    expect(answer.data!.message.cancellation.refund_status).toBe('requested');
    expect(await refundsOf(tickets[0]!)).toHaveLength(0);
    expect(await cancellationOf(tickets[0]!)).toMatchObject({ refundStatus: 'requested', refundClaimedAt: null });

    // Not before its backoff, then once.
    expect((await settleDuePayments(server.ctx, silent)).ticketRefundsAccepted).toBe(0);
    server.clock.advance(server.config.paymentReconcileAfterMs + 1000);
    expect(await settleDuePayments(server.ctx, silent)).toMatchObject({
      ticketRefundsAccepted: 1,
      ticketRefundsProcessed: 1,
    });
    expect(await cancellationOf(tickets[0]!)).toMatchObject({ refundStatus: 'processed' });
    expect(await refundsOf(tickets[0]!)).toHaveLength(1);
    server.clock.advance(7 * 60 * 60 * 1000);
    expect((await settleDuePayments(server.ctx, silent)).ticketRefundsChecked).toBe(0);
    expect(await refundsOf(tickets[0]!)).toHaveLength(1);
  });

  it('of the only ticket takes the event off My Events', async () => {
    server.clock.set(START);
    const event = await policyEvent({ feeBps: 0 });
    const buyer = await createSignedInUser(server);
    const { tickets } = await buy(event, buyer, ['Asha Runner']);
    const myEvents = () =>
      server.clientWithToken(buyer.token).GET('/participant-registration/my-participated-events', {});
    expect((await myEvents()).data!.message.participated_sub_events.map((item) => item.sub_event_uuid)).toContain(
      event.subEventUuid,
    );
    expect((await cancel(buyer, tickets[0]!)).response.status).toBe(200);
    expect((await myEvents()).data!.message.participated_sub_events).toHaveLength(0);
  });
});
