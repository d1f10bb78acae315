// Issue 25's journey on the server as production sends messages (SMS_PROVIDER=msg91 and SMTP_URL,
// against the loopback stand-ins of e2e/support/message-servers.ts): a new participant registers with
// the code the SMS carried (the answer has none), books, pays in the sandbox checkout, and the
// confirmation arrives by e-mail and SMS.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { digitGroup, newMobile, toast, typeDigits, type ApiSession } from './support/auth';
import { MESSAGES_ORIGIN, STAND_INS_ORIGIN } from './support/message-servers';
import { checkoutReady, openPaidEvent, registerAttendee } from './support/paid-tickets';
import { CONSENT_NOTICE } from '../src/domain/privacy';

test.use({ baseURL: MESSAGES_ORIGIN });

interface ReceivedSms {
  template_id: string;
  mobiles: string;
  variables: Record<string, string>;
}

interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content_type: string; cid?: string; base64: string }[];
}

/** The HTML part as a mail client shows it: inline images (cid:) drawn from their attachments. */
function withInlineImages(mail: ReceivedMail): string {
  return mail.attachments.reduce(
    (html, attachment) =>
      attachment.cid
        ? html.replaceAll(`cid:${attachment.cid}`, `data:${attachment.content_type};base64,${attachment.base64}`)
        : html,
    mail.html,
  );
}

async function smsTo(request: APIRequestContext, mobile: string, templateId: string): Promise<ReceivedSms> {
  let found: ReceivedSms | undefined;
  await expect
    .poll(async () => {
      const { sms } = (await (await request.get(`${STAND_INS_ORIGIN}/sms`)).json()) as { sms: ReceivedSms[] };
      found = sms.filter((one) => one.mobiles === `91${mobile}` && one.template_id === templateId).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

async function mailTo(request: APIRequestContext, address: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const { mail } = (await (await request.get(`${STAND_INS_ORIGIN}/mail`)).json()) as { mail: ReceivedMail[] };
        found = mail.find((one) => one.to === address);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('a new participant registers with the code from the SMS, pays, and receives the confirmation by e-mail and SMS', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const mobile = newMobile();
  const username = `sms_${mobile.slice(-8)}`;
  const email = `${username}@example.in`;

  await page.goto('/register');
  await page.getByLabel('Mobile Number').fill(mobile);
  const started = page.waitForResponse((response) => response.url().includes('/auth/start-registration'));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const answer = (await (await started).json()) as { data: Record<string, unknown> };
  // The code is only in the SMS.
  expect(answer.data).not.toHaveProperty('otp_code');
  await expect(toast(page, 'OTP sent successfully')).toBeVisible();
  const otpSms = await smsTo(page.request, mobile, 'stand-in-otp');
  await typeDigits(digitGroup(page, 'OTP'), otpSms.variables.otp!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(toast(page, 'Mobile number verified successfully')).toBeVisible();
  await page.getByLabel('Full Name').fill('Asha Verma');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await typeDigits(digitGroup(page, 'MPIN'), '4826');
  await typeDigits(digitGroup(page, 'Confirm MPIN'), '4826');
  await page.getByRole('checkbox', { name: CONSENT_NOTICE.checkboxLabel }).check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(toast(page, 'Registration completed successfully! Welcome to Startline')).toBeVisible();

  // One attendee for a paid event, with the session the app stored, then the order summary and Pay.
  const session: ApiSession = await page.evaluate(() => ({
    token: localStorage.getItem('access_token') ?? '',
    refresh_token: localStorage.getItem('refresh_token') ?? '',
    user: JSON.parse(localStorage.getItem('user_data') ?? '{}') as ApiSession['user'],
  }));
  const event = await openPaidEvent(page.request);
  await registerAttendee(page.request, session, event.sub_event_uuid, 'Asha Verma');
  await page.goto(`/order-summary?eventUuid=${event.sub_event_uuid}`);
  await checkoutReady(page);
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await expect(pay).toBeEnabled();
  const total = ((await pay.textContent()) ?? '').replace(/^Pay /, '');
  await pay.click();
  const checkout = page.getByRole('dialog');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(toast(page, 'Payment successful! Registration completed.')).toBeVisible();

  const mail = await mailTo(page.request, email);
  expect(mail.subject).toMatch(/^Booking confirmed: /);
  expect(mail.text).toContain('Asha Verma');
  expect(mail.text).toContain(`Amount charged: ${total}`);
  expect(mail.text).toContain(`${MESSAGES_ORIGIN}/my-events`);
  expect(mail.html).toContain('Your booking is confirmed');
  expect(mail.attachments.map((attachment) => attachment.filename)).toContain('e-ticket-1-asha-verma.png');
  const confirmation = await smsTo(page.request, mobile, 'stand-in-confirmation');
  expect(confirmation.variables.link).toBe(`${MESSAGES_ORIGIN}/my-events`);

  // What the person received, kept to look at: the mail as a mail client shows its HTML part.
  const received = await page.context().newPage();
  await received.setViewportSize({ width: 390, height: 844 });
  await received.setContent(withInlineImages(mail));
  await received.screenshot({ path: '.test-results/screenshots/messages-confirmation-mail-390.png', fullPage: true });
  await received.setViewportSize({ width: 1280, height: 800 });
  await received.screenshot({ path: '.test-results/screenshots/messages-confirmation-mail-1280.png', fullPage: true });
  await received.close();
});
