// SPEC §4 Forgot MPIN modal: send step (mobile) -> reset step (OTP, new MPIN, confirm). Sends and
// resends go through otp-send (the resend cooldown, written once); a person whose code is less than
// 30 s old goes straight to the reset step to enter it. On success the machine ends with the number and
// the new MPIN, which the login form prefills. Pure: the calls and storage are provided by src/app.
import { and, assign, emit, fromPromise, setup } from 'xstate';
import { AUTH_FAILURE_DEFAULTS, AUTH_FLOW_TEXTS, AUTH_SUCCESS_TEXTS } from '../../src/domain/auth-texts';
import { successText, wasRefused } from '../shared/auth-outcomes';
import { hasNoErrors, stepFields } from '../shared/form-fields';
import { otpCooldownMachine } from '../otp-cooldown/otp-cooldown.machine';
import { otpSendMachine } from '../otp-send/otp-send.machine';
import { userUuidOf } from '../otp-send/otp-send.types';
import { callError, codeToEnter, noCodeToEnter, otpStep, resent, sendOutput } from '../otp-send/otp-step';
import { forgotMpinErrors, initialForgotMpinContext, sanitizeForgotMpinField, STEP_FIELDS } from './forgot-mpin.types';
import type {
  ForgotMpinContext,
  ForgotMpinEmitted,
  ForgotMpinEvent,
  ForgotMpinInput,
  ForgotMpinOutput,
  ForgotMpinStep,
  ForgotMpinTag,
  ResetMpinCallInput,
} from './forgot-mpin.types';
import { notice } from '../shared/notices';

const fields = stepFields<ForgotMpinContext, ForgotMpinEvent, ForgotMpinStep>({
  steps: STEP_FIELDS,
  withValue: (_context, field, value) => ({ [field]: sanitizeForgotMpinField(field, value) }),
});

const otp = otpStep<ForgotMpinContext, ForgotMpinEvent>({
  clearOtp: (context) => ({ otp: '', touched: { ...context.touched, otp: false } }),
  resendNotices: 'resend',
  needsAccount: true,
  codeRefused: AUTH_FAILURE_DEFAULTS.resetMpin,
});

export const forgotMpinMachine = setup({
  types: {
    context: {} as ForgotMpinContext,
    events: {} as ForgotMpinEvent,
    input: {} as ForgotMpinInput,
    output: {} as ForgotMpinOutput,
    emitted: {} as ForgotMpinEmitted,
    tags: {} as ForgotMpinTag,
    children: {} as {
      cooldown: 'otpCooldown';
      sendOtp: 'otpSend';
      resendOtp: 'otpSend';
      resetMpin: 'resetMpin';
    },
  },
  actors: {
    /** POST /auth/forgot-mpin for a send, /auth/resend-otp (otp_type 'mpin_reset') for a resend. */
    otpSend: otpSendMachine,
    /** POST /auth/reset-mpin; resolves with the server's message. */
    resetMpin: fromPromise<string | null, ResetMpinCallInput>(async () => {
      throw new Error('resetMpin not provided');
    }),
    otpCooldown: otpCooldownMachine,
  },
  guards: {
    ...fields.guards,
    ...otp.guards,
    isMobileValid: ({ context }) => forgotMpinErrors(context).mobile === null,
    isResetFormValid: ({ context }) => {
      const { mobile: _mobile, ...resetErrors } = forgotMpinErrors(context);
      return hasNoErrors(resetErrors);
    },
    hasUserReference: ({ context }) => context.userUuid !== null,
    wasRefused: (_, params: { error: unknown }) => wasRefused(params.error),
  },
  actions: {
    ...fields.actions,
    ...otp.actions,
    storeUserReference: assign((_, params: { userUuid: string | null }) => ({ userUuid: params.userUuid })),
    forgetResetStep: assign(({ context }) => ({
      userUuid: null,
      challengeId: null,
      otp: '',
      newMpin: '',
      confirmMpin: '',
      touched: { ...context.touched, otp: false, newMpin: false, confirmMpin: false },
    })),
    notifySuccess: emit((_, params: { message: string }) => notice.success(params.message)),
    notifyMissingReference: emit(notice.error(AUTH_FLOW_TEXTS.missingUserReference)),
  },
}).createMachine({
  id: 'forgotMpin',
  description: 'Forgot MPIN modal (SPEC §4): send a reset OTP to the mobile number, then set a new MPIN with it.',
  context: ({ input }) => initialForgotMpinContext(input),
  invoke: { id: 'cooldown', src: 'otpCooldown' },
  initial: 'sendStep',
  output: ({ context }) => ({ mobile: context.mobile, newMpin: context.newMpin }),
  states: {
    sendStep: {
      description: 'Step 1: the mobile number the reset OTP goes to.',
      meta: { screen: 'The Forgot MPIN dialog at its first step.' },
      tags: ['sendStep'],
      initial: 'editing',
      states: {
        editing: {
          description: "Typing the number; 'Send OTP' is enabled once it is valid.",
          meta: {
            screen: 'Forgot MPIN dialog, step 1: Mobile Number and Send OTP.',
            shows: [
              { role: 'dialog', name: 'Forgot MPIN' },
              { role: 'button', name: 'Send OTP' },
            ],
          },
          on: {
            'FIELD.CHANGE': { guard: { type: 'isStepField', params: { step: 'sendStep' } }, actions: 'setField' },
            'FIELD.BLUR': { guard: { type: 'isStepField', params: { step: 'sendStep' } }, actions: 'markTouched' },
            SUBMIT: { guard: 'isMobileValid', target: 'sending' },
          },
        },
        sending: {
          description: 'POST /auth/forgot-mpin, unless an OTP went to this number less than 30 s ago.',
          tags: ['busy', 'sending'],
          meta: { screen: "Step 1, busy: 'Sending OTP...'.", shows: [{ role: 'button', name: 'Sending OTP...' }] },
          invoke: {
            id: 'sendOtp',
            src: 'otpSend',
            input: ({ context }) => ({ purpose: 'mpin_reset', kind: 'send', mobile: context.mobile, userUuid: null }),
            onDone: [
              {
                guard: { type: 'hasCodeToEnter', params: sendOutput },
                target: '#forgotMpin.resetStep',
                actions: [
                  'forgetResetStep',
                  { type: 'storeUserReference', params: ({ event }) => ({ userUuid: userUuidOf(event.output) }) },
                  { type: 'takeOtpOutcome', params: codeToEnter },
                ],
              },
              {
                target: 'editing',
                actions: { type: 'notifyOtpOutcome', params: noCodeToEnter },
              },
            ],
          },
        },
      },
    },
    resetStep: {
      description: "Step 2: the 6-digit OTP, the new MPIN and its confirmation; 'Reset MPIN' once all are valid.",
      meta: { screen: 'The Forgot MPIN dialog at its second step.' },
      tags: ['resetStep'],
      initial: 'editing',
      states: {
        editing: {
          description: "Filling the reset form; 'Change number' goes back to step 1.",
          meta: {
            screen: 'Forgot MPIN dialog, step 2: OTP, New MPIN, Confirm MPIN, Resend OTP and Reset MPIN.',
            shows: [
              { role: 'group', name: 'OTP' },
              { role: 'group', name: 'New MPIN' },
              { role: 'button', name: 'Reset MPIN' },
            ],
          },
          on: {
            'MOBILE.EDIT': { target: '#forgotMpin.sendStep', actions: 'forgetResetStep' },
            'FIELD.CHANGE': { guard: { type: 'isStepField', params: { step: 'resetStep' } }, actions: 'setField' },
            'FIELD.BLUR': { guard: { type: 'isStepField', params: { step: 'resetStep' } }, actions: 'markTouched' },
            SUBMIT: [
              { guard: and(['isResetFormValid', 'hasUserReference']), target: 'resetting' },
              {
                guard: 'isResetFormValid',
                // Without the account reference there is nothing to reset: start again.
                target: '#forgotMpin.sendStep',
                actions: ['notifyMissingReference', 'forgetResetStep'],
              },
            ],
            RESEND: [
              { guard: 'hasUserReference', target: 'resending' },
              { target: '#forgotMpin.sendStep', actions: ['notifyMissingReference', 'forgetResetStep'] },
            ],
          },
        },
        resending: {
          description: "POST /auth/resend-otp (otp_type 'mpin_reset'), unless the last OTP is less than 30 s old.",
          tags: ['busy'],
          meta: { screen: 'Step 2, busy while the OTP is resent.', shows: [{ role: 'dialog', name: 'Forgot MPIN' }] },
          invoke: {
            id: 'resendOtp',
            src: 'otpSend',
            input: ({ context }) => ({
              purpose: 'mpin_reset',
              kind: 'resend',
              mobile: context.mobile,
              userUuid: context.userUuid,
              ...(context.challengeId ? { challengeId: context.challengeId } : {}),
            }),
            onDone: [
              {
                guard: { type: 'wasSent', params: sendOutput },
                target: 'editing',
                actions: ['restartOtpEntry', { type: 'takeOtpOutcome', params: resent }],
              },
              {
                target: 'editing',
                actions: { type: 'takeOtpOutcome', params: resent },
              },
            ],
          },
        },
        resetting: {
          description: 'POST /auth/reset-mpin.',
          tags: ['busy', 'resetting'],
          meta: { screen: "Step 2, busy: 'Please wait...'.", shows: [{ role: 'button', name: 'Please wait...' }] },
          invoke: {
            id: 'resetMpin',
            src: 'resetMpin',
            input: ({ context }) => ({
              // Stryker disable next-line StringLiteral: SUBMIT without the account goes to missingReference, not here.
              userUuid: context.userUuid ?? '',
              ...(context.challengeId ? { challengeId: context.challengeId } : {}),
              otp: context.otp,
              newMpin: context.newMpin,
              confirmMpin: context.confirmMpin,
            }),
            onDone: {
              target: '#forgotMpin.reset',
              actions: {
                type: 'notifySuccess',
                params: ({ event }) => ({ message: successText(event.output, AUTH_SUCCESS_TEXTS.mpinReset) }),
              },
            },
            onError: [
              {
                guard: { type: 'wasRefused', params: callError },
                target: 'editing',
                actions: ['restartOtpEntry', { type: 'notifyCodeRefused', params: callError }],
              },
              {
                target: 'editing',
                actions: { type: 'notifyCodeRefused', params: callError },
              },
            ],
          },
        },
      },
    },
    reset: {
      description: 'The MPIN was reset: the modal closes and the login form gets the number and the new MPIN.',
      meta: { screen: 'The dialog closes; the sign-in form holds the number and the new MPIN.' },
      type: 'final',
    },
  },
});

export type ForgotMpinMachine = typeof forgotMpinMachine;
