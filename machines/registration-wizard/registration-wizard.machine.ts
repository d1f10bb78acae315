// SPEC §2 Register and §4 Registration wizard: Mobile -> Verify (6-digit OTP) -> Profile, then an
// automatic sign-in with the new MPIN. Sends and resends go through otp-send (the resend cooldown,
// written once); a person whose code is less than 30 s old goes straight to Verify to enter it. Pure:
// the calls (with UTM parameters on start-registration) and storage come from src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import { AUTH_FAILURE_DEFAULTS, AUTH_FLOW_TEXTS, AUTH_SUCCESS_TEXTS } from '../../src/domain/auth-texts';
import type { FailureDefaults } from '../../src/domain/auth-texts';
import { CONSENT_NOTICE } from '../../src/domain/privacy';
import { failureText, successText, wasRefused } from '../shared/auth-outcomes';
import type { SignInInput, SignInOutput } from '../shared/auth-outcomes';
import { hasNoErrors, stepFields } from '../shared/form-fields';
import { otpCooldownMachine } from '../otp-cooldown/otp-cooldown.machine';
import { otpSendMachine } from '../otp-send/otp-send.machine';
import { callError, codeToEnter, noCodeToEnter, otpStep, resent, sendOutput } from '../otp-send/otp-step';
import {
  INITIAL_REGISTRATION_CONTEXT,
  PROFILE_FIELDS,
  profileOf,
  registrationErrors,
  sanitizeRegistrationField,
  STEP_FIELDS,
} from './registration-wizard.types';
import type {
  CompleteProfileInput,
  CompleteProfileOutput,
  RegistrationContext,
  RegistrationEmitted,
  RegistrationEvent,
  RegistrationStep,
  RegistrationTag,
  VerifyMobileOutput,
} from './registration-wizard.types';

const LOGIN_PATH = '/login';

const fields = stepFields<RegistrationContext, RegistrationEvent, RegistrationStep>({
  steps: STEP_FIELDS,
  withValue: (context, field, value) => ({
    values: { ...context.values, [field]: sanitizeRegistrationField(field, value) },
  }),
});

const otp = otpStep<RegistrationContext, RegistrationEvent>({
  clearOtp: (context) => ({
    values: { ...context.values, otp: '' },
    touched: { ...context.touched, otp: false },
  }),
  resendNotices: 'registrationResend',
  needsAccount: false,
  codeRefused: AUTH_FAILURE_DEFAULTS.verifyOtp,
});

export const registrationWizardMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    emitted: {} as RegistrationEmitted,
    tags: {} as RegistrationTag,
    children: {} as {
      cooldown: 'otpCooldown';
      sendOtp: 'otpSend';
      resendOtp: 'otpSend';
      verifyMobile: 'verifyMobile';
      completeProfile: 'completeProfile';
      signIn: 'signIn';
    },
  },
  actors: {
    /** POST /auth/start-registration (UTM parameters as query), for sends and resends alike. */
    otpSend: otpSendMachine,
    /** POST /auth/verify-mobile-and-get-user. */
    verifyMobile: fromPromise<VerifyMobileOutput, { mobile: string; otp: string; challengeId?: string }>(async () => {
      throw new Error('verifyMobile not provided');
    }),
    /** POST /auth/complete-profile. */
    completeProfile: fromPromise<CompleteProfileOutput, CompleteProfileInput>(async () => {
      throw new Error('completeProfile not provided');
    }),
    /** POST /auth/signin with the new MPIN. */
    signIn: fromPromise<SignInOutput, SignInInput>(async () => {
      throw new Error('signIn not provided');
    }),
    otpCooldown: otpCooldownMachine,
  },
  guards: {
    ...fields.guards,
    ...otp.guards,
    isMobileValid: ({ context }) => registrationErrors(context).mobile === null,
    isOtpComplete: ({ context }) => registrationErrors(context).otp === null,
    isProfileValid: ({ context }) => {
      const errors = registrationErrors(context);
      return hasNoErrors(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, errors[field]])));
    },
    wasRefused: (_, params: { error: unknown }) => wasRefused(params.error),
    /** SPEC §4: all three flags set means the account exists already. */
    hasCompleteProfile: (_, params: VerifyMobileOutput) =>
      params.isProfileCompleted && params.isEmailVerified && params.isMpinSet,
  },
  actions: {
    ...fields.actions,
    ...otp.actions,
    storeUserReference: assign((_, params: { userUuid: string }) => ({ userUuid: params.userUuid })),
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
    goToLogin: emit({ type: 'leave', to: LOGIN_PATH }),
    announceSignedIn: emit((_, params: SignInOutput) => ({ type: 'signedIn' as const, session: params.session })),
  },
}).createMachine({
  id: 'registrationWizard',
  description:
    'Registration wizard (SPEC §4): mobile number, its OTP, then the profile; an existing account goes to /login; a completed registration signs in with the new MPIN.',
  context: INITIAL_REGISTRATION_CONTEXT,
  invoke: { id: 'cooldown', src: 'otpCooldown' },
  initial: 'mobile',
  states: {
    mobile: {
      description: 'Step 1: the 10-digit mobile number (+91).',
      meta: { screen: 'The stepper at Mobile (step 1 of 3).' },
      tags: ['mobile'],
      initial: 'editing',
      states: {
        editing: {
          description: "Typing the number; 'Send OTP' is enabled once it is valid.",
          meta: {
            screen: 'Step 1 of 3, Mobile: Mobile Number and Send OTP, with a link to sign in.',
            shows: [
              { role: 'heading', name: 'Create Your Account' },
              { role: 'button', name: 'Send OTP' },
            ],
          },
          on: {
            'FIELD.CHANGE': { guard: { type: 'isStepField', params: { step: 'mobile' } }, actions: 'setField' },
            'FIELD.BLUR': { guard: { type: 'isStepField', params: { step: 'mobile' } }, actions: 'markTouched' },
            SUBMIT: { guard: 'isMobileValid', target: 'sending' },
          },
        },
        sending: {
          description: 'POST /auth/start-registration, unless an OTP went to this number less than 30 s ago.',
          tags: ['busy'],
          meta: { screen: "Step 1, busy: 'Sending OTP...'.", shows: [{ role: 'button', name: 'Sending OTP...' }] },
          invoke: {
            id: 'sendOtp',
            src: 'otpSend',
            input: ({ context }) => ({
              purpose: 'registration',
              kind: 'send',
              mobile: context.values.mobile,
              userUuid: null,
            }),
            onDone: [
              {
                guard: { type: 'hasCodeToEnter', params: sendOutput },
                target: '#registrationWizard.verify',
                actions: ['clearOtp', { type: 'takeOtpOutcome', params: codeToEnter }],
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
    verify: {
      description: 'Step 2: the 6-digit OTP sent to the number.',
      meta: { screen: 'The stepper at Verify (step 2 of 3).' },
      tags: ['verify'],
      initial: 'entering',
      states: {
        entering: {
          description:
            "Typing or pasting the OTP; 'Verify OTP' is enabled once all six digits are in; 'Change mobile number' returns to step 1.",
          meta: {
            screen: 'Step 2 of 3, Verify: six OTP boxes, Resend OTP, Verify OTP and Change mobile number.',
            shows: [
              { role: 'group', name: 'OTP' },
              { role: 'button', name: 'Resend OTP' },
              { role: 'button', name: 'Verify OTP' },
            ],
          },
          on: {
            'FIELD.CHANGE': { guard: { type: 'isStepField', params: { step: 'verify' } }, actions: 'setField' },
            'FIELD.BLUR': { guard: { type: 'isStepField', params: { step: 'verify' } }, actions: 'markTouched' },
            SUBMIT: { guard: 'isOtpComplete', target: 'verifying' },
            RESEND: { target: 'resending' },
            'MOBILE.EDIT': { target: '#registrationWizard.mobile' },
          },
        },
        resending: {
          description: 'POST /auth/start-registration again for a fresh OTP, unless the last is less than 30 s old.',
          tags: ['busy'],
          meta: { screen: 'Step 2, busy while the OTP is resent.', shows: [{ role: 'group', name: 'OTP' }] },
          invoke: {
            id: 'resendOtp',
            src: 'otpSend',
            input: ({ context }) => ({
              purpose: 'registration',
              kind: 'resend',
              mobile: context.values.mobile,
              userUuid: null,
            }),
            onDone: [
              {
                guard: { type: 'wasSent', params: sendOutput },
                target: 'entering',
                actions: ['restartOtpEntry', { type: 'takeOtpOutcome', params: resent }],
              },
              {
                target: 'entering',
                actions: { type: 'takeOtpOutcome', params: resent },
              },
            ],
          },
        },
        verifying: {
          description: 'POST /auth/verify-mobile-and-get-user.',
          tags: ['busy'],
          meta: { screen: "Step 2, busy: 'Verifying...'.", shows: [{ role: 'button', name: 'Verifying...' }] },
          invoke: {
            id: 'verifyMobile',
            src: 'verifyMobile',
            input: ({ context }) => ({
              mobile: context.values.mobile,
              otp: context.values.otp,
              ...(context.challengeId ? { challengeId: context.challengeId } : {}),
            }),
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
            onError: [
              {
                guard: { type: 'wasRefused', params: callError },
                target: 'entering',
                actions: ['restartOtpEntry', { type: 'notifyCodeRefused', params: callError }],
              },
              {
                target: 'entering',
                actions: { type: 'notifyCodeRefused', params: callError },
              },
            ],
          },
        },
      },
    },
    profile: {
      description: 'Step 3: full name, username, email, MPIN and its confirmation, and consent to the privacy notice.',
      meta: { screen: 'The stepper at Profile (step 3 of 3).' },
      tags: ['profile'],
      initial: 'editing',
      states: {
        editing: {
          description:
            "Filling the profile and reading the privacy notice; 'Complete Registration' is enabled once every field is valid and the notice is agreed to.",
          meta: {
            screen:
              'Step 3 of 3, Profile: Full Name, Username, Email, MPIN, Confirm MPIN, the privacy notice with its agree checkbox, and Complete Registration.',
            shows: [
              { role: 'textbox', name: 'Full Name' },
              { role: 'group', name: 'MPIN' },
              { role: 'checkbox', name: CONSENT_NOTICE.checkboxLabel },
              { role: 'link', name: `${CONSENT_NOTICE.linkText} (opens in a new tab)` },
              { role: 'button', name: 'Complete Registration' },
            ],
          },
          on: {
            'FIELD.CHANGE': { guard: { type: 'isStepField', params: { step: 'profile' } }, actions: 'setField' },
            'FIELD.BLUR': { guard: { type: 'isStepField', params: { step: 'profile' } }, actions: 'markTouched' },
            SUBMIT: { guard: 'isProfileValid', target: 'completing' },
          },
        },
        completing: {
          description: 'POST /auth/complete-profile.',
          tags: ['busy'],
          meta: {
            screen: "Step 3, busy: 'Creating your account...'.",
            shows: [{ role: 'button', name: 'Creating your account...' }],
          },
          invoke: {
            id: 'completeProfile',
            src: 'completeProfile',
            // Stryker disable next-line StringLiteral: the profile step is entered only with the verified account.
            input: ({ context }) => ({ userUuid: context.userUuid ?? '', ...profileOf(context.values) }),
            onDone: [
              {
                // The server signed the new account in with its answer: no sign-in call that a busy
                // network could refuse (issue 25 item 6).
                guard: ({ event }) => event.output.session !== null,
                target: '#registrationWizard.registered',
                actions: [
                  {
                    type: 'notifySuccess',
                    params: ({ event }) => ({
                      message: successText(event.output.message, AUTH_SUCCESS_TEXTS.profileCompleted),
                    }),
                  },
                  {
                    type: 'announceSignedIn',
                    params: ({ event }) => ({ session: event.output.session!, message: event.output.message }),
                  },
                  { type: 'notifySuccess', params: { message: AUTH_SUCCESS_TEXTS.registered } },
                ],
              },
              {
                target: 'signingIn',
                actions: {
                  type: 'notifySuccess',
                  params: ({ event }) => ({
                    message: successText(event.output.message, AUTH_SUCCESS_TEXTS.profileCompleted),
                  }),
                },
              },
            ],
            onError: {
              target: 'editing',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({ error: event.error, defaults: AUTH_FAILURE_DEFAULTS.completeProfile }),
              },
            },
          },
        },
        signingIn: {
          description: 'POST /auth/signin with the new MPIN, for a server whose complete-profile answers no session.',
          tags: ['busy'],
          meta: {
            screen: "Step 3, busy: 'Creating your account...' while signing in.",
            shows: [{ role: 'button', name: 'Creating your account...' }],
          },
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({ mobile: context.values.mobile, mpin: context.values.mpin }),
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
      meta: { screen: 'Leaves for /login with the toast.' },
      type: 'final',
      entry: [{ type: 'notifyInfo', params: { message: AUTH_FLOW_TEXTS.profileExists } }, 'goToLogin'],
    },
    registered: {
      description: 'Registered and signed in: the screen goes to the saved redirect URL or /.',
      meta: { screen: 'Leaves for the saved redirect URL or /.' },
      type: 'final',
    },
    signInFailed: {
      description: "Registered, but the automatic sign-in failed: 'Please login manually' and /login.",
      meta: { screen: 'Leaves for /login with the toast.' },
      type: 'final',
      entry: [{ type: 'notifyError', params: { message: AUTH_FLOW_TEXTS.autoSignInFailed } }, 'goToLogin'],
    },
  },
});

export type RegistrationWizardMachine = typeof registrationWizardMachine;
