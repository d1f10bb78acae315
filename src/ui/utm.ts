// The visit's UTM parameters in the browser's session storage (SPEC §2, §9 key `utm_params`).
// `captureUtmParams()` runs once when the app starts; links add them through `InternalLink`, and the
// app's own navigations through `withUtmParams`. The rules themselves are src/domain/utm.ts.
import { SESSION_STORAGE_KEYS } from '../domain/constants';
import { addUtmParams, parseUtmParams, utmParamsIn } from '../domain/utm';
import type { UtmParams } from '../domain/utm';

export function browserSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames): nothing is remembered, nothing breaks.
    return null;
  }
}

/** The parameters saved for this visit ({} when none). */
export function savedUtmParams(storage: Storage | null = browserSessionStorage()): UtmParams {
  if (!storage) return {};
  try {
    return parseUtmParams(storage.getItem(SESSION_STORAGE_KEYS.utmParams));
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
  return addUtmParams(href, savedUtmParams(storage));
}
