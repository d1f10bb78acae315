// The real actors and actions of the session machine (conventions §1: src/app is the composition
// root). Everything the browser owns comes in as a dependency, so tests run two "tabs" on one fake
// storage and one lock, with the real server in process behind the refresh client.
import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { SESSION_EXPIRED_TOAST_DURATION_MS, TOAST_DURATION_MS } from '../../domain/constants';
import { SESSION_TEXT } from '../../../machines/session/session.types';
import type {
  RefreshInput,
  RefreshedTokens,
  SessionEvent,
  SignedInSession,
  StoredSession,
} from '../../../machines/session/session.types';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { REFRESH_LOCK_NAME } from './refresh-lock';
import type { RefreshLock } from './refresh-lock';
import {
  STORED_AUTH_KEYS,
  clearStoredSession,
  readStoredSession,
  writeRefreshedTokens,
  writeStoredSession,
} from './stored-session';

export type ToastKind = 'success' | 'error';

export interface SessionDependencies {
  /** Local storage (shared by every tab of the site). */
  storage: Storage;
  /** Where another tab's `storage` events arrive: the window. */
  storageEvents: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  lock: RefreshLock;
  /** A client whose requests never pass through the refresh middleware. */
  refreshClient: ApiClient;
  toast: (kind: ToastKind, message: string, durationMs: number) => void;
  goHome: () => void;
  /** Remembers where the person was, then opens /login. */
  goToLogin: () => void;
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
  const { storage, storageEvents, lock, refreshClient, toast } = deps;
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
    actions: {
      storeSession: (_: unknown, session: SignedInSession) =>
        despiteBlockedStorage(() => writeStoredSession(storage, session)),
      storeRefreshedTokens: (_: unknown, tokens: RefreshedTokens) =>
        despiteBlockedStorage(() => writeRefreshedTokens(storage, tokens)),
      clearStoredSession: () => despiteBlockedStorage(() => clearStoredSession(storage)),
      // Logout must not wait on the network: the person is signed out here at once, and a failed
      // call only leaves the refresh token to expire as before.
      endServerSession: (_: unknown, { refreshToken }: { refreshToken: string | null }) => {
        if (refreshToken === null) return;
        refreshClient.POST('/auth/logout', { body: { refresh_token: refreshToken } }).catch((error: unknown) => {
          console.warn('Startline could not end the session on the server', error);
        });
      },
      showLoggedOutToast: () => toast('success', SESSION_TEXT.loggedOut, TOAST_DURATION_MS),
      showSessionExpiredToast: () => toast('error', SESSION_TEXT.sessionExpired, SESSION_EXPIRED_TOAST_DURATION_MS),
      goHome: () => deps.goHome(),
      goToLogin: () => deps.goToLogin(),
    },
  } satisfies Parameters<typeof sessionMachine.provide>[0];
}
