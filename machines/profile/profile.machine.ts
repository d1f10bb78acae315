// SPEC §2 Profile: the signed-in person's header, personal information and quick actions, with the
// Change MPIN modal as a child. Signed out: 'Please login to access your profile' and /login; no
// data: 'Profile not found'. Pure: loading GET /auth/me is provided by src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { User } from '../../src/api/types';
import { changeMpinMachine } from '../change-mpin/change-mpin.machine';
import { AUTH_FLOW_TEXTS } from '../../src/domain/auth-texts';
import type { LeaveEmitted, NotifyEmitted } from '../shared/auth-outcomes';

export interface ProfileInput {
  signedIn: boolean;
  /** The user saved at sign-in (local storage user_data), used when /auth/me cannot answer. */
  storedUser: User | null;
}

export interface ProfileContext {
  signedIn: boolean;
  storedUser: User | null;
  user: User | null;
}

export type ProfileEvent =
  { type: 'CHANGE_MPIN.OPEN' } | { type: 'CHANGE_MPIN.CLOSE' } | { type: 'LOGOUT' } | { type: 'RETRY' };

export type ProfileEmitted = NotifyEmitted | LeaveEmitted | { type: 'logout' };

export type ProfileTag = 'loading' | 'ready' | 'notFound' | 'changingMpin';

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    emitted: {} as ProfileEmitted,
    tags: {} as ProfileTag,
    children: {} as { loadProfile: 'loadProfile'; changeMpin: 'changeMpin' },
  },
  actors: {
    /** GET /auth/me; resolves with the user, or null when the server has none. */
    loadProfile: fromPromise<User | null>(async () => {
      throw new Error('loadProfile not provided');
    }),
    changeMpin: changeMpinMachine,
  },
  guards: {
    isSignedOut: ({ context }) => !context.signedIn,
    hasUser: (_, params: { user: User | null }) => params.user !== null,
    hasStoredUser: ({ context }) => context.storedUser !== null,
  },
  actions: {
    showUser: assign((_, params: { user: User | null }) => ({ user: params.user })),
    showStoredUser: assign(({ context }) => ({ user: context.storedUser })),
    askToSignIn: emit({ type: 'notify', tone: 'error', message: AUTH_FLOW_TEXTS.loginToSeeProfile }),
    goToLogin: emit({ type: 'leave', to: '/login' }),
    signOut: emit({ type: 'logout' }),
  },
}).createMachine({
  id: 'profile',
  description: "The profile page (SPEC §2): the user's details and quick actions.",
  context: ({ input }) => ({ signedIn: input.signedIn, storedUser: input.storedUser, user: null }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'A signed-out visitor is sent to /login; anyone else sees their profile.',
      meta: { screen: 'Nothing yet: deciding at once.' },
      always: [{ guard: 'isSignedOut', target: 'signedOut' }, { target: 'loading' }],
    },
    loading: {
      description: 'GET /auth/me.',
      tags: ['loading'],
      meta: { screen: "'Loading profile...'", shows: [{ role: 'status', name: 'Loading profile...' }] },
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
            target: 'ready',
            actions: { type: 'showUser', params: ({ event }) => ({ user: event.output }) },
          },
          { guard: 'hasStoredUser', target: 'ready', actions: 'showStoredUser' },
          { target: 'notFound' },
        ],
        // The saved user still describes the person when the call fails.
        onError: [{ guard: 'hasStoredUser', target: 'ready', actions: 'showStoredUser' }, { target: 'notFound' }],
      },
    },
    ready: {
      description: 'Header, personal information and quick actions.',
      tags: ['ready'],
      meta: {
        screen: 'My Profile: the account header, Personal Information and Quick Actions.',
        shows: [
          { role: 'heading', name: 'Personal Information' },
          { role: 'button', name: 'Change MPIN' },
          { role: 'button', name: 'Logout' },
        ],
      },
      initial: 'viewing',
      on: { LOGOUT: { actions: 'signOut' } },
      states: {
        viewing: {
          description: 'Reading the profile.',
          meta: { screen: 'The profile, no dialog.' },
          on: { 'CHANGE_MPIN.OPEN': { target: 'changingMpin' } },
        },
        changingMpin: {
          description: 'The Change MPIN modal is open.',
          tags: ['changingMpin'],
          meta: {
            screen: 'The Change MPIN dialog over the profile.',
            shows: [{ role: 'dialog', name: 'Change MPIN' }],
          },
          invoke: { id: 'changeMpin', src: 'changeMpin', onDone: { target: 'viewing' } },
          on: { 'CHANGE_MPIN.CLOSE': { target: 'viewing' } },
        },
      },
    },
    notFound: {
      description: "'Profile not found'.",
      tags: ['notFound'],
      meta: {
        screen: "'Profile not found' with Try Again.",
        shows: [
          { role: 'heading', name: 'Profile not found' },
          { role: 'button', name: 'Try Again' },
        ],
      },
      on: { RETRY: { target: 'loading' } },
    },
    signedOut: {
      description: "'Please login to access your profile', then /login.",
      meta: { screen: 'Leaves for /login with the toast.' },
      type: 'final',
      entry: ['askToSignIn', 'goToLogin'],
    },
  },
});

export type ProfileMachine = typeof profileMachine;
