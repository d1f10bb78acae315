// The Forgot MPIN modal's model (SPEC §4 send step then reset step, §5 reset rules, §8 texts).
import type { AnyMachineSnapshot } from 'xstate';
import { forgotMpinMachine } from '../../../machines/forgot-mpin/forgot-mpin.machine';
import type { ForgotMpinMachine } from '../../../machines/forgot-mpin/forgot-mpin.machine';
import { forgotMpinErrors } from '../../../machines/forgot-mpin/forgot-mpin.types';
import type { ForgotMpinContext, ForgotMpinInput } from '../../../machines/forgot-mpin/forgot-mpin.types';
import type { OtpSendOutput } from '../../../machines/otp-send/otp-send.types';
import { AuthCallError } from '../../../machines/shared/auth-outcomes';
import { SERVER_DOWN, SHORT_MOBILE, VALID_MOBILE, WRONG_OTP } from '../shared/auth-fixtures';
import type { FlowModel, ModelEvent, OutstandingCall, StepExpectation } from '../shared/graph-model';
import {
  SPEC_FAILURE,
  SPEC_RULES,
  SPEC_TEXT,
  failureMessage,
  isAcceptableNewMpin,
  notify,
  pleaseWait,
  successMessage,
  wasRefused,
} from '../shared/spec-texts';

export const RESET_USER_UUID = '6f1c2f5e-2d1b-4c4a-9f1e-8d7c6b5a4e3d';
const NO_ACCOUNT = new AuthCallError(404, 'No account found for this mobile number');
const sendOtpDone = (output: OtpSendOutput): ModelEvent => ({ type: 'xstate.done.actor.sendOtp', output });
const resendOtpDone = (output: OtpSendOutput): ModelEvent => ({ type: 'xstate.done.actor.resendOtp', output });

export const forgotMpinModelEvents: ModelEvent[] = [
  { type: 'FIELD.CHANGE', field: 'mobile', value: VALID_MOBILE },
  { type: 'FIELD.CHANGE', field: 'mobile', value: SHORT_MOBILE },
  { type: 'FIELD.CHANGE', field: 'otp', value: '123456' },
  { type: 'FIELD.CHANGE', field: 'newMpin', value: '4826' },
  { type: 'FIELD.CHANGE', field: 'newMpin', value: '1234' },
  { type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4826' },
  { type: 'FIELD.BLUR', field: 'mobile' },
  { type: 'FIELD.BLUR', field: 'otp' },
  { type: 'SUBMIT' },
  { type: 'RESEND' },
  { type: 'MOBILE.EDIT' },
  sendOtpDone({ outcome: 'sent', message: 'OTP sent successfully', userUuid: RESET_USER_UUID }),
  sendOtpDone({ outcome: 'sent', message: null, userUuid: null }),
  sendOtpDone({ outcome: 'coolingDown', secondsLeft: 25, userUuid: RESET_USER_UUID }),
  sendOtpDone({ outcome: 'coolingDown', secondsLeft: 25, userUuid: null }),
  sendOtpDone({ outcome: 'failed', error: NO_ACCOUNT }),
  sendOtpDone({ outcome: 'failed', error: SERVER_DOWN }),
  resendOtpDone({ outcome: 'sent', message: 'OTP resent successfully', userUuid: RESET_USER_UUID }),
  resendOtpDone({ outcome: 'coolingDown', secondsLeft: 12, userUuid: RESET_USER_UUID }),
  resendOtpDone({ outcome: 'failed', error: SERVER_DOWN }),
  { type: 'xstate.done.actor.resetMpin', output: 'MPIN reset successful' },
  { type: 'xstate.done.actor.resetMpin', output: null },
  { type: 'xstate.error.actor.resetMpin', error: WRONG_OTP },
  { type: 'xstate.error.actor.resetMpin', error: SERVER_DOWN },
];

/** Context reduced to what decides transitions: validity, the reference, and how many reset fields are fine. */
export function projectForgotMpin(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ForgotMpinContext;
  const errors = forgotMpinErrors(context);
  return {
    value: snapshot.value,
    mobileValid: errors.mobile === null,
    userUuid: context.userUuid,
    validResetFields: [errors.otp, errors.newMpin, errors.confirmMpin].filter((error) => error === null).length,
  };
}

const COUNTDOWN: OutstandingCall = { id: 'cooldown' };
const countdownFrom = (secondsLeft: number) => [{ to: 'cooldown', event: { type: 'COOLDOWN.START', secondsLeft } }];
const FORGOTTEN_RESET_STEP = { userUuid: null, otp: '', newMpin: '', confirmMpin: '' };

/** The reset step starts over: its boxes empty and not yet left, so no 'required' greets them. */
const forgotten = (before: ForgotMpinContext) => ({
  ...FORGOTTEN_RESET_STEP,
  touched: { ...before.touched, otp: false, newMpin: false, confirmMpin: false },
});
/** The OTP boxes start over, not yet left; the rest of the step stays as it was. */
const otpStartedOver = (before: ForgotMpinContext) => ({ otp: '', touched: { ...before.touched, otp: false } });

/** SPEC §5 reset step: a 6-digit OTP, an acceptable new MPIN and the same MPIN again. */
function resetFormIsValid(context: ForgotMpinContext): boolean {
  return SPEC_RULES.otp(context.otp) && isAcceptableNewMpin(context.newMpin) && context.confirmMpin === context.newMpin;
}

function expectForgotMpinStep({
  event,
  from,
  before,
  input,
}: {
  event: ModelEvent;
  from: unknown;
  before: ForgotMpinContext | null;
  input: ForgotMpinInput;
}): StepExpectation {
  if (before === null) {
    // The number typed at login comes along, and shows its state at once; the rest is empty.
    return {
      calls: [COUNTDOWN],
      context: {
        mobile: input.mobile,
        challengeId: null,
        ...FORGOTTEN_RESET_STEP,
        touched: { mobile: input.mobile !== '', otp: false, newMpin: false, confirmMpin: false },
        otpClears: 0,
      },
    };
  }
  const missingReference: StepExpectation = {
    emitted: [notify('error', SPEC_TEXT.missingUserReference)],
    calls: [COUNTDOWN],
    context: forgotten(before),
  };
  const onResetStep = JSON.stringify(from).includes('resetStep');
  switch (event.type) {
    case 'FIELD.CHANGE':
      return { calls: [COUNTDOWN], context: { [String(event.field)]: event.value } };
    case 'FIELD.BLUR':
      return { calls: [COUNTDOWN] };
    case 'MOBILE.EDIT':
      return { calls: [COUNTDOWN], context: { mobile: before.mobile, ...forgotten(before) } };
    case 'SUBMIT':
      if (!onResetStep) {
        if (!SPEC_RULES.mobile(before.mobile)) return { calls: [COUNTDOWN] };
        return {
          calls: [
            COUNTDOWN,
            { id: 'sendOtp', input: { purpose: 'mpin_reset', kind: 'send', mobile: before.mobile, userUuid: null } },
          ],
        };
      }
      if (!resetFormIsValid(before)) return { calls: [COUNTDOWN] };
      if (before.userUuid === null) return missingReference;
      return {
        calls: [
          COUNTDOWN,
          {
            id: 'resetMpin',
            input: {
              userUuid: before.userUuid,
              otp: before.otp,
              newMpin: before.newMpin,
              confirmMpin: before.confirmMpin,
            },
          },
        ],
      };
    case 'RESEND':
      if (before.userUuid === null) return missingReference;
      return {
        calls: [
          COUNTDOWN,
          {
            id: 'resendOtp',
            input: { purpose: 'mpin_reset', kind: 'resend', mobile: before.mobile, userUuid: before.userUuid },
          },
        ],
      };
    case 'xstate.done.actor.sendOtp': {
      const output = event.output as OtpSendOutput;
      if (output.outcome === 'sent') {
        return {
          emitted: [notify('success', successMessage(output.message, SPEC_TEXT.otpSent))],
          sentToChildren: countdownFrom(30),
          calls: [COUNTDOWN],
          context: { ...forgotten(before), userUuid: output.userUuid },
        };
      }
      if (output.outcome === 'coolingDown' && output.userUuid !== null) {
        // The code sent less than 30 s ago is still good: enter it rather than wait.
        return {
          emitted: [notify('info', pleaseWait(output.secondsLeft))],
          sentToChildren: countdownFrom(output.secondsLeft),
          calls: [COUNTDOWN],
          context: { ...forgotten(before), userUuid: output.userUuid },
        };
      }
      if (output.outcome === 'coolingDown') {
        // Without the account the code belongs to, it cannot be used: wait.
        return { emitted: [notify('error', pleaseWait(output.secondsLeft))], calls: [COUNTDOWN] };
      }
      return {
        emitted: [notify('error', failureMessage(output.error, SPEC_FAILURE.sendOtp))],
        calls: [COUNTDOWN],
        context: { mobile: before.mobile },
      };
    }
    case 'xstate.done.actor.resendOtp': {
      const output = event.output as OtpSendOutput;
      if (output.outcome === 'sent') {
        return {
          emitted: [notify('success', successMessage(output.message, SPEC_TEXT.otpResent))],
          sentToChildren: countdownFrom(30),
          calls: [COUNTDOWN],
          // A resent code starts the OTP boxes over with focus on the first (counted); the new MPIN stays.
          context: {
            ...otpStartedOver(before),
            otpClears: before.otpClears + 1,
            newMpin: before.newMpin,
            confirmMpin: before.confirmMpin,
          },
        };
      }
      if (output.outcome === 'coolingDown') {
        return {
          emitted: [notify('error', pleaseWait(output.secondsLeft))],
          sentToChildren: countdownFrom(output.secondsLeft),
          calls: [COUNTDOWN],
          context: { otp: before.otp },
        };
      }
      return {
        emitted: [notify('error', failureMessage(output.error, SPEC_FAILURE.resendOtp))],
        calls: [COUNTDOWN],
        context: { otp: before.otp },
      };
    }
    case 'xstate.done.actor.resetMpin':
      // SPEC §4: the modal closes and the login form gets the new MPIN.
      return {
        emitted: [notify('success', successMessage(event.output as string | null, SPEC_TEXT.mpinReset))],
        output: { mobile: before.mobile, newMpin: before.newMpin },
      };
    case 'xstate.error.actor.resetMpin':
      return {
        emitted: [notify('error', failureMessage(event.error, SPEC_FAILURE.resetMpin))],
        calls: [COUNTDOWN],
        context: wasRefused(event.error)
          ? { ...otpStartedOver(before), otpClears: before.otpClears + 1, newMpin: before.newMpin }
          : { otp: before.otp, otpClears: before.otpClears, newMpin: before.newMpin },
      };
    default:
      throw new Error(`the forgot-mpin model has no expectation for ${event.type}`);
  }
}

export const forgotMpinModel: FlowModel<ForgotMpinMachine, ForgotMpinInput> = {
  flow: 'forgot-mpin',
  machine: forgotMpinMachine,
  inputs: {
    'opened from an empty login form': { mobile: '' },
    'opened with the number typed at login': { mobile: VALID_MOBILE },
  },
  events: forgotMpinModelEvents,
  project: projectForgotMpin,
  promiseActors: ['resetMpin'],
  childMachines: ['otpSend', 'otpCooldown'],
  expect: expectForgotMpinStep,
};
