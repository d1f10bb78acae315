// Sonner, with the stylesheet it injects, is about 9 KiB gzip that no first paint needs (DESIGN §7),
// so it loads in its own chunk. A toast raised before that chunk arrives waits for it, and sonner 2's
// Toaster replays the toasts created before it subscribed, so none is lost.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';
import type { I18n } from '../i18n/i18n';
import { localText } from '../i18n/worded-text';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;

/** One shared import, so toasts raised while it loads are shown in the order they were raised. */
function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

export type ToastTone = 'success' | 'error' | 'info';

/** The app's language (src/app/language): a toast the catalogue knows is shown in it. */
let translator: I18n | null = null;

export function translateToastsWith(i18n: I18n): void {
  translator = i18n;
}

/**
 * Flows raise toasts with SPEC's English texts; the reader sees them in their language when the catalogue
 * has them, those worded from parts too ('Transfer sent to {name}'), a server's own message as it came.
 */
export function showToast(tone: ToastTone, english: string, options: ExternalToast): void {
  const message = translator ? localText(translator, english) : english;
  // A toast's button ('Reload now') is worded by the flow too.
  const action = options.action;
  const shown =
    translator && action && typeof action === 'object' && 'label' in action && typeof action.label === 'string'
      ? { ...options, action: { ...action, label: localText(translator, action.label) } }
      : options;
  loadSonner().then(
    ({ toast }) => void toast[tone](message, shown),
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
