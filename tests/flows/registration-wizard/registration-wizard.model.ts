// The registration wizard's model (SPEC §2 Register, §4 Registration wizard, §5 rules, §8 texts).
// Shared by tests/flows/registration-wizard/registration-wizard.machine.test.ts and e2e/auth-paths.spec.ts (free of vitest).
import type { AnyMachineSnapshot } from 'xstate';
import { registrationWizardMachine } from '../../../machines/registration-wizard/registration-wizard.machine';
import type { RegistrationWizardMachine } from '../../../machines/registration-wizard/registration-wizard.machine';
import { PROFILE_FIELDS, registrationErrors } from '../../../machines/registration-wizard/registration-wizard.types';
import type {
  RegistrationContext,
  VerifyMobileOutput,
} from '../../../machines/registration-wizard/registration-wizard.types';
import type { OtpSendOutput } from '../../../machines/otp-send/otp-send.types';
import type { SignInOutput } from '../../../machines/shared/auth-outcomes';
import { AuthCallError } from '../../../machines/shared/auth-outcomes';
import {
  INVALID_CREDENTIALS,
  SERVER_DOWN,
  SHORT_MOBILE,
  VALID_MOBILE,
  WRONG_OTP,
  fakeSession,
} from '../shared/auth-fixtures';
import { createGraphModel } from '../shared/graph-model';
import type { FlowModel, ModelEvent, OutstandingCall, StepExpectation } from '../shared/graph-model';
import {
  SPEC_FAILURE,
  SPEC_RULES,
  SPEC_TEXT,
  failureMessage,
  isAcceptableNewMpin,
  leave,
  notify,
  pleaseWait,
  successMessage,
  wasRefused,
} from '../shared/spec-texts';

export const REGISTRATION_PROMISE_ACTORS = ['verifyMobile', 'completeProfile', 'signIn'] as const;
export const REGISTRATION_CHILD_MACHINES = ['otpSend', 'otpCooldown'] as const;
export const REGISTERED_USER_UUID = '2b7d9c1e-5f3a-4e8b-9c6d-1a2b3c4d5e6f';

const NEW_NUMBER = { isProfileCompleted: false, isEmailVerified: false, isMpinSet: false };
const sendOtpDone = (output: OtpSendOutput): ModelEvent => ({ type: 'xstate.done.actor.sendOtp', output });
const resendOtpDone = (output: OtpSendOutput): ModelEvent => ({ type: 'xstate.done.actor.resendOtp', output });

export const registrationModelEvents: ModelEvent[] = [
  { type: 'FIELD.CHANGE', field: 'mobile', value: VALID_MOBILE },
  { type: 'FIELD.CHANGE', field: 'mobile', value: SHORT_MOBILE },
  { type: 'FIELD.BLUR', field: 'mobile' },
  { type: 'FIELD.CHANGE', field: 'otp', value: '123456' },
  { type: 'FIELD.CHANGE', field: 'otp', value: '12' },
  { type: 'FIELD.BLUR', field: 'otp' },
  { type: 'FIELD.CHANGE', field: 'fullName', value: 'Asha Verma' },
  { type: 'FIELD.CHANGE', field: 'username', value: 'asha_v' },
  { type: 'FIELD.CHANGE', field: 'email', value: 'asha@example.com' },
  { type: 'FIELD.CHANGE', field: 'mpin', value: '4826' },
  { type: 'FIELD.CHANGE', field: 'mpin', value: '1234' },
  { type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4826' },
  { type: 'FIELD.CHANGE', field: 'consent', value: 'yes' },
  { type: 'FIELD.CHANGE', field: 'consent', value: '' },
  { type: 'FIELD.BLUR', field: 'fullName' },
  { type: 'SUBMIT' },
  { type: 'RESEND' },
  { type: 'MOBILE.EDIT' },
  sendOtpDone({ outcome: 'sent', message: 'OTP sent successfully', userUuid: null }),
  sendOtpDone({ outcome: 'coolingDown', secondsLeft: 25, userUuid: null }),
  sendOtpDone({ outcome: 'failed', error: SERVER_DOWN }),
  resendOtpDone({ outcome: 'sent', message: 'OTP sent successfully', userUuid: null }),
  resendOtpDone({ outcome: 'coolingDown', secondsLeft: 12, userUuid: null }),
  resendOtpDone({ outcome: 'failed', error: new AuthCallError(429, null) }),
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
  // SPEC §4: only all three flags mean the account exists; any one missing is a profile to complete.
  {
    type: 'xstate.done.actor.verifyMobile',
    output: {
      userUuid: REGISTERED_USER_UUID,
      isProfileCompleted: true,
      isEmailVerified: false,
      isMpinSet: true,
      message: 'Mobile number verified successfully',
    },
  },
  { type: 'xstate.error.actor.verifyMobile', error: WRONG_OTP },
  { type: 'xstate.error.actor.verifyMobile', error: SERVER_DOWN },
  { type: 'xstate.done.actor.completeProfile', output: { message: 'Profile completed successfully', session: null } },
  // This server answers the new account's session with it (issue 25 item 6).
  {
    type: 'xstate.done.actor.completeProfile',
    output: { message: 'Profile completed successfully', session: fakeSession() },
  },
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

/** SPEC §5 profile rules (and the registration guide's username), written out. */
function profileIsValid({ values }: RegistrationContext): boolean {
  const name = values.fullName.trim();
  return (
    /^[A-Za-z ]{3,50}$/.test(name) &&
    /^[A-Za-z0-9_]{3,20}$/.test(values.username) &&
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) &&
    isAcceptableNewMpin(values.mpin) &&
    values.confirmMpin === values.mpin &&
    // Issue 27 item 2: the privacy notice's checkbox is ticked.
    values.consent === 'yes'
  );
}

const COUNTDOWN: OutstandingCall = { id: 'cooldown' };
const countdownFrom = (secondsLeft: number) => [{ to: 'cooldown', event: { type: 'COOLDOWN.START', secondsLeft } }];

function expectRegistrationStep({
  event,
  from,
  before,
}: {
  event: ModelEvent;
  from: unknown;
  before: RegistrationContext | null;
}): StepExpectation {
  if (before === null) return { calls: [COUNTDOWN] };
  const { values } = before;
  const step = typeof from === 'object' && from !== null ? Object.keys(from)[0] : String(from);
  // The OTP boxes start over, not yet left, so 'OTP is required' does not greet them.
  const otpCleared = { values: { ...values, otp: '' }, touched: { ...before.touched, otp: false } };
  switch (event.type) {
    case 'FIELD.CHANGE':
      return { calls: [COUNTDOWN], context: { values: { ...values, [String(event.field)]: event.value } } };
    case 'FIELD.BLUR':
      return { calls: [COUNTDOWN], context: { touched: { ...before.touched, [String(event.field)]: true } } };
    case 'MOBILE.EDIT':
      // SPEC §2: the back link; the number stays as typed.
      return { calls: [COUNTDOWN], context: { values: { ...values, mobile: values.mobile } } };
    case 'RESEND':
      return {
        calls: [
          COUNTDOWN,
          {
            id: 'resendOtp',
            input: { purpose: 'registration', kind: 'resend', mobile: values.mobile, userUuid: null },
          },
        ],
      };
    case 'SUBMIT':
      if (step === 'mobile' && SPEC_RULES.mobile(values.mobile)) {
        return {
          calls: [
            COUNTDOWN,
            { id: 'sendOtp', input: { purpose: 'registration', kind: 'send', mobile: values.mobile, userUuid: null } },
          ],
        };
      }
      if (step === 'verify' && SPEC_RULES.otp(values.otp)) {
        return { calls: [COUNTDOWN, { id: 'verifyMobile', input: { mobile: values.mobile, otp: values.otp } }] };
      }
      if (step === 'profile' && profileIsValid(before)) {
        const { fullName, username, email, mpin, confirmMpin, consent } = values;
        return {
          calls: [
            COUNTDOWN,
            {
              id: 'completeProfile',
              input: { userUuid: before.userUuid, fullName, username, email, mpin, confirmMpin, consent },
            },
          ],
        };
      }
      return { calls: [COUNTDOWN] };
    case 'xstate.done.actor.sendOtp':
    case 'xstate.done.actor.resendOtp': {
      const output = event.output as OtpSendOutput;
      const resend = event.type === 'xstate.done.actor.resendOtp';
      if (output.outcome === 'sent') {
        // start-registration always says 'OTP sent'; a resend reads SPEC's resend text.
        const message = resend ? SPEC_TEXT.otpResent : successMessage(output.message, SPEC_TEXT.otpSent);
        // A resent code starts the boxes over with focus on the first (counted); a first send opens them fresh.
        return {
          emitted: [notify('success', message)],
          sentToChildren: countdownFrom(30),
          calls: [COUNTDOWN],
          context: { ...otpCleared, otpClears: before.otpClears + (resend ? 1 : 0) },
        };
      }
      if (output.outcome === 'coolingDown') {
        // A first send during the cooldown goes on to Verify: the code sent less than 30 s ago is good.
        return {
          emitted: [notify(resend ? 'error' : 'info', pleaseWait(output.secondsLeft))],
          sentToChildren: countdownFrom(output.secondsLeft),
          calls: [COUNTDOWN],
          context: resend ? { values } : otpCleared,
        };
      }
      return {
        emitted: [
          notify('error', failureMessage(output.error, resend ? SPEC_FAILURE.resendOtp : SPEC_FAILURE.sendOtp)),
        ],
        calls: [COUNTDOWN],
        context: { values },
      };
    }
    case 'xstate.done.actor.verifyMobile': {
      const output = event.output as VerifyMobileOutput;
      if (output.isProfileCompleted && output.isEmailVerified && output.isMpinSet) {
        return { emitted: [notify('info', SPEC_TEXT.profileExists), leave('/login')] };
      }
      return {
        emitted: [notify('success', successMessage(output.message, SPEC_TEXT.mobileVerified))],
        calls: [COUNTDOWN],
        context: { userUuid: output.userUuid },
      };
    }
    case 'xstate.error.actor.verifyMobile':
      return {
        emitted: [notify('error', failureMessage(event.error, SPEC_FAILURE.verifyOtp))],
        calls: [COUNTDOWN],
        context: wasRefused(event.error)
          ? { ...otpCleared, otpClears: before.otpClears + 1 }
          : { values, otpClears: before.otpClears },
      };
    case 'xstate.done.actor.completeProfile': {
      const output = event.output as { message: string | null; session: unknown };
      const completed = notify('success', successMessage(output.message, SPEC_TEXT.profileCompleted));
      // Signed in by complete-profile's own answer when it carries a session (issue 25 item 6)…
      if (output.session !== null) {
        return {
          emitted: [completed, { type: 'signedIn', session: output.session }, notify('success', SPEC_TEXT.registered)],
        };
      }
      // …else SPEC §4: signed in automatically with the new MPIN.
      return {
        emitted: [completed],
        calls: [COUNTDOWN, { id: 'signIn', input: { mobile: values.mobile, mpin: values.mpin } }],
      };
    }
    case 'xstate.error.actor.completeProfile':
      return {
        emitted: [notify('error', failureMessage(event.error, SPEC_FAILURE.completeProfile))],
        calls: [COUNTDOWN],
        context: { values },
      };
    case 'xstate.done.actor.signIn':
      return {
        emitted: [
          { type: 'signedIn', session: (event.output as SignInOutput).session },
          notify('success', SPEC_TEXT.registered),
        ],
      };
    case 'xstate.error.actor.signIn':
      return { emitted: [notify('error', SPEC_TEXT.autoSignInFailed), leave('/login')] };
    default:
      throw new Error(`the registration model has no expectation for ${event.type}`);
  }
}

export const registrationModel: FlowModel<RegistrationWizardMachine> = {
  flow: 'registration-wizard',
  machine: registrationWizardMachine,
  events: registrationModelEvents,
  project: projectRegistration,
  promiseActors: REGISTRATION_PROMISE_ACTORS,
  childMachines: REGISTRATION_CHILD_MACHINES,
  expect: expectRegistrationStep,
};
