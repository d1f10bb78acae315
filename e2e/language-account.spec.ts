import { expect, test } from '@playwright/test';
import { digitGroup, newMobile, registerThroughApi, signInSession, signInThroughApi, typeDigits } from './support/auth';
import { languageSwitch } from './support/hindi';

// Issue 30 part 2: the language is remembered on the account. A signed-in person switches to हिन्दी on
// the profile's Language card: the account keeps it (PUT /auth/me/language), so a fresh browser where
// nobody ever chose a language, signing in to the same account, is in Hindi at once.

test('हिन्दी chosen signed in is the language of a fresh browser signing in to the same account', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const mobile = newMobile();
  const mpin = '4826';
  await registerThroughApi(page.request, mobile, mpin);
  await signInThroughApi(page, mobile, mpin);

  await page.goto('/profile');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/auth/me/language') && response.request().method() === 'PUT',
  );
  await languageSwitch(page, 'Language').last().getByRole('button', { name: 'हिन्दी' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const session = await signInSession(page.request, mobile, mpin);
  expect(session.user).toMatchObject({ language: 'hi' });

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto('/login');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en-IN');
    await other.getByLabel('Mobile Number').fill(mobile);
    await typeDigits(digitGroup(other, 'MPIN'), mpin);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(languageSwitch(other, 'भाषा').first().getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Taken on as this device's choice too: a reload stays in Hindi.
    expect(await other.evaluate(() => localStorage.getItem('startline_language'))).toBe('hi');
    await other.reload();
    await expect(other.locator('html')).toHaveAttribute('lang', 'hi');
  } finally {
    await fresh.close();
  }
});
