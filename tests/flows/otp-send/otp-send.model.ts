// The model of sending an OTP through the resend cooldown (SPEC §5, §9: 30 s per number and purpose,
// remembered in local storage with the account the code was sent for).
import type { AnyMachineSnapshot } from 'xstate';
import { otpSendMachine } from '../../../machines/otp-send/otp-send.machine';
import type { OtpSendMachine } from '../../../machines/otp-send/otp-send.machine';
import type { DeliveredOtp, OtpSendInput, StoredCooldown } from '../../../machines/otp-send/otp-send.types';
import { AuthCallError } from '../../../machines/shared/auth-outcomes';
import { SERVER_DOWN, VALID_MOBILE } from '../shared/auth-fixtures';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';

export const RESET_USER_UUID = '6f1c2f5e-2d1b-4c4a-9f1e-8d7c6b5a4e3d';
const TOO_MANY_SENDS = new AuthCallError(429, 'Too many OTP requests. Please try again later.');

export const otpSendModel: FlowModel<OtpSendMachine, OtpSendInput> = {
  flow: 'otp-send',
  machine: otpSendMachine,
  inputs: {
    'a first registration send': { purpose: 'registration', kind: 'send', mobile: VALID_MOBILE, userUuid: null },
    'an MPIN reset resend': { purpose: 'mpin_reset', kind: 'resend', mobile: VALID_MOBILE, userUuid: RESET_USER_UUID },
    // Issue 25 item 5: a resend names the challenge the last code answered.
    'a registration resend on its challenge': {
      purpose: 'registration',
      kind: 'resend',
      mobile: VALID_MOBILE,
      userUuid: null,
      challengeId: 'challenge-1',
    },
  },
  events: [
    { type: 'xstate.done.actor.readCooldown', output: { secondsLeft: 0, userUuid: null } },
    { type: 'xstate.done.actor.readCooldown', output: { secondsLeft: 25, userUuid: RESET_USER_UUID } },
    { type: 'xstate.done.actor.readCooldown', output: { secondsLeft: 25, userUuid: null } },
    { type: 'xstate.error.actor.readCooldown', error: new Error('The operation is insecure.') },
    { type: 'xstate.done.actor.deliverOtp', output: { message: 'OTP sent successfully', userUuid: null } },
    { type: 'xstate.done.actor.deliverOtp', output: { message: null, userUuid: RESET_USER_UUID } },
    {
      type: 'xstate.done.actor.deliverOtp',
      output: { message: 'OTP sent successfully', userUuid: null, challengeId: 'challenge-2' },
    },
    { type: 'xstate.error.actor.deliverOtp', error: TOO_MANY_SENDS },
    { type: 'xstate.error.actor.deliverOtp', error: SERVER_DOWN },
  ],
  project: (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value }),
  promiseActors: ['readCooldown', 'deliverOtp'],
  recordedActions: ['rememberCooldown'],
  expect: ({ event, input }): StepExpectation => {
    const { purpose, kind, mobile, userUuid, challengeId } = input;
    const deliver: StepExpectation = {
      calls: [{ id: 'deliverOtp', input: { kind, mobile, userUuid, ...(challengeId ? { challengeId } : {}) } }],
    };
    switch (event.type) {
      case 'xstate.init':
        return { calls: [{ id: 'readCooldown', input: { purpose, mobile } }] };
      case 'xstate.done.actor.readCooldown': {
        const stored = (event as ModelEvent & { output: StoredCooldown }).output;
        if (stored.secondsLeft === 0) return deliver;
        // During the cooldown nothing is sent; the code already sent may still be entered.
        return {
          output: { outcome: 'coolingDown', secondsLeft: stored.secondsLeft, userUuid: stored.userUuid ?? userUuid },
        };
      }
      case 'xstate.error.actor.readCooldown':
        // Unreadable storage does not block a send: the server enforces the cooldown as well.
        return deliver;
      case 'xstate.done.actor.deliverOtp': {
        const delivered = (event as ModelEvent & { output: DeliveredOtp }).output;
        const account = delivered.userUuid ?? userUuid;
        return {
          actions: [{ type: 'rememberCooldown', params: { purpose, mobile, seconds: 30, userUuid: account } }],
          // The challenge this send answered, when the server named one.
          output: {
            outcome: 'sent',
            message: delivered.message,
            userUuid: account,
            ...(delivered.challengeId ? { challengeId: delivered.challengeId } : {}),
          },
        };
      }
      case 'xstate.error.actor.deliverOtp':
        return { output: { outcome: 'failed', error: event.error } };
      default:
        throw new Error(`the otp-send model has no expectation for ${event.type}`);
    }
  },
};
