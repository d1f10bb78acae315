// The login and registration wizard models: event catalogues and projections. Shared by their vitest
// files (paths on a real actor) and e2e/auth-paths.spec.ts (the same paths in the browser).
import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine } from '../../machines/login/login.machine';
import { loginErrors } from '../../machines/login/login.types';
import type { LoginContext } from '../../machines/login/login.types';
import { registrationWizardMachine } from '../../machines/registration-wizard/registration-wizard.machine';
import { PROFILE_FIELDS, registrationErrors } from '../../machines/registration-wizard/registration-wizard.types';
import type { RegistrationContext } from '../../machines/registration-wizard/registration-wizard.types';
import {
  ACCOUNT_LOCKED,
  INVALID_CREDENTIALS,
  SERVER_DOWN,
  SHORT_MOBILE,
  VALID_MOBILE,
  WRONG_OTP,
  fakeSession,
} from './auth-fixtures';
import { AuthCallError } from '../../machines/login/auth-outcomes';
import { createGraphModel } from './graph-model';
import type { ModelEvent } from './graph-model';

export const LOGIN_PROMISE_ACTORS = ['signIn'] as const;
export const LOGIN_CHILD_MACHINES = ['forgotMpin'] as const;

export const loginModelEvents: ModelEvent[] = [
  { type: 'MOBILE.CHANGE', value: VALID_MOBILE },
  { type: 'MOBILE.CHANGE', value: SHORT_MOBILE },
  { type: 'MPIN.CHANGE', value: '4826' },
  { type: 'MPIN.CHANGE', value: '48' },
  { type: 'MPIN.TOGGLE_VISIBILITY' },
  { type: 'FIELD.BLUR', field: 'mpin' },
  { type: 'SUBMIT' },
  { type: 'FORGOT.OPEN' },
  { type: 'FORGOT.CLOSE' },
  {
    type: 'xstate.done.actor.signIn',
    output: { session: fakeSession(), message: 'Login successful! Welcome back to Startline' },
  },
  { type: 'xstate.error.actor.signIn', error: INVALID_CREDENTIALS },
  { type: 'xstate.error.actor.signIn', error: ACCOUNT_LOCKED },
  { type: 'xstate.error.actor.signIn', error: SERVER_DOWN },
  { type: 'xstate.done.actor.forgotMpin', output: { mobile: '9123456789', newMpin: '5937' } },
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

export const REGISTRATION_PROMISE_ACTORS = ['sendOtp', 'verifyMobile', 'completeProfile', 'signIn'] as const;
export const REGISTRATION_CHILD_MACHINES = ['otpCooldown'] as const;

const NEW_NUMBER = { isProfileCompleted: false, isEmailVerified: false, isMpinSet: false };
export const REGISTERED_USER_UUID = '2b7d9c1e-5f3a-4e8b-9c6d-1a2b3c4d5e6f';

export const registrationModelEvents: ModelEvent[] = [
  { type: 'MOBILE.CHANGE', value: VALID_MOBILE },
  { type: 'MOBILE.CHANGE', value: SHORT_MOBILE },
  { type: 'MOBILE.BLUR' },
  { type: 'OTP.CHANGE', value: '123456' },
  { type: 'OTP.BLUR' },
  { type: 'FIELD.BLUR', field: 'fullName' },
  { type: 'OTP.CHANGE', value: '12' },
  { type: 'FIELD.CHANGE', field: 'fullName', value: 'Asha Verma' },
  { type: 'FIELD.CHANGE', field: 'username', value: 'asha_v' },
  { type: 'FIELD.CHANGE', field: 'email', value: 'asha@example.com' },
  { type: 'FIELD.CHANGE', field: 'mpin', value: '4826' },
  { type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4826' },
  { type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4821' },
  { type: 'SUBMIT' },
  { type: 'RESEND' },
  { type: 'BACK' },
  { type: 'COOLDOWN.ALLOWED' },
  { type: 'COOLDOWN.BLOCKED', secondsLeft: 25 },
  { type: 'xstate.done.actor.sendOtp', output: { message: 'OTP sent successfully' } },
  { type: 'xstate.error.actor.sendOtp', error: SERVER_DOWN },
  { type: 'xstate.done.actor.resendOtp', output: { message: 'OTP sent successfully' } },
  {
    type: 'xstate.error.actor.resendOtp',
    error: new AuthCallError(429, 'Please wait 12s before requesting another OTP'),
  },
  {
    type: 'xstate.done.actor.verifyMobile',
    output: { userUuid: REGISTERED_USER_UUID, ...NEW_NUMBER, message: 'Mobile number verified successfully' },
  },
  {
    type: 'xstate.done.actor.verifyMobile',
    output: {
      userUuid: REGISTERED_USER_UUID,
      isProfileCompleted: true,
      isEmailVerified: true,
      isMpinSet: true,
      message: 'Mobile number verified successfully',
    },
  },
  { type: 'xstate.error.actor.verifyMobile', error: WRONG_OTP },
  { type: 'xstate.done.actor.completeProfile', output: 'Profile completed successfully' },
  { type: 'xstate.error.actor.completeProfile', error: new AuthCallError(409, 'Username is already taken') },
  { type: 'xstate.done.actor.signIn', output: { session: fakeSession(), message: null } },
  { type: 'xstate.error.actor.signIn', error: INVALID_CREDENTIALS },
];

/** Context reduced to what decides transitions; the profile counts its valid fields so BFS can fill them. */
export function projectRegistration(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as RegistrationContext;
  const errors = registrationErrors(context);
  return {
    value: snapshot.value,
    mobileValid: errors.mobile === null,
    otpValid: errors.otp === null,
    userUuid: context.userUuid,
    validProfileFields: PROFILE_FIELDS.filter((field) => errors[field] === null).length,
  };
}

export function createRegistrationModel() {
  return createGraphModel(registrationWizardMachine, registrationModelEvents, projectRegistration);
}
