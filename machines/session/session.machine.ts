// The session (SPEC §2 global layout, §4 Session and Logout, §8 Session, §9 constants): who is signed
// in, judged from stored auth data re-read every second and whenever another tab writes it; one
// token refresh at a time, even across tabs; the end of a session.
// Pure: storage, the lock and the refresh call are provided by src/app; what the session stores, clears,
// says and where it sends the person are emitted (SessionEmitted), and src/app/session carries them out.
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { DoneActorEvent } from 'xstate';
import { AUTH_FLOW_TEXTS, AUTH_SUCCESS_TEXTS } from '../../src/domain/auth-texts';
import {
  AUTH_RECHECK_INTERVAL_MS,
  SESSION_EXPIRED_REDIRECT_DELAY_MS,
  SESSION_EXPIRED_TOAST_DURATION_MS,
} from '../../src/domain/constants';
import { notice } from '../shared/notices';
import type {
  RefreshInput,
  RefreshedTokens,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionTag,
  SignedInSession,
  StoredSession,
} from './session.types';

function notProvided(name: string): never {
  throw new Error(`${name} not provided`);
}

/** What a reading of the stored auth data found: the params of `hasStoredSession` and `adoptStoredSession`. */
const storedRead = ({ event }: { event: DoneActorEvent<StoredSession | null> }) => ({ stored: event.output });

/** Only reached behind the `canRefresh` guard. */
function refreshTokenOf(context: SessionContext): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: canRefresh lets no null through.
  if (context.refreshToken === null) throw new Error('refreshing without a refresh token');
  return context.refreshToken;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    tags: {} as SessionTag,
  },
  actors: {
    /** Reads access_token, refresh_token and user_data; null when no access token is stored. */
    readStoredSession: fromPromise<StoredSession | null>(async () => notProvided('readStoredSession')),
    /** Sends STORAGE.CHANGED when another tab changes the stored auth data. */
    watchOtherTabs: fromCallback<SessionEvent>(() => notProvided('watchOtherTabs')),
    /** Requests the cross-tab refresh lock, sends LOCK.ACQUIRED once granted, releases it when stopped. */
    holdRefreshLock: fromCallback<SessionEvent>(() => notProvided('holdRefreshLock')),
    /** POST /auth/refresh-token; fails for any answer but success (401 and 403 included). */
    refreshAccessToken: fromPromise<RefreshedTokens, RefreshInput>(async () => notProvided('refreshAccessToken')),
  },
  actions: {
    storeSession: emit((_, session: SignedInSession) => ({ type: 'sessionStarted' as const, session })),
    storeRefreshedTokens: emit((_, tokens: RefreshedTokens) => ({ type: 'tokensRefreshed' as const, tokens })),
    endSession: emit(({ context }, params: { reason: 'logout' | 'expired' | 'deleted' }) => ({
      type: 'sessionEnded' as const,
      reason: params.reason,
      refreshToken: context.refreshToken,
    })),
    notifyLoggedOut: emit(notice.success(AUTH_SUCCESS_TEXTS.loggedOut)),
    notifySessionExpired: emit(
      notice.error(AUTH_FLOW_TEXTS.sessionExpired, { durationMs: SESSION_EXPIRED_TOAST_DURATION_MS }),
    ),
    goHome: emit({ type: 'leave' as const, to: '/' }),
    goToLogin: emit({ type: 'signInRequired' as const }),
    rememberSession: assign((_, params: SignedInSession) => ({
      token: params.token,
      refreshToken: params.refresh_token,
      user: params.user,
    })),
    // Taken only behind hasStoredSession or wasRefreshedElsewhere, so `stored` is there.
    // Stryker disable OptionalChaining: see above.
    adoptStoredSession: assign((_, params: { stored: StoredSession | null }) => ({
      token: params.stored?.token ?? null,
      refreshToken: params.stored?.refreshToken ?? null,
      user: params.stored?.user ?? null,
    })),
    // Stryker restore OptionalChaining
    rememberRefreshedTokens: assign(({ context }, params: RefreshedTokens) => ({
      token: params.token,
      refreshToken: params.refreshToken ?? context.refreshToken,
    })),
    forgetSession: assign({ token: null, refreshToken: null, user: null }),
  },
  guards: {
    hasStoredSession: (_, params: { stored: StoredSession | null }) => params.stored !== null,
    // Skips adopting what is already held: adopting it would change nothing, so a mutant that lets a
    // stored session through here, or keeps one out, reads the same.
    isStoredSessionCurrent: ({ context }, params: { stored: StoredSession | null }) =>
      // Stryker disable next-line ConditionalExpression: see above.
      params.stored !== null &&
      params.stored.token === context.token &&
      // Stryker disable next-line ConditionalExpression,EqualityOperator: see above.
      params.stored.refreshToken === context.refreshToken,
    wasRefreshedElsewhere: ({ context }, params: { stored: StoredSession | null }) =>
      params.stored !== null && params.stored.token !== context.token,
    isCurrentToken: ({ context }, params: { token: string }) => params.token === context.token,
    canRefresh: ({ context }) => context.refreshToken !== null,
  },
  delays: {
    recheckInterval: AUTH_RECHECK_INTERVAL_MS,
    loginRedirectDelay: SESSION_EXPIRED_REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  description:
    'Who is signed in, from access_token, refresh_token and user_data in local storage. Re-read every second and on every change made by another tab. A 401 with the current token refreshes it once (requests wait meanwhile); a Web Lock keeps two tabs from refreshing together.',
  context: { token: null, refreshToken: null, user: null },
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  on: {
    'SESSION.START': {
      target: '.signedIn.idle',
      actions: [
        { type: 'storeSession', params: ({ event }) => event.session },
        { type: 'rememberSession', params: ({ event }) => event.session },
      ],
    },
  },
  initial: 'checking',
  states: {
    checking: {
      description: 'First reading of the stored auth data; protected pages wait for it.',
      meta: { screen: "Protected pages show 'Loading page...'; the header shows no menu yet." },
      tags: ['checking'],
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: { type: 'hasStoredSession', params: storedRead },
            target: 'signedIn',
            actions: { type: 'adoptStoredSession', params: storedRead },
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedIn: {
      description: 'An access token is stored. Header: Home, My Events, My Orders, profile menu.',
      meta: { screen: 'The signed-in header: Home, My Events, My Orders and the profile menu.' },
      tags: ['signedIn'],
      initial: 'idle',
      on: {
        LOGOUT: {
          target: 'signedOut',
          actions: [{ type: 'endSession', params: { reason: 'logout' } }, 'forgetSession', 'notifyLoggedOut', 'goHome'],
        },
        // The server has already ended every session of the account; one toast ('account deleted') is enough.
        'ACCOUNT.DELETED': {
          target: 'signedOut',
          actions: [{ type: 'endSession', params: { reason: 'deleted' } }, 'forgetSession', 'goHome'],
        },
      },
      states: {
        idle: {
          description: 'Requests go out with the current token; the stored data is re-read every second.',
          meta: { screen: 'The signed-in header; pages load with the current token.' },
          after: { recheckInterval: { target: 'rechecking' } },
          on: {
            'STORAGE.CHANGED': { target: 'rechecking' },
            'TOKEN.REJECTED': {
              guard: { type: 'isCurrentToken', params: ({ event }) => ({ token: event.token }) },
              target: 'refreshing',
            },
          },
        },
        rechecking: {
          description: 'Another tab may have refreshed, replaced or cleared the stored session.',
          meta: { screen: 'Unchanged for the person: the signed-in header while the stored data is re-read.' },
          tags: ['checking'],
          invoke: {
            id: 'readStoredSession',
            src: 'readStoredSession',
            onDone: [
              {
                guard: { type: 'isStoredSessionCurrent', params: storedRead },
                target: 'idle',
              },
              {
                guard: { type: 'hasStoredSession', params: storedRead },
                target: 'idle',
                actions: { type: 'adoptStoredSession', params: storedRead },
              },
              { target: '#session.signedOut', actions: 'forgetSession' },
            ],
            onError: { target: 'idle' },
          },
          on: {
            'TOKEN.REJECTED': {
              guard: { type: 'isCurrentToken', params: ({ event }) => ({ token: event.token }) },
              target: 'refreshing',
            },
          },
        },
        refreshing: {
          description:
            'Exactly one refresh: later 401s and new requests wait here. The lock is held until this state is left.',
          meta: { screen: 'Unchanged for the person: pages wait for the new token.' },
          tags: ['refreshing'],
          invoke: { id: 'holdRefreshLock', src: 'holdRefreshLock' },
          initial: 'waitingForLock',
          states: {
            waitingForLock: {
              description: 'Another tab may be refreshing; its result is read once the lock is ours.',
              meta: { screen: 'Unchanged: the page waits for its data.' },
              on: { 'LOCK.ACQUIRED': { target: 'checkingOtherTabs' } },
            },
            checkingOtherTabs: {
              description: 'A tab that refreshed before us stored a new token: use it instead of refreshing again.',
              meta: { screen: 'Unchanged: the page waits for its data.' },
              invoke: {
                id: 'readStoredSession',
                src: 'readStoredSession',
                onDone: [
                  {
                    guard: { type: 'wasRefreshedElsewhere', params: storedRead },
                    target: '#session.signedIn.idle',
                    actions: { type: 'adoptStoredSession', params: storedRead },
                  },
                  {
                    guard: { type: 'hasStoredSession', params: storedRead },
                    target: 'deciding',
                  },
                  { target: '#session.signedOut', actions: 'forgetSession' },
                ],
                onError: { target: 'deciding' },
              },
            },
            deciding: {
              description: 'Without a refresh token the session cannot be renewed.',
              meta: { screen: 'Unchanged: decided at once.' },
              always: [{ guard: 'canRefresh', target: 'exchanging' }, { target: '#session.expired' }],
            },
            exchanging: {
              description: 'POST /auth/refresh-token with the stored refresh token.',
              meta: { screen: 'Unchanged: the page waits for its data.' },
              invoke: {
                id: 'refreshAccessToken',
                src: 'refreshAccessToken',
                input: ({ context }) => ({ refreshToken: refreshTokenOf(context) }),
                // The lock is released on leaving this state, after the new tokens are written
                // (a release reaches other tabs asynchronously, the write is synchronous).
                onDone: {
                  target: '#session.signedIn.idle',
                  actions: [
                    { type: 'storeRefreshedTokens', params: ({ event }) => event.output },
                    { type: 'rememberRefreshedTokens', params: ({ event }) => event.output },
                  ],
                },
                onError: { target: '#session.expired' },
              },
            },
          },
        },
      },
    },
    expired: {
      description: "The refresh failed: auth cleared, 'Session expired, please login again' (3 s); /login after 1 s.",
      meta: { screen: "The toast 'Session expired, please login again' over the page; /login after a second." },
      tags: ['expired'],
      entry: [{ type: 'endSession', params: { reason: 'expired' } }, 'forgetSession', 'notifySessionExpired'],
      after: { loginRedirectDelay: { target: 'signedOut', actions: 'goToLogin' } },
    },
    signedOut: {
      description: 'No access token stored. Header: landing anchors on /, Home elsewhere.',
      meta: { screen: 'The signed-out header: the landing anchors, Sign In and Register on /, Home elsewhere.' },
      tags: ['signedOut'],
      initial: 'idle',
      states: {
        idle: {
          description: 'Waiting for a sign-in here or in another tab.',
          meta: { screen: 'The signed-out header.' },
          after: { recheckInterval: { target: 'rechecking' } },
          on: { 'STORAGE.CHANGED': { target: 'rechecking' } },
        },
        rechecking: {
          description: 'Another tab may have signed in.',
          meta: { screen: 'Unchanged for the person: the signed-out header while the stored data is re-read.' },
          tags: ['checking'],
          invoke: {
            id: 'readStoredSession',
            src: 'readStoredSession',
            onDone: [
              {
                guard: { type: 'hasStoredSession', params: storedRead },
                target: '#session.signedIn',
                actions: { type: 'adoptStoredSession', params: storedRead },
              },
              { target: 'idle' },
            ],
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
