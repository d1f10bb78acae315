import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_NOTICE, PRIVACY_POLICY_VERSION } from '../src/domain/privacy';
import { digitGroup, expectNoAxeViolations, keepScreenshots, newMobile, toast, typeDigits } from './support/auth';
import { expectNoSidewaysScroll } from './support/layout';

// Issue 27 items 2-3 in Chromium against the real server: a new participant reads the privacy notice
// and consents, downloads their data from /profile, and deletes their account; the number can then
// register again. Each new screen is checked with axe, kept as screenshots at 320, 390 and 1280 px,
// and never scrolls sideways between 320 and 1280 px.

async function reachProfileStep(page: Page, mobile: string) {
  await page.goto('/register?utm_source=e2e-rights');
  await page.getByLabel('Mobile Number').fill(mobile);
  const started = page.waitForResponse((response) => response.url().includes('/auth/start-registration'));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = ((await (await started).json()) as { data: { otp_code: string } }).data.otp_code;
  await typeDigits(digitGroup(page, 'OTP'), otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByLabel('Full Name')).toBeFocused();
}

test('consent at sign-up, then Download my data and Delete account on /profile', async ({ page }) => {
  const mobile = newMobile();
  const username = `rights_${mobile.slice(-6)}`;
  await reachProfileStep(page, mobile);

  // Item 2: the notice, its link to the policy, and no account before the checkbox is ticked.
  const notice = page.getByRole('region', { name: CONSENT_NOTICE.heading });
  await expect(notice).toContainText(CONSENT_NOTICE.what);
  await expect(notice).toContainText(CONSENT_NOTICE.why);
  await expect(notice).toContainText(CONSENT_NOTICE.howLong);
  const policy = notice.getByRole('link', { name: `${CONSENT_NOTICE.linkText} (opens in a new tab)` });
  await expect(policy).toHaveAttribute('target', '_blank');
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.in`);
  await typeDigits(digitGroup(page, 'MPIN'), '4826');
  await typeDigits(digitGroup(page, 'Confirm MPIN'), '4826');
  const complete = page.getByRole('button', { name: 'Complete Registration' });
  const consent = page.getByRole('checkbox', { name: CONSENT_NOTICE.checkboxLabel });
  await expect(complete).toBeDisabled();
  await consent.focus();
  await consent.blur();
  await expect(page.getByText(CONSENT_NOTICE.required)).toBeVisible();
  await consent.check();
  await expect(complete).toBeEnabled();
  await keepScreenshots(page, 'register-consent');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'the profile step with the notice');
  const completed = page.waitForRequest((request) => request.url().includes('/auth/complete-profile'));
  await complete.click();
  expect((await completed).postDataJSON()).toMatchObject({ consent_policy_version: PRIVACY_POLICY_VERSION });
  await expect(toast(page, 'Registration completed successfully! Welcome to Startline')).toBeVisible();

  // Item 3: Download my data.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Data' })).toBeVisible();
  await keepScreenshots(page, 'profile-your-data');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, '/profile with Your Data');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('startline-my-data.json');
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: Record<string, unknown>;
    consents: Array<Record<string, unknown>>;
  };
  expect(exported.profile).toMatchObject({
    mobile_number: mobile,
    username,
    email: `${username}@example.in`,
    full_name: 'Meera Iyer',
    signup_utm: { utm_source: 'e2e-rights' },
  });
  expect(exported.consents).toEqual([expect.objectContaining({ policy_version: PRIVACY_POLICY_VERSION })]);
  await expect(toast(page, 'Your data is ready')).toBeVisible();

  // Item 3: Delete account, a wrong MPIN first.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('GST invoices and credit notes are kept as issued for 8 years');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await typeDigits(digitGroup(dialog, 'MPIN'), '7391');
  await keepScreenshots(page, 'profile-delete-account');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'the Delete account dialog');
  await confirm.click();
  await expect(toast(page, 'Incorrect MPIN')).toBeVisible();
  await expect(dialog).toBeVisible();
  await typeDigits(digitGroup(dialog, 'MPIN'), '4826');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  // One toast says what happened: not 'Logged out successfully' as well.
  await expect(toast(page, 'Logged out successfully')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // The number registers again, as a new account (this browser still remembers its 30 s resend cooldown).
  await page.evaluate((key) => localStorage.removeItem(key), `otp_cooldown:registration:${mobile}`);
  await reachProfileStep(page, mobile);
  await expect(page.getByRole('checkbox', { name: CONSENT_NOTICE.checkboxLabel })).not.toBeChecked();
});
