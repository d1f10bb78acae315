import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/layout';
import { createSignedInParticipant, expectNoAxeViolations, storeSession, toast } from './support/auth';
import { checkoutReady, openPaidEvents, registerAttendee } from './support/paid-tickets';
import { pageHydrated } from './support/drawn-pages';

// Issue 28 item 6 in Chromium against the real server and the demo's promo codes
// (server/seed/demo-promo-codes.ts): a refused code keeps what was typed and says why, an applied one
// is its own line in the breakdown and lowers Pay, the payment charges that total, and the invoice
// shows the discount. A ?promo_code= link fills and applies it.

const BOX_CRICKET = 'Salt Lake Box Cricket Bash';

async function boxCricket(page: Page) {
  const event = (await openPaidEvents(page.request)).find((candidate) => candidate.name === BOX_CRICKET);
  expect(event, `the demo's ${BOX_CRICKET}, with its promo codes`).toBeDefined();
  return event!;
}

test('a refused code says why and keeps what was typed; an applied one lowers the total, the payment and the invoice', async ({
  page,
}) => {
  const session = await createSignedInParticipant(page.request);
  const event = await boxCricket(page);
  await registerAttendee(page.request, session, event.sub_event_uuid, 'Kabir Sen');
  await page.goto('/about-us');
  await storeSession(page, session);
  await page.goto(`/order-summary?eventUuid=${event.sub_event_uuid}`);
  await checkoutReady(page);

  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await expect(pay).toBeEnabled();
  const fullPrice = (await pay.textContent()) ?? '';
  const field = page.getByRole('textbox', { name: 'Promo code' });

  await field.fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This promo code does not exist')).toBeVisible();
  await expect(field).toHaveValue('NOPE');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('earlybird');
  await field.press('Enter');
  await expect(page.getByText('This promo code has expired')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'refused', 'promo-refused');

  await field.fill('boxcricket10');
  await field.press('Enter');
  await expect(toast(page, 'Promo code BOXCRICKET10 applied')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Promo code BOXCRICKET10 applied' })).toBeVisible();
  await page.getByRole('button', { name: 'View details' }).click();
  await expect(page.getByText('Discount (BOXCRICKET10)')).toBeVisible();
  // ₹399 less 10% before the taxes: the total and Pay both go down.
  await expect(page.getByText('-₹39.90')).toBeVisible();
  await expect(pay).not.toHaveText(fullPrice);
  const discounted = (await pay.textContent()) ?? '';
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'applied', 'promo-applied');

  await pay.click();
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByRole('button', { name: discounted })).toBeEnabled();
  await checkout.getByRole('button', { name: discounted }).click();
  await expect(page).toHaveURL(/\/my-events$/);

  await page.goto('/my-orders');
  await page
    .getByRole('link', { name: /^View Invoice for order/ })
    .first()
    .click();
  await expect(page.getByText('Discount (BOXCRICKET10)').first()).toBeVisible();
  // The discount line takes its value and its tax off: ₹39.90 and 18% of it.
  await expect(page.getByText('-₹39.90').first()).toBeVisible();
  await expect(page.getByText('-₹7.18').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'invoice', 'promo-invoice');
});

test('a ?promo_code= link fills the field and applies the code', async ({ page }) => {
  const session = await createSignedInParticipant(page.request);
  const event = await boxCricket(page);
  await registerAttendee(page.request, session, event.sub_event_uuid, 'Ira Das');
  await page.goto('/about-us');
  await storeSession(page, session);
  await page.goto(`/order-summary?eventUuid=${event.sub_event_uuid}&promo_code=boxcricket10`);
  await expect(page.getByRole('status').filter({ hasText: 'Promo code BOXCRICKET10 applied' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
});

test("a ?promo_code= link to the event page fills the order summary's field three steps on", async ({ page }) => {
  const session = await createSignedInParticipant(page.request);
  const event = await boxCricket(page);
  await registerAttendee(page.request, session, event.sub_event_uuid, 'Ira Das');
  await page.goto('/about-us');
  await storeSession(page, session);
  await page.goto(`/event/${event.sub_event_uuid}?promo_code=boxcricket10`);
  // The page drawn by the server shows its button before the app has hydrated it and kept the code.
  await expect(page.getByRole('button', { name: 'Buy Tickets' })).toBeVisible();
  await pageHydrated(page);
  // The summary's own address carries no code: the one from the link the person arrived by is applied.
  await page.goto(`/order-summary?eventUuid=${event.sub_event_uuid}`);
  await expect(page.getByRole('status').filter({ hasText: 'Promo code BOXCRICKET10 applied' })).toBeVisible();
});
