// The session's model (SPEC §2 'Signed-in state is judged from locally stored auth data and re-checked
// every second', §4 Session and Logout, §8 Session, §9 1 s re-check and 1 s redirect delay; the
// refresh lock and the other-tab rules of docs/statecharts.md 'Token refresh queue').
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { SessionMachine } from '../../../machines/session/session.machine';
import type {
  RefreshedTokens,
  SessionContext,
  SignedInSession,
  StoredSession,
} from '../../../machines/session/session.types';
import type { User } from '../../../src/api/types';
import type { FlowModel, ModelEvent, OutstandingCall, StepExpectation } from '../shared/graph-model';

export const READ = 'xstate.done.actor.readStoredSession';
export const READ_FAILED = 'xstate.error.actor.readStoredSession';
export const REFRESHED = 'xstate.done.actor.refreshAccessToken';
export const REFRESH_FAILED = 'xstate.error.actor.refreshAccessToken';
export const SIGNED_IN_TICK = 'xstate.after.recheckInterval.session.signedIn.idle';
export const SIGNED_OUT_TICK = 'xstate.after.recheckInterval.session.signedOut.idle';
export const LOGIN_REDIRECT = 'xstate.after.loginRedirectDelay.session.expired';

export function sessionUser(name: string): User {
  return {
    user_uuid: `00000000-0000-4000-8000-00000000000${name.length}`,
    username: name,
    email: `${name}@example.com`,
    mobile_number: '9876543210',
    status: 'active',
    login_type: 'mobile',
    last_login_at: null,
    is_profile_completed: true,
    is_email_verified: false,
    is_mpin_set: true,
  };
}

export const signedInAsAsha: SignedInSession = {
  token: 'token-a',
  refresh_token: 'refresh-a',
  user: sessionUser('asha'),
};
export const storedAsAsha: StoredSession = { token: 'token-a', refreshToken: 'refresh-a', user: sessionUser('asha') };
/** Another tab signed in (or refreshed) and stored this. */
export const storedByOtherTab: StoredSession = {
  token: 'token-b',
  refreshToken: 'refresh-b',
  user: sessionUser('bhavin'),
};
/** Only an access token survived: it can be used, not refreshed. */
export const storedWithoutRefreshToken: StoredSession = { token: 'token-d', refreshToken: null, user: null };

/** What the session emits for src/app/session to carry out (SessionEmitted). */
export const sessionEnded = (reason: 'logout' | 'expired' | 'deleted', refreshToken: string | null) => ({
  type: 'sessionEnded',
  reason,
  refreshToken,
});
export const LOGGED_OUT_TOAST = { type: 'notify', tone: 'success', message: 'Logged out successfully' };
/** SPEC §9: the session-expired toast stays 3 s. */
export const SESSION_EXPIRED_TOAST = {
  type: 'notify',
  tone: 'error',
  message: 'Session expired, please login again',
  durationMs: 3000,
};

type Place =
  | 'checking'
  | 'signedIn.idle'
  | 'signedIn.rechecking'
  | 'signedIn.refreshing.waitingForLock'
  | 'signedIn.refreshing.checkingOtherTabs'
  | 'signedIn.refreshing.exchanging'
  | 'expired'
  | 'signedOut.idle'
  | 'signedOut.rechecking';

function placeOf(value: StateValue): Place {
  if (typeof value === 'string') return value as Place;
  const [key, child] = Object.entries(value)[0]!;
  return `${key}.${placeOf(child as StateValue)}` as Place;
}

interface Next {
  place: Place;
  context: SessionContext;
  emitted?: unknown[];
}

const NOBODY: SessionContext = { token: null, refreshToken: null, user: null };
const adopt = (stored: StoredSession): SessionContext => ({ ...stored });
/** SPEC §8: a failed refresh clears all stored auth and says 'Session expired, please login again'. */
const expire = (context: SessionContext): Next => ({
  place: 'expired',
  context: NOBODY,
  emitted: [sessionEnded('expired', context.refreshToken), SESSION_EXPIRED_TOAST],
});

/** Where the session must go, written from the SPEC's rules rather than read off the machine. */
function next(place: Place, event: ModelEvent, context: SessionContext): Next {
  const stay: Next = { place, context };
  const refreshOrExpire: Next =
    context.refreshToken !== null ? { place: 'signedIn.refreshing.exchanging', context } : expire(context);
  switch (event.type) {
    case 'SESSION.START': {
      const session = event.session as SignedInSession;
      return {
        place: 'signedIn.idle',
        context: { token: session.token, refreshToken: session.refresh_token, user: session.user },
        emitted: [{ type: 'sessionStarted', session }],
      };
    }
    case 'LOGOUT':
      // SPEC §4: clears auth, 'Logged out successfully', go to /.
      return {
        place: 'signedOut.idle',
        context: NOBODY,
        emitted: [sessionEnded('logout', context.refreshToken), LOGGED_OUT_TOAST, { type: 'leave', to: '/' }],
      };
    case 'ACCOUNT.DELETED':
      // The account is gone: auth cleared and home, without 'Logged out successfully' (the deletion said so).
      return {
        place: 'signedOut.idle',
        context: NOBODY,
        emitted: [sessionEnded('deleted', context.refreshToken), { type: 'leave', to: '/' }],
      };
    case 'TOKEN.REJECTED':
      // One refresh, and only for the token in use: a 401 for an older token changes nothing.
      return event.token === context.token ? { place: 'signedIn.refreshing.waitingForLock', context } : stay;
    case 'STORAGE.CHANGED':
      return { place: place.startsWith('signedIn') ? 'signedIn.rechecking' : 'signedOut.rechecking', context };
    case 'LOCK.ACQUIRED':
      return { place: 'signedIn.refreshing.checkingOtherTabs', context };
    case SIGNED_IN_TICK:
      return { place: 'signedIn.rechecking', context };
    case SIGNED_OUT_TICK:
      return { place: 'signedOut.rechecking', context };
    case LOGIN_REDIRECT:
      // SPEC §8: after 1 second, /login.
      return { place: 'signedOut.idle', context, emitted: [{ type: 'signInRequired' }] };
    case READ: {
      const stored = event.output as StoredSession | null;
      if (place === 'signedIn.refreshing.checkingOtherTabs') {
        if (stored === null) return { place: 'signedOut.idle', context: NOBODY };
        // Another tab refreshed first: use its token instead of refreshing again.
        if (stored.token !== context.token) return { place: 'signedIn.idle', context: adopt(stored) };
        return refreshOrExpire;
      }
      if (stored === null) return { place: 'signedOut.idle', context: NOBODY };
      return { place: 'signedIn.idle', context: adopt(stored) };
    }
    case READ_FAILED:
      // Unreadable storage changes nothing that is known; a refresh still goes ahead.
      if (place === 'checking') return { place: 'signedOut.idle', context };
      if (place === 'signedIn.refreshing.checkingOtherTabs') return refreshOrExpire;
      return { place: place.startsWith('signedIn') ? 'signedIn.idle' : 'signedOut.idle', context };
    case REFRESHED: {
      const tokens = event.output as RefreshedTokens;
      return {
        place: 'signedIn.idle',
        context: { ...context, token: tokens.token, refreshToken: tokens.refreshToken ?? context.refreshToken },
        emitted: [{ type: 'tokensRefreshed', tokens }],
      };
    }
    case REFRESH_FAILED:
      return expire(context);
    default:
      throw new Error(`the session model has no expectation for ${event.type}`);
  }
}

/** What runs in each place: the other-tab watcher always; a storage read, the lock, the refresh call. */
function callsIn(place: Place, context: SessionContext): OutstandingCall[] {
  const calls: OutstandingCall[] = [{ id: 'watchOtherTabs' }];
  if (place.startsWith('signedIn.refreshing')) calls.push({ id: 'holdRefreshLock' });
  if (
    ['checking', 'signedIn.rechecking', 'signedIn.refreshing.checkingOtherTabs', 'signedOut.rechecking'].includes(place)
  ) {
    calls.push({ id: 'readStoredSession' });
  }
  if (place === 'signedIn.refreshing.exchanging') {
    calls.push({ id: 'refreshAccessToken', input: { refreshToken: context.refreshToken } });
  }
  return calls;
}

export const sessionModel: FlowModel<SessionMachine> = {
  flow: 'session',
  machine: sessionMachine,
  events: [
    { type: 'SESSION.START', session: signedInAsAsha },
    { type: 'LOGOUT' },
    { type: 'ACCOUNT.DELETED' },
    ...['token-a', 'token-b', 'token-c', 'token-d'].map((token): ModelEvent => ({ type: 'TOKEN.REJECTED', token })),
    { type: 'STORAGE.CHANGED' },
    { type: 'LOCK.ACQUIRED' },
    ...[null, storedAsAsha, storedByOtherTab, storedWithoutRefreshToken].map((output): ModelEvent => ({
      type: READ,
      output,
    })),
    { type: READ_FAILED, error: new Error('storage blocked') },
    { type: REFRESHED, output: { token: 'token-c', refreshToken: 'refresh-c' } },
    { type: REFRESHED, output: { token: 'token-c', refreshToken: null } },
    { type: REFRESH_FAILED, error: new Error('401 Invalid or expired refresh token') },
    { type: SIGNED_IN_TICK },
    { type: SIGNED_OUT_TICK },
    { type: LOGIN_REDIRECT },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { token, refreshToken, user } = snapshot.context as SessionContext;
    return { value: snapshot.value, token, refreshToken, user: user?.username ?? null };
  },
  promiseActors: ['readStoredSession', 'refreshAccessToken'],
  callbackActors: ['watchOtherTabs', 'holdRefreshLock'],
  // SPEC §9: stored auth re-checked every 1 s; /login 1 s after 'Session expired'.
  delays: { recheckInterval: 1000, loginRedirectDelay: 1000 },
  expect: ({ event, from, before }): StepExpectation => {
    if (from === null || before === null) return { calls: callsIn('checking', NOBODY), context: { ...NOBODY } };
    const after = next(placeOf(from), event, before);
    return {
      calls: callsIn(after.place, after.context),
      emitted: after.emitted ?? [],
      context: { ...after.context } as Record<string, unknown>,
    };
  },
};
