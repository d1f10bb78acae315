// Sonner, with the stylesheet it injects, is about 9 KiB gzip that no first paint needs (DESIGN §7),
// so it loads in its own chunk. A toast raised before that chunk arrives waits for it, and sonner 2's
// Toaster replays the toasts created before it subscribed, so none is lost.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;

/** One shared import, so toasts raised while it loads are shown in the order they were raised. */
function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

export type ToastTone = 'success' | 'error' | 'info';

export function showToast(tone: ToastTone, message: string, options: ExternalToast): void {
  loadSonner().then(
    ({ toast }) => void toast[tone](message, options),
    (error: unknown) => console.error(`Startline could not load its toasts to show '${message}'`, error),
  );
}

function NoToaster() {
  return null;
}

// A failed download must not take the page down with it: the app then runs without toasts.
const LazyToaster = lazy<ComponentType<ToasterProps>>(() =>
  loadSonner().then(
    ({ Toaster }) => ({ default: Toaster }),
    (error: unknown) => {
      console.error('Startline could not load its toasts', error);
      return { default: NoToaster };
    },
  ),
);

/** Sonner's Toaster, rendered once its chunk has loaded; nothing shows before any toast is raised. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-center" />
    </Suspense>
  );
}
