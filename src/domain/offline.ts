// Offline (issue 30): what the service worker (src/service-worker.ts) and the app agree on, and the
// texts a person reads while the network is gone. The service worker keeps the answers a page was last
// given; the app shows them with the time they were kept and forgets the personal ones at sign-out.
import { formatOrderDate } from './dates';

/** Where the API lives on the app's own origin (server/web.ts runtimeConfig). */
export const API_PATH_PREFIX = '/api/v1';

/** The documents of pages seen online, so a reload offline opens them. No personal data: the server draws for nobody. */
export const PAGES_CACHE = 'startline-pages';
/** Public answers asked without a token (events, banners, the runtime config). */
export const PUBLIC_ANSWERS_CACHE = 'startline-public';
/** The signed-in person's answers (My Events, Your Registrations with the e-tickets, My Orders, the profile, and the lists they were shown). */
export const PERSONAL_ANSWERS_CACHE = 'startline-personal';

/** How long after the page's load event the service worker is registered (then when the browser is idle). */
export const SERVICE_WORKER_DELAY_MS = 5000;
export const SERVICE_WORKER_IDLE_TIMEOUT_MS = 5000;
/**
 * And only once the person has let the page be for this long (no key, tap, wheel or scroll): installing
 * keeps the app's files (about 1.2 MB, one after another), and on a busy phone that took the frames of a
 * person typing into the attendee form (issue 29: each key of a PIN code waited up to 1.3 s for its
 * paint at 4x CPU). The idle callback alone fired between two keys.
 */
export const SERVICE_WORKER_QUIET_MS = 2000;

/** Set by the service worker on an answer it stores; present on an answer therefore only when it came from the cache. */
export const KEPT_AT_HEADER = 'x-startline-kept-at';

/** Addresses opened in a tab that are not the app's pages: an API answer (a PDF), the payment sandbox, uploads, the outbox. */
const NOT_PAGES = /^\/(api|sandbox|uploads|__outbox|\.well-known)(\/|$)/;

/** Whether a navigation is to one of the app's pages, which the service worker keeps as last seen. */
export const isAppPagePath = (pathname: string) => !NOT_PAGES.test(pathname);

/** API paths (after /api/v1) whose last answer is kept for the signed-in person. */
export const PERSONAL_ANSWER_PATHS: readonly RegExp[] = [
  /^\/participant-registration\/my-participated-events$/,
  /^\/participant-registration\/sub-events\/[^/]+\/my-registrations$/,
  /^\/orders\/$/,
  /^\/auth\/me$/,
];

/** API paths whose last answer is kept for everyone: the listing, the event pages, the landing's banners. */
export const PUBLIC_ANSWER_PATHS: readonly RegExp[] = [/^\/sub-events\/public(\/facets)?$/, /^\/promotional-banners$/];

export const OFFLINE_TEXT = {
  passesAsOf: (time: string) => `Offline — showing your passes as of ${time}`,
  offline:
    "You're offline. Your passes and the pages you've opened still show; booking, payment and filters wait for the network.",
  updateReady: 'A new version of Startline is ready.',
  updateNow: 'Reload now',
} as const;

/** When a kept answer was stored, as the order dates read: '28 Nov 2026, 09:41 PM' (India time). */
export function keptAtText(iso: string): string {
  return formatOrderDate(iso);
}

/**
 * Which kept cache an answer belongs to, by its API path (after the base URL) and whether it was asked
 * with the person's token; null for an answer never kept. A public list asked with a token is theirs:
 * it marks the events they registered for (`is_registered`), so it goes with their other answers.
 */
export function keptCacheFor(
  apiPath: string,
  askedWithToken: boolean,
): typeof PERSONAL_ANSWERS_CACHE | typeof PUBLIC_ANSWERS_CACHE | null {
  if (PERSONAL_ANSWER_PATHS.some((pattern) => pattern.test(apiPath))) return PERSONAL_ANSWERS_CACHE;
  if (PUBLIC_ANSWER_PATHS.some((pattern) => pattern.test(apiPath))) {
    return askedWithToken ? PERSONAL_ANSWERS_CACHE : PUBLIC_ANSWERS_CACHE;
  }
  return null;
}
