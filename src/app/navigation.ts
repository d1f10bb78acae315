// Where a person goes back to after signing in, and the marketing parameters they arrived with
// (SPEC §2 "Protected" routes and "Global layout behaviour", §9 session storage keys).
//
// UTM parameters: `captureUtmParams()` runs once when the app starts and keeps the first set it sees
// in session storage (`utm_params`). Every in-app link and navigation that the app shell makes passes
// its target through `withUtmParams(href)` (header, footer, profile menu, the session's redirects, the
// sign-in redirect back), so the parameters stay on later URLs. Screens that build their own links do
// the same: `<Link href={withUtmParams('/events')}>` or `navigate(withUtmParams(path))`.
import { SESSION_STORAGE_KEYS, UTM_PARAMETERS } from '../domain/constants';

export type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type UtmParams = Partial<Record<UtmParameter, string>>;

const DEFAULT_REDIRECT_URL = '/';
/** Pages that must never be the place to return to after signing in. */
const SIGN_IN_PAGES = new Set(['/login', '/register']);

function browserSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames): nothing is remembered, nothing breaks.
    return null;
  }
}

function pathOf(url: string): string {
  return new URL(url, 'http://startline.invalid').pathname.replace(/\/+$/, '') || '/';
}

/** Only same-site paths are followed, so a crafted redirectUrl cannot send a person elsewhere. */
function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
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

function utmParamsIn(search: string): UtmParams {
  const query = new URLSearchParams(search);
  const found: UtmParams = {};
  for (const name of UTM_PARAMETERS) {
    const value = query.get(name);
    if (value !== null && value !== '') found[name] = value;
  }
  return found;
}

/** The parameters saved for this visit ({} when none). */
export function savedUtmParams(storage: Storage | null = browserSessionStorage()): UtmParams {
  if (!storage) return {};
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEYS.utmParams);
    if (raw === null) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const saved: UtmParams = {};
    for (const name of UTM_PARAMETERS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '') saved[name] = value;
    }
    return saved;
  } catch {
    return {};
  }
}

/**
 * Saves the UTM parameters of `search` once per browser session: the campaign that brought the
 * person counts, not a later link they followed.
 */
export function captureUtmParams(
  search: string = window.location.search,
  storage: Storage | null = browserSessionStorage(),
): UtmParams {
  if (!storage) return {};
  const alreadySaved = savedUtmParams(storage);
  if (Object.keys(alreadySaved).length > 0) return alreadySaved;
  const found = utmParamsIn(search);
  if (Object.keys(found).length === 0) return {};
  try {
    storage.setItem(SESSION_STORAGE_KEYS.utmParams, JSON.stringify(found));
  } catch {
    // Not remembered: later URLs simply go without them.
  }
  return found;
}

/** `href` with the saved UTM parameters added; parameters already in `href` win. Keeps a #hash. */
export function withUtmParams(href: string, storage: Storage | null = browserSessionStorage()): string {
  if (!isSameSitePath(href)) return href;
  const saved = savedUtmParams(storage);
  const names = Object.keys(saved) as UtmParameter[];
  if (names.length === 0) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  for (const name of names) {
    const value = saved[name];
    if (value !== undefined && !query.has(name)) query.set(name, value);
  }
  return `${path}?${query.toString()}${hash}`;
}
