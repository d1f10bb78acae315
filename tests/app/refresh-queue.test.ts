// The token-refresh queue end to end in Node: the real session machine with its real actors
// (src/app/session), the real openapi-fetch client and middleware (createAppServices), and an
// in-process server that rotates refresh tokens and refuses a reused one.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient } from '../../src/api/client';
import type { RuntimeConfig } from '../../src/app/config';
import { createAppServices } from '../../src/app/services';
import { createInTabLock } from '../../src/app/session/refresh-lock';
import type { RefreshLock } from '../../src/app/session/refresh-lock';
import type { SessionActorRef } from '../../src/app/session/refresh-middleware';
import { createSessionImplementations } from '../../src/app/session/session-implementations';
import { LOCAL_STORAGE_KEYS, SESSION_EXPIRED_REDIRECT_DELAY_MS } from '../../src/domain/constants';
import { sessionMachine } from '../../machines/session/session.machine';
import { MemoryStorage, TEST_USER, createFakeAuthServer } from './fake-browser';
import type { FakeAuthServer } from './fake-browser';

const BASE_URL = 'http://startline.test/api/v1';
const config: RuntimeConfig = {
  apiBaseUrl: BASE_URL,
  checkoutScriptUrl: 'http://startline.test/sandbox/checkout.js',
  organizerUrl: 'https://organizers.startline.test',
  company: {
    name: 'Startline Demo Pvt Ltd',
    addressLines: ['Bengaluru'],
    gstin: '29ABCDE1234F1Z5',
    email: 'a@b.c',
    phone: '1',
  },
};

const EXPIRED_TOKEN = 'expired-access-token';
const FIRST_REFRESH_TOKEN = 'refresh-first';

function storeExpiredSession(storage: Storage) {
  storage.setItem(LOCAL_STORAGE_KEYS.accessToken, EXPIRED_TOKEN);
  storage.setItem(LOCAL_STORAGE_KEYS.refreshToken, FIRST_REFRESH_TOKEN);
  storage.setItem(LOCAL_STORAGE_KEYS.userData, JSON.stringify(TEST_USER));
}

const running: SessionActorRef[] = [];
afterEach(() => {
  while (running.length > 0) running.pop()!.stop();
});

/** One browser tab: its own session actor and client, sharing storage, lock and server. */
async function openTab(server: FakeAuthServer, storage: Storage, lock: RefreshLock) {
  const toasts: Array<{ kind: string; message: string; durationMs: number }> = [];
  const navigations: string[] = [];
  const machine = sessionMachine.provide(
    createSessionImplementations({
      storage,
      storageEvents: new EventTarget(),
      lock,
      refreshClient: createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, getAccessToken: () => null }),
      toast: (kind, message, durationMs) => toasts.push({ kind, message, durationMs }),
      goHome: () => navigations.push('/'),
      goToLogin: () => navigations.push('/login'),
    }),
  );
  const session = createActor(machine);
  running.push(session);
  session.start();
  await waitFor(session, (s) => !s.hasTag('checking'));
  const { api } = createAppServices(config, session, server.fetch);
  const register = (i: number) =>
    api.POST('/participant-registration/sub-events/{subEventUuid}/register', {
      params: { path: { subEventUuid: `sub-${i}` } },
      body: { responses: [{ field_uuid: `field-${i}`, response_text: `answer ${i}` }] },
    });
  return { session, api, register, toasts, navigations };
}

function setUp() {
  const storage = new MemoryStorage();
  storeExpiredSession(storage);
  const server = createFakeAuthServer({ refreshToken: FIRST_REFRESH_TOKEN });
  return { storage, server, lock: createInTabLock() };
}

const N = 6;

describe('refresh queue: one tab', () => {
  it(`refreshes once for ${N} concurrent 401s and retries each request with its body intact`, async () => {
    const { storage, server, lock } = setUp();
    const tab = await openTab(server, storage, lock);
    const results = await Promise.all(Array.from({ length: N }, (_, i) => tab.register(i)));

    expect(server.refreshCalls()).toBe(1);
    results.forEach((result, i) => {
      expect(result.response.status).toBe(201);
      expect(result.data).toMatchObject({
        success: true,
        data: {
          subEventUuid: `sub-${i}`,
          received: { responses: [{ field_uuid: `field-${i}`, response_text: `answer ${i}` }] },
        },
      });
    });
    const newToken = tab.session.getSnapshot().context.token;
    expect(newToken).not.toBe(EXPIRED_TOKEN);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBe(newToken);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.refreshToken)).not.toBe(FIRST_REFRESH_TOKEN);
    const registerCalls = server.served.filter((r) => r.path.endsWith('/register'));
    expect(registerCalls.filter((r) => r.status === 401)).toHaveLength(N);
    expect(registerCalls.filter((r) => r.status === 201).map((r) => r.authorization)).toEqual(
      Array(N).fill(`Bearer ${newToken}`),
    );
    expect(tab.toasts).toEqual([]);
  });

  it('never sends the refresh call through the queue: it carries no bearer token', async () => {
    const { storage, server, lock } = setUp();
    const tab = await openTab(server, storage, lock);
    await tab.register(1);
    expect(server.served.find((r) => r.path.endsWith('/refresh-token'))?.authorization).toBeNull();
  });

  it('holds a request made during the refresh and sends it once, with the new token', async () => {
    const { storage, server, lock } = setUp();
    const tab = await openTab(server, storage, lock);
    const openRefresh = server.holdRefreshes();
    const first = tab.register(1);
    await waitFor(tab.session, (s) => s.hasTag('refreshing'));
    const during = tab.register(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.served.filter((r) => r.path.endsWith('/sub-2/register'))).toEqual([]);
    openRefresh();
    const [firstResult, duringResult] = await Promise.all([first, during]);
    expect(firstResult.response.status).toBe(201);
    expect(duringResult.response.status).toBe(201);
    const sentDuring = server.served.filter((r) => r.path.endsWith('/sub-2/register'));
    expect(sentDuring.map((r) => r.status)).toEqual([201]);
    expect(server.refreshCalls()).toBe(1);
  });

  it("does not refresh for the sign-in call's 'Invalid credentials'", async () => {
    const { storage, server, lock } = setUp();
    const tab = await openTab(server, storage, lock);
    const { response, error } = await tab.api.POST('/auth/signin', {
      body: { identifier: '9876543210', mpin: '2580', login_type: 'mobile', user_type: 'participant', source: 'web' },
    });
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ message: 'Invalid credentials' });
    expect(server.refreshCalls()).toBe(0);
    expect(tab.session.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it.each(['refuse401', 'refuse403', 'fail500'] as const)(
    'ends the session once when the refresh fails (%s): no loop, auth cleared, toast, /login after 1 s',
    async (mode) => {
      const { storage, server, lock } = setUp();
      const tab = await openTab(server, storage, lock);
      server.setRefreshMode(mode);
      const results = await Promise.all(Array.from({ length: N }, (_, i) => tab.register(i)));

      expect(results.map((r) => r.response.status)).toEqual(Array(N).fill(401));
      expect(server.refreshCalls()).toBe(1);
      expect(server.served.filter((r) => r.path.endsWith('/register'))).toHaveLength(N);
      expect(storage.snapshot()).toEqual({});
      expect(tab.toasts).toEqual([{ kind: 'error', message: 'Session expired, please login again', durationMs: 3000 }]);
      expect(tab.navigations).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, SESSION_EXPIRED_REDIRECT_DELAY_MS + 50));
      expect(tab.navigations).toEqual(['/login']);
      expect(tab.session.getSnapshot().hasTag('signedOut')).toBe(true);

      // Signed out now: later requests go without a token and cause no refresh.
      const later = await tab.register(99);
      expect(later.response.status).toBe(401);
      expect(server.served.at(-1)?.authorization).toBeNull();
      expect(server.refreshCalls()).toBe(1);
    },
  );
});

describe('refresh queue: two tabs', () => {
  it('refreshes once for both tabs; the second tab uses the token the first stored', async () => {
    const { storage, server, lock } = setUp();
    const tabA = await openTab(server, storage, lock);
    const tabB = await openTab(server, storage, lock);
    const results = await Promise.all([
      ...Array.from({ length: 3 }, (_, i) => tabA.register(i)),
      ...Array.from({ length: 3 }, (_, i) => tabB.register(10 + i)),
    ]);

    expect(results.map((r) => r.response.status)).toEqual(Array(6).fill(201));
    // A second refresh would have presented the rotated-away refresh token and been refused.
    expect(server.refreshCalls()).toBe(1);
    const storedToken = storage.getItem(LOCAL_STORAGE_KEYS.accessToken);
    expect(tabA.session.getSnapshot().context.token).toBe(storedToken);
    expect(tabB.session.getSnapshot().context.token).toBe(storedToken);
    expect([...tabA.toasts, ...tabB.toasts]).toEqual([]);
  });

  it("follows another tab's sign-out at once through the storage event", async () => {
    const storage = new MemoryStorage();
    storeExpiredSession(storage);
    const storageEvents = new EventTarget();
    const server = createFakeAuthServer({ refreshToken: FIRST_REFRESH_TOKEN });
    const session = createActor(
      sessionMachine.provide(
        createSessionImplementations({
          storage,
          storageEvents,
          lock: createInTabLock(),
          refreshClient: createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, getAccessToken: () => null }),
          toast: () => {},
          goHome: () => {},
          goToLogin: () => {},
        }),
      ),
    );
    running.push(session);
    session.start();
    await waitFor(session, (s) => s.hasTag('signedIn'));

    storage.clear();
    const unrelated = Object.assign(new Event('storage'), { key: 'theme' });
    storageEvents.dispatchEvent(unrelated);
    expect(session.getSnapshot().hasTag('checking')).toBe(false);
    storageEvents.dispatchEvent(Object.assign(new Event('storage'), { key: LOCAL_STORAGE_KEYS.accessToken }));
    const signedOut = await waitFor(session, (s) => s.hasTag('signedOut'), { timeout: 200 });
    expect(signedOut.context.token).toBeNull();
  });
});
