// SPEC §4 Forgot MPIN modal: send step (mobile) -> reset step (OTP, new MPIN, confirm). Resends go
// through the shared OTP cooldown. On success the machine ends with the number and the new MPIN, which
// the login form prefills. Pure: the calls and the cooldown's storage are provided by src/app.
import { and, assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { sanitizeMobileInput } from '../../src/domain/validation';
import { hasNoErrors } from '../../src/domain/validation/text';
import { AUTH_DEFAULTS, AUTH_FLOW_TEXTS, AUTH_SUCCESS_TEXTS, failureText, successText } from '../login/auth-outcomes';
import type { FailureDefaults } from '../login/auth-outcomes';
import { cooldownMessage, otpCooldownMachine } from '../otp-cooldown/otp-cooldown.machine';
import { forgotMpinErrors, initialForgotMpinContext, sanitizeResetField } from './forgot-mpin.types';
import type {
  ForgotMpinContext,
  ForgotMpinEmitted,
  ForgotMpinEvent,
  ForgotMpinField,
  ForgotMpinInput,
  ForgotMpinOutput,
  ForgotMpinTag,
  ResetField,
  ResetMpinCallInput,
  SendResetOtpOutput,
} from './forgot-mpin.types';

export const forgotMpinMachine = setup({
  types: {
    context: {} as ForgotMpinContext,
    events: {} as ForgotMpinEvent,
    input: {} as ForgotMpinInput,
    output: {} as ForgotMpinOutput,
    emitted: {} as ForgotMpinEmitted,
    tags: {} as ForgotMpinTag,
  },
  actors: {
    /** POST /auth/forgot-mpin. */
    sendResetOtp: fromPromise<SendResetOtpOutput, { mobile: string }>(async () => {
      throw new Error('sendResetOtp not provided');
    }),
    /** POST /auth/resend-otp with otp_type 'mpin_reset'; resolves with the server's message. */
    resendResetOtp: fromPromise<string | null, { userUuid: string }>(async () => {
      throw new Error('resendResetOtp not provided');
    }),
    /** POST /auth/reset-mpin; resolves with the server's message. */
    resetMpin: fromPromise<string | null, ResetMpinCallInput>(async () => {
      throw new Error('resetMpin not provided');
    }),
    otpCooldown: otpCooldownMachine,
  },
  guards: {
    isMobileValid: ({ context }) => forgotMpinErrors(context).mobile === null,
    isResetFormValid: ({ context }) => {
      const { mobile: _mobile, ...resetErrors } = forgotMpinErrors(context);
      return hasNoErrors(resetErrors);
    },
    hasUserReference: ({ context }) => context.userUuid !== null,
  },
  actions: {
    setMobile: assign((_, params: { value: string }) => ({ mobile: sanitizeMobileInput(params.value) })),
    setResetField: assign(({ context }, params: { field: ResetField; value: string }) => ({
      ...context,
      [params.field]: sanitizeResetField(params.field, params.value),
    })),
    markTouched: assign(({ context }, params: { field: ForgotMpinField }) => ({
      touched: { ...context.touched, [params.field]: true },
    })),
    storeUserReference: assign((_, params: { userUuid: string | null }) => ({ userUuid: params.userUuid })),
    forgetResetStep: assign(({ context }) => ({
      userUuid: null,
      otp: '',
      newMpin: '',
      confirmMpin: '',
      touched: { ...context.touched, otp: false, newMpin: false, confirmMpin: false },
    })),
    clearOtp: assign(({ context }) => ({ otp: '', touched: { ...context.touched, otp: false } })),
    askCooldown: sendTo('cooldown', ({ context }) => ({ type: 'REQUEST' as const, mobile: context.mobile })),
    startCooldown: sendTo('cooldown', ({ context }) => ({ type: 'STARTED' as const, mobile: context.mobile })),
    notifySuccess: emit((_, params: { message: string }) => ({
      type: 'notify' as const,
      tone: 'success' as const,
      message: params.message,
    })),
    notifyFailure: emit((_, params: { error: unknown; defaults: FailureDefaults }) => ({
      type: 'notify' as const,
      tone: 'error' as const,
      message: failureText(params.error, params.defaults),
    })),
    notifyCooldown: emit((_, params: { secondsLeft: number }) => ({
      type: 'notify' as const,
      tone: 'error' as const,
      message: cooldownMessage(params.secondsLeft),
    })),
    notifyMissingReference: emit({ type: 'notify', tone: 'error', message: AUTH_FLOW_TEXTS.missingUserReference }),
  },
}).createMachine({
  id: 'forgotMpin',
  description: 'Forgot MPIN modal (SPEC §4): send a reset OTP to the mobile number, then set a new MPIN with it.',
  context: ({ input }) => initialForgotMpinContext(input),
  invoke: { id: 'cooldown', src: 'otpCooldown', input: { purpose: 'mpin_reset' } },
  initial: 'sendStep',
  output: ({ context }) => ({ mobile: context.mobile, newMpin: context.newMpin }),
  states: {
    sendStep: {
      description: 'Step 1: the mobile number the reset OTP goes to.',
      tags: ['sendStep'],
      initial: 'editing',
      states: {
        editing: {
          description: "Typing the number; 'Send OTP' is enabled once it is valid.",
          on: {
            'MOBILE.CHANGE': { actions: { type: 'setMobile', params: ({ event }) => ({ value: event.value }) } },
            'FIELD.BLUR': { actions: { type: 'markTouched', params: ({ event }) => ({ field: event.field }) } },
            SUBMIT: { guard: 'isMobileValid', target: 'checkingCooldown' },
          },
        },
        checkingCooldown: {
          description: 'Asking the cooldown whether an OTP may go to this number now.',
          tags: ['busy'],
          entry: 'askCooldown',
          on: {
            'COOLDOWN.ALLOWED': { target: 'sending' },
            'COOLDOWN.BLOCKED': {
              target: 'editing',
              actions: { type: 'notifyCooldown', params: ({ event }) => ({ secondsLeft: event.secondsLeft }) },
            },
          },
        },
        sending: {
          description: 'POST /auth/forgot-mpin.',
          tags: ['busy'],
          invoke: {
            id: 'sendResetOtp',
            src: 'sendResetOtp',
            input: ({ context }) => ({ mobile: context.mobile }),
            onDone: {
              target: '#forgotMpin.resetStep',
              actions: [
                'forgetResetStep',
                { type: 'storeUserReference', params: ({ event }) => ({ userUuid: event.output.userUuid }) },
                'startCooldown',
                {
                  type: 'notifySuccess',
                  params: ({ event }) => ({ message: successText(event.output.message, AUTH_SUCCESS_TEXTS.otpSent) }),
                },
              ],
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({ error: event.error, defaults: AUTH_DEFAULTS.sendOtp }),
              },
            },
          },
        },
      },
    },
    resetStep: {
      description: "Step 2: the 6-digit OTP, the new MPIN and its confirmation; 'Reset MPIN' once all are valid.",
      tags: ['resetStep'],
      initial: 'editing',
      states: {
        editing: {
          description: "Filling the reset form; 'Change number' goes back to step 1.",
          on: {
            CHANGE_NUMBER: { target: '#forgotMpin.sendStep', actions: 'forgetResetStep' },
            'FIELD.CHANGE': {
              actions: {
                type: 'setResetField',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            'FIELD.BLUR': { actions: { type: 'markTouched', params: ({ event }) => ({ field: event.field }) } },
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
              { guard: 'hasUserReference', target: 'checkingCooldown' },
              { target: '#forgotMpin.sendStep', actions: ['notifyMissingReference', 'forgetResetStep'] },
            ],
          },
        },
        checkingCooldown: {
          description: 'Asking the cooldown whether the OTP may be resent now.',
          tags: ['busy'],
          entry: 'askCooldown',
          on: {
            'COOLDOWN.ALLOWED': { target: 'resending' },
            'COOLDOWN.BLOCKED': {
              target: 'editing',
              actions: { type: 'notifyCooldown', params: ({ event }) => ({ secondsLeft: event.secondsLeft }) },
            },
          },
        },
        resending: {
          description: "POST /auth/resend-otp (otp_type 'mpin_reset').",
          tags: ['busy'],
          invoke: {
            id: 'resendResetOtp',
            src: 'resendResetOtp',
            input: ({ context }) => ({ userUuid: context.userUuid ?? '' }),
            onDone: {
              target: 'editing',
              actions: [
                'clearOtp',
                'startCooldown',
                {
                  type: 'notifySuccess',
                  params: ({ event }) => ({ message: successText(event.output, AUTH_SUCCESS_TEXTS.otpResent) }),
                },
              ],
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({ error: event.error, defaults: AUTH_DEFAULTS.resendOtp }),
              },
            },
          },
        },
        resetting: {
          description: 'POST /auth/reset-mpin.',
          tags: ['busy'],
          invoke: {
            id: 'resetMpin',
            src: 'resetMpin',
            input: ({ context }) => ({
              userUuid: context.userUuid ?? '',
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
            onError: {
              target: 'editing',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({ error: event.error, defaults: AUTH_DEFAULTS.resetMpin }),
              },
            },
          },
        },
      },
    },
    reset: {
      description: 'The MPIN was reset: the modal closes and the login form gets the number and the new MPIN.',
      type: 'final',
    },
  },
});

export type ForgotMpinMachine = typeof forgotMpinMachine;
