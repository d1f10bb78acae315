import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { newMobile, registerThroughApi, toast } from './support/auth';
import { openPaidEvent } from './support/paid-tickets';

// The whole participant journey by keyboard alone (WCAG 2.1.1): sign in, search the listing, book an
// attendee, pay in the checkout and open the invoice. Every control is reached with Tab (or Shift+Tab)
// and used with Enter, Space, arrows and typing; nothing is clicked.

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('sign in, search, book an attendee, pay and open the invoice, by keyboard alone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const mobile = newMobile();
  await registerThroughApi(request, mobile, '4826');
  const event = await openPaidEvent(request);

  await page.goto('/login');
  await expect(page.getByLabel('Mobile Number')).toBeFocused();
  await page.keyboard.type(mobile);
  await page.keyboard.press('Tab');
  await page.keyboard.type('4826');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/events');
  await typeInto(
    page,
    page
      .getByRole('searchbox')
      .or(page.getByLabel(/search events/i))
      .first(),
    event.event_title,
  );
  await page.keyboard.press('Enter');
  const card = page.getByRole('link', { name: new RegExp(`View Details.*${event.event_title}`) }).first();
  await tabTo(page, card.or(page.locator(`a[href^="/event/${event.sub_event_uuid}"]`).first()).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/event/${event.sub_event_uuid}`));

  await tabTo(page, page.getByRole('button', { name: 'Buy Tickets' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Select Categories' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /^Add a .+ ticket$/ }).first());
  await page.keyboard.press('Enter');
  // Down to none and up again: '−' at none stays focusable and focused (aria-disabled, not disabled,
  // which the focus fixup rule would take focus from), and a press too many changes nothing.
  const remove = page.getByRole('button', { name: /^Remove a .+ ticket$/ }).first();
  await page.keyboard.press('Shift+Tab');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(remove).toBeFocused();
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Please select at least one ticket')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /^Add a .+ ticket$/ }).first());
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Proceed', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Attendee Details' })).toBeFocused();
  await tabTo(page, page.getByRole('checkbox', { name: 'I am registering for myself' }));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Email Address')).not.toHaveValue('');
  await typeInto(page, page.getByLabel('Date of Birth'), '05171990');
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await typeInto(page, page.getByLabel('Emergency Contact Name'), 'Ravi Rao');
  await typeInto(page, page.getByLabel('Emergency Contact Number'), '9899988877');
  await typeInto(page, page.getByLabel('PIN Code'), '411001');
  await page.keyboard.press('Tab');
  await expect(toast(page, 'Location found: Pune, Maharashtra')).toBeVisible();
  // Toasts are announced: they appear inside a live region a screen reader reads out.
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'Location found: Pune, Maharashtra' }),
  ).toHaveCount(1);
  const tshirt = page.getByLabel('T-shirt Size');
  if (await tshirt.count()) {
    await tabTo(page, tshirt, { backwards: true });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
  }
  await tabTo(page, page.getByRole('checkbox', { name: /I have read and agree to the Declaration/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Submit Attendee' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Attendee submitted successfully!')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Proceed to Payment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /^Pay ₹/ }));
  await page.keyboard.press('Enter');
  const checkout = page.getByRole('dialog');
  await tabTo(page, checkout.getByRole('button', { name: /^Pay ₹/ }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Payment successful! Registration completed.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-events$/);

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'My Orders' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: /^View Invoice for order/ }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeVisible();
});
