// What a sign-out, an account deletion or another person's sign-in wipes from the device (issue 30):
// the service worker's copies of the person's answers (their passes, registrations, orders, profile)
// and the tab's booking drafts and checkouts in progress. Public pages and answers stay: they are
// everyone's. Stored auth data is the session's own to clear (stored-session.ts).
import { PERSONAL_ANSWERS_CACHE } from '../../domain/offline';
import { keptAnswers } from './kept-answers';

/** Session-storage keys of a booking in progress: its attendees' answers, its promo code, its checkout. */
const PERSONAL_SESSION_KEYS = /^startline\.(booking|promo|checkout)\./;

export interface DeviceStores {
  caches: Pick<CacheStorage, 'delete'> | null;
  sessionStorage: Storage | null;
}

function browserStores(): DeviceStores {
  let sessionStorage: Storage | null = null;
  try {
    sessionStorage = window.sessionStorage;
  } catch {
    // Blocked storage holds nothing to forget.
  }
  return { caches: typeof caches === 'undefined' ? null : caches, sessionStorage };
}

export async function forgetPersonalData(stores: DeviceStores = browserStores()): Promise<void> {
  keptAnswers.forgetAll();
  const storage = stores.sessionStorage;
  if (storage) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && PERSONAL_SESSION_KEYS.test(key)) storage.removeItem(key);
  }
  await stores.caches?.delete(PERSONAL_ANSWERS_CACHE);
}
