import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/layout';
import { createSignedInParticipant, expectNoAxeViolations, storeSession, toast } from './support/auth';
import { checkoutReady, openPaidEvent, registerAttendee } from './support/paid-tickets';

// Issue 28 item 7 in Chromium against the real server: 'Pay by UPI (confirms later)' in the sandbox
// checkout is a payment the bank has not confirmed yet. The order summary says so in place of Pay, My
// Orders shows the order as pending in the same words, and when the sandbox's bank confirms it
// (SANDBOX_UPI_CONFIRM_SECONDS, 12 s here) the page's own polling finds it paid and goes on to My Events.

const AWAITING = 'Payment is being confirmed by your bank';

test('a UPI payment the bank confirms later shows as pending, then paid', async ({ page, context }) => {
  const session = await createSignedInParticipant(page.request);
  const event = await openPaidEvent(page.request);
  await registerAttendee(page.request, session, event.sub_event_uuid, 'Meera Iyer');
  await page.goto('/about-us');
  await storeSession(page, session);
  await page.goto(`/order-summary?eventUuid=${event.sub_event_uuid}`);
  await checkoutReady(page);

  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog');
  await checkout.getByRole('button', { name: 'Pay by UPI (confirms later)' }).click();

  // Not a failure: the words, why the places are safe, Check now, and no Pay to pay twice with.
  await expect(page.getByRole('status').filter({ hasText: AWAITING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check now' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
  await expect(page.getByText('Payment verification failed. Please contact support.')).toHaveCount(0);
  // The places are held until the bank answers, not by the ticket's 15-minute timer.
  await expect(page.getByText(/^Places held for/)).toHaveCount(0);
  // What the payment is for cannot change meanwhile: no Delete, no promo code.
  await expect(page.getByRole('button', { name: /^Delete the ticket for/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'order-summary', 'pending-payment-order-summary');

  // My Orders, in another tab meanwhile: the order is pending, in the same words.
  const orders = await context.newPage();
  await orders.goto('/my-orders');
  const card = orders.getByRole('listitem').filter({ hasText: AWAITING });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('pending', { exact: true })).toBeVisible();
  await expectNoAxeViolations(orders);
  await expectNoSidewaysScroll(orders, 'my-orders', 'pending-payment-my-orders');
  await orders.close();

  // The bank confirms; the page's polling finds it paid.
  await expect(page).toHaveURL(/\/my-events$/, { timeout: 40_000 });
  await expect(toast(page, 'Payment successful! Registration completed.')).toBeVisible();
});
