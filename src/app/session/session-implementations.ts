// The real actors of the session machine, and what carries out what it emits (conventions §1: src/app
// is the composition root). Everything the browser owns comes in as a dependency, so tests run two
// "tabs" on one fake storage and one lock, with the real server in process behind the refresh client.
import { fromCallback, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import type { ApiClient } from '../../api/client';
import { TOAST_DURATION_MS } from '../../domain/constants';
import type { NoticeTone } from '../../../machines/shared/notices';
import type {
  RefreshInput,
  RefreshedTokens,
  SessionEmitted,
  SessionEvent,
  StoredSession,
} from '../../../machines/session/session.types';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { REFRESH_LOCK_NAME } from './refresh-lock';
import type { RefreshLock } from './refresh-lock';
import type { PageSessionCookie } from './page-session-cookie';
import {
  STORED_AUTH_KEYS,
  clearStoredSession,
  readStoredSession,
  writeRefreshedTokens,
  writeStoredSession,
} from './stored-session';

export type ToastKind = NoticeTone;

export interface SessionDependencies {
  /** Local storage (shared by every tab of the site). */
  storage: Storage;
  /** Where another tab's `storage` events arrive: the window. */
  storageEvents: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  lock: RefreshLock;
  /** A client whose requests never pass through the refresh middleware. */
  refreshClient: ApiClient;
  toast: (kind: ToastKind, message: string, durationMs: number) => void;
  /** Opens a page of the app (the session's 'leave'). */
  goTo: (path: string) => void;
  /** Remembers where the person was, then opens /login. */
  goToLogin: () => void;
  /**
   * Wipes the person's kept answers and drafts from the device (src/app/offline): at every sign-out
   * and at every sign-in, which may be somebody else's. Absent where nothing is kept (tests, server).
   */
  forgetPersonalData?: () => void;
  /** The copy of the access token the page requests carry (page-session-cookie.ts); absent outside a browser. */
  pageSession?: PageSessionCookie;
}

/** Why a refresh failed; the session ends the same way for every reason (SPEC §8). */
export class RefreshFailedError extends Error {
  override name = 'RefreshFailedError';
  constructor(readonly status: number) {
    super(`POST /auth/refresh-token answered ${status}`);
  }
}

/** A `storage` event for one of our keys, or for `clear()` (key null). */
function touchesStoredAuth(event: Event): boolean {
  const key = (event as Partial<StorageEvent>).key;
  return key === undefined || key === null || STORED_AUTH_KEYS.includes(key);
}

/**
 * Blocked or full storage must not stop the session actor (an action that throws would): the session
 * then lives in this tab's memory only.
 */
function despiteBlockedStorage(write: () => void): void {
  try {
    write();
  } catch (error) {
    console.warn('Startline could not update the stored session', error);
  }
}

export function createSessionImplementations(deps: SessionDependencies) {
  const { storage, storageEvents, lock, refreshClient } = deps;
  return {
    actors: {
      readStoredSession: fromPromise<StoredSession | null>(async () => readStoredSession(storage)),
      watchOtherTabs: fromCallback<SessionEvent>(({ sendBack }) => {
        const onStorage = (event: Event) => {
          if (touchesStoredAuth(event)) sendBack({ type: 'STORAGE.CHANGED' });
        };
        storageEvents.addEventListener('storage', onStorage);
        return () => storageEvents.removeEventListener('storage', onStorage);
      }),
      holdRefreshLock: fromCallback<SessionEvent>(({ sendBack }) => {
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const stopWaiting = new AbortController();
        lock
          .request(REFRESH_LOCK_NAME, { signal: stopWaiting.signal }, () => {
            sendBack({ type: 'LOCK.ACQUIRED' });
            return held;
          })
          .catch(() => {
            // Aborted while waiting: the session left the refreshing state before its turn.
          });
        return () => {
          release();
          stopWaiting.abort();
        };
      }),
      refreshAccessToken: fromPromise<RefreshedTokens, RefreshInput>(async ({ input, signal }) => {
        const { data, response } = await refreshClient.POST('/auth/refresh-token', {
          body: { refresh_token: input.refreshToken },
          signal,
        });
        if (!data || !data.success) throw new RefreshFailedError(response.status);
        return { token: data.data.token, refreshToken: data.data.refresh_token ?? null };
      }),
    },
  } satisfies Parameters<typeof sessionMachine.provide>[0];
}

/**
 * Carries out what the session emits: stores and clears the auth data, tells the server about a logout
 * (not waited for), shows the toasts and moves the router. Returns the unsubscribe.
 */
export function followSession(session: Pick<Actor<typeof sessionMachine>, 'on'>, deps: SessionDependencies) {
  const { storage, refreshClient } = deps;
  const handlers: { [K in SessionEmitted['type']]: (event: Extract<SessionEmitted, { type: K }>) => void } = {
    sessionStarted: ({ session: started }) => {
      deps.forgetPersonalData?.();
      despiteBlockedStorage(() => writeStoredSession(storage, started));
      deps.pageSession?.remember(started.token);
    },
    tokensRefreshed: ({ tokens }) => {
      despiteBlockedStorage(() => writeRefreshedTokens(storage, tokens));
      deps.pageSession?.remember(tokens.token);
    },
    sessionEnded: ({ reason, refreshToken }) => {
      // Logout must not wait on the network: the person is signed out here at once, and a failed
      // call only leaves the refresh token to expire as before.
      if (reason === 'logout' && refreshToken !== null) {
        refreshClient.POST('/auth/logout', { body: { refresh_token: refreshToken } }).catch((error: unknown) => {
          console.warn('Startline could not end the session on the server', error);
        });
      }
      despiteBlockedStorage(() => clearStoredSession(storage));
      deps.pageSession?.forget();
      deps.forgetPersonalData?.();
    },
    notify: ({ tone, message, durationMs }) => deps.toast(tone, message, durationMs ?? TOAST_DURATION_MS),
    leave: ({ to }) => deps.goTo(to),
    signInRequired: () => deps.goToLogin(),
  };
  const subscriptions = Object.entries(handlers).map(([type, handler]) =>
    session.on(type as SessionEmitted['type'], handler as (event: SessionEmitted) => void),
  );
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
