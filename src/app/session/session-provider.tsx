// The one session actor of the app, wired to the browser: local storage, other tabs' storage
// events, the Web Lock, the refresh call, sonner toasts and wouter navigation.
import { createContext, startTransition, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
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

/**
 * What the session says, read as `select` picks it, re-rendered in a transition when it changes. Not
 * useSelector: its updates are synchronous, and the session settles (checking -> signed in or out) as
 * soon as the app has hydrated its frame, while the page inside that frame is still being hydrated in
 * slices; a synchronous update there made React hydrate the whole page in one task (about 550 ms of a
 * throttled phone's main thread on the event page, most of Lighthouse's TBT). A transition waits for it.
 */
function useSessionSelection<T>(select: (snapshot: SnapshotFrom<SessionActorRef>) => T): T {
  const session = useSessionActor();
  const [selected, setSelected] = useState(() => select(session.getSnapshot()));
  // The selector is each hook's own constant function; kept in a ref so the subscription stays put.
  const selectRef = useRef(select);
  selectRef.current = select;
  useEffect(() => {
    const update = () => startTransition(() => setSelected(selectRef.current(session.getSnapshot())));
    // A change between this render and the subscription is not lost.
    update();
    const subscription = session.subscribe(update);
    return () => subscription.unsubscribe();
  }, [session]);
  return selected;
}

const isSignedIn = (snapshot: SnapshotFrom<SessionActorRef>) => snapshot.hasTag('signedIn');

export function useIsSignedIn(): boolean {
  return useSessionSelection(isSignedIn);
}

/** What protected pages wait for: 'checking' only until stored auth data was first read. */
export type SessionStatus = 'checking' | 'signedIn' | 'signedOut' | 'expired';

const statusOf = (snapshot: SnapshotFrom<SessionActorRef>): SessionStatus => {
  if (snapshot.hasTag('signedIn')) return 'signedIn';
  if (snapshot.hasTag('signedOut')) return 'signedOut';
  if (snapshot.hasTag('expired')) return 'expired';
  return 'checking';
};

export function useSessionStatus(): SessionStatus {
  return useSessionSelection(statusOf);
}

const userOf = (snapshot: SnapshotFrom<SessionActorRef>) => snapshot.context.user;

/** The stored user_data of the signed-in person (null when signed out or unreadable). */
export function useSessionUser(): User | null {
  return useSessionSelection(userOf);
}
