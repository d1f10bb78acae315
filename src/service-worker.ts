// The service worker (issue 30), built from Workbox's modules by vite-plugin-pwa (injectManifest): the
// app's code is precached at install, so the shell opens without a network; pages, public answers and
// the signed-in person's passes are asked of the network first and kept, so the last ones seen open
// offline. An answer served from a cache carries KEPT_AT_HEADER: the app shows when it was kept.
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  API_PATH_PREFIX,
  KEPT_AT_HEADER,
  PAGES_CACHE,
  PERSONAL_ANSWERS_CACHE,
  PUBLIC_ANSWERS_CACHE,
  isAppPagePath,
  keptCacheFor,
} from './domain/offline';
import { SKIP_WAITING_MESSAGE } from './app/offline/messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new version waits until the page says it is a safe moment (src/app/offline/app-updates.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
clientsClaim();

/** Stamps the copy that goes into the cache with the time it was stored; the page's own copy has no stamp. */
const stampKeptAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(KEPT_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

const onlySuccess = new CacheableResponsePlugin({ statuses: [200] });

function apiPathOf(url: URL): string | null {
  if (url.origin !== self.location.origin || !url.pathname.startsWith(`${API_PATH_PREFIX}/`)) return null;
  return url.pathname.slice(API_PATH_PREFIX.length);
}

/**
 * Only the app's documents are kept as pages: never a PDF or a file a link opened, nor a page drawn
 * with a person's own answers (no-store: server/app.ts), which the app keeps its own way and forgets
 * at sign-out (src/app/offline).
 */
const onlyDocuments: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.headers.get('content-type')?.startsWith('text/html') &&
    !/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')
      ? response
      : null,
};

// Pages: a slow network (a stadium basement) falls back to the page as last seen after a few seconds.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isAppPagePath(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [onlySuccess, onlyDocuments, new ExpirationPlugin({ maxEntries: 40 })],
  }),
);

// The runtime config, without which the app does not start: kept at install too, since the page that
// installed the worker read it before the worker was there.
const CONFIG_PATH = '/config.json';
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PUBLIC_ANSWERS_CACHE)
      .then((cache) => cache.add(CONFIG_PATH))
      .catch(() => undefined), // offline at install: kept at the first read instead
  );
});
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === CONFIG_PATH,
  new NetworkFirst({ cacheName: PUBLIC_ANSWERS_CACHE, plugins: [onlySuccess] }),
);

// Answers: only when the network fails, never after a timeout, so a slow answer is still a fresh one.
for (const cacheName of [PUBLIC_ANSWERS_CACHE, PERSONAL_ANSWERS_CACHE] as const) {
  registerRoute(
    ({ url, request }) => {
      const apiPath = apiPathOf(url);
      return apiPath !== null && keptCacheFor(apiPath, request.headers.has('authorization')) === cacheName;
    },
    new NetworkFirst({
      cacheName,
      plugins: [onlySuccess, stampKeptAt, new ExpirationPlugin({ maxEntries: 200 })],
    }),
  );
}

// Event images and banners: they do not change under the same address.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.destination === 'image' && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: `${PUBLIC_ANSWERS_CACHE}-images`,
    plugins: [onlySuccess, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// A page never opened online: the app's own document, which draws it (or says what needs the network).
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate' && isAppPagePath(url.pathname)) {
    return (await matchPrecache('/index.html')) ?? Response.error();
  }
  return Response.error();
});
