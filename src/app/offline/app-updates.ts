// A new version of the app (issue 30): the service worker installs it beside the running one, and the
// page says so ('A new version of Startline is ready.', with 'Reload now'). It switches at a safe
// moment: when the person asks, or at their next move to another page, never under a form being
// filled. workbox-window does the registering and the messaging.
import { useEffect, useRef } from 'react';
import { Workbox } from 'workbox-window';
import { SKIP_WAITING_MESSAGE } from './messages';

/** How long a waiting version gets to take over before the page reloads anyway. */
const TAKE_OVER_TIMEOUT_MS = 3000;

export interface AppUpdates {
  /** Whether a new version waits; then `apply` reloads onto it. */
  readonly waiting: boolean;
  apply(): void;
}

/**
 * Registers the service worker (production builds only: `npm run dev` serves modules the worker would
 * keep stale). `onReady` is called once a new version waits.
 */
function registerServiceWorker(onReady: (updates: AppUpdates) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/service-worker.js', { scope: '/' });
  let waiting = false;
  let applying = false;
  const updates: AppUpdates = {
    get waiting() {
      return waiting;
    },
    apply() {
      if (applying) return;
      applying = true;
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      void navigator.serviceWorker.getRegistration().then((registration) => {
        registration?.waiting?.postMessage({ type: SKIP_WAITING_MESSAGE });
      });
      // Should the new version not take over (Chromium now and then leaves it waiting), the page still
      // reloads: the person moved on, and the next page offers the update again.
      window.setTimeout(() => window.location.reload(), TAKE_OVER_TIMEOUT_MS);
    },
  };
  workbox.addEventListener('waiting', () => {
    waiting = true;
    onReady(updates);
  });
  workbox.register().catch((error: unknown) => {
    // No worker (blocked, private mode): the app runs as before, online only.
    console.warn('Startline could not register its service worker', error);
  });
}

let waitingUpdate: AppUpdates | null = null;

/** main.tsx: register, and say so when a new version waits. */
export function offerAppUpdates(tell: (updates: AppUpdates) => void): void {
  registerServiceWorker((updates) => {
    waitingUpdate = updates;
    tell(updates);
  });
}

/** AppLayout: a move to another page is a safe moment to reload onto a waiting version. */
export function useUpdateAtNavigation(pathname: string): void {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current && waitingUpdate?.waiting) waitingUpdate.apply();
  }, [pathname]);
}
