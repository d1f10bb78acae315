// What the sign-in journeys share: new mobile numbers, the digit boxes as a person uses them, toasts,
// accounts made through the API, screenshots and axe.
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PRIVACY_POLICY_VERSION } from '../../src/domain/privacy';

export function newMobile(): string {
  return `${randomInt(6, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export async function keepScreenshots(page: Page, name: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const size of [
    { width: 320, height: 700 },
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    // Toasts are asserted on their own; after a resize sonner keeps its old placement, which would
    // show a toast cut in half that no person ever sees.
    await page.screenshot({
      path: `.test-results/screenshots/auth-${name}-${size.width}.png`,
      fullPage: true,
      style: '[data-sonner-toaster] { display: none !important; }',
    });
  }
  await page.setViewportSize(original);
}

/**
 * Waits for the colours on screen to settle. axe reads them as painted, and a transition under way
 * blends them: the header turning solid after a resize or a scroll (0.2 s) once failed color-contrast
 * on CI. Two frames first, so that a pending scroll or resize has started its transition.
 */
export async function waitForTransitionsToEnd(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Transitions and finite animations (a toast or a page fading in) must have ended: axe reads colours
  // mid-fade as they are drawn. Endless ones (a spinner) never end and are left.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Axe's violations, each with the nodes it found, so a failure says where to look. */
async function axeViolations(page: Page): Promise<string[]> {
  await waitForTransitionsToEnd(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.length} node(s) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

export async function expectNoAxeViolations(page: Page) {
  // A scan takes a second or more, and something can start to move meanwhile: a toast that times out
  // fades, and axe read its title's colour mid-fade (color-contrast on div[data-title], once in a full
  // run). What a page really breaks is there again on a second scan once everything has settled.
  const first = await axeViolations(page);
  expect(first.length === 0 ? first : await axeViolations(page)).toEqual([]);
}

/** Types into digit boxes the way a person does: focus the first, type, focus moves along. */
export async function typeDigits(group: Locator, digits: string) {
  await group.getByRole('textbox').first().click();
  await group.page().keyboard.type(digits);
}

export function digitGroup(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

export async function digitValues(group: Locator): Promise<string> {
  return (
    await group.getByRole('textbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))
  ).join('');
}

export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export interface ProfileDetails {
  fullName?: string;
  username?: string;
  email?: string;
  /**
   * Where the person signed up from, as the proxy in front names it (X-Forwarded-For; the test server
   * trusts 127.0.0.1 as its proxy). The server keeps its 30 s between OTPs per number and device, so
   * an account made on another device leaves this browser's first Send OTP free.
   */
  fromAddress?: string;
}

export async function registerThroughApi(
  request: APIRequestContext,
  mobile: string,
  mpin: string,
  details: ProfileDetails = {},
) {
  const post = async <T>(path: string, data: unknown) => {
    const headers = details.fromAddress ? { 'x-forwarded-for': details.fromAddress } : undefined;
    const response = await request.post(`/api/v1${path}`, { data, headers });
    const body = (await response.json()) as T;
    expect(response.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
    return body;
  };
  const started = await post<{ data: { otp_code: string } }>('/auth/start-registration', { mobile_number: mobile });
  const verified = await post<{ data: { user_uuid: string } }>('/auth/verify-mobile-and-get-user', {
    mobile_number: mobile,
    otp_code: started.data.otp_code,
  });
  const username = details.username ?? `user_${mobile.slice(-8)}`;
  await post('/auth/complete-profile', {
    user_uuid: verified.data.user_uuid,
    username,
    email: details.email ?? `${username}@example.in`,
    mpin,
    confirm_mpin: mpin,
    user_type: 'participant',
    ...(details.fullName ? { full_name: details.fullName } : {}),
    consent_policy_version: PRIVACY_POLICY_VERSION,
  });
}

export interface ApiSession {
  token: string;
  refresh_token: string;
  user: { user_uuid: string; username: string };
}

/** POST /auth/signin with SPEC §7's payload; the session the server answers. */
export async function signInSession(request: APIRequestContext, mobile: string, mpin: string): Promise<ApiSession> {
  const response = await request.post('/api/v1/auth/signin', {
    data: { identifier: mobile, mpin, login_type: 'mobile', user_type: 'participant', source: 'web' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiSession }).data;
}

/** A new participant through the development OTP flow, signed in through the API. */
export async function createSignedInParticipant(request: APIRequestContext, mpin = '4826'): Promise<ApiSession> {
  const mobile = newMobile();
  await registerThroughApi(request, mobile, mpin);
  return signInSession(request, mobile, mpin);
}

/** Stores auth data the way a sign-in does (SPEC §3), from a page of the app (same origin). */
export async function storeSession(page: Page, session: ApiSession, accessToken = session.token) {
  await page.evaluate(
    ({ token, refreshToken, user }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('refresh_token', refreshToken);
      localStorage.setItem('user_data', JSON.stringify(user));
    },
    { token: accessToken, refreshToken: session.refresh_token, user: session.user },
  );
}

/** Signs in through the API and stores the session as the app does, from a page of the app. */
export async function signInThroughApi(page: Page, mobile: string, mpin: string) {
  const session = await signInSession(page.request, mobile, mpin);
  await page.goto('/about-us');
  await storeSession(page, session);
}

/** Sends the mobile step and returns the development OTP the server answered with (SPEC §7 data.otp_code). */
export async function sendOtpFromPage(page: Page, button: Locator, path: string): Promise<string> {
  const answered = page.waitForResponse((response) => response.url().includes(path));
  await button.click();
  const body = (await (await answered).json()) as { data?: { otp_code?: string } };
  return body.data?.otp_code ?? '';
}
