import type { User } from '../../src/api/types';
import type { LeaveEmitted, NotifyEmitted } from '../shared/notices';

/** What local storage holds for a signed-in person (SPEC §3 "Stored auth data"). */
export interface StoredSession {
  token: string;
  /** Absent when only an access token was stored: then a rejected token cannot be refreshed. */
  refreshToken: string | null;
  /** Null when user_data is missing or unreadable; the session still counts as signed in. */
  user: User | null;
}

/** The sign-in response's data (SPEC §7 POST /auth/signin), as the login flows hand it over. */
export interface SignedInSession {
  token: string;
  refresh_token: string;
  user: User;
}

/** What POST /auth/refresh-token gives back; the refresh token only when the server rotated it. */
export interface RefreshedTokens {
  token: string;
  refreshToken: string | null;
}

export interface RefreshInput {
  refreshToken: string;
}

export interface SessionContext {
  token: string | null;
  refreshToken: string | null;
  user: User | null;
}

export type SessionEvent =
  | { type: 'SESSION.START'; session: SignedInSession }
  | { type: 'LOGOUT' }
  /** The account was deleted (DPDP Act): the session ends; the deletion has said so in its own toast. */
  | { type: 'ACCOUNT.DELETED' }
  /** A request was answered 401 although it carried `token`. */
  | { type: 'TOKEN.REJECTED'; token: string }
  /** Another tab wrote or cleared the stored auth data. */
  | { type: 'STORAGE.CHANGED' }
  /** The cross-tab refresh lock is ours until the refreshing state is left. */
  | { type: 'LOCK.ACQUIRED' };

/**
 * signedIn / signedOut: who the person is; checking: stored auth data is being read (on its own
 * only before the first reading); refreshing: requests wait; expired: the session just ended and
 * the person is about to be sent to /login (neither signed in nor, yet, signed out).
 */
export type SessionTag = 'signedIn' | 'signedOut' | 'checking' | 'refreshing' | 'expired';

/**
 * What the session tells its composition root (src/app/session), which owns storage, the network and the
 * router: a session to store, refreshed tokens to store, a session that ended (storage cleared; after a
 * logout the server is told too), a toast, a page to go to, and 'sign in again' (the root remembers the
 * page the person was on, then opens /login).
 */
export type SessionEmitted =
  | { type: 'sessionStarted'; session: SignedInSession }
  | { type: 'tokensRefreshed'; tokens: RefreshedTokens }
  | { type: 'sessionEnded'; reason: 'logout' | 'expired' | 'deleted'; refreshToken: string | null }
  | { type: 'signInRequired' }
  | NotifyEmitted
  | LeaveEmitted;
