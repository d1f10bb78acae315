// SMS and every e-mail in the account's language (issue 30 part 2), through the loopback MSG91 and SMTP (server/stand-ins): a Hindi
// account's OTP and order confirmation go on the Hindi DLT templates with the same variables, an English
// account's as before; an OTP to a number with no account yet follows the request's startline_lang
// cookie, and an account's own language wins over the cookie. A Hindi account's mails (the e-ticket, a late
// payment's refund, a cancelled ticket, a re-issued e-ticket, an accepted transfer, a waitlist offer) are
// Hindi, dates worded the Hindi way ('10 दिसंबर 2026, शाम 5:00 बजे'); an English account's are as before.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, participants, ticketTransfers, users, waitlistEntries } from '../../../server/db/schema';
import { deliverDueMessages, type DeliveryDependencies } from '../../../server/messages/deliver';
import { enqueueTicketReissuedMessage } from '../../../server/messages/ticket-details-messages';
import {
  enqueueTransferAcceptedMessages,
  enqueueTransferOfferMessage,
} from '../../../server/messages/ticket-transfer-messages';
import { enqueueWaitlistOfferMessages } from '../../../server/messages/waitlist-messages';
import { startMsg91StandIn, type Msg91StandIn } from '../../../server/stand-ins/msg91-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from '../../../server/stand-ins/smtp-stand-in';
import { MSG91_AUTH_KEY, MSG91_HINDI_TEMPLATES, MSG91_TEMPLATES, msg91Env } from '../../support/message-stand-ins';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { GENEROUS_LIMITS, freshMobile } from '../auth/helpers';
import { DAY, createEvent, type CreatedEvent } from '../catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';

const START = new Date('2026-03-02T04:30:00.000Z');
/** 10 December 2026, 5:00 PM in India: the events' start, and the end of an offer's or a transfer's window. */
const EVENING = new Date('2026-12-10T11:30:00.000Z');
const EVENING_HI = '10 दिसंबर 2026, शाम 5:00 बजे';
const EVENING_EN = 'December 10, 2026 at 5:00 PM';
const UNTIL_EN = '10 Dec 2026, 05:00 PM';

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

type Account = Awaited<ReturnType<typeof accountIn>>;

function paidEvent(capacity: number | null = null): Promise<CreatedEvent> {
  return createEvent(server.ctx.db, {
    now: START,
    form: SIMPLE_FORM,
    subEvent: {
      totalAllowedRegistrations: capacity,
      entryFeePaise: 50_000,
      startDatetime: EVENING,
      cancellableUntil: new Date(START.getTime() + 5 * DAY),
      cancellationFeeBps: 1000,
    },
  });
}

async function bookAndPay(buyer: Account, attendee: string) {
  server.clock.set(START);
  const event = await paidEvent();
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

/** The mails delivered to `address` since the last clear. */
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

async function ticketOf(buyer: Account) {
  const [ticket] = await server.ctx.db
    .select({ id: participants.id, participantUuid: participants.participantUuid, subEventId: participants.subEventId })
    .from(participants)
    .where(and(eq(participants.userId, buyer.id), eq(participants.paymentStatus, 'paid')));
  return ticket!;
}

describe("an order's other mails", () => {
  it("the late-payment refund: Hindi for a Hindi account, the event's date the Hindi way; English as before", async () => {
    smtp.received.length = 0;
    const refunded = async (buyer: Account) => {
      server.clock.set(START);
      const event = await paidEvent(1);
      const api = server.clientWithToken(buyer.token);
      await api.POST('/participant-registration/sub-events/{subEventUuid}/register', {
        params: { path: { subEventUuid: event.subEventUuid } },
        body: { responses: validAnswers(event.fields, { mandatory_participant_name: 'मीरा अय्यर' }) },
      });
      const created = await api.POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
      const checkout = created.data!.message.razorpay_order!;
      // The hold lapses and someone else takes the only place before the payment completes.
      server.clock.set(new Date(START.getTime() + 40 * 60_000));
      const other = await createSignedInUser(server);
      await server.clientWithToken(other.token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
        params: { path: { subEventUuid: event.subEventUuid } },
        body: { responses: validAnswers(event.fields, { mandatory_participant_name: 'Ravi Kumar' }) },
      });
      await server.client.POST('/payments/sandbox/complete', {
        body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
      });
      const status = await api.GET('/payments/status/{providerOrderId}', {
        params: { path: { providerOrderId: checkout.order_id }, query: {} },
      });
      expect(status.data!.message.order.status).toBe('refunded');
      return event;
    };
    const hindi = await accountIn('hi', 'आशा शर्मा', 'refund.hindi@example.in');
    const event = await refunded(hindi);
    const english = await accountIn('en', 'Asha Runner', 'refund.english@example.in');
    const englishEvent = await refunded(english);
    await deliverDueMessages(deps());

    const [toHindi] = mailsTo('refund.hindi@example.in');
    expect(toHindi?.subject).toBe(`रिफ़ंड शुरू: ${event.name}`);
    expect(toHindi?.text).toContain('आपका भुगतान वापस किया जा रहा है');
    expect(toHindi?.text).toContain('नमस्ते आशा शर्मा,');
    expect(toHindi?.text).toContain('पूरी राशि का रिफ़ंड किया जा रहा है');
    expect(toHindi?.text).toContain('5-7 कार्य दिवसों में');
    expect(toHindi?.text).toContain('रिफ़ंड का क्रेडिट नोट साथ में जुड़ा है।');
    expect(toHindi?.text).toMatch(/रिफ़ंड की गई राशि: ₹/);
    expect(toHindi?.text).toContain(EVENING_HI);
    expect(toHindi?.text).toContain('अपने ऑर्डर देखें: https://startline.example/my-orders');
    expect(toHindi?.html).toContain('<html lang="hi">');
    expect(toHindi?.html).toContain(EVENING_HI);
    expect(toHindi?.text).not.toMatch(/refund|Amount|December/);

    const [toEnglish] = mailsTo('refund.english@example.in');
    expect(toEnglish?.subject).toBe(`Refund started: ${englishEvent.name}`);
    expect(toEnglish?.text).toContain('the full amount is being refunded');
    expect(toEnglish?.text).toContain('The credit note for the refund is attached.');
    expect(toEnglish?.text).toContain(EVENING_EN);
    expect(toEnglish?.text).toMatch(/Amount refunded: ₹/);
    expect(toEnglish?.html).toContain('<html lang="en">');
  });

  it('the cancelled ticket: Hindi for a Hindi account, the fee kept and the credit note said; English as before', async () => {
    const cancelled = async (buyer: Account, attendee: string) => {
      const event = await bookAndPay(buyer, attendee);
      const { participantUuid } = await ticketOf(buyer);
      const answer = await server
        .clientWithToken(buyer.token)
        .POST('/participant-registration/participants/{participantUuid}/cancellation', {
          params: { path: { participantUuid } },
        });
      expect(answer.response.status).toBe(200);
      return event;
    };
    const hindi = await accountIn('hi', 'आशा शर्मा', 'cancel.hindi@example.in');
    const event = await cancelled(hindi, 'मीरा अय्यर');
    const english = await accountIn('en', 'Asha Runner', 'cancel.english@example.in');
    const englishEvent = await cancelled(english, 'Ravi Kumar');
    smtp.received.length = 0;
    await deliverDueMessages(deps());

    const toHindi = mailsTo('cancel.hindi@example.in').find((mail) => mail.subject.startsWith('टिकट रद्द'));
    expect(toHindi?.subject).toBe(`टिकट रद्द: ${event.name}`);
    expect(toHindi?.text).toContain('आपका टिकट रद्द हो गया है');
    expect(toHindi?.text).toContain(`नमस्ते आशा शर्मा, ${event.name} के लिए मीरा अय्यर का टिकट रद्द हो गया है`);
    expect(toHindi?.text).toMatch(/₹[\d,.]+ का रिफ़ंड उसी खाते या कार्ड में/);
    expect(toHindi?.text).toMatch(/रद्द करने की नीति के अनुसार टिकट की कीमत में से ₹[\d,.]+ रद्द करने के शुल्क/);
    expect(toHindi?.text).toMatch(/रिफ़ंड का क्रेडिट नोट \S+ साथ में जुड़ा है।/);
    expect(toHindi?.text).toContain('अपना इनवॉइस देखें: https://startline.example/my-orders/');
    expect(toHindi?.text).toContain(EVENING_HI);
    expect(toHindi?.html).toContain('<html lang="hi">');
    expect(toHindi?.html).toContain('रिफ़ंड की गई राशि');

    const toEnglish = mailsTo('cancel.english@example.in').find((mail) => mail.subject.startsWith('Ticket cancelled'));
    expect(toEnglish?.subject).toBe(`Ticket cancelled: ${englishEvent.name}`);
    expect(toEnglish?.text).toContain(`Hi Asha Runner, Ravi Kumar's ticket for ${englishEvent.name} is cancelled`);
    expect(toEnglish?.text).toContain("Under the event's cancellation policy");
    expect(toEnglish?.text).toContain(EVENING_EN);
    expect(toEnglish?.html).toContain('<html lang="en">');
  });
});

describe('the re-issued e-ticket mail', () => {
  it('is Hindi for a Hindi holder (a category move or corrected details), QR alt text too; English as before', async () => {
    const hindi = await accountIn('hi', 'आशा शर्मा', 'reissue.hindi@example.in');
    const event = await bookAndPay(hindi, 'मीरा अय्यर');
    const english = await accountIn('en', 'Asha Runner', 'reissue.english@example.in');
    const englishEvent = await bookAndPay(english, 'Ravi Kumar');
    const hindiTicket = await ticketOf(hindi);
    await enqueueTicketReissuedMessage(server.ctx.db, { ...hindiTicket, userId: hindi.id }, server.clock.now());
    server.clock.advance(1000);
    await enqueueTicketReissuedMessage(
      server.ctx.db,
      { ...hindiTicket, userId: hindi.id, categoryChange: { from: '5K', to: '10K' } },
      server.clock.now(),
    );
    await enqueueTicketReissuedMessage(
      server.ctx.db,
      { ...(await ticketOf(english)), userId: english.id },
      server.clock.now(),
    );
    smtp.received.length = 0;
    await deliverDueMessages(deps());

    const toHindi = mailsTo('reissue.hindi@example.in').filter((mail) => mail.subject.startsWith('ई-टिकट'));
    expect(toHindi.map((mail) => mail.subject)).toEqual([
      `ई-टिकट फिर से जारी: ${event.name}`,
      `ई-टिकट फिर से जारी: ${event.name}`,
    ]);
    const [details, moved] = toHindi;
    expect(details?.text).toContain(
      `नमस्ते आशा शर्मा, ${event.name} के लिए मीरा अय्यर के टिकट पर प्रतिभागी का विवरण अपडेट किया गया है`,
    );
    expect(moved?.text).toContain(`मीरा अय्यर का टिकट 5K से 10K श्रेणी में बदल गया है`);
    expect(details?.text).toContain(`इवेंट: ${event.name}\n${EVENING_HI}`);
    expect(details?.text).toContain('प्रतिभागी: मीरा अय्यर');
    expect(details?.text).toContain('अपने इवेंट देखें: https://startline.example/event/');
    expect(details?.html).toContain('<html lang="hi">');
    expect(details?.html).toContain('alt="मीरा अय्यर का ई-टिकट QR कोड"');
    expect(details?.attachments.map((attachment) => attachment.contentType)).toEqual(['image/png']);

    const [toEnglish] = mailsTo('reissue.english@example.in').filter((mail) => mail.subject.startsWith('E-ticket'));
    expect(toEnglish?.subject).toBe(`E-ticket re-issued: ${englishEvent.name}`);
    expect(toEnglish?.text).toContain(`Event: ${englishEvent.name}\n${EVENING_EN}`);
    expect(toEnglish?.text).toContain('Attendees: Ravi Kumar');
    expect(toEnglish?.html).toContain('<html lang="en">');
    expect(toEnglish?.html).toContain('alt="E-ticket QR code for Ravi Kumar"');
  });
});

describe('a ticket transfer', () => {
  async function transferred(sender: Account, recipient: Account, recipientName: string) {
    await bookAndPay(sender, 'Sender Attendee');
    const ticket = await ticketOf(sender);
    const [transfer] = await server.ctx.db
      .insert(ticketTransfers)
      .values({
        participantId: ticket.id,
        subEventId: ticket.subEventId,
        fromUserId: sender.id,
        recipientName,
        recipientMobile: recipient.mobileNumber,
        expiresAt: EVENING,
      })
      .returning();
    await enqueueTransferOfferMessage(server.ctx.db, transfer!, server.clock.now());
    await enqueueTransferAcceptedMessages(server.ctx.db, transfer!, server.clock.now());
  }

  it("texts a Hindi recipient the window's end the Hindi way, and mails a Hindi sender in Hindi; English as before", async () => {
    const hindiSender = await accountIn('hi', 'आशा शर्मा', 'transfer.hindi@example.in');
    const hindiRecipient = await accountIn('hi', 'मीरा अय्यर');
    await transferred(hindiSender, hindiRecipient, 'मीरा अय्यर');
    const englishSender = await accountIn('en', 'Asha Runner', 'transfer.english@example.in');
    const englishRecipient = await accountIn('en', 'Meera Iyer');
    await transferred(englishSender, englishRecipient, 'Meera Iyer');
    smtp.received.length = 0;
    await deliverDueMessages(deps());

    const toHindi = msg91.lastTo(hindiRecipient.mobileNumber);
    expect(toHindi?.templateId).toBe(MSG91_HINDI_TEMPLATES.transfer);
    expect(toHindi?.variables.until).toBe(EVENING_HI);
    const toEnglish = msg91.lastTo(englishRecipient.mobileNumber);
    expect(toEnglish?.templateId).toBe(MSG91_TEMPLATES.transfer);
    expect(toEnglish?.variables.until).toBe(UNTIL_EN);

    const [hindiMail] = mailsTo('transfer.hindi@example.in').filter((mail) => mail.subject.startsWith('आपका टिकट'));
    expect(hindiMail?.subject).toMatch(/^आपका टिकट अब मीरा अय्यर का है: /);
    expect(hindiMail?.text).toContain('आपका टिकट ट्रांसफ़र हो गया है');
    expect(hindiMail?.text).toContain('नमस्ते आशा शर्मा, आपने');
    expect(hindiMail?.text).toContain('मीरा अय्यर को भेजा था, उसे उन्होंने स्वीकार कर लिया है।');
    expect(hindiMail?.html).toContain('<html lang="hi">');
    expect(hindiMail?.text).toContain('आपके खाते से बुकिंग की गई थी');

    const [englishMail] = mailsTo('transfer.english@example.in').filter((mail) =>
      mail.subject.startsWith('Your ticket'),
    );
    expect(englishMail?.subject).toMatch(/^Your ticket is now Meera Iyer's: /);
    expect(englishMail?.text).toContain('Hi Asha Runner, Meera Iyer accepted the ticket for');
    expect(englishMail?.html).toContain('<html lang="en">');
  });
});

describe('a waitlist offer', () => {
  async function offered(person: Account) {
    const event = await paidEvent();
    const [entry] = await server.ctx.db
      .insert(waitlistEntries)
      .values({
        subEventId: event.subEventId,
        userId: person.id,
        places: 2,
        status: 'offered',
        joinedAt: START,
        offeredAt: START,
        offerExpiresAt: EVENING,
      })
      .returning();
    await enqueueWaitlistOfferMessages(
      server.ctx.db,
      { id: entry!.id, userId: person.id, offeredAt: START },
      server.clock.now(),
    );
    return event;
  }

  it("is Hindi by SMS and mail for a Hindi account, its window's end the Hindi way; English as before", async () => {
    server.clock.set(START);
    const hindi = await accountIn('hi', 'आशा शर्मा', 'waitlist.hindi@example.in');
    const event = await offered(hindi);
    const english = await accountIn('en', 'Asha Runner', 'waitlist.english@example.in');
    const englishEvent = await offered(english);
    smtp.received.length = 0;
    await deliverDueMessages(deps());

    const sms = msg91.lastTo(hindi.mobileNumber);
    expect(sms?.templateId).toBe(MSG91_HINDI_TEMPLATES.waitlist);
    expect(sms?.variables.until).toBe(EVENING_HI);
    expect(msg91.lastTo(english.mobileNumber)?.variables.until).toBe(UNTIL_EN);

    const [toHindi] = mailsTo('waitlist.hindi@example.in');
    expect(toHindi?.subject).toBe(`आपके लिए जगह रोकी गई है: ${event.name}`);
    expect(toHindi?.text).toContain(
      `नमस्ते आशा शर्मा, ${event.name} में जगहें खाली हुई हैं और आप उसकी प्रतीक्षा सूची में सबसे आगे हैं: 2 जगह आपके लिए ${EVENING_HI} (भारतीय समय) तक रोकी गई हैं।`,
    );
    expect(toHindi?.text).toContain(`इवेंट: ${event.name}`);
    expect(toHindi?.text).toContain(`अपनी जगहें बुक करें: https://startline.example/event/${event.subEventUuid}`);
    expect(toHindi?.html).toContain('<html lang="hi">');
    expect(toHindi?.html).toContain('अपनी जगहें बुक करें</a>');

    const [toEnglish] = mailsTo('waitlist.english@example.in');
    expect(toEnglish?.subject).toBe(`A place is held for you: ${englishEvent.name}`);
    expect(toEnglish?.text).toContain(`2 place(s) are held for you until ${UNTIL_EN} (India time).`);
    expect(toEnglish?.text).toContain(`Book your places: https://startline.example/event/${englishEvent.subEventUuid}`);
    expect(toEnglish?.html).toContain('<html lang="en">');
  });
});
