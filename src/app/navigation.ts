// Where a person goes back to after signing in, and the marketing parameters they arrived with
// (SPEC §2 "Protected" routes and "Global layout behaviour", §9 session storage keys).
//
// UTM parameters: `captureUtmParams()` runs once when the app starts and keeps the first set it sees
// in session storage (`utm_params`); src/ui/utm.ts reads and writes them, src/domain/utm.ts holds the
// rules. Every link to a page goes through `InternalLink` (src/ui), which adds them; the app's own
// navigations (the session's redirects, the sign-in redirect back, a flow's `leave`) pass their
// target through `withUtmParams(path)`.
import { SESSION_STORAGE_KEYS } from '../domain/constants';
import { isSameSitePath } from '../domain/utm';
import { browserSessionStorage } from '../ui/utm';

export type { UtmParams } from '../domain/utm';
export { captureUtmParams, savedUtmParams, withUtmParams } from '../ui/utm';

const DEFAULT_REDIRECT_URL = '/';
/** Pages that must never be the place to return to after signing in. */
const SIGN_IN_PAGES = new Set(['/login', '/register']);

function pathOf(url: string): string {
  return new URL(url, 'http://startline.invalid').pathname.replace(/\/+$/, '') || '/';
}

export function isSignInPage(url: string): boolean {
  return SIGN_IN_PAGES.has(pathOf(url));
}

/** Remembers where to return after signing in (path and query, e.g. '/my-orders/7?x=1'). */
export function saveRedirectUrl(url: string, storage: Storage | null = browserSessionStorage()): void {
  if (!storage || !isSameSitePath(url) || isSignInPage(url)) return;
  try {
    storage.setItem(SESSION_STORAGE_KEYS.redirectUrl, url);
  } catch {
    // A full or blocked storage only loses the way back; signing in still works.
  }
}

/** The saved place to return to ('/' when none), forgotten once taken. */
export function takeRedirectUrl(storage: Storage | null = browserSessionStorage()): string {
  if (!storage) return DEFAULT_REDIRECT_URL;
  try {
    const saved = storage.getItem(SESSION_STORAGE_KEYS.redirectUrl);
    storage.removeItem(SESSION_STORAGE_KEYS.redirectUrl);
    return saved !== null && isSameSitePath(saved) && !isSignInPage(saved) ? saved : DEFAULT_REDIRECT_URL;
  } catch {
    return DEFAULT_REDIRECT_URL;
  }
}
