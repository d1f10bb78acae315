// SMS and the confirmation e-mail in the account's language (issue 30 part 2), through the loopback MSG91 (server/stand-ins): a Hindi
// account's OTP and order confirmation go on the Hindi DLT templates with the same variables, an English
// account's as before; an OTP to a number with no account yet follows the request's startline_lang
// cookie, and an account's own language wins over the cookie.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../../server/db/schema';
import { deliverDueMessages, type DeliveryDependencies } from '../../../server/messages/deliver';
import { startMsg91StandIn, type Msg91StandIn } from '../../../server/stand-ins/msg91-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from '../../../server/stand-ins/smtp-stand-in';
import { MSG91_AUTH_KEY, MSG91_HINDI_TEMPLATES, MSG91_TEMPLATES, msg91Env } from '../../support/message-stand-ins';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { GENEROUS_LIMITS, freshMobile } from '../auth/helpers';
import { createEvent } from '../catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';

const START = new Date('2026-03-02T04:30:00.000Z');

let server: TestServer;
let msg91: Msg91StandIn;
let smtp: SmtpStandIn;

beforeAll(async () => {
  msg91 = await startMsg91StandIn({
    authKey: MSG91_AUTH_KEY,
    templateIds: [...Object.values(MSG91_TEMPLATES), ...Object.values(MSG91_HINDI_TEMPLATES)],
  });
  smtp = await startSmtpStandIn();
  server = await createTestServer({
    clock: createClock(START),
    env: {
      ...GENEROUS_LIMITS,
      APP_ENV: 'development',
      ...msg91Env(msg91),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Startline <tickets@startline.example>',
      PUBLIC_BASE_URL: 'https://startline.example',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      JOBS_ENABLED: 'false',
    },
  });
});

afterAll(async () => {
  await server?.close();
  await msg91?.close();
  await smtp?.close();
});

beforeEach(async () => {
  await server.ctx.db.delete(outboxMessages);
});

function deps(): DeliveryDependencies {
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  return { db: server.ctx.db, config: server.config, now: server.clock.now, log: silent, ...server.ctx.messaging };
}

async function accountIn(language: 'en' | 'hi', fullName = 'Asha Runner', email?: string) {
  const user = await createSignedInUser(server, { fullName, ...(email ? { email } : {}) });
  await server.ctx.db.update(users).set({ language }).where(eq(users.id, user.id));
  return user;
}

const startRegistration = (mobileNumber: string, cookie?: string) =>
  server.client.POST('/auth/start-registration', {
    body: { mobile_number: mobileNumber },
    ...(cookie ? { headers: { cookie } } : {}),
  });

const forgotMpin = (mobileNumber: string, cookie?: string) =>
  server.client.POST('/auth/forgot-mpin', {
    body: { mobile_number: mobileNumber, user_type: 'participant' },
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('the OTP SMS', () => {
  it("to a number without an account: the request's startline_lang cookie, else English", async () => {
    const hindi = freshMobile();
    expect((await startRegistration(hindi, 'startline_lang=hi')).response.status).toBe(200);
    expect(msg91.lastTo(hindi)?.templateId).toBe(MSG91_HINDI_TEMPLATES.otp);
    expect(msg91.lastTo(hindi)?.variables).toEqual({ otp: expect.stringMatching(/^\d{6}$/), minutes: '10' });

    const english = freshMobile();
    expect((await startRegistration(english)).response.status).toBe(200);
    expect(msg91.lastTo(english)?.templateId).toBe(MSG91_TEMPLATES.otp);

    const unknown = freshMobile();
    expect((await startRegistration(unknown, 'startline_lang=ta')).response.status).toBe(200);
    expect(msg91.lastTo(unknown)?.templateId).toBe(MSG91_TEMPLATES.otp);
  });

  it("to an account: the account's language, whatever the request's cookie says", async () => {
    const hindi = await accountIn('hi');
    expect((await forgotMpin(hindi.mobileNumber)).response.status).toBe(200);
    expect(msg91.lastTo(hindi.mobileNumber)?.templateId).toBe(MSG91_HINDI_TEMPLATES.otp);

    const english = await accountIn('en');
    expect((await forgotMpin(english.mobileNumber, 'startline_lang=hi')).response.status).toBe(200);
    expect(msg91.lastTo(english.mobileNumber)?.templateId).toBe(MSG91_TEMPLATES.otp);
  });
});

async function bookAndPay(buyer: Awaited<ReturnType<typeof accountIn>>, attendee: string) {
  server.clock.set(START);
  const event = await createEvent(server.ctx.db, {
    now: START,
    form: SIMPLE_FORM,
    subEvent: { totalAllowedRegistrations: null, entryFeePaise: 50_000 },
  });
  const api = server.clientWithToken(buyer.token);
  const registered = await api.POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers(event.fields, { mandatory_participant_name: attendee }) },
  });
  expect(registered.response.status).toBe(200);
  const created = await api.POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
  const checkout = created.data!.message.razorpay_order!;
  const paid = await server.client.POST('/payments/sandbox/complete', {
    body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
  });
  expect(paid.response.status).toBe(200);
  await api.GET('/payments/status/{providerOrderId}', {
    params: { path: { providerOrderId: checkout.order_id }, query: {} },
  });
  return event;
}

describe('the order confirmation SMS', () => {
  it('goes on the Hindi template to a Hindi account, with the same variables an English one gets', async () => {
    const hindi = await accountIn('hi', 'आशा शर्मा');
    await bookAndPay(hindi, 'आशा शर्मा');
    const english = await accountIn('en');
    await bookAndPay(english, 'Asha Runner');
    await deliverDueMessages(deps());

    const toHindi = msg91.lastTo(hindi.mobileNumber);
    const toEnglish = msg91.lastTo(english.mobileNumber);
    expect(toHindi?.templateId).toBe(MSG91_HINDI_TEMPLATES.confirmation);
    expect(toEnglish?.templateId).toBe(MSG91_TEMPLATES.confirmation);
    expect(Object.keys(toHindi!.variables).sort()).toEqual(Object.keys(toEnglish!.variables).sort());
    expect(toHindi?.variables.link).toBe('https://startline.example/my-events');
  });
});

describe('the confirmation e-mail (the e-ticket mail)', () => {
  it("is in Hindi for a Hindi account, a Devanagari name intact in subject and body; an English one's as before", async () => {
    smtp.received.length = 0;
    const hindi = await accountIn('hi', 'आशा शर्मा', 'asha.hindi@example.in');
    const event = await bookAndPay(hindi, 'मीरा अय्यर');
    const english = await accountIn('en', 'Asha Runner', 'asha.english@example.in');
    const englishEvent = await bookAndPay(english, 'Asha Runner');
    await deliverDueMessages(deps());

    const toHindi = smtp.received.find((mail) => mail.to.includes('asha.hindi@example.in'));
    const toEnglish = smtp.received.find((mail) => mail.to.includes('asha.english@example.in'));
    expect(toHindi?.subject).toBe(`बुकिंग पक्की: ${event.name}`);
    expect(toHindi?.text).toContain('आपकी बुकिंग पक्की हो गई है');
    expect(toHindi?.text).toContain('नमस्ते आशा शर्मा, Startline पर बुकिंग करने के लिए धन्यवाद।');
    expect(toHindi?.text).toContain('- मीरा अय्यर');
    expect(toHindi?.text).toContain('₹');
    expect(toHindi?.html).toContain('<html lang="hi">');
    expect(toHindi?.html).toContain('मीरा अय्यर का ई-टिकट QR कोड');
    expect(toHindi?.html).toContain('अपने इवेंट देखें');

    expect(toEnglish?.subject).toBe(`Booking confirmed: ${englishEvent.name}`);
    expect(toEnglish?.text).toContain('Your booking is confirmed');
    expect(toEnglish?.html).toContain('<html lang="en">');
    expect(toEnglish?.html).toContain('E-ticket QR code for Asha Runner');
  });
});
