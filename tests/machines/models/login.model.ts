// The login model: events with realistic payloads, the projection the graph tells states apart by,
// and what each step must do by SPEC §2, §5, §7 and §8. Shared by tests/machines/login.test.ts and
// e2e/auth-paths.spec.ts (free of vitest).
import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine';
import type { LoginMachine } from '../../../machines/login/login.machine';
import { loginErrors } from '../../../machines/login/login.types';
import type { LoginContext } from '../../../machines/login/login.types';
import {
  ACCOUNT_LOCKED,
  INVALID_CREDENTIALS,
  REFUSED_WITHOUT_TEXT,
  SERVER_DOWN,
  SHORT_MOBILE,
  VALID_MOBILE,
  fakeSession,
} from '../auth-fixtures';
import { createGraphModel } from '../graph-model';
import type { FlowModel, ModelEvent, StepExpectation } from '../graph-model';
import { SPEC_FAILURE, SPEC_RULES, SPEC_TEXT, failureMessage, notify, successMessage, wasRefused } from './spec-texts';

export const LOGIN_PROMISE_ACTORS = ['signIn'] as const;
export const LOGIN_CHILD_MACHINES = ['forgotMpin'] as const;
export const RESET_RESULT = { mobile: '9123456789', newMpin: '5937' };

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
  { type: 'xstate.error.actor.signIn', error: INVALID_CREDENTIALS },
  { type: 'xstate.error.actor.signIn', error: ACCOUNT_LOCKED },
  { type: 'xstate.error.actor.signIn', error: REFUSED_WITHOUT_TEXT },
  { type: 'xstate.error.actor.signIn', error: SERVER_DOWN },
  { type: 'xstate.done.actor.forgotMpin', output: RESET_RESULT },
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
  };
}

export function createLoginModel() {
  return createGraphModel(loginMachine, loginModelEvents, projectLogin);
}

function expectLoginStep({ event, before }: { event: ModelEvent; before: LoginContext | null }): StepExpectation {
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
      // SPEC §5: any 10-digit number starting 6-9 and any 4 digits; then POST /auth/signin with them.
      return SPEC_RULES.mobile(before.mobile) && SPEC_RULES.mpin(before.mpin)
        ? { calls: [{ id: 'signIn', input: { mobile: before.mobile, mpin: before.mpin } }] }
        : {};
    case 'FORGOT_MPIN.OPEN':
      return { calls: [{ id: 'forgotMpin', input: { mobile: before.mobile } }] };
    case 'FORGOT_MPIN.CLOSE':
      return { context: { mobile: before.mobile, mpin: before.mpin } };
    case 'xstate.done.actor.signIn': {
      const output = event.output as { session: unknown; message: string | null };
      return {
        emitted: [
          { type: 'signedIn', session: output.session },
          notify('success', successMessage(output.message, SPEC_TEXT.signedIn)),
        ],
      };
    }
    case 'xstate.error.actor.signIn': {
      const message = failureMessage(event.error, SPEC_FAILURE.signIn);
      // A refused MPIN is cleared (and counted, so the screen refocuses the boxes); the number stays.
      const mpin = wasRefused(event.error)
        ? { mpin: '', mpinClears: before.mpinClears + 1 }
        : { mpin: before.mpin, mpinClears: before.mpinClears };
      return {
        emitted: [notify('error', message)],
        context: { mobile: before.mobile, serverError: message, ...mpin },
      };
    }
    case 'xstate.done.actor.forgotMpin': {
      const output = event.output as { mobile: string; newMpin: string };
      // SPEC §4: the new MPIN is prefilled in the login form.
      return { context: { mobile: output.mobile, mpin: output.newMpin, serverError: null } };
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
