// The one session actor of the app, wired to the browser: local storage, other tabs' storage
// events, the Web Lock, the refresh call, sonner toasts and wouter navigation.
import { createContext, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { createApiClient } from '../../api/client';
import type { User } from '../../api/types';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { RuntimeConfig } from '../config';
import { inspect } from '../inspector';
import { forgetPersonalData } from '../offline/forget-personal-data';
import { saveRedirectUrl, withUtmParams } from '../navigation';
import { showToast } from '../toasts';
import { documentPageSessionCookie } from './page-session-cookie';
import { browserRefreshLock, createInTabLock } from './refresh-lock';
import type { SessionActorRef } from './refresh-middleware';
import { createSessionImplementations, followSession } from './session-implementations';
import type { SessionDependencies } from './session-implementations';

const SessionContext = createContext<SessionActorRef | null>(null);

/** Storage can be blocked entirely; then the session lives in this tab's memory only. */
function browserLocalStorage(): Storage {
  try {
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * While a page is drawn on the server (src/app/shell/server-render.tsx) the session is only created,
 * never started: it stays 'checking', as in the browser's first render, and touches nothing.
 */
function serverRenderDependencies(config: RuntimeConfig): SessionDependencies {
  const nowhere = () => {
    throw new Error('the session does not run while a page is drawn on the server');
  };
  return {
    storage: createMemoryStorage(),
    storageEvents: new EventTarget(),
    lock: createInTabLock(),
    refreshClient: createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: () => null }),
    toast: nowhere,
    goTo: nowhere,
    goToLogin: nowhere,
  };
}

function browserSessionDependencies(config: RuntimeConfig): SessionDependencies {
  if (typeof window === 'undefined') return serverRenderDependencies(config);
  return {
    storage: browserLocalStorage(),
    storageEvents: window,
    lock: browserRefreshLock(),
    // Its own client: the refresh call must never wait in the queue it is meant to empty.
    refreshClient: createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: () => null }),
    toast: (kind, message, durationMs) => showToast(kind, message, { duration: durationMs, position: 'top-center' }),
    goTo: (path) => navigate(withUtmParams(path)),
    goToLogin: () => {
      saveRedirectUrl(window.location.pathname + window.location.search);
      navigate(withUtmParams('/login'));
    },
    pageSession: documentPageSessionCookie(document),
    forgetPersonalData: () =>
      void forgetPersonalData().catch((error: unknown) => {
        console.error('Startline could not clear the kept passes from this device', error);
      }),
  };
}

export function SessionProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  // useActorRef reads its logic once; the config does not change while the app runs.
  const deps = useMemo(() => browserSessionDependencies(config), [config]);
  const machine = useMemo(() => sessionMachine.provide(createSessionImplementations(deps)), [deps]);
  const session = useActorRef(machine, { inspect });
  useEffect(() => followSession(session, deps), [session, deps]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActorRef {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return session;
}

export function useIsSignedIn(): boolean {
  return useSelector(useSessionActor(), (snapshot) => snapshot.hasTag('signedIn'));
}

/** What protected pages wait for: 'checking' only until stored auth data was first read. */
export type SessionStatus = 'checking' | 'signedIn' | 'signedOut' | 'expired';

export function useSessionStatus(): SessionStatus {
  return useSelector(useSessionActor(), (snapshot): SessionStatus => {
    if (snapshot.hasTag('signedIn')) return 'signedIn';
    if (snapshot.hasTag('signedOut')) return 'signedOut';
    if (snapshot.hasTag('expired')) return 'expired';
    return 'checking';
  });
}

/** The stored user_data of the signed-in person (null when signed out or unreadable). */
export function useSessionUser(): User | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.user);
}
