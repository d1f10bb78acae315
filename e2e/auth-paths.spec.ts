import { expect, test } from '@playwright/test';
import type { Locator, Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import type { OtpSendOutput } from '../machines/otp-send/otp-send.types';
import type { AuthCallError, NotifyEmitted } from '../machines/shared/auth-outcomes';
import type { ScreenMeta } from '../machines/shared/screen-meta';
import { fakeUser } from '../tests/machines/auth-fixtures';
import {
  createLoginModel,
  createRegistrationModel,
  loginModel,
  registrationModel,
} from '../tests/machines/auth-models';
import { activeStateNodes, describeEvent, pathsCoveringEveryTransition } from '../tests/machines/graph-model';
import type { FlowModel, ModelEvent, ModelPath } from '../tests/machines/graph-model';

// docs/statecharts.md 'Running a path', level 3: the paths generated from the login and registration
// wizard graphs drive the real screens in Chromium, a person's clicks and typing. Each request the
// machine would make is held (page.route) and answered from the path's done/error event; the resend
// cooldown is what local storage remembers. After every step the screen must show what the state's
// `meta.shows` names (role and accessible name), the toasts the model's hand-written SPEC expectation
// lists, and the fields as the path left them.

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

async function answerError(route: Route, error: AuthCallError) {
  if (error.status === undefined) return route.abort('failed');
  const text = error.serverMessage ?? '';
  return route.fulfill({ status: error.status, json: { success: false, message: text, error: text } });
}

async function answer(route: Route, event: ModelEvent, successBody: (output: unknown) => unknown) {
  if (event.type.startsWith('xstate.error.actor.')) return answerError(route, event.error as AuthCallError);
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

/** What otp-send will read when the click asks it: a cooldown with these seconds left, or none. */
async function rememberCooldown(page: Page, storageKey: string, secondsLeft: number | null) {
  await page.evaluate(
    ({ key, seconds }) => {
      if (seconds === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify({ endsAt: Date.now() + seconds * 1000, userUuid: null }));
    },
    { key: storageKey, seconds: secondsLeft },
  );
}

/** The otp-send outcome the path answers next, if the next event is one. */
function nextSendOutcome(next: ModelEvent | undefined): OtpSendOutput | null {
  return next && /^xstate\.done\.actor\.(send|resend)Otp$/.test(next.type) ? (next.output as OtpSendOutput) : null;
}

function metaOf(node: AnyStateNode): ScreenMeta | undefined {
  return node.meta as ScreenMeta | undefined;
}

/** Every element the active states' meta names must be visible. */
async function expectScreen(page: Page, state: AnyMachineSnapshot) {
  for (const node of activeStateNodes(state)) {
    for (const element of metaOf(node)?.shows ?? []) {
      await expect(page.getByRole(element.role, { name: element.name, exact: true }).first()).toBeVisible();
    }
  }
}

async function expectToasts(page: Page, emitted: readonly unknown[] | undefined) {
  const notices = (emitted ?? []).filter((event): event is NotifyEmitted => (event as NotifyEmitted).type === 'notify');
  for (const notice of notices) {
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: notice.message }).first()).toBeVisible();
  }
}

interface PathDriver {
  drive(event: ModelEvent, next: ModelEvent | undefined): Promise<void>;
  /**
   * Fields and buttons as the path's state and the expected context say; final states check where the
   * page went. The context is the model's hand-written expectation carried along the path: a graph
   * vertex's own context may have been reached by another path.
   */
  check(state: AnyMachineSnapshot, context: Record<string, unknown>, transient: boolean): Promise<void>;
}

async function runPath(page: Page, model: FlowModel, path: ModelPath, driver: PathDriver) {
  await expectScreen(page, path.steps[0]!.state);
  let context = { ...(path.steps[0]!.state.context as Record<string, unknown>) };
  for (const [index, step] of path.steps.entries()) {
    if (index === 0) continue;
    const previous = path.steps[index - 1]!.state;
    const next = path.steps[index + 1]?.event;
    const expectation = model.expect({
      event: step.event,
      from: previous.value,
      before: context,
      callsBefore: [],
      input: undefined,
    });
    context = { ...context, ...expectation.context };
    const expectedContext = context;
    await test.step(describeEvent(step.event), async () => {
      await driver.drive(step.event, next);
      // A send the page answers from storage passes through its busy state at once.
      const transient = nextSendOutcome(next)?.outcome === 'coolingDown';
      if (!transient && step.state.status !== 'done') await expectScreen(page, step.state);
      await driver.check(step.state, expectedContext, transient);
      await expectToasts(page, expectation.emitted);
    });
  }
}

function pathTitle(flow: string, index: number, path: ModelPath): string {
  return `${flow} path ${index + 1}: ${path.steps
    .slice(1)
    .map((step) => step.event.type.replace('xstate.', ''))
    .join(' → ')}`;
}

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
    async drive(event, next) {
      const field = String(event.field ?? '');
      switch (event.type) {
        case 'FIELD.CHANGE':
          if (field === 'mobile') return page.getByLabel('Mobile Number').fill(String(event.value));
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
          return setDigits(digitGroup(page, 'MPIN'), String(event.value));
        case 'FIELD.BLUR':
          await digitGroup(page, 'MPIN').getByRole('textbox').first().focus();
          return page.getByLabel('Mobile Number').focus();
        case 'MPIN.TOGGLE_VISIBILITY':
          return page.getByRole('button', { name: /^(Show|Hide) MPIN$/ }).click();
        case 'SUBMIT':
          return form().getByRole('button', { name: 'Sign In' }).click();
        case 'FORGOT_MPIN.OPEN':
          return page.getByRole('button', { name: 'Forgot MPIN?' }).click();
        case 'FORGOT_MPIN.CLOSE':
          return page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
        case 'xstate.done.actor.signIn':
        case 'xstate.error.actor.signIn':
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
      };
      await expect(form()).toHaveAttribute('aria-busy', String(state.hasTag('busy')));
      await expect(page.getByLabel('Mobile Number')).toHaveValue(context.mobile);
      const mpin = digitGroup(page, 'MPIN');
      await expect.poll(() => digitValues(mpin)).toBe(context.mpin);
      await expect(mpin.getByRole('textbox').first()).toHaveAttribute(
        'type',
        context.mpinVisible ? 'text' : 'password',
      );
      const alert = page.locator('.auth-form__alert');
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
