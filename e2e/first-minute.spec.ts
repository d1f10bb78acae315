import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  digitGroup,
  digitValues,
  newMobile,
  registerThroughApi,
  sendOtpFromPage,
  signInThroughApi,
  toast,
  typeDigits,
} from './support/auth';

// What a new person hit in the first minute on the sign-in screens (issue 'The pattern every new flow
// will copy', part 7), each against the real server, as a person clicks and types.

const WEAK_MPIN_TEXT = 'This MPIN is too easy to guess. Choose a less obvious one.';

async function reachVerifyStep(page: Page, mobile: string): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Mobile Number').fill(mobile);
  return sendOtpFromPage(page, page.getByRole('button', { name: 'Send OTP' }), '/auth/start-registration');
}

test.describe('the first click on a link lands, though leaving the empty mobile field shows its error', () => {
  test('/login: Forgot MPIN?', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Mobile Number')).toBeFocused();
    await page.getByRole('button', { name: 'Forgot MPIN?' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgot MPIN' })).toBeVisible();
  });

  test('/login: Create an account', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Mobile Number')).toBeFocused();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('/register: Sign In', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByLabel('Mobile Number')).toBeFocused();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("a too-easy MPIN is refused as soon as its four digits are in, with the server's own list", async ({ page }) => {
  const mobile = newMobile();
  const otp = await reachVerifyStep(page, mobile);
  await typeDigits(digitGroup(page, 'OTP'), otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await typeDigits(digitGroup(page, 'MPIN'), '1234');
  // No blur: the error shows while focus is still in the last box.
  await expect(digitGroup(page, 'MPIN').getByText(WEAK_MPIN_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Registration' })).toBeDisabled();
  await typeDigits(digitGroup(page, 'MPIN'), '4826');
  await expect(page.getByText(WEAK_MPIN_TEXT)).toHaveCount(0);
});

test('a wrong OTP is cleared and focus goes back to the first box', async ({ page }) => {
  const mobile = newMobile();
  const otp = await reachVerifyStep(page, mobile);
  const wrong = otp === '111111' ? '222222' : '111111';
  const boxes = digitGroup(page, 'OTP');
  await typeDigits(boxes, wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(toast(page, /^Invalid OTP/)).toBeVisible();
  await expect.poll(() => digitValues(boxes)).toBe('');
  await expect(boxes.getByRole('textbox').first()).toBeFocused();
  // The person types the right code straight away.
  await page.keyboard.type(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(toast(page, 'Mobile number verified successfully')).toBeVisible();
});

test('a wrong MPIN is cleared and focus goes back to the first MPIN box', async ({ page, request }) => {
  const mobile = newMobile();
  await registerThroughApi(request, mobile, '4826');
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(mobile);
  const mpin = digitGroup(page, 'MPIN');
  await typeDigits(mpin, '7391');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Invalid credentials')).toBeVisible();
  await expect.poll(() => digitValues(mpin)).toBe('');
  await expect(mpin.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.type('4826');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login successful! Welcome back to Startline')).toBeVisible();
});

test.describe('a signed-in person opening /login or /register goes on', () => {
  test('to / when nothing was saved', async ({ page, request }) => {
    const mobile = newMobile();
    await registerThroughApi(request, mobile, '4826');
    await signInThroughApi(page, mobile, '4826');
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    }
  });

  test('to the saved redirect URL', async ({ page, request }) => {
    const mobile = newMobile();
    await registerThroughApi(request, mobile, '4826');
    await signInThroughApi(page, mobile, '4826');
    await page.evaluate(() => sessionStorage.setItem('redirectUrl', '/profile'));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  });
});

test.describe('a code still within its 30 s can be entered after going back or reloading', () => {
  test("after 'Change mobile number'", async ({ page }) => {
    const mobile = newMobile();
    const otp = await reachVerifyStep(page, mobile);
    await page.getByRole('button', { name: '← Change mobile number' }).click();
    await expect(page.getByLabel('Mobile Number')).toHaveValue(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toast(page, /^Please wait \d+s before requesting another OTP$/)).toBeVisible();
    await typeDigits(digitGroup(page, 'OTP'), otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(toast(page, 'Mobile number verified successfully')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeVisible();
  });

  test('after a reload of /register', async ({ page }) => {
    const mobile = newMobile();
    const otp = await reachVerifyStep(page, mobile);
    await page.reload();
    await page.getByLabel('Mobile Number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await typeDigits(digitGroup(page, 'OTP'), otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByLabel('Full Name')).toBeVisible();
  });

  test('in the Forgot MPIN dialog after a reload', async ({ page, request }) => {
    const mobile = newMobile();
    await registerThroughApi(request, mobile, '4826');
    await page.goto('/login');
    await page.getByLabel('Mobile Number').fill(mobile);
    await page.getByRole('button', { name: 'Forgot MPIN?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot MPIN' });
    const otp = await sendOtpFromPage(page, dialog.getByRole('button', { name: 'Send OTP' }), '/auth/forgot-mpin');
    await page.reload();
    await page.getByLabel('Mobile Number').fill(mobile);
    await page.getByRole('button', { name: 'Forgot MPIN?' }).click();
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await typeDigits(digitGroup(dialog, 'OTP'), otp);
    await typeDigits(digitGroup(dialog, 'New MPIN'), '7391');
    await typeDigits(digitGroup(dialog, 'Confirm MPIN'), '7391');
    await dialog.getByRole('button', { name: 'Reset MPIN' }).click();
    await expect(toast(page, 'MPIN reset successful')).toBeVisible();
  });
});

test('an account that exists already is recognised right after the OTP step', async ({ page, request }) => {
  const mobile = newMobile();
  // Made on another phone: the server keeps 30 s between OTPs to one number from one device (DESIGN §5),
  // so this browser's first Send OTP goes out at once, as it would for the person.
  await registerThroughApi(request, mobile, '4826', { fromAddress: '203.0.113.7' });
  await page.goto('/register');
  await page.getByLabel('Mobile Number').fill(mobile);
  const otp = await sendOtpFromPage(page, page.getByRole('button', { name: 'Send OTP' }), '/auth/start-registration');
  await typeDigits(digitGroup(page, 'OTP'), otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(toast(page, 'Profile already exists. Please login to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("'+91 98765 43210' typed key by key keeps 9876543210, as pasting it does", async ({ page }) => {
  await page.goto('/login');
  const field = page.getByLabel('Mobile Number');
  await field.click();
  await page.keyboard.type('+91 98765 43210');
  await expect(field).toHaveValue('9876543210');
  await field.fill('');
  await field.fill('+91 98765 43210');
  await expect(field).toHaveValue('9876543210');
});
