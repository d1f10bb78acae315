import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import type { AnyStateMachine } from 'xstate';
import type { OtpSendOutput } from '../machines/otp-send/otp-send.types';
import { SignInOtpRequired, type AuthCallError } from '../machines/shared/auth-outcomes';
import { SIGNIN_OTP_TEXTS } from '../src/domain/auth-texts';
import { fakeUser } from '../tests/flows/shared/auth-fixtures';
import {
  createLoginModel,
  createRegistrationModel,
  loginModel,
  registrationModel,
} from '../tests/flows/shared/auth-models';
import { pathsCoveringEveryTransition } from '../tests/flows/shared/graph-model';
import type { FlowModel, ModelEvent } from '../tests/flows/shared/graph-model';
import { forgotMpinModel } from '../tests/flows/forgot-mpin/forgot-mpin.model';
import { digitGroup, digitValues } from './support/auth';
import {
  browserPaths,
  holdRequests,
  pathTitle,
  rememberCooldown,
  runPath,
  setDigits,
  takeHeld,
  type Held,
  type PathDriver,
} from './support/machine-paths';
import { CONSENT_NOTICE } from '../src/domain/privacy';

// docs/statecharts.md 'Running a path', level 3: the paths generated from the login, Forgot MPIN and
// registration wizard graphs drive the real screens in Chromium, a person's clicks and typing. Each request the
// machine would make is held (page.route) and answered from the path's done/error event; the resend
// cooldown is what local storage remembers. After every step the screen must show what the state's
// `meta.shows` names (role and accessible name), the toasts the model's hand-written SPEC expectation
// lists, and the fields as the path left them.

async function holdAuthCalls(page: Page, held: Held, names: readonly string[]) {
  for (const name of names) await holdRequests(page, held, name, `**/api/v1/auth/${name}*`);
}

async function answerError(route: Route, error: AuthCallError) {
  if (error.status === undefined) return route.abort('failed');
  const text = error.serverMessage ?? '';
  // The sign-in OTP step's 429 carries its challenge (openapi.yaml, signin).
  const data =
    error instanceof SignInOtpRequired ? { data: { otp_required: true, challenge_id: error.challengeId } } : {};
  return route.fulfill({ status: error.status, json: { success: false, message: text, error: text, ...data } });
}

async function answer(route: Route, event: ModelEvent, successBody: (output: unknown) => unknown) {
  if (event.type.startsWith('xstate.error.actor.')) return answerError(route, event.error as AuthCallError);
  return route.fulfill({ status: 200, json: successBody(event.output) });
}

/** The otp-send outcome the path answers next, if the next event is one. */
function nextSendOutcome(next: ModelEvent | undefined): OtpSendOutput | null {
  return next && /^xstate\.done\.actor\.(send|resend)Otp$/.test(next.type) ? (next.output as OtpSendOutput) : null;
}

/** A send the page answers from storage passes through its busy state at once. */
const answeredFromStorage = (_event: ModelEvent, next: ModelEvent | undefined) =>
  nextSendOutcome(next)?.outcome === 'coolingDown';

// ---------------------------------------------------------------------------------------------
// Registration wizard

const REGISTRATION_LABELS: Record<string, string> = { fullName: 'Full Name', username: 'Username', email: 'Email' };
const REGISTRATION_BOXES: Record<string, string> = { otp: 'OTP', mpin: 'MPIN', confirmMpin: 'Confirm MPIN' };

function registrationDriver(page: Page, held: Held): PathDriver {
  const form = () => page.locator('form.auth-form');
  const mobileShown = async () => {
    const field = page.getByLabel('Mobile Number');
    if ((await field.count()) > 0) return field.inputValue();
    const hint = (await page.locator('.auth-form__hint').first().textContent()) ?? '';
    return /\+91 (\d{10})/.exec(hint)?.[1] ?? '';
  };
  const prepareSend = async (next: ModelEvent | undefined) => {
    const outcome = nextSendOutcome(next);
    if (!outcome) return;
    const key = `otp_cooldown:registration:${await mobileShown()}`;
    await rememberCooldown(page, key, outcome.outcome === 'coolingDown' ? outcome.secondsLeft : null);
  };
  return {
    transient: answeredFromStorage,
    async drive(event, next) {
      const field = String(event.field ?? '');
      switch (event.type) {
        case 'FIELD.CHANGE':
          if (field === 'mobile') return page.getByLabel('Mobile Number').fill(String(event.value));
          if (field === 'consent')
            return page.getByRole('checkbox', { name: CONSENT_NOTICE.checkboxLabel }).setChecked(event.value === 'yes');
          if (REGISTRATION_LABELS[field]) {
            return page.getByLabel(REGISTRATION_LABELS[field], { exact: true }).fill(String(event.value));
          }
          return setDigits(digitGroup(page, REGISTRATION_BOXES[field]!), String(event.value));
        case 'FIELD.BLUR': {
          const target =
            field === 'mobile'
              ? page.getByLabel('Mobile Number')
              : REGISTRATION_LABELS[field]
                ? page.getByLabel(REGISTRATION_LABELS[field], { exact: true })
                : digitGroup(page, REGISTRATION_BOXES[field]!).getByRole('textbox').first();
          await target.focus();
          return target.blur();
        }
        case 'SUBMIT':
          await prepareSend(next);
          return form().locator('button[type="submit"]').click();
        case 'RESEND':
          await prepareSend(next);
          return page.getByRole('button', { name: 'Resend OTP' }).click();
        case 'MOBILE.EDIT':
          return page.getByRole('button', { name: '← Change mobile number' }).click();
        default:
          return answerRegistrationCall(held, event);
      }
    },
    async check(state, context, transient) {
      if (state.matches('registered')) return expect(page).toHaveURL(/\/(\?.*)?$/);
      if (state.matches('profileExists') || state.matches('signInFailed')) {
        return expect(page).toHaveURL(/\/login(\?.*)?$/);
      }
      if (transient) return;
      const busy = state.hasTag('busy');
      await expect(form()).toHaveAttribute('aria-busy', String(busy));
      const { values } = context as { values: Record<string, string> };
      if (state.hasTag('mobile')) await expect(page.getByLabel('Mobile Number')).toHaveValue(values.mobile!);
      if (state.hasTag('verify')) expect(await digitValues(digitGroup(page, 'OTP'))).toBe(values.otp);
      if (state.hasTag('profile')) {
        for (const [name, label] of Object.entries(REGISTRATION_LABELS)) {
          await expect(page.getByLabel(label, { exact: true })).toHaveValue(values[name]!);
        }
        expect(await digitValues(digitGroup(page, 'MPIN'))).toBe(values.mpin);
        expect(await digitValues(digitGroup(page, 'Confirm MPIN'))).toBe(values.confirmMpin);
        await expect(page.getByRole('checkbox', { name: CONSENT_NOTICE.checkboxLabel })).toBeChecked({
          checked: values.consent === 'yes',
        });
      }
      if (!busy) {
        const submit = form().locator('button[type="submit"]');
        if (state.can({ type: 'SUBMIT' })) await expect(submit).toBeEnabled();
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
    case 'resendOtp': {
      const output = event.output as OtpSendOutput;
      // During the cooldown otp-send answered from storage and called nothing.
      if (output.outcome === 'coolingDown') return;
      const route = await takeHeld(held, 'start-registration');
      if (output.outcome === 'failed') return answerError(route, output.error as AuthCallError);
      return route.fulfill({
        json: {
          success: true,
          message: output.message ?? '',
          data: { mobile_number: '9876543210', expires_in_seconds: 600 },
        },
      });
    }
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
      return answer(await takeHeld(held, 'complete-profile'), event, (output) => {
        // With a session, this server's answer signs the new account in (issue 25 item 6).
        const { message, session: signedIn } = output as {
          message: string | null;
          session: { token: string; refresh_token: string; user: unknown } | null;
        };
        return {
          success: true,
          message,
          data: signedIn
            ? { user: signedIn.user, token: signedIn.token, refresh_token: signedIn.refresh_token }
            : { user: fakeUser() },
        };
      });
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

const registrationPaths = pathsCoveringEveryTransition(
  registrationModel.machine as AnyStateMachine,
  createRegistrationModel().getShortestPaths(),
);

for (const [index, path] of registrationPaths.entries()) {
  test(pathTitle('registration wizard', index, path), async ({ page }) => {
    const held: Held = new Map();
    await holdAuthCalls(page, held, ['start-registration', 'verify-mobile-and-get-user', 'complete-profile', 'signin']);
    await page.clock.install();
    await page.goto('/register');
    await expect(page.getByLabel('Mobile Number')).toBeVisible();
    await runPath(page, registrationModel as FlowModel, path, registrationDriver(page, held));
  });
}

// ---------------------------------------------------------------------------------------------
// Login (with the Forgot MPIN modal as one step when the model says it finished)

function loginDriver(page: Page, held: Held): PathDriver {
  const form = () => page.locator('form.auth-form').first();
  return {
    async drive(event) {
      switch (event.type) {
        case 'FIELD.CHANGE':
          if (event.field === 'mobile') return page.getByLabel('Mobile Number').fill(String(event.value));
          if (event.field === 'otp') return setDigits(digitGroup(page, 'OTP'), String(event.value));
          return setDigits(digitGroup(page, 'MPIN'), String(event.value));
        case 'FIELD.BLUR':
          if (event.field === 'otp') {
            await digitGroup(page, 'OTP').getByRole('textbox').first().focus();
            return page.getByRole('button', { name: 'Back' }).focus();
          }
          await digitGroup(page, 'MPIN').getByRole('textbox').first().focus();
          return page.getByLabel('Mobile Number').focus();
        case 'OTP.BACK':
          return page.getByRole('button', { name: 'Back' }).click();
        case 'MPIN.TOGGLE_VISIBILITY':
          return page.getByRole('button', { name: /^(Show|Hide) MPIN$/ }).click();
        case 'SUBMIT':
          return form()
            .getByRole('button', { name: /^(Sign In|Verify and Sign In)$/ })
            .click();
        case 'FORGOT_MPIN.OPEN':
          return page.getByRole('button', { name: 'Forgot MPIN?' }).click();
        case 'FORGOT_MPIN.CLOSE':
          return page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
        case 'xstate.done.actor.signIn':
        case 'xstate.error.actor.signIn':
        case 'xstate.done.actor.signInWithOtp':
        case 'xstate.error.actor.signInWithOtp':
          return answer(await takeHeld(held, 'signin'), event, (output) => ({
            success: true,
            message: (output as { message: string | null }).message ?? '',
            data: (output as { session: unknown }).session,
          }));
        case 'xstate.done.actor.forgotMpin':
          return resetThroughModal(page, event.output as { mobile: string; newMpin: string });
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(state, expected) {
      if (state.matches('signedIn')) return expect(page).toHaveURL(/\/(\?.*)?$/);
      const dialog = page.getByRole('dialog', { name: 'Forgot MPIN' });
      if (state.matches('forgotMpin')) return expect(dialog).toBeVisible();
      await expect(dialog).toBeHidden();
      const context = expected as {
        mobile: string;
        mpin: string;
        mpinVisible: boolean;
        serverError: string | null;
        otp: string;
      };
      await expect(form()).toHaveAttribute('aria-busy', String(state.hasTag('busy')));
      const alert = page.locator('.auth-form__alert');
      if (state.hasTag('otpStep')) {
        // The sign-in OTP step (issue 25 item 6): its heading and text, the code, the server's answer.
        await expect(page.getByRole('heading', { name: SIGNIN_OTP_TEXTS.heading })).toBeVisible();
        await expect(page.getByText(SIGNIN_OTP_TEXTS.required)).toBeVisible();
        await expect.poll(() => digitValues(digitGroup(page, 'OTP'))).toBe(context.otp);
        if (context.serverError) await expect(alert).toHaveText(context.serverError);
        else await expect(alert).toHaveCount(0);
        if (!state.hasTag('busy')) {
          const verify = form().getByRole('button', { name: SIGNIN_OTP_TEXTS.submit });
          if (state.can({ type: 'SUBMIT' })) await expect(verify).toBeEnabled();
          else await expect(verify).toBeDisabled();
        }
        return;
      }
      await expect(page.getByLabel('Mobile Number')).toHaveValue(context.mobile);
      const mpin = digitGroup(page, 'MPIN');
      await expect.poll(() => digitValues(mpin)).toBe(context.mpin);
      await expect(mpin.getByRole('textbox').first()).toHaveAttribute(
        'type',
        context.mpinVisible ? 'text' : 'password',
      );
      if (context.serverError) await expect(alert).toHaveText(context.serverError);
      else await expect(alert).toHaveCount(0);
      if (!state.hasTag('busy')) {
        const signIn = form().getByRole('button', { name: 'Sign In' });
        if (state.can({ type: 'SUBMIT' })) await expect(signIn).toBeEnabled();
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
  await rememberCooldown(page, `otp_cooldown:mpin_reset:${result.mobile}`, null);
  await dialog.getByLabel('Mobile Number').fill(result.mobile);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await setDigits(digitGroup(dialog, 'OTP'), '123456');
  await setDigits(digitGroup(dialog, 'New MPIN'), result.newMpin);
  await setDigits(digitGroup(dialog, 'Confirm MPIN'), result.newMpin);
  await dialog.getByRole('button', { name: 'Reset MPIN' }).click();
}

const loginPaths = pathsCoveringEveryTransition(
  loginModel.machine as AnyStateMachine,
  createLoginModel().getShortestPaths(),
);

for (const [index, path] of loginPaths.entries()) {
  test(pathTitle('login', index, path), async ({ page }) => {
    const held: Held = new Map();
    await holdAuthCalls(page, held, ['signin']);
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByLabel('Mobile Number')).toBeVisible();
    await runPath(page, loginModel as FlowModel, path, loginDriver(page, held));
  });
}

// ---------------------------------------------------------------------------------------------
// Forgot MPIN: the modal's own graph, step by step, in the dialog the login page opens

const RESET_BOXES: Record<string, string> = { otp: 'OTP', newMpin: 'New MPIN', confirmMpin: 'Confirm MPIN' };

function forgotMpinDriver(page: Page, held: Held): PathDriver {
  const dialog = () => page.getByRole('dialog', { name: 'Forgot MPIN' });
  const form = () => dialog().locator('form.auth-form');
  const mobileShown = async () => {
    const field = dialog().getByLabel('Mobile Number');
    if ((await field.count()) > 0) return field.inputValue();
    const hint = (await dialog().locator('.auth-form__hint').first().textContent()) ?? '';
    return /\+91 (\d{10})/.exec(hint)?.[1] ?? '';
  };
  const prepareSend = async (next: ModelEvent | undefined) => {
    const outcome = nextSendOutcome(next);
    if (!outcome) return;
    const cooling = outcome.outcome === 'coolingDown';
    await rememberCooldown(
      page,
      `otp_cooldown:mpin_reset:${await mobileShown()}`,
      cooling ? outcome.secondsLeft : null,
      cooling ? outcome.userUuid : null,
    );
  };
  const sent = (output: OtpSendOutput) =>
    output.outcome === 'sent'
      ? {
          success: true,
          message: output.message ?? '',
          data: output.userUuid === null ? {} : { user_uuid: output.userUuid },
        }
      : null;
  return {
    transient: answeredFromStorage,
    async drive(event, next) {
      const field = String(event.field ?? '');
      switch (event.type) {
        case 'FIELD.CHANGE':
          if (field === 'mobile') return dialog().getByLabel('Mobile Number').fill(String(event.value));
          return setDigits(digitGroup(dialog(), RESET_BOXES[field]!), String(event.value));
        case 'FIELD.BLUR': {
          const target =
            field === 'mobile'
              ? dialog().getByLabel('Mobile Number')
              : digitGroup(dialog(), RESET_BOXES[field]!).getByRole('textbox').first();
          await target.focus();
          return target.blur();
        }
        case 'SUBMIT':
          await prepareSend(next);
          return form().locator('button[type="submit"]').click();
        case 'RESEND':
          await prepareSend(next);
          return dialog().getByRole('button', { name: 'Resend OTP' }).click();
        case 'MOBILE.EDIT':
          return dialog().getByRole('button', { name: 'Change number' }).click();
        case 'xstate.done.actor.sendOtp':
        case 'xstate.done.actor.resendOtp': {
          const output = event.output as OtpSendOutput;
          // During the cooldown otp-send answered from storage and called nothing.
          if (output.outcome === 'coolingDown') return;
          const route = await takeHeld(held, event.type === 'xstate.done.actor.sendOtp' ? 'forgot-mpin' : 'resend-otp');
          if (output.outcome === 'failed') return answerError(route, output.error as AuthCallError);
          return route.fulfill({ json: sent(output) });
        }
        case 'xstate.done.actor.resetMpin':
        case 'xstate.error.actor.resetMpin':
          return answer(await takeHeld(held, 'reset-mpin'), event, (message) => ({
            success: true,
            message: message ?? '',
          }));
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(state, expected, transient) {
      const context = expected as Record<string, string>;
      if (state.matches('reset')) {
        // SPEC §4: the modal closes and the sign-in form holds the number and the new MPIN.
        await expect(dialog()).toBeHidden();
        await expect(page.getByLabel('Mobile Number')).toHaveValue(context.mobile ?? '');
        return expect.poll(() => digitValues(digitGroup(page, 'MPIN'))).toBe(context.newMpin);
      }
      if (transient) return;
      const busy = state.hasTag('busy');
      await expect(form()).toHaveAttribute('aria-busy', String(busy));
      if (state.hasTag('sendStep'))
        await expect(dialog().getByLabel('Mobile Number')).toHaveValue(context.mobile ?? '');
      if (state.hasTag('resetStep')) {
        await expect(dialog().locator('.auth-form__hint').first()).toContainText(`+91 ${context.mobile}`);
        for (const [name, label] of Object.entries(RESET_BOXES)) {
          await expect.poll(() => digitValues(digitGroup(dialog(), label)), { message: label }).toBe(context[name]);
        }
      }
      if (!busy) {
        const submit = form().locator('button[type="submit"]');
        if (state.can({ type: 'SUBMIT' })) await expect(submit).toBeEnabled();
        else await expect(submit).toBeDisabled();
      }
    },
  };
}

const [[forgotMpinInputName, forgotMpinInput]] = Object.entries(forgotMpinModel.inputs!) as [
  [string, { mobile: string }],
];
const forgotMpinPaths = browserPaths(forgotMpinModel as FlowModel, { input: forgotMpinInput });

for (const [index, path] of forgotMpinPaths.entries()) {
  test(pathTitle(`forgot MPIN (${forgotMpinInputName})`, index, path), async ({ page }) => {
    const held: Held = new Map();
    await holdAuthCalls(page, held, ['forgot-mpin', 'resend-otp', 'reset-mpin']);
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByLabel('Mobile Number')).toHaveValue(forgotMpinInput.mobile);
    await page.getByRole('button', { name: 'Forgot MPIN?' }).click();
    await runPath(page, forgotMpinModel as FlowModel, path, forgotMpinDriver(page, held), { input: forgotMpinInput });
  });
}
