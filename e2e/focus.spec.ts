import { expect, test } from '@playwright/test';
import { createSignedInParticipant, storeSession } from './support/auth';
import { openPaidEvent } from './support/paid-tickets';

// WCAG 2.4.3 Focus Order: after a navigation, focus starts at the new page's heading; after a wizard step,
// at the step's heading. Driven by keyboard alone, as a keyboard or screen-reader user goes.

test('a navigation moves focus to the new page’s heading, and Tab goes on from there', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).focus();
  await page.keyboard.press('Enter');
  const landingHeading = page.getByRole('heading', { level: 1 });
  await expect(page).toHaveURL(/\/$/);
  await expect(landingHeading).toBeFocused();

  await page.getByRole('link', { name: 'Browse Events' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: /search/i }).or(page.getByLabel(/search/i).first())).toBeFocused();
});

test('a page that puts focus in its own field keeps it there (sign-up’s mobile number)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Mobile Number')).toBeFocused();
  await page.getByRole('link', { name: 'Create an account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register/);
  await expect(page.getByLabel('Mobile Number')).toBeFocused();
});

test('each booking step starts at its heading', async ({ page }) => {
  const session = await createSignedInParticipant(page.request);
  const event = await openPaidEvent(page.request);
  await page.goto('/about-us');
  await storeSession(page, session);
  await page.goto(`/event/${event.sub_event_uuid}/multi-registration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Select Categories' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Add a .+ ticket$/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Proceed', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendee Details' })).toBeFocused();
  await page.getByRole('button', { name: 'Back', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Select Categories' })).toBeFocused();
});

test('Retry on a failed page keeps focus on the page: its heading once it has loaded', async ({ page, request }) => {
  const session = await createSignedInParticipant(request);
  await page.goto('/about-us');
  await storeSession(page, session);
  const subEvent = await openPaidEvent(request);
  const failing = { on: true };
  // Only a failing server shows these screens: the calls each page reads answer 500 while `on`.
  await page.route(/\/api\/v1\/(orders\/|participant-registration\/my-participated-events)/, (route) =>
    failing.on
      ? route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } })
      : route.fallback(),
  );
  for (const [path, heading] of [
    ['/my-orders', 'My Orders'],
    ['/my-events', 'My Events'],
    [`/order-summary?eventUuid=${subEvent.sub_event_uuid}`, 'No Order Found'],
  ] as const) {
    failing.on = true;
    await page.goto(path);
    const retry = page.getByRole('button', { name: /^(Retry|Try Again)$/i });
    await expect(retry).toBeVisible();
    failing.on = false;
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(retry).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeFocused();
  }
});
