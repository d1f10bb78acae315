// Confirmations through the outbox (issue 25 items 2 and 3): paying an order writes an SMS and an
// e-mail in the payment's own transaction; the delivery job sends them to the loopback MSG91 and a
// real SMTP server (smtp-server), where the mail is parsed with mailparser as a mail client would.
// A late payment that is refunded tells the buyer so; a provider that keeps failing is retried with
// backoff and then marked failed.
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatInr } from '../../../src/domain/money';
import { orders, outboxMessages } from '../../../server/db/schema';
import { deliverDueMessages, type DeliveryDependencies } from '../../../server/messages/deliver';
import { startMsg91StandIn, type Msg91StandIn } from '../../../server/stand-ins/msg91-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from '../../../server/stand-ins/smtp-stand-in';
import { signingKeyOf } from '../../../server/modules/tickets/signing-key';
import { verifyTicketCode } from '../../../server/modules/tickets/ticket-code';
import { MSG91_AUTH_KEY, MSG91_TEMPLATES, msg91Env } from '../../support/message-stand-ins';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, type CreatedEvent } from '../catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';

const MINUTE = 60_000;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
const START = new Date('2026-03-02T04:30:00.000Z');

let server: TestServer;
let msg91: Msg91StandIn;
let smtp: SmtpStandIn;

beforeAll(async () => {
  msg91 = await startMsg91StandIn({ authKey: MSG91_AUTH_KEY, templateIds: Object.values(MSG91_TEMPLATES) });
  smtp = await startSmtpStandIn();
  server = await createTestServer({
    clock: createClock(START),
    env: {
      ...msg91Env(msg91),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Startline <tickets@startline.example>',
      PUBLIC_BASE_URL: 'https://startline.example',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      OUTBOX_MAX_ATTEMPTS: '3',
    },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await msg91?.close();
});

beforeEach(async () => {
  // Each test delivers only its own messages.
  await server.ctx.db.delete(outboxMessages);
  smtp.received.length = 0;
  smtp.behave('normal');
  msg91.behave('normal');
});

function deps(): DeliveryDependencies {
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  return { db: server.ctx.db, config: server.config, now: server.clock.now, log: silent, ...server.ctx.messaging };
}

async function bookAndPay(capacity: number | null, names: string[]) {
  server.clock.set(START);
  const event: CreatedEvent = await createEvent(server.ctx.db, {
    now: START,
    form: SIMPLE_FORM,
    subEvent: { totalAllowedRegistrations: capacity, entryFeePaise: 50_000 },
  });
  const buyer: TestUser = await createSignedInUser(server, { fullName: 'Asha Runner', email: 'asha.buyer@example.in' });
  const api = server.clientWithToken(buyer.token);
  for (const name of names) {
    const registered = await api.POST('/participant-registration/sub-events/{subEventUuid}/register', {
      params: { path: { subEventUuid: event.subEventUuid } },
      body: { responses: validAnswers(event.fields, { mandatory_participant_name: name }) },
    });
    expect(registered.response.status).toBe(200);
  }
  const created = await api.POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
  expect(created.response.status).toBe(200);
  const checkout = created.data!.message.razorpay_order!;
  return { event, buyer, api, checkout, orderUuid: created.data!.message.order.order_uuid };
}

async function payAndAsk(booking: Awaited<ReturnType<typeof bookAndPay>>) {
  const paid = await server.client.POST('/payments/sandbox/complete', {
    body: { order_id: booking.checkout.order_id, outcome: 'success', checkout_token: booking.checkout.checkout_token! },
  });
  expect(paid.response.status).toBe(200);
  const status = await booking.api.GET('/payments/status/{providerOrderId}', {
    params: { path: { providerOrderId: booking.checkout.order_id }, query: {} },
  });
  expect(status.response.status).toBe(200);
  return status.data!.message.order.status;
}

describe('when an order is paid', () => {
  it('writes one SMS and one e-mail with the payment, and a second settling writes nothing more', async () => {
    const booking = await bookAndPay(null, ['Asha Runner']);
    expect(await payAndAsk(booking)).toBe('paid');
    // The status call again (the webhook's twin): the same order settles once.
    await payAndAsk(booking).catch(() => undefined);
    const rows = await server.ctx.db.select().from(outboxMessages);
    expect(rows.map((row) => `${row.kind}/${row.channel}/${row.status}`).sort()).toEqual([
      'order_confirmation/email/pending',
      'order_confirmation/sms/pending',
    ]);
    expect(rows.find((row) => row.channel === 'sms')?.recipient).toBe(booking.buyer.mobileNumber);
    expect(rows.find((row) => row.channel === 'email')?.recipient).toBe('asha.buyer@example.in');
  });

  it('delivers a mail with text and HTML parts, the event, each attendee and category, the amount, links and each e-ticket', async () => {
    const booking = await bookAndPay(null, ['Asha Runner', 'Ravi Kumar']);
    expect(await payAndAsk(booking)).toBe('paid');
    const report = await deliverDueMessages(deps());
    expect(report).toEqual({ sent: 2, retried: 0, failed: 0 });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toBe('asha.buyer@example.in');
    expect(mail!.from).toContain('tickets@startline.example');
    expect(mail!.subject).toBe(`Booking confirmed: ${booking.event.name}`);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(booking.event.name);
      expect(part).toContain('Asha Runner');
      expect(part).toContain('Ravi Kumar');
      expect(part).toContain('https://startline.example/my-events');
      expect(part).toContain(`https://startline.example/my-orders/${booking.orderUuid}`);
    }
    const [order] = await server.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
    expect(order?.status).toBe('sent');
    expect(mail!.messageId).toBe(order?.providerMessageId);
    // The amount charged, as the order summary showed it (₹500 + GST, fees: SPEC §9).
    expect(mail!.text).toMatch(/Amount charged: ₹[\d,]+\.\d{2}/);

    // The GST invoice as issued, its text holding the invoice number and the grand total charged.
    const [invoice] = mail!.attachments.filter((attachment) => attachment.contentType === 'application/pdf');
    const [paid] = await server.ctx.db.select().from(orders).where(eq(orders.orderUuid, booking.orderUuid));
    expect(invoice?.filename).toBe(`invoice-${paid!.invoiceNumber!.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`);
    const invoiceText = await pdfText(invoice!.content);
    expect(invoiceText).toContain(paid!.invoiceNumber!);
    expect(invoiceText).toContain(formatInr(paid!.grandTotalPaise).replace('₹', ''));
    expect(mail!.text).toContain(`Your GST invoice ${paid!.invoiceNumber} is attached too.`);

    const tickets = mail!.attachments.filter((attachment) => attachment.contentType === 'image/png');
    expect(tickets.map((ticket) => ticket.filename)).toEqual([
      'e-ticket-1-asha-runner.png',
      'e-ticket-2-ravi-kumar.png',
    ]);
    expect(tickets.every((ticket) => ticket.content.subarray(1, 4).toString('latin1') === 'PNG')).toBe(true);
    // Shown inline too, by content id.
    expect(mail!.html).toContain(`cid:${tickets[0]!.cid}`);
    // Each QR holds the attendee's signed code, the one the app shows and an organiser checks.
    const codes = tickets.map((ticket) => {
      const image = PNG.sync.read(ticket.content);
      return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? '';
    });
    const verifier = { publicKey: signingKeyOf(server.config.ticketSigningKey), now: server.clock.now() };
    const checked = codes.map((code) => verifyTicketCode(code, verifier));
    expect(checked.map((result) => result.valid && result.subEventUuid)).toEqual([
      booking.event.subEventUuid,
      booking.event.subEventUuid,
    ]);

    const sms = msg91.lastTo(booking.buyer.mobileNumber);
    expect(sms?.templateId).toBe(MSG91_TEMPLATES.confirmation);
    expect(sms?.variables.link).toBe('https://startline.example/my-events');
    expect(sms?.variables.order).toMatch(/\S+/);
  });

  it('retries a failing mail server with backoff, then marks the message failed with its reason', async () => {
    const booking = await bookAndPay(null, ['Asha Runner']);
    expect(await payAndAsk(booking)).toBe('paid');
    smtp.behave('refuse');
    expect(await deliverDueMessages(deps())).toEqual({ sent: 1, retried: 1, failed: 0 });
    // Not due again before its backoff (30 s after the first attempt).
    expect(await deliverDueMessages(deps())).toEqual({ sent: 0, retried: 0, failed: 0 });
    server.clock.advance(31_000);
    expect(await deliverDueMessages(deps())).toEqual({ sent: 0, retried: 1, failed: 0 });
    server.clock.advance(61_000);
    expect(await deliverDueMessages(deps())).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [mail] = await server.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
    expect(mail).toMatchObject({ status: 'failed', attempts: 3 });
    expect(mail?.lastError).toMatch(/Mailbox unavailable/);
    expect(smtp.received).toHaveLength(0);
  });

  it('delivers once the server is back, within the attempts', async () => {
    const booking = await bookAndPay(null, ['Asha Runner']);
    expect(await payAndAsk(booking)).toBe('paid');
    msg91.behave('fail');
    smtp.behave('refuse');
    expect(await deliverDueMessages(deps())).toEqual({ sent: 0, retried: 2, failed: 0 });
    msg91.behave('normal');
    smtp.behave('normal');
    server.clock.advance(31_000);
    expect(await deliverDueMessages(deps())).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(await smtp.waitFor(1)).toHaveLength(1);
  });
});

describe('when a late payment is refunded', () => {
  it('tells the buyer by mail and SMS what happened and when the money returns, with no e-ticket', async () => {
    const booking = await bookAndPay(1, ['Asha Runner']);
    // The hold lapses and someone else takes the only place before the payment completes.
    server.clock.set(new Date(START.getTime() + 40 * MINUTE));
    const other = await createSignedInUser(server);
    const taken = await server
      .clientWithToken(other.token)
      .POST('/participant-registration/sub-events/{subEventUuid}/register', {
        params: { path: { subEventUuid: booking.event.subEventUuid } },
        body: { responses: validAnswers(booking.event.fields, { mandatory_participant_name: 'Ravi Kumar' }) },
      });
    expect(taken.response.status).toBe(200);
    expect(await payAndAsk(booking)).toBe('refunded');
    expect(await deliverDueMessages(deps())).toEqual({ sent: 2, retried: 0, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe(`Refund started: ${booking.event.name}`);
    expect(mail!.text).toContain('the full amount is being refunded');
    expect(mail!.text).toContain('within 5-7 working days');
    // A refund after payment comes with its credit note, citing the invoice.
    expect(mail!.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
    expect(mail!.attachments[0]!.filename).toMatch(/^credit-note-/);
    expect(mail!.text).toContain('The credit note for the refund is attached.');
    expect(await pdfText(mail!.attachments[0]!.content)).toMatch(/credit note/i);
    expect(msg91.lastTo(booking.buyer.mobileNumber)?.templateId).toBe(MSG91_TEMPLATES.refund);
  });
});
