import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  digitGroup,
  newMobile,
  registerThroughApi,
  sendOtpFromPage,
  signInSession,
  signInThroughApi,
  typeDigits,
} from './support/auth';
import { openPaidEvent, payPendingTickets, registerAttendee } from './support/paid-tickets';

// Nothing scrolls sideways at 320-1280 px, even with long names, long emails and unbroken words, on
// every screen built so far. Each screen is filled first, then measured at each width.

// 195 px is a 390 px phone at 200% zoom (WCAG 1.4.4 and 1.4.10: text readable, nothing scrolls sideways).
const WIDTHS = [195, 320, 390, 1280];
const LONG_WORD_NAME = 'Venkatanarasimharajuvaripetaiahgarusubramanyam'; // 46 letters, one word
const LONG_EMAIL = 'venkatanarasimharajuvaripeta.subramanyam.iyengar@longdomainnameforexample.in';

async function expectNoSidewaysScroll(page: Page, screen: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Carousels lay themselves out again on the resize a moment later: measure once the page has settled.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${screen} at ${width} px: how far the page scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
  }
}

const PUBLIC_PATHS = [
  '/',
  '/events',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/refund-policy',
  '/registration-guide',
  '/no-such-page',
];

test('public screens', async ({ page }) => {
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});

test('sign-in screen and Forgot MPIN dialog with errors showing', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill('5123');
  await page.getByLabel('Mobile Number').blur();
  await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
  await expectNoSidewaysScroll(page, '/login');
  await page.getByRole('button', { name: 'Forgot MPIN?' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot MPIN' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Forgot MPIN dialog');
});

test('registration steps with a long unbroken name and a long email', async ({ page }) => {
  const mobile = newMobile();
  await page.goto('/register');
  await expectNoSidewaysScroll(page, '/register mobile step');
  await page.getByLabel('Mobile Number').fill(mobile);
  const otp = await sendOtpFromPage(page, page.getByRole('button', { name: 'Send OTP' }), '/auth/start-registration');
  await expectNoSidewaysScroll(page, '/register verify step');
  await typeDigits(digitGroup(page, 'OTP'), otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByLabel('Full Name').fill(LONG_WORD_NAME);
  await page.getByLabel('Username').fill('a'.repeat(25));
  await page.getByLabel('Email', { exact: true }).fill(LONG_EMAIL.replace('@', ''));
  await page.getByLabel('Full Name').focus();
  await typeDigits(digitGroup(page, 'MPIN'), '1234');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoSidewaysScroll(page, '/register profile step');
});

test('profile and Change MPIN dialog with a long unbroken name and a long email', async ({ page, request }) => {
  const mobile = newMobile();
  await registerThroughApi(request, mobile, '4826', {
    fullName: LONG_WORD_NAME,
    username: `u${mobile}abcdefgh`.slice(0, 20),
    email: LONG_EMAIL,
  });
  await signInThroughApi(page, mobile, '4826');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: LONG_WORD_NAME })).toBeVisible();
  await expectNoSidewaysScroll(page, '/profile');
  // The status badge stays whole beside a long name.
  await page.setViewportSize({ width: 390, height: 800 });
  const badge = page.locator('.status-badge');
  const box = await badge.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Change MPIN' }).click();
  await expect(page.getByRole('dialog', { name: 'Change MPIN' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Change MPIN dialog');
});

test('booking screens, orders and the invoice with a long unbroken attendee name', async ({ page, request }) => {
  test.setTimeout(120_000);
  const mobile = newMobile();
  await registerThroughApi(request, mobile, '4826', { fullName: LONG_WORD_NAME, email: LONG_EMAIL });
  const session = await signInSession(request, mobile, '4826');
  const event = await openPaidEvent(request);
  await signInThroughApi(page, mobile, '4826');

  // Ticket selection and an attendee form, then the order summary with a pending ticket.
  await page.goto(`/event/${event.sub_event_uuid}/multi-registration`);
  await expect(page.getByRole('heading', { name: 'Select Categories' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Add a .* ticket$/ })
    .first()
    .click();
  await expectNoSidewaysScroll(page, 'ticket selection');
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await page.getByLabel('Full Name').fill(LONG_WORD_NAME);
  await page.getByLabel('Email Address').fill(LONG_EMAIL);
  await expectNoSidewaysScroll(page, 'attendee form');

  await registerAttendee(request, session, event.sub_event_uuid, LONG_WORD_NAME);
  await page.goto(`/order-summary?eventUuid=${event.sub_event_uuid}`);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await page.getByRole('button', { name: 'View details' }).click();
  await expectNoSidewaysScroll(page, '/order-summary');

  // Paid: My Events, Your Registrations on the event page, My Orders and the invoice.
  await payPendingTickets(request, session, event.sub_event_uuid);
  await page.goto('/my-events');
  await expect(page.getByText('1 event')).toBeVisible();
  await expectNoSidewaysScroll(page, '/my-events');
  await page.goto(`/event/${event.sub_event_uuid}?from=my-events`);
  await expect(page.getByRole('region', { name: 'Your Registrations' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Your Registrations');
  await page.goto('/my-orders');
  await expect(page.getByText('paid', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, '/my-orders');
  await page.getByRole('link', { name: /^View Invoice for order/ }).click();
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'invoice');
});
