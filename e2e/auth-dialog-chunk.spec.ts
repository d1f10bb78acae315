import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, newMobile } from './support/auth';

// The auth dialogs' frame (src/ui/auth/lazy-auth-modal.tsx) is not in /login's first load: it is asked
// for after the page has painted. Only its download failing needs the network to be cut (a route
// that aborts it): nothing else makes a same-origin chunk fail.
// At its own address or at a fresh one (a retry asks there: src/ui/retriable-import.ts).
const AUTH_MODAL_CHUNK = /\/assets\/auth-modal-[^/]*\.js(\?.*)?$/;

test('the Forgot MPIN dialog opens offline once the page has painted, its frame fetched meanwhile', async ({
  page,
  context,
}) => {
  const frameFetched = page.waitForResponse((response) => AUTH_MODAL_CHUNK.test(new URL(response.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect((await frameFetched).ok()).toBe(true);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Forgot MPIN?' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot MPIN' })).toBeVisible();
  await context.setOffline(false);
});

test('a dialog frame that cannot be downloaded says so, keeps the form, and opens on Retry', async ({ page }) => {
  await page.route(AUTH_MODAL_CHUNK, (route) => route.abort('internetdisconnected'));
  const mobile = newMobile();
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Forgot MPIN?' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Network error. Please check your internet connection.' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Close gives the sign-in form back, as it was.
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByLabel('Mobile Number')).toHaveValue(mobile);

  await page.getByRole('button', { name: 'Forgot MPIN?' }).click();
  await expect(alert).toBeVisible();
  await page.unroute(AUTH_MODAL_CHUNK);
  await alert.getByRole('button', { name: 'Retry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot MPIN' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Mobile Number')).toHaveValue(mobile);
  await expect(alert).toHaveCount(0);
});
