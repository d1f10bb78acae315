import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createSignedInParticipant, storeSession } from './support/auth';

// SPEC §2 protected routes and header, §4 Session and Logout, §8 Session, against the real server.

const storedAuth = (page: Page) =>
  page.evaluate(() => ({
    access_token: localStorage.getItem('access_token'),
    refresh_token: localStorage.getItem('refresh_token'),
    user_data: localStorage.getItem('user_data'),
  }));

/** The signature no longer matches: the server refuses the token as it would an expired one. */
function tamper(jwt: string): string {
  const last = jwt.at(-2) === 'A' ? 'B' : 'A';
  return `${jwt.slice(0, -2)}${last}${jwt.at(-1)}`;
}

test('a protected URL while signed out goes to /login and keeps the path and query to return to', async ({ page }) => {
  await page.goto('/my-orders/42?from=mail');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('redirectUrl'))).toBe('/my-orders/42?from=mail');
});

test("the profile while signed out says 'Please login to access your profile' on the way to /login", async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please login to access your profile')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('redirectUrl'))).toBe('/profile');
});

test('/event/{id}/registration goes on to multi-registration, and signed out to /login, replacing history', async ({
  page,
  request,
}) => {
  await page.goto('/events');
  await page.goto('/event/abc/registration');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('redirectUrl'))).toBe('/event/abc/multi-registration');
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);

  await storeSession(page, await createSignedInParticipant(request));
  await page.goto('/event/abc/registration');
  await expect(page).toHaveURL(/\/event\/abc\/multi-registration$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
});

test('signed in: the header offers Home, My Events, My Orders and the profile menu; Logout clears everything', async ({
  page,
  request,
}) => {
  const session = await createSignedInParticipant(request);
  await page.goto('/');
  await storeSession(page, session);
  await page.goto('/my-events');
  await expect(page).toHaveURL(/\/my-events$/);
  const header = page.locator('header').first();
  for (const name of ['Home', 'My Events', 'My Orders']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await header.getByRole('button', { name: 'Account' }).click();
  await expect(header.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await header.getByRole('button', { name: 'Logout' }).click();

  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedAuth(page)).toEqual({ access_token: null, refresh_token: null, user_data: null });
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
});

test('an expired access token is refreshed once, without the person noticing', async ({ page, request }) => {
  const session = await createSignedInParticipant(request);
  await page.goto('/');
  await storeSession(page, session, tamper(session.token));
  const refreshCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/auth/refresh-token')) refreshCalls.push(r.headers()['authorization'] ?? 'none');
  });
  const profileAnswers: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/v1/auth/me')) profileAnswers.push(r.status());
  });

  await page.goto('/profile');
  await expect.poll(() => profileAnswers).toEqual([401, 200]);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(session.user.username).first()).toBeVisible();
  await expect(page.getByText('Session expired, please login again')).toHaveCount(0);
  expect(refreshCalls).toEqual(['none']);
  const stored = await storedAuth(page);
  expect(stored.access_token).not.toBe(tamper(session.token));
  expect(stored.refresh_token).not.toBe(session.refresh_token);
  const check = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${stored.access_token}` } });
  expect(check.status()).toBe(200);
});

test("a refused refresh ends the session: 'Session expired, please login again', auth cleared, /login after 1 s", async ({
  page,
  request,
}) => {
  const session = await createSignedInParticipant(request);
  await page.goto('/');
  await storeSession(page, { ...session, refresh_token: 'revoked-or-unknown' }, tamper(session.token));
  await page.goto('/profile');
  await expect(page.getByText('Session expired, please login again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedAuth(page)).toEqual({ access_token: null, refresh_token: null, user_data: null });
});

test("another tab's logout signs this tab out at once", async ({ context, request }) => {
  const session = await createSignedInParticipant(request);
  const first = await context.newPage();
  await first.goto('/');
  await storeSession(first, session);
  await first.goto('/my-orders');
  const second = await context.newPage();
  await second.goto('/my-events');
  await expect(second.locator('header').first().getByRole('link', { name: 'My Orders' })).toBeVisible();

  await first.locator('header').first().getByRole('button', { name: 'Account' }).click();
  await first.locator('header').first().getByRole('button', { name: 'Logout' }).click();
  // The storage event reaches the other tab at once (tests/app/refresh-queue.test.ts checks the timing).
  await expect(second).toHaveURL(/\/login$/);
  expect(await second.evaluate(() => sessionStorage.getItem('redirectUrl'))).toBe('/my-events');
});

test('UTM parameters are saved once and carried on to later URLs', async ({ page }) => {
  await page.goto('/?utm_source=instagram&utm_medium=social&utm_campaign=monsoon-run');
  await page.goto('/about-us?utm_source=newsletter');
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('utm_params'))) ?? 'null')).toEqual({
    utm_source: 'instagram',
    utm_medium: 'social',
    utm_campaign: 'monsoon-run',
  });
  await page.locator('header').first().getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/\?utm_source=instagram&utm_medium=social&utm_campaign=monsoon-run$/);
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\?utm_source=instagram&utm_medium=social&utm_campaign=monsoon-run$/);
});
