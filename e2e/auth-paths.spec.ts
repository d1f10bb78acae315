import { expect, test } from '@playwright/test';
import type { Locator, Page, Route } from '@playwright/test';
import { initialTransition, transition } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { AuthCallError } from '../machines/login/auth-outcomes';
import type { NotifyEmitted } from '../machines/login/auth-outcomes';
import { loginMachine } from '../machines/login/login.machine';
import { registrationWizardMachine } from '../machines/registration-wizard/registration-wizard.machine';
import { describeEvent, pathsCoveringEveryTransition } from '../tests/machines/graph-model';
import type { ModelEvent, ModelPath } from '../tests/machines/graph-model';
import { createLoginModel, createRegistrationModel } from '../tests/machines/auth-models';
import { fakeUser } from '../tests/machines/auth-fixtures';

// docs/statecharts.md 'Running a path', level 3: the paths generated from the login and registration
// wizard graphs drive the real screens in Chromium. Each request the machine would make is held
// (page.route) and answered from the path's done/error event; the OTP cooldown runs on the page's
// fake clock; after every step the screen must show what the machine's state says, with the toasts
// its transition emits.

type Held = Map<string, Route[]>;

async function holdAuthCalls(page: Page, held: Held, names: readonly string[]) {
  for (const name of names) {
    held.set(name, []);
    await page.route(`**/api/v1/auth/${name}*`, (route) => void held.get(name)!.push(route));
  }
}

async function takeHeld(held: Held, name: string): Promise<Route> {
  await expect.poll(() => held.get(name)?.length ?? 0, { message: `a held ${name} call` }).toBeGreaterThan(0);
  return held.get(name)!.shift()!;
}

async function answer(route: Route, event: ModelEvent, successBody: (output: unknown) => unknown) {
  if (event.type.startsWith('xstate.error.actor.')) {
    const error = event.error as AuthCallError;
    if (error.status === undefined) return route.abort('failed');
    const text = error.serverMessage ?? '';
    return route.fulfill({ status: error.status, json: { success: false, message: text, error: text } });
  }
  return route.fulfill({ status: 200, json: successBody(event.output) });
}

function digitGroup(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

async function digitValues(group: Locator): Promise<string> {
  const values = await group
    .getByRole('textbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  return values.join('');
}

/** Clears the boxes with Backspace from the last one, then types the digits from the first. */
async function setDigits(group: Locator, digits: string) {
  const boxes = group.getByRole('textbox');
  const count = await boxes.count();
  await boxes.last().focus();
  for (let i = 0; i < count * 2; i += 1) await group.page().keyboard.press('Backspace');
  if (digits !== '') {
    await boxes.first().focus();
    await group.page().keyboard.type(digits);
  }
}

async function expectNotices(page: Page, actions: ReadonlyArray<{ type: string; params?: unknown }>) {
  const notices = actions
    .filter((action) => action.type === 'xstate.emit')
    .map((action) => (action.params as { event: { type: string } }).event)
    .filter((event): event is NotifyEmitted => event.type === 'notify');
  for (const notice of notices) {
    // The cooldown's seconds depend on the clock; the words must be SPEC's.
    const text = /^Please wait \d+s/.test(notice.message)
      ? /^Please wait \d+s before requesting another OTP$/
      : notice.message;
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
  }
}

/** Before the click that asks the cooldown: let it expire, or start one, as the next model event says. */
async function prepareCooldown(page: Page, next: ModelEvent | undefined, storageKey: string) {
  if (next?.type === 'COOLDOWN.ALLOWED') await page.clock.runFor(31_000);
  if (next?.type === 'COOLDOWN.BLOCKED') {
    await page.evaluate((key) => localStorage.setItem(key, String(Date.now() + 25_000)), storageKey);
  }
}

interface PathDriver {
  drive(event: ModelEvent, next: ModelEvent | undefined): Promise<void>;
  check(expected: AnyMachineSnapshot): Promise<void>;
}

async function runPath(page: Page, machine: AnyStateMachine, path: ModelPath, driver: PathDriver) {
  let [expected] = initialTransition(machine);
  await driver.check(expected);
  for (const [index, step] of path.steps.entries()) {
    if (index === 0) continue;
    const [next, actions] = transition(machine, expected, step.event);
    await test.step(describeEvent(step.event), async () => {
      await driver.drive(step.event, path.steps[index + 1]?.event);
      await driver.check(next);
      await expectNotices(page, actions as ReadonlyArray<{ type: string; params?: unknown }>);
    });
    expected = next;
  }
}

// ---------------------------------------------------------------------------------------------
// Registration wizard

const registrationPaths = pathsCoveringEveryTransition(
  registrationWizardMachine,
  createRegistrationModel().getShortestPaths(),
);

function registrationDriver(page: Page, held: Held): PathDriver {
  const stepForm = () => page.locator('form.auth-form');
  return {
    async drive(event, next) {
      switch (event.type) {
        case 'MOBILE.CHANGE':
          return page.getByLabel('Mobile Number').fill(String(event.value));
        case 'MOBILE.BLUR':
          await page.getByLabel('Mobile Number').focus();
          return page.getByLabel('Mobile Number').blur();
        case 'OTP.BLUR': {
          const box = digitGroup(page, 'OTP').getByRole('textbox').first();
          await box.focus();
          return box.blur();
        }
        case 'FIELD.BLUR':
          await page.getByLabel('Full Name').focus();
          return page.getByLabel('Full Name').blur();
        case 'OTP.CHANGE':
          return setDigits(digitGroup(page, 'OTP'), String(event.value));
        case 'FIELD.CHANGE': {
          const labels: Record<string, string> = { fullName: 'Full Name', username: 'Username', email: 'Email' };
          const label = labels[String(event.field)];
          if (label) return page.getByLabel(label, { exact: true }).fill(String(event.value));
          return setDigits(digitGroup(page, event.field === 'mpin' ? 'MPIN' : 'Confirm MPIN'), String(event.value));
        }
        case 'SUBMIT': {
          const mobileField = page.getByLabel('Mobile Number');
          const mobile = (await mobileField.count()) > 0 ? await mobileField.inputValue() : '';
          await prepareCooldown(page, next, `otp_cooldown:registration:${mobile}`);
          return stepForm().locator('button[type="submit"]').click();
        }
        case 'RESEND': {
          const shown = (await page.locator('.auth-form__hint').first().textContent()) ?? '';
          const mobile = /\+91 (\d{10})/.exec(shown)?.[1] ?? '';
          await prepareCooldown(page, next, `otp_cooldown:registration:${mobile}`);
          return page.getByRole('button', { name: 'Resend OTP' }).click();
        }
        case 'BACK':
          return page.getByRole('button', { name: '← Change mobile number' }).click();
        case 'COOLDOWN.ALLOWED':
        case 'COOLDOWN.BLOCKED':
          // The page's own cooldown answered when the click asked (prepared by prepareCooldown).
          return;
        default:
          return answerRegistrationCall(held, event);
      }
    },
    async check(expected) {
      if (expected.matches('registered')) {
        await expect(page).toHaveURL(/\/(\?.*)?$/);
        return;
      }
      if (expected.matches('profileExists') || expected.matches('signInFailed')) {
        await expect(page).toHaveURL(/\/login(\?.*)?$/);
        return;
      }
      const step = expected.hasTag('profile') ? 'Profile' : expected.hasTag('verify') ? 'Verify' : 'Mobile';
      await expect(page.locator('[aria-current="step"]')).toContainText(step);
      const busy = expected.hasTag('busy');
      const transient = JSON.stringify(expected.value).includes('checkingCooldown');
      if (!transient) await expect(stepForm()).toHaveAttribute('aria-busy', String(busy));
      const { context } = expected;
      if (step === 'Mobile') await expect(page.getByLabel('Mobile Number')).toHaveValue(context.mobile);
      if (step === 'Verify') expect(await digitValues(digitGroup(page, 'OTP'))).toBe(context.otp);
      if (step === 'Profile') {
        await expect(page.getByLabel('Full Name')).toHaveValue(context.profile.fullName);
        await expect(page.getByLabel('Username')).toHaveValue(context.profile.username);
        await expect(page.getByLabel('Email', { exact: true })).toHaveValue(context.profile.email);
        expect(await digitValues(digitGroup(page, 'MPIN'))).toBe(context.profile.mpin);
        expect(await digitValues(digitGroup(page, 'Confirm MPIN'))).toBe(context.profile.confirmMpin);
      }
      if (!busy && !transient) {
        const submit = stepForm().locator('button[type="submit"]');
        if (expected.can({ type: 'SUBMIT' })) await expect(submit).toBeEnabled();
        else await expect(submit).toBeDisabled();
      }
    },
  };
}

async function answerRegistrationCall(held: Held, event: ModelEvent) {
  const actor = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1];
  const session = { token: 'e2e-access-token', refresh_token: 'e2e-refresh-token', user: fakeUser() };
  switch (actor) {
    case 'sendOtp':
    case 'resendOtp':
      return answer(await takeHeld(held, 'start-registration'), event, (output) => ({
        success: true,
        message: (output as { message: string | null }).message ?? '',
        data: { mobile_number: '9876543210', expires_in_seconds: 600 },
      }));
    case 'verifyMobile':
      return answer(await takeHeld(held, 'verify-mobile-and-get-user'), event, (output) => {
        const verified = output as {
          userUuid: string;
          isProfileCompleted: boolean;
          isEmailVerified: boolean;
          isMpinSet: boolean;
          message: string;
        };
        return {
          success: true,
          message: verified.message,
          data: {
            user_uuid: verified.userUuid,
            is_profile_completed: verified.isProfileCompleted,
            is_email_verified: verified.isEmailVerified,
            is_mpin_set: verified.isMpinSet,
          },
        };
      });
    case 'completeProfile':
      return answer(await takeHeld(held, 'complete-profile'), event, (output) => ({
        success: true,
        message: output,
        data: { user: fakeUser() },
      }));
    case 'signIn':
      return answer(await takeHeld(held, 'signin'), event, () => ({
        success: true,
        message: 'Login successful! Welcome back to Startline',
        data: session,
      }));
    default:
      throw new Error(`no way to drive ${event.type}`);
  }
}

for (const [index, path] of registrationPaths.entries()) {
  test(`registration wizard path ${index + 1}: ${path.steps
    .slice(1)
    .map((step) => step.event.type.replace('xstate.', ''))
    .join(' → ')}`, async ({ page }) => {
    const held: Held = new Map();
    await holdAuthCalls(page, held, ['start-registration', 'verify-mobile-and-get-user', 'complete-profile', 'signin']);
    await page.clock.install();
    await page.goto('/register');
    await expect(page.getByLabel('Mobile Number')).toBeVisible();
    await runPath(page, registrationWizardMachine, path, registrationDriver(page, held));
  });
}

// ---------------------------------------------------------------------------------------------
// Login (with the Forgot MPIN modal as one step when the model says it finished)

const loginPaths = pathsCoveringEveryTransition(loginMachine, createLoginModel().getShortestPaths());

function loginDriver(page: Page, held: Held): PathDriver {
  const form = () => page.locator('form.auth-form').first();
  return {
    async drive(event) {
      switch (event.type) {
        case 'MOBILE.CHANGE':
          return page.getByLabel('Mobile Number').fill(String(event.value));
        case 'MPIN.CHANGE':
          return setDigits(digitGroup(page, 'MPIN'), String(event.value));
        case 'MPIN.TOGGLE_VISIBILITY':
          return page.getByRole('button', { name: /^(Show|Hide) MPIN$/ }).click();
        case 'FIELD.BLUR':
          await digitGroup(page, 'MPIN').getByRole('textbox').first().focus();
          return page.getByLabel('Mobile Number').focus();
        case 'SUBMIT':
          return form().getByRole('button', { name: 'Sign In' }).click();
        case 'FORGOT.OPEN':
          return page.getByRole('button', { name: 'Forgot MPIN?' }).click();
        case 'FORGOT.CLOSE':
          return page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
        case 'xstate.done.actor.signIn':
        case 'xstate.error.actor.signIn':
          return answer(await takeHeld(held, 'signin'), event, (output) => ({
            success: true,
            message: (output as { message: string }).message,
            data: (output as { session: unknown }).session,
          }));
        case 'xstate.done.actor.forgotMpin':
          return resetThroughModal(page, event.output as { mobile: string; newMpin: string });
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(expected) {
      if (expected.matches('signedIn')) {
        await expect(page).toHaveURL(/\/(\?.*)?$/);
        return;
      }
      const dialog = page.getByRole('dialog', { name: 'Forgot MPIN' });
      if (expected.matches('forgotMpin')) {
        await expect(dialog).toBeVisible();
        return;
      }
      await expect(dialog).toBeHidden();
      const { context } = expected;
      await expect(form()).toHaveAttribute('aria-busy', String(expected.hasTag('busy')));
      await expect(page.getByLabel('Mobile Number')).toHaveValue(context.mobile);
      const mpin = digitGroup(page, 'MPIN');
      expect(await digitValues(mpin)).toBe(context.mpin);
      await expect(mpin.getByRole('textbox').first()).toHaveAttribute(
        'type',
        context.mpinVisible ? 'text' : 'password',
      );
      const alert = page.locator('.auth-form__alert');
      if (context.serverError) await expect(alert).toHaveText(context.serverError);
      else await expect(alert).toHaveCount(0);
      if (!expected.hasTag('busy')) {
        const signIn = form().getByRole('button', { name: 'Sign In' });
        if (expected.can({ type: 'SUBMIT' })) await expect(signIn).toBeEnabled();
        else await expect(signIn).toBeDisabled();
      }
    },
  };
}

/** The Forgot MPIN modal run to its end: send, type the OTP and the new MPIN, reset. */
async function resetThroughModal(page: Page, result: { mobile: string; newMpin: string }) {
  const dialog = page.getByRole('dialog', { name: 'Forgot MPIN' });
  await page.route('**/api/v1/auth/forgot-mpin*', (route) =>
    route.fulfill({
      json: {
        success: true,
        message: 'OTP sent successfully',
        data: { user_uuid: '6f1c2f5e-2d1b-4c4a-9f1e-8d7c6b5a4e3d' },
      },
    }),
  );
  await page.route('**/api/v1/auth/reset-mpin*', (route) =>
    route.fulfill({ json: { success: true, message: 'MPIN reset successful' } }),
  );
  await page.clock.runFor(31_000);
  await dialog.getByLabel('Mobile Number').fill(result.mobile);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await setDigits(digitGroup(dialog, 'OTP'), '123456');
  await setDigits(digitGroup(dialog, 'New MPIN'), result.newMpin);
  await setDigits(digitGroup(dialog, 'Confirm MPIN'), result.newMpin);
  await dialog.getByRole('button', { name: 'Reset MPIN' }).click();
}

for (const [index, path] of loginPaths.entries()) {
  test(`login path ${index + 1}: ${path.steps
    .slice(1)
    .map((step) => step.event.type.replace('xstate.', ''))
    .join(' → ')}`, async ({ page }) => {
    const held: Held = new Map();
    await holdAuthCalls(page, held, ['signin']);
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByLabel('Mobile Number')).toBeVisible();
    await runPath(page, loginMachine, path, loginDriver(page, held));
  });
}
