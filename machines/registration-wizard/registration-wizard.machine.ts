// SPEC §2 Register and §4 Registration wizard: Mobile -> Verify (6-digit OTP) -> Profile, then an
// automatic sign-in with the new MPIN. Sends and resends go through the shared OTP cooldown. Pure:
// the calls (with UTM parameters on start-registration) and the cooldown's storage come from src/app.
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { hasNoErrors } from '../../src/domain/validation/text';
import { AUTH_DEFAULTS, AUTH_FLOW_TEXTS, AUTH_SUCCESS_TEXTS, failureText, successText } from '../login/auth-outcomes';
import type { FailureDefaults } from '../login/auth-outcomes';
import { cooldownMessage, otpCooldownMachine } from '../otp-cooldown/otp-cooldown.machine';
import {
  INITIAL_REGISTRATION_CONTEXT,
  PROFILE_FIELDS,
  registrationErrors,
  sanitizeMobileInput,
  sanitizeOtpInput,
  sanitizeProfileField,
} from './registration-wizard.types';
import type {
  CompleteProfileInput,
  ProfileField,
  RegistrationContext,
  RegistrationEmitted,
  RegistrationEvent,
  RegistrationField,
  SignInInput,
  SignInOutput,
  RegistrationTag,
  SendOtpOutput,
  VerifyMobileOutput,
} from './registration-wizard.types';

const LOGIN_PATH = '/login';

export const registrationWizardMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    emitted: {} as RegistrationEmitted,
    tags: {} as RegistrationTag,
  },
  actors: {
    /** POST /auth/start-registration (UTM parameters as query); also the registration OTP's resend. */
    sendOtp: fromPromise<SendOtpOutput, { mobile: string }>(async () => {
      throw new Error('sendOtp not provided');
    }),
    /** POST /auth/verify-mobile-and-get-user. */
    verifyMobile: fromPromise<VerifyMobileOutput, { mobile: string; otp: string }>(async () => {
      throw new Error('verifyMobile not provided');
    }),
    /** POST /auth/complete-profile. */
    completeProfile: fromPromise<string | null, CompleteProfileInput>(async () => {
      throw new Error('completeProfile not provided');
    }),
    /** POST /auth/signin with the new MPIN. */
    signIn: fromPromise<SignInOutput, SignInInput>(async () => {
      throw new Error('signIn not provided');
    }),
    otpCooldown: otpCooldownMachine,
  },
  guards: {
    isMobileValid: ({ context }) => registrationErrors(context).mobile === null,
    isOtpComplete: ({ context }) => registrationErrors(context).otp === null,
    isProfileValid: ({ context }) => {
      const errors = registrationErrors(context);
      return hasNoErrors(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, errors[field]])));
    },
    /** SPEC §4: all three flags set means the account exists already. */
    hasCompleteProfile: (_, params: VerifyMobileOutput) =>
      params.isProfileCompleted && params.isEmailVerified && params.isMpinSet,
  },
  actions: {
    setMobile: assign((_, params: { value: string }) => ({ mobile: sanitizeMobileInput(params.value) })),
    setOtp: assign((_, params: { value: string }) => ({ otp: sanitizeOtpInput(params.value) })),
    setProfileField: assign(({ context }, params: { field: ProfileField; value: string }) => ({
      profile: { ...context.profile, [params.field]: sanitizeProfileField(params.field, params.value) },
    })),
    markTouched: assign(({ context }, params: { field: RegistrationField }) => ({
      touched: { ...context.touched, [params.field]: true },
    })),
    clearOtp: assign(({ context }) => ({ otp: '', touched: { ...context.touched, otp: false } })),
    storeUserReference: assign((_, params: { userUuid: string }) => ({ userUuid: params.userUuid })),
    askCooldown: sendTo('cooldown', ({ context }) => ({ type: 'REQUEST' as const, mobile: context.mobile })),
    startCooldown: sendTo('cooldown', ({ context }) => ({ type: 'STARTED' as const, mobile: context.mobile })),
    notifySuccess: emit((_, params: { message: string }) => ({
      type: 'notify' as const,
      tone: 'success' as const,
      message: params.message,
    })),
    notifyError: emit((_, params: { message: string }) => ({
      type: 'notify' as const,
      tone: 'error' as const,
      message: params.message,
    })),
    notifyInfo: emit((_, params: { message: string }) => ({
      type: 'notify' as const,
      tone: 'info' as const,
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
    goToLogin: emit({ type: 'leave', to: LOGIN_PATH }),
    announceSignedIn: emit((_, params: SignInOutput) => ({
      type: 'signedIn' as const,
      session: params.session,
    })),
  },
}).createMachine({
  id: 'registrationWizard',
  description:
    'Registration wizard (SPEC §4): mobile number, its OTP, then the profile; an existing account goes to /login; a completed registration signs in with the new MPIN.',
  context: INITIAL_REGISTRATION_CONTEXT,
  invoke: { id: 'cooldown', src: 'otpCooldown', input: { purpose: 'registration' } },
  initial: 'mobile',
  states: {
    mobile: {
      description: 'Step 1: the 10-digit mobile number (+91).',
      tags: ['mobile'],
      initial: 'editing',
      states: {
        editing: {
          description: "Typing the number; 'Send OTP' is enabled once it is valid.",
          on: {
            'MOBILE.CHANGE': { actions: { type: 'setMobile', params: ({ event }) => ({ value: event.value }) } },
            'MOBILE.BLUR': { actions: { type: 'markTouched', params: { field: 'mobile' } } },
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
          description: 'POST /auth/start-registration.',
          tags: ['busy'],
          invoke: {
            id: 'sendOtp',
            src: 'sendOtp',
            input: ({ context }) => ({ mobile: context.mobile }),
            onDone: {
              target: '#registrationWizard.verify',
              actions: [
                'clearOtp',
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
    verify: {
      description: 'Step 2: the 6-digit OTP sent to the number.',
      tags: ['verify'],
      initial: 'entering',
      states: {
        entering: {
          description:
            "Typing or pasting the OTP; 'Verify' is enabled once all six digits are in; the back link returns to step 1.",
          on: {
            'OTP.CHANGE': { actions: { type: 'setOtp', params: ({ event }) => ({ value: event.value }) } },
            'OTP.BLUR': { actions: { type: 'markTouched', params: { field: 'otp' } } },
            SUBMIT: { guard: 'isOtpComplete', target: 'verifying' },
            RESEND: { target: 'checkingCooldown' },
            BACK: { target: '#registrationWizard.mobile' },
          },
        },
        checkingCooldown: {
          description: 'Asking the cooldown whether the OTP may be resent now.',
          tags: ['busy'],
          entry: 'askCooldown',
          on: {
            'COOLDOWN.ALLOWED': { target: 'resending' },
            'COOLDOWN.BLOCKED': {
              target: 'entering',
              actions: { type: 'notifyCooldown', params: ({ event }) => ({ secondsLeft: event.secondsLeft }) },
            },
          },
        },
        resending: {
          description: 'POST /auth/start-registration again for a fresh OTP.',
          tags: ['busy'],
          invoke: {
            id: 'resendOtp',
            src: 'sendOtp',
            input: ({ context }) => ({ mobile: context.mobile }),
            onDone: {
              target: 'entering',
              actions: [
                'clearOtp',
                'startCooldown',
                // start-registration says 'OTP sent'; for a resend the person reads SPEC's resend text.
                { type: 'notifySuccess', params: { message: AUTH_SUCCESS_TEXTS.otpResent } },
              ],
            },
            onError: {
              target: 'entering',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({ error: event.error, defaults: AUTH_DEFAULTS.resendOtp }),
              },
            },
          },
        },
        verifying: {
          description: 'POST /auth/verify-mobile-and-get-user.',
          tags: ['busy'],
          invoke: {
            id: 'verifyMobile',
            src: 'verifyMobile',
            input: ({ context }) => ({ mobile: context.mobile, otp: context.otp }),
            onDone: [
              {
                guard: { type: 'hasCompleteProfile', params: ({ event }) => event.output },
                target: '#registrationWizard.profileExists',
              },
              {
                target: '#registrationWizard.profile',
                actions: [
                  { type: 'storeUserReference', params: ({ event }) => ({ userUuid: event.output.userUuid }) },
                  {
                    type: 'notifySuccess',
                    params: ({ event }) => ({
                      message: successText(event.output.message, AUTH_SUCCESS_TEXTS.mobileVerified),
                    }),
                  },
                ],
              },
            ],
            onError: {
              target: 'entering',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({ error: event.error, defaults: AUTH_DEFAULTS.verifyOtp }),
              },
            },
          },
        },
      },
    },
    profile: {
      description: 'Step 3: full name, username, email, MPIN and its confirmation.',
      tags: ['profile'],
      initial: 'editing',
      states: {
        editing: {
          description: "Filling the profile; 'Complete Registration' is enabled once every field is valid.",
          on: {
            'FIELD.CHANGE': {
              actions: {
                type: 'setProfileField',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            'FIELD.BLUR': { actions: { type: 'markTouched', params: ({ event }) => ({ field: event.field }) } },
            SUBMIT: { guard: 'isProfileValid', target: 'completing' },
          },
        },
        completing: {
          description: 'POST /auth/complete-profile.',
          tags: ['busy'],
          invoke: {
            id: 'completeProfile',
            src: 'completeProfile',
            input: ({ context }) => ({ userUuid: context.userUuid ?? '', ...context.profile }),
            onDone: {
              target: 'signingIn',
              actions: {
                type: 'notifySuccess',
                params: ({ event }) => ({ message: successText(event.output, AUTH_SUCCESS_TEXTS.profileCompleted) }),
              },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({ error: event.error, defaults: AUTH_DEFAULTS.completeProfile }),
              },
            },
          },
        },
        signingIn: {
          description: 'POST /auth/signin with the new MPIN.',
          tags: ['busy'],
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({ mobile: context.mobile, mpin: context.profile.mpin }),
            onDone: {
              target: '#registrationWizard.registered',
              actions: [
                { type: 'announceSignedIn', params: ({ event }) => event.output },
                { type: 'notifySuccess', params: { message: AUTH_SUCCESS_TEXTS.registered } },
              ],
            },
            onError: { target: '#registrationWizard.signInFailed' },
          },
        },
      },
    },
    profileExists: {
      description:
        "The number already has a complete account: 'Profile already exists. Please login to continue.' and /login.",
      type: 'final',
      entry: [{ type: 'notifyInfo', params: { message: AUTH_FLOW_TEXTS.profileExists } }, 'goToLogin'],
    },
    registered: {
      description: 'Registered and signed in: the screen goes to the saved redirect URL or /.',
      type: 'final',
    },
    signInFailed: {
      description: "Registered, but the automatic sign-in failed: 'Please login manually' and /login.",
      type: 'final',
      entry: [{ type: 'notifyError', params: { message: AUTH_FLOW_TEXTS.autoSignInFailed } }, 'goToLogin'],
    },
  },
});

export type RegistrationWizardMachine = typeof registrationWizardMachine;
