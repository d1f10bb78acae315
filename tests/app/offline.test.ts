// Issue 30, the app's half of offline passes: which answers the service worker keeps and where, how the
// app learns that an answer came from the cache and since when, and what a sign-out or sign-in wipes.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { forgetPersonalData } from '../../src/app/offline/forget-personal-data';
import { createKeptAnswers, keptAnswers, keptSince, noticingKeptAnswers } from '../../src/app/offline/kept-answers';
import { createInTabLock } from '../../src/app/session/refresh-lock';
import { followSession, type SessionDependencies } from '../../src/app/session/session-implementations';
import {
  KEPT_AT_HEADER,
  PERSONAL_ANSWERS_CACHE,
  PUBLIC_ANSWERS_CACHE,
  isAppPagePath,
  keptAtText,
  keptCacheFor,
} from '../../src/domain/offline';
import type { SessionEmitted } from '../../machines/session/session.types';

/** A Storage over a Map, as the browser's behaves for these calls. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
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

describe('which answers are kept, and where', () => {
  it.each([
    ['/participant-registration/my-participated-events', PERSONAL_ANSWERS_CACHE],
    ['/participant-registration/sub-events/3f2a/my-registrations', PERSONAL_ANSWERS_CACHE],
    ['/orders/', PERSONAL_ANSWERS_CACHE],
    ['/auth/me', PERSONAL_ANSWERS_CACHE],
    ['/sub-events/public', PUBLIC_ANSWERS_CACHE],
    ['/sub-events/public/facets', PUBLIC_ANSWERS_CACHE],
    ['/promotional-banners', PUBLIC_ANSWERS_CACHE],
  ])('%s asked without a token is kept in %s', (path, cache) => {
    expect(keptCacheFor(path, false)).toBe(cache);
  });

  it.each(['/sub-events/public', '/sub-events/public/facets', '/participant-registration/my-participated-events'])(
    "%s asked with the person's token is theirs, forgotten at sign-out",
    (path) => {
      expect(keptCacheFor(path, true)).toBe(PERSONAL_ANSWERS_CACHE);
    },
  );

  it.each([
    '/auth/signin',
    '/auth/me/data',
    '/participant-registration/sub-events/3f2a/registration-form',
    '/participant-registration/sub-events/3f2a/my-registrations/extra',
    '/orders/summary/3f2a',
    '/invoices/order/7/pdf',
    '/payments/status/order_1',
    '/pincodes/location/411001',
  ])('%s is never kept', (path) => {
    expect(keptCacheFor(path, false)).toBeNull();
    expect(keptCacheFor(path, true)).toBeNull();
  });

  it.each(['/', '/events', '/event/3f2a', '/my-events', '/event/3f2a/passes', '/apiary', '/uploads-guide'])(
    '%s is a page of the app, kept as last seen',
    (path) => expect(isAppPagePath(path)).toBe(true),
  );

  it.each([
    '/api/v1/invoices/order/7/pdf',
    '/sandbox/checkout.js',
    '/uploads/files/a.png',
    '/__outbox',
    '/.well-known/x',
  ])('%s opened in a tab is not a page, and never kept as one', (path) => expect(isAppPagePath(path)).toBe(false));

  it('says when an answer was kept as the order dates read, in India time', () => {
    expect(keptAtText('2026-11-28T21:38:00.000Z')).toBe('29 Nov 2026, 03:08 AM');
  });
});

describe('answers that came from the cache', () => {
  const answer = (keptAt: string | null) => async () =>
    new Response('{}', { headers: keptAt ? { [KEPT_AT_HEADER]: keptAt } : {} });

  it('notes a kept answer by its API path, and forgets the mark when a fresh one arrives', async () => {
    const store = createKeptAnswers();
    const url = 'https://startline.test/api/v1/participant-registration/my-participated-events';
    await noticingKeptAnswers(answer('2026-11-28T05:00:00.000Z'), store)(new Request(url));
    expect([...store.snapshot()]).toEqual([
      ['/participant-registration/my-participated-events', '2026-11-28T05:00:00.000Z'],
    ]);
    await noticingKeptAnswers(answer(null), store)(new Request(url));
    expect(store.snapshot().size).toBe(0);
  });

  it('ignores what is not a GET of the API', async () => {
    const store = createKeptAnswers();
    const kept = noticingKeptAnswers(answer('2026-11-28T05:00:00.000Z'), store);
    await kept(new Request('https://startline.test/config.json'));
    await kept(new Request('https://startline.test/api/v1/orders/create', { method: 'POST', body: '{}' }));
    expect(store.snapshot().size).toBe(0);
  });

  it('tells listeners only when something changed, and answers the oldest time of the matching paths', () => {
    const store = createKeptAnswers();
    let told = 0;
    store.subscribe(() => (told += 1));
    store.noteAnswer('/sub-events/public', null);
    expect(told).toBe(0);
    store.noteAnswer('/participant-registration/sub-events/a/my-registrations', '2026-11-28T06:00:00.000Z');
    store.noteAnswer('/participant-registration/sub-events/a/my-registrations', '2026-11-28T06:00:00.000Z');
    store.noteAnswer('/participant-registration/sub-events/b/my-registrations', '2026-11-27T06:00:00.000Z');
    expect(told).toBe(2);
    expect(keptSince(store.snapshot(), /my-registrations$/)).toBe('2026-11-27T06:00:00.000Z');
    expect(keptSince(store.snapshot(), /my-participated-events$/)).toBeNull();
  });
});

describe('forgetting the person', () => {
  it("wipes the personal cache, the booking in progress and the kept marks, and leaves everyone's answers", async () => {
    const deleted: string[] = [];
    const sessionStorage = memoryStorage({
      'startline.booking.3f2a': '{"a":{"fullName":"Asha"}}',
      'startline.promo.3f2a': 'RUN10',
      'startline.checkout.3f2a': 'order_1',
      'startline.utm': '{"utm_source":"x"}',
      theme: 'dark',
    });
    keptAnswers.noteAnswer('/orders/', '2026-11-28T05:00:00.000Z');
    await forgetPersonalData({ caches: { delete: async (name) => (deleted.push(name), true) }, sessionStorage });
    expect(deleted).toEqual([PERSONAL_ANSWERS_CACHE]);
    expect(Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).sort()).toEqual([
      'startline.utm',
      'theme',
    ]);
    expect(keptAnswers.snapshot().size).toBe(0);
  });

  it('is asked for at every sign-out and every sign-in, which may be somebody else', () => {
    const handlers = new Map<string, (event: SessionEmitted) => void>();
    const session = {
      on: (type: string, handler: (event: SessionEmitted) => void) => {
        handlers.set(type, handler);
        return { unsubscribe: () => handlers.delete(type) };
      },
    };
    let forgotten = 0;
    const deps: SessionDependencies = {
      storage: memoryStorage(),
      storageEvents: new EventTarget(),
      lock: createInTabLock(),
      refreshClient: createApiClient({ baseUrl: 'https://startline.test/api/v1', getAccessToken: () => null }),
      toast: () => {},
      goTo: () => {},
      goToLogin: () => {},
      forgetPersonalData: () => (forgotten += 1),
    };
    followSession(session as unknown as Parameters<typeof followSession>[0], deps);
    const user = { user_uuid: 'u-1' } as never;
    handlers.get('sessionStarted')!({ type: 'sessionStarted', session: { token: 't', refresh_token: 'r', user } });
    expect(forgotten).toBe(1);
    for (const reason of ['expired', 'deleted'] as const) {
      handlers.get('sessionEnded')!({ type: 'sessionEnded', reason, refreshToken: null });
    }
    expect(forgotten).toBe(3);
    handlers.get('tokensRefreshed')!({ type: 'tokensRefreshed', tokens: { token: 't2', refreshToken: 'r2' } });
    expect(forgotten).toBe(3);
  });
});
