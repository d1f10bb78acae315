// /__outbox (issue 25 item 4): in development, every SMS and e-mail as a participant receives it —
// the OTP SMS of the console provider, the confirmation mail with its attachments — and nothing of it
// outside development.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../server/messages/dev-outbox';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { createEvent } from '../catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';
import { GENEROUS_LIMITS, freshMobile } from '../auth/helpers';

describe('in development', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ env: { ...GENEROUS_LIMITS, APP_ENV: 'development', LOG_LEVEL: 'silent' } });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function listed(): Promise<OutboxEntry[]> {
    const response = await server.app.inject({ method: 'GET', url: '/__outbox.json' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { messages: OutboxEntry[] }).messages;
  }

  it("lists the console provider's OTP SMS with the text the person would read", async () => {
    const mobileNumber = freshMobile();
    const started = await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
    const code = started.data!.data.otp_code!;
    const [newest] = await listed();
    expect(newest).toMatchObject({ kind: 'otp', channel: 'sms', recipient: mobileNumber, status: 'sent' });
    expect(newest?.sms?.text).toBe(
      `${code} is your Startline one-time password. It is valid for 10 minutes. Do not share it with anyone.`,
    );
  });

  it('lists a confirmation e-mail rendered, with its attachments served, and shows it all as a page', async () => {
    const now = server.clock.now();
    const event = await createEvent(server.ctx.db, {
      now,
      form: SIMPLE_FORM,
      subEvent: { entryFeePaise: 0, entryFeeRequired: false },
    });
    const buyer = await createSignedInUser(server, { email: 'asha.outbox@example.in' });
    const api = server.clientWithToken(buyer.token);
    await api.POST('/participant-registration/sub-events/{subEventUuid}/register', {
      params: { path: { subEventUuid: event.subEventUuid } },
      body: { responses: validAnswers(event.fields, { mandatory_participant_name: 'Asha <b>Runner</b>' }) },
    });
    // A free event's order is paid as it is made.
    const created = await api.POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
    expect(created.data?.message.order.status).toBe('paid');
    const mail = (await listed()).find(
      (entry) => entry.channel === 'email' && entry.recipient === 'asha.outbox@example.in',
    );
    expect(mail?.email?.subject).toBe(`Booking confirmed: ${event.name}`);
    expect(mail?.email?.text).toContain('Asha <b>Runner</b>');
    // Escaped in the HTML part: an attendee's name is text, never markup.
    expect(mail?.email?.html).toContain('Asha &lt;b&gt;Runner&lt;/b&gt;');
    const ticket = mail!.email!.attachments.find((attachment) => attachment.content_type === 'image/png')!;
    expect(ticket).toMatchObject({ filename: 'e-ticket-1-asha-b-runner-b.png', content_type: 'image/png' });
    const image = await server.app.inject({ method: 'GET', url: ticket.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.length).toBe(ticket.bytes);

    const page = await server.app.inject({ method: 'GET', url: '/__outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>Outbox (development)</h1>');
    expect(page.body).toContain(`Booking confirmed: ${event.name}`);
    // The mail's HTML sits in a sandboxed frame, its inline QR pointing at the attachment's URL.
    expect(page.body).toMatch(/<iframe title="E-mail #\d+ as HTML" sandbox srcdoc="/);
    expect(page.body).toContain(ticket.url);
  });
});

describe.each(['test', 'production'] as const)('with APP_ENV=%s', (appEnv) => {
  let server: TestServer;

  beforeAll(async () => {
    const production = {
      JWT_SECRET: 'j'.repeat(32),
      MPIN_PEPPER: 'p'.repeat(32),
      TICKET_SIGNING_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'der' })
        .toString('base64'),
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'k'.repeat(24),
      RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(24),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'a'.repeat(24),
      MSG91_SENDER_ID: 'STRTLN',
      MSG91_OTP_TEMPLATE_ID: 'otp',
      MSG91_CONFIRMATION_TEMPLATE_ID: 'confirmation',
      MSG91_REFUND_TEMPLATE_ID: 'refund',
      MSG91_CANCELLATION_TEMPLATE_ID: 'cancellation',
      MSG91_WAITLIST_TEMPLATE_ID: 'waitlist',
      MSG91_TRANSFER_TEMPLATE_ID: 'transfer',
      MSG91_OTP_TEMPLATE_ID_HI: 'otp-hi',
      MSG91_CONFIRMATION_TEMPLATE_ID_HI: 'confirmation-hi',
      MSG91_REFUND_TEMPLATE_ID_HI: 'refund-hi',
      MSG91_CANCELLATION_TEMPLATE_ID_HI: 'cancellation-hi',
      MSG91_WAITLIST_TEMPLATE_ID_HI: 'waitlist-hi',
      MSG91_TRANSFER_TEMPLATE_ID_HI: 'transfer-hi',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_BASE_URL: 'https://startline.example',
      COMPANY_GSTIN: '27AAPFU0939F1ZV',
    };
    server = await createTestServer({ env: { APP_ENV: appEnv, ...(appEnv === 'production' ? production : {}) } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('has no outbox: no page, no list, no attachment', async () => {
    for (const url of ['/__outbox', '/__outbox.json', '/__outbox/1/attachments/0']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Outbox (development)');
    }
  });
});
