// The login model: events with realistic payloads, the projection the graph tells states apart by,
// and what each step must do by SPEC §2, §5, §7 and §8. Shared by tests/flows/login/login.machine.test.ts and
// e2e/auth-paths.spec.ts (free of vitest).
import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine';
import type { LoginMachine } from '../../../machines/login/login.machine';
import { loginErrors, loginOtpError } from '../../../machines/login/login.types';
import type { LoginContext } from '../../../machines/login/login.types';
import {
  ACCOUNT_LOCKED,
  INVALID_CREDENTIALS,
  REFUSED_WITHOUT_TEXT,
  SERVER_DOWN,
  SHORT_MOBILE,
  SIGNIN_CHALLENGE_ID,
  SIGNIN_OTP_REQUIRED,
  VALID_MOBILE,
  WRONG_OTP,
  fakeSession,
} from '../shared/auth-fixtures';
import { createGraphModel } from '../shared/graph-model';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';
import {
  SPEC_FAILURE,
  SPEC_RULES,
  SPEC_TEXT,
  failureMessage,
  notify,
  successMessage,
  wasRefused,
} from '../shared/spec-texts';

export const LOGIN_PROMISE_ACTORS = ['signIn', 'signInWithOtp'] as const;
export const LOGIN_CHILD_MACHINES = ['forgotMpin'] as const;
export const RESET_RESULT = { mobile: '9123456789', newMpin: '5937' };
/** SPEC §8: the server's own success text is shown when it sends one. */
const SERVER_WELCOME = 'Welcome back, Asha';

export const loginModelEvents: ModelEvent[] = [
  { type: 'FIELD.CHANGE', field: 'mobile', value: VALID_MOBILE },
  { type: 'FIELD.CHANGE', field: 'mobile', value: SHORT_MOBILE },
  { type: 'FIELD.CHANGE', field: 'mpin', value: '4826' },
  { type: 'FIELD.CHANGE', field: 'mpin', value: '48' },
  { type: 'FIELD.BLUR', field: 'mpin' },
  { type: 'MPIN.TOGGLE_VISIBILITY' },
  { type: 'SUBMIT' },
  { type: 'FORGOT_MPIN.OPEN' },
  { type: 'FORGOT_MPIN.CLOSE' },
  { type: 'xstate.done.actor.signIn', output: { session: fakeSession(), message: null } },
  { type: 'xstate.done.actor.signIn', output: { session: fakeSession(), message: SERVER_WELCOME } },
  { type: 'xstate.error.actor.signIn', error: INVALID_CREDENTIALS },
  { type: 'xstate.error.actor.signIn', error: ACCOUNT_LOCKED },
  { type: 'xstate.error.actor.signIn', error: REFUSED_WITHOUT_TEXT },
  { type: 'xstate.error.actor.signIn', error: SERVER_DOWN },
  { type: 'xstate.done.actor.forgotMpin', output: RESET_RESULT },
  // The sign-in OTP step (issue 25 item 6).
  { type: 'xstate.error.actor.signIn', error: SIGNIN_OTP_REQUIRED },
  { type: 'FIELD.CHANGE', field: 'otp', value: '123456' },
  { type: 'FIELD.CHANGE', field: 'otp', value: '12' },
  { type: 'FIELD.BLUR', field: 'otp' },
  { type: 'OTP.BACK' },
  { type: 'xstate.done.actor.signInWithOtp', output: { session: fakeSession(), message: null } },
  { type: 'xstate.done.actor.signInWithOtp', output: { session: fakeSession(), message: SERVER_WELCOME } },
  { type: 'xstate.error.actor.signInWithOtp', error: WRONG_OTP },
  { type: 'xstate.error.actor.signInWithOtp', error: INVALID_CREDENTIALS },
  { type: 'xstate.error.actor.signInWithOtp', error: SERVER_DOWN },
];

export function projectLogin(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as LoginContext;
  const errors = loginErrors(context);
  return {
    value: snapshot.value,
    mobileValid: errors.mobile === null,
    mpinValid: errors.mpin === null,
    mpinVisible: context.mpinVisible,
    serverError: context.serverError,
    otpValid: loginOtpError(context) === null,
    challengeId: context.challengeId,
  };
}

export function createLoginModel() {
  return createGraphModel(loginMachine, loginModelEvents, projectLogin);
}

const inOtpStep = (from: unknown) => typeof from === 'object' && from !== null && 'otpStep' in from;

/**
 * Which fields show their own error after an answer: once the server has spoken, both the number and
 * the MPIN do, so the form says what is wrong; a cleared MPIN does not, so 'MPIN is required' does not
 * greet the next try.
 */
const answered = (before: LoginContext, mpinCleared: boolean) => ({
  touched: { ...before.touched, mobile: true, mpin: !mpinCleared },
});

function expectLoginStep({
  event,
  before,
  from,
}: {
  event: ModelEvent;
  before: LoginContext | null;
  from: unknown;
}): StepExpectation {
  if (before === null) return {};
  switch (event.type) {
    case 'FIELD.CHANGE':
      // What was typed replaces the field; the last server answer goes with the edit.
      return { context: { [String(event.field)]: event.value, serverError: null } };
    case 'FIELD.BLUR':
      return { context: { touched: { ...before.touched, [String(event.field)]: true } } };
    case 'MPIN.TOGGLE_VISIBILITY':
      return { context: { mpinVisible: !before.mpinVisible } };
    case 'SUBMIT':
      // The OTP step: six digits, then POST /auth/signin again with the code and its challenge.
      if (inOtpStep(from)) {
        return /^\d{6}$/.test(before.otp)
          ? {
              calls: [
                {
                  id: 'signInWithOtp',
                  input: { mobile: before.mobile, mpin: before.mpin, otp: before.otp, challengeId: before.challengeId },
                },
              ],
            }
          : {};
      }
      // SPEC §5: any 10-digit number starting 6-9 and any 4 digits; then POST /auth/signin with them.
      return SPEC_RULES.mobile(before.mobile) && SPEC_RULES.mpin(before.mpin)
        ? { calls: [{ id: 'signIn', input: { mobile: before.mobile, mpin: before.mpin } }] }
        : {};
    case 'FORGOT_MPIN.OPEN':
      return { calls: [{ id: 'forgotMpin', input: { mobile: before.mobile } }] };
    case 'FORGOT_MPIN.CLOSE':
      return { context: { mobile: before.mobile, mpin: before.mpin } };
    case 'OTP.BACK':
      return { context: { challengeId: null, otp: '', mobile: before.mobile, mpin: before.mpin } };
    case 'xstate.done.actor.signInWithOtp':
    case 'xstate.done.actor.signIn': {
      const output = event.output as { session: unknown; message: string | null };
      return {
        emitted: [
          { type: 'signedIn', session: output.session },
          notify('success', successMessage(output.message, SPEC_TEXT.signedIn)),
        ],
      };
    }
    case 'xstate.error.actor.signInWithOtp': {
      const message = failureMessage(event.error, SPEC_FAILURE.signIn);
      const status = (event.error as { status?: number }).status;
      // A wrong code clears the boxes and the step stays; any other refusal returns to the form with
      // the MPIN cleared; no answer keeps everything.
      if (status === 400) {
        return {
          emitted: [notify('error', message)],
          context: {
            otp: '',
            otpClears: before.otpClears + 1,
            serverError: message,
            challengeId: before.challengeId,
            ...answered(before, false),
          },
        };
      }
      if (wasRefused(event.error)) {
        return {
          emitted: [notify('error', message)],
          context: {
            mpin: '',
            mpinClears: before.mpinClears + 1,
            challengeId: null,
            otp: '',
            serverError: message,
            ...answered(before, true),
          },
        };
      }
      return {
        emitted: [notify('error', message)],
        context: { otp: before.otp, serverError: message, ...answered(before, false) },
      };
    }
    case 'xstate.error.actor.signIn': {
      if (event.error === SIGNIN_OTP_REQUIRED) {
        // No toast: the step itself says why, and the number and MPIN stay for the second call. The
        // code boxes start untouched, so 'OTP is required' does not greet them.
        return {
          context: {
            challengeId: SIGNIN_CHALLENGE_ID,
            otp: '',
            serverError: null,
            mobile: before.mobile,
            mpin: before.mpin,
            touched: { mobile: true, mpin: true, otp: false },
          },
        };
      }
      const message = failureMessage(event.error, SPEC_FAILURE.signIn);
      // A refused MPIN is cleared (and counted, so the screen refocuses the boxes); the number stays.
      const mpin = wasRefused(event.error)
        ? { mpin: '', mpinClears: before.mpinClears + 1 }
        : { mpin: before.mpin, mpinClears: before.mpinClears };
      return {
        emitted: [notify('error', message)],
        context: { mobile: before.mobile, serverError: message, ...mpin, ...answered(before, wasRefused(event.error)) },
      };
    }
    case 'xstate.done.actor.forgotMpin': {
      const output = event.output as { mobile: string; newMpin: string };
      // SPEC §4: the new MPIN is prefilled in the login form.
      // Both fields are filled and valid, so they may show their state at once.
      return {
        context: {
          mobile: output.mobile,
          mpin: output.newMpin,
          serverError: null,
          touched: { ...before.touched, mobile: true, mpin: true },
        },
      };
    }
    default:
      throw new Error(`the login model has no expectation for ${event.type}`);
  }
}

export const loginModel: FlowModel<LoginMachine> = {
  flow: 'login',
  machine: loginMachine,
  events: loginModelEvents,
  project: projectLogin,
  promiseActors: LOGIN_PROMISE_ACTORS,
  childMachines: LOGIN_CHILD_MACHINES,
  expect: expectLoginStep,
};
