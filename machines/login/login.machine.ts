// SPEC §2 Login and §7 signin: mobile number and four MPIN boxes; the Forgot MPIN modal is a child
// machine whose result prefills the form. Pure: signIn and the modal's calls are provided by src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import { forgotMpinMachine } from '../forgot-mpin/forgot-mpin.machine';
import type { ForgotMpinOutput } from '../forgot-mpin/forgot-mpin.types';
import { AUTH_DEFAULTS, AUTH_SUCCESS_TEXTS, failureText, successText } from './auth-outcomes';
import { INITIAL_LOGIN_CONTEXT, loginErrors, sanitizeLoginField } from './login.types';
import type {
  LoginContext,
  LoginEmitted,
  LoginEvent,
  LoginField,
  LoginTag,
  SignInInput,
  SignInOutput,
} from './login.types';

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
    tags: {} as LoginTag,
  },
  actors: {
    /** POST /auth/signin with exactly SPEC §7's payload. */
    signIn: fromPromise<SignInOutput, SignInInput>(async () => {
      throw new Error('signIn not provided');
    }),
    forgotMpin: forgotMpinMachine,
  },
  guards: {
    isFormValid: ({ context }) => {
      const errors = loginErrors(context);
      return errors.mobile === null && errors.mpin === null;
    },
  },
  actions: {
    setField: assign(({ context }, params: { field: LoginField; value: string }) => ({
      ...context,
      [params.field]: sanitizeLoginField(params.field, params.value),
      serverError: null,
    })),
    markTouched: assign(({ context }, params: { field: LoginField }) => ({
      touched: { ...context.touched, [params.field]: true },
    })),
    toggleMpinVisibility: assign(({ context }) => ({ mpinVisible: !context.mpinVisible })),
    storeServerError: assign((_, params: { error: unknown }) => ({
      serverError: failureText(params.error, AUTH_DEFAULTS.signIn),
      touched: { mobile: true, mpin: true },
    })),
    prefillResetMpin: assign((_, params: ForgotMpinOutput) => ({
      mobile: params.mobile,
      mpin: params.newMpin,
      touched: { mobile: true, mpin: true },
      serverError: null,
    })),
    announceSignedIn: emit((_, params: SignInOutput) => ({ type: 'signedIn' as const, session: params.session })),
    notifySignedIn: emit((_, params: { message: string | null }) => ({
      type: 'notify' as const,
      tone: 'success' as const,
      message: successText(params.message, AUTH_SUCCESS_TEXTS.signedIn),
    })),
    notifyFailure: emit((_, params: { error: unknown }) => ({
      type: 'notify' as const,
      tone: 'error' as const,
      message: failureText(params.error, AUTH_DEFAULTS.signIn),
    })),
  },
}).createMachine({
  id: 'login',
  description:
    "Sign in with a +91 mobile number and a 4-digit MPIN (SPEC §2, §7). A wrong MPIN or a locked account shows the server's message; what was typed stays.",
  context: INITIAL_LOGIN_CONTEXT,
  initial: 'editing',
  states: {
    editing: {
      description: "Typing; 'Sign In' is enabled once the number and the MPIN are valid.",
      tags: ['editing'],
      on: {
        'MOBILE.CHANGE': {
          actions: { type: 'setField', params: ({ event }) => ({ field: 'mobile' as const, value: event.value }) },
        },
        'MPIN.CHANGE': {
          actions: { type: 'setField', params: ({ event }) => ({ field: 'mpin' as const, value: event.value }) },
        },
        'MPIN.TOGGLE_VISIBILITY': { actions: 'toggleMpinVisibility' },
        'FIELD.BLUR': { actions: { type: 'markTouched', params: ({ event }) => ({ field: event.field }) } },
        SUBMIT: { guard: 'isFormValid', target: 'signingIn' },
        'FORGOT.OPEN': { target: 'forgotMpin' },
      },
    },
    signingIn: {
      description: 'POST /auth/signin.',
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ mobile: context.mobile, mpin: context.mpin }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'announceSignedIn', params: ({ event }) => event.output },
            { type: 'notifySignedIn', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'storeServerError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    forgotMpin: {
      description: 'The Forgot MPIN modal is open; closing it keeps the form as it was.',
      tags: ['forgotMpinOpen'],
      invoke: {
        id: 'forgotMpin',
        src: 'forgotMpin',
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: {
          target: 'editing',
          actions: { type: 'prefillResetMpin', params: ({ event }) => event.output },
        },
      },
      on: { 'FORGOT.CLOSE': { target: 'editing' } },
    },
    signedIn: {
      description: 'Signed in: the screen hands the session over and goes to the saved redirect URL or /.',
      type: 'final',
    },
  },
});

export type LoginMachine = typeof loginMachine;
