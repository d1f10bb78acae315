// The token-refresh queue end to end in Node, against the real server: the real session machine with
// its real actors (src/app/session), the real openapi-fetch client and middleware (createAppServices),
// and the real Fastify app on in-memory PGlite (tests/support/server.ts), reached through
// fastify.inject. A real user signs in; the server's clock moves past the access token's lifetime.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SignedInSession } from '../../machines/session/session.types';
import { participantResponses, participants } from '../../server/db/schema';
import { createApiClient } from '../../src/api/client';
import type { RuntimeConfig } from '../../src/app/config';
import { createAppServices } from '../../src/app/services';
import { createInTabLock } from '../../src/app/session/refresh-lock';
import type { RefreshLock } from '../../src/app/session/refresh-lock';
import type { SessionActorRef } from '../../src/app/session/refresh-middleware';
import { createSessionImplementations, followSession } from '../../src/app/session/session-implementations';
import type { SessionDependencies } from '../../src/app/session/session-implementations';
import { writeStoredSession } from '../../src/app/session/stored-session';
import { LOCAL_STORAGE_KEYS, SESSION_EXPIRED_REDIRECT_DELAY_MS } from '../../src/domain/constants';
import { GENEROUS_LIMITS, registerUser } from '../server/auth/helpers';
import { createEvent } from '../server/catalog/fixtures';
import type { CreatedEvent } from '../server/catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../server/registrations/form-fixture';
import { createTestServer, injectFetch } from '../support/server';
import type { TestServer } from '../support/server';
import { MemoryStorage } from './fake-browser';

const BASE_URL = 'http://startline.test/api/v1';
const REFRESH_PATH = '/api/v1/auth/refresh-token';
const ACCESS_TOKEN_TTL_SECONDS = 60;
const REFRESH_TOKEN_TTL_SECONDS = 3600;
const config: RuntimeConfig = {
  apiBaseUrl: BASE_URL,
  checkoutScriptUrl: 'http://startline.test/sandbox/checkout.js',
  organizerUrl: 'https://organizers.startline.test',
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=72.7%2C18.8%2C73.0%2C19.3&layer=mapnik',
  company: {
    name: 'Startline Demo Pvt Ltd',
    addressLines: ['Bengaluru'],
    gstin: '29ABCDE1234F1Z5',
    email: 'a@b.c',
    phone: '1',
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    env: {
      ...GENEROUS_LIMITS,
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      REFRESH_TOKEN_TTL_SECONDS: String(REFRESH_TOKEN_TTL_SECONDS),
    },
  });
});
afterAll(async () => {
  await server?.close();
});

const running: SessionActorRef[] = [];
afterEach(() => {
  while (running.length > 0) running.pop()!.stop();
});

interface Served {
  path: string;
  authorization: string | null;
  status: number;
}

/**
 * The browser's side of the wire: every request goes to the real server in process and is recorded.
 * Refreshes can be held; the real server only ever refuses one with 401, so 403 and 500 are answered
 * here, without reaching it, when a test asks.
 */
function network() {
  const inject = injectFetch(server.app);
  const served: Served[] = [];
  let gate: Promise<void> = Promise.resolve();
  let refreshAnswer: number | null = null;
  return {
    served,
    refreshCalls: () => served.filter((r) => r.path === REFRESH_PATH),
    registerCalls: () => served.filter((r) => r.path.endsWith('/register')),
    holdRefreshes(): () => void {
      let open = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return open;
    },
    answerRefreshesWith(status: number) {
      refreshAnswer = status;
    },
    fetch: async (request: Request): Promise<Response> => {
      const path = new URL(request.url).pathname;
      const authorization = request.headers.get('Authorization');
      let response: Response;
      if (path === REFRESH_PATH) await gate;
      if (path === REFRESH_PATH && refreshAnswer !== null) {
        const message =
          refreshAnswer === 403 ? 'Refresh token reused' : 'Server error occurred. Please try again later.';
        response = Response.json({ success: false, message, error: message }, { status: refreshAnswer });
      } else {
        response = await inject(request);
      }
      served.push({ path, authorization, status: response.status });
      return response;
    },
  };
}
type Network = ReturnType<typeof network>;

/** A real account through the registration API, signed in with its MPIN: what the app stores. */
async function signIn(): Promise<{ mobile: string; mpin: string; session: SignedInSession }> {
  const user = await registerUser(server);
  const { data, error } = await server.client.POST('/auth/signin', {
    body: {
      identifier: user.mobileNumber,
      mpin: user.mpin,
      login_type: 'mobile',
      user_type: 'participant',
      source: 'web',
    },
  });
  expect(error).toBeUndefined();
  const session = data!.data as SignedInSession;
  expect(session.refresh_token).toEqual(expect.any(String));
  return { mobile: user.mobileNumber, mpin: user.mpin, session };
}

/** A signed-in person whose access token the server no longer accepts (its refresh token is still good). */
async function setUp() {
  const storage = new MemoryStorage();
  const { session, mobile } = await signIn();
  writeStoredSession(storage, session);
  const event = await createEvent(server.ctx.db, { now: server.clock.now(), form: SIMPLE_FORM });
  server.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
  return { storage, session, mobile, event, net: network(), lock: createInTabLock() };
}

/** One browser tab: its own session actor and client, sharing storage, lock and server. */
async function openTab(net: Network, storage: Storage, lock: RefreshLock, event: CreatedEvent) {
  const toasts: Array<{ kind: string; message: string; durationMs: number }> = [];
  const navigations: string[] = [];
  const deps: SessionDependencies = {
    storage,
    storageEvents: new EventTarget(),
    lock,
    refreshClient: createApiClient({ baseUrl: BASE_URL, fetch: net.fetch, getAccessToken: () => null }),
    toast: (kind, message, durationMs) => toasts.push({ kind, message, durationMs }),
    goTo: (path) => navigations.push(path),
    goToLogin: () => navigations.push('/login'),
  };
  const session = createActor(sessionMachine.provide(createSessionImplementations(deps)));
  followSession(session, deps);
  running.push(session);
  session.start();
  await waitFor(session, (s) => !s.hasTag('checking'));
  const { api } = createAppServices(config, session, net.fetch);
  /** Registers an attendee named after `i`, so each body can be found again. */
  const register = (i: number) =>
    api.POST('/participant-registration/sub-events/{subEventUuid}/register', {
      params: { path: { subEventUuid: event.subEventUuid } },
      body: { responses: validAnswers(event.fields, { mandatory_participant_name: `Runner ${attendeeName(i)}` }) },
    });
  return { session, api, register, toasts, navigations };
}

/** Letters only: SPEC §5 names have no digits. */
function attendeeName(i: number): string {
  return String.fromCharCode(65 + (i % 26)).repeat(3 + Math.floor(i / 26));
}

/** The attendee names the server stored for this event. */
async function storedNames(event: CreatedEvent): Promise<string[]> {
  const tickets = await server.ctx.db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.subEventId, event.subEventId));
  if (tickets.length === 0) return [];
  const answers = await server.ctx.db
    .select({ text: participantResponses.responseText })
    .from(participantResponses)
    .where(
      and(
        inArray(
          participantResponses.participantId,
          tickets.map((ticket) => ticket.id),
        ),
        eq(participantResponses.fieldUuid, event.fields.mandatory_participant_name!),
      ),
    );
  return answers.map((answer) => String(answer.text)).sort();
}

const N = 6;
const expectedNames = Array.from({ length: N }, (_, i) => `Runner ${attendeeName(i)}`).sort();

describe('refresh queue against the real server: one tab', () => {
  it(`refreshes once for ${N} concurrent 401s and retries each request, body intact, with the new token`, async () => {
    const { storage, session, event, net, lock } = await setUp();
    const tab = await openTab(net, storage, lock, event);
    const results = await Promise.all(Array.from({ length: N }, (_, i) => tab.register(i)));

    expect(net.refreshCalls()).toHaveLength(1);
    expect(results.map((result) => result.response.status)).toEqual(Array(N).fill(200));
    const newToken = tab.session.getSnapshot().context.token;
    expect(newToken).not.toBe(session.token);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBe(newToken);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.refreshToken)).not.toBe(session.refresh_token);
    const calls = net.registerCalls();
    expect(calls.filter((r) => r.authorization === `Bearer ${session.token}`).map((r) => r.status)).toEqual(
      Array(N).fill(401),
    );
    expect(calls.filter((r) => r.authorization === `Bearer ${newToken}`).map((r) => r.status)).toEqual(
      Array(N).fill(200),
    );
    expect(calls).toHaveLength(2 * N);
    expect(await storedNames(event)).toEqual(expectedNames);
    expect(tab.toasts).toEqual([]);
  });

  it('never sends the refresh call through the queue: it carries no bearer token', async () => {
    const { storage, event, net, lock } = await setUp();
    const tab = await openTab(net, storage, lock, event);
    await tab.register(1);
    expect(net.refreshCalls().map((r) => [r.authorization, r.status])).toEqual([[null, 200]]);
  });

  it('holds a request made during the refresh and sends it once, with the new token', async () => {
    const { storage, session, event, net, lock } = await setUp();
    const tab = await openTab(net, storage, lock, event);
    const openRefresh = net.holdRefreshes();
    const first = tab.register(0);
    await waitFor(tab.session, (s) => s.hasTag('refreshing'));
    const during = tab.register(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(net.registerCalls()).toHaveLength(1);
    openRefresh();
    const results = await Promise.all([first, during]);
    expect(results.map((result) => result.response.status)).toEqual([200, 200]);
    const newToken = tab.session.getSnapshot().context.token;
    expect(net.registerCalls().map((r) => [r.authorization, r.status])).toEqual([
      [`Bearer ${session.token}`, 401],
      [`Bearer ${newToken}`, 200],
      [`Bearer ${newToken}`, 200],
    ]);
    expect(net.refreshCalls()).toHaveLength(1);
    expect(await storedNames(event)).toEqual([`Runner ${attendeeName(0)}`, `Runner ${attendeeName(1)}`]);
  });

  it("does not refresh for the sign-in call's 'Invalid credentials'", async () => {
    const { storage, event, net, lock, mobile } = await setUp();
    const tab = await openTab(net, storage, lock, event);
    const { response, error } = await tab.api.POST('/auth/signin', {
      body: { identifier: mobile, mpin: '7391', login_type: 'mobile', user_type: 'participant', source: 'web' },
    });
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ message: 'Invalid credentials' });
    expect(net.refreshCalls()).toHaveLength(0);
    expect(tab.session.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  async function expectSessionEndedOnce(
    tab: Awaited<ReturnType<typeof openTab>>,
    net: Network,
    storage: MemoryStorage,
  ) {
    const results = await Promise.all(Array.from({ length: N }, (_, i) => tab.register(i)));
    expect(results.map((r) => r.response.status)).toEqual(Array(N).fill(401));
    expect(net.refreshCalls()).toHaveLength(1);
    expect(net.registerCalls()).toHaveLength(N);
    expect(storage.snapshot()).toEqual({});
    expect(tab.toasts).toEqual([{ kind: 'error', message: 'Session expired, please login again', durationMs: 3000 }]);
    expect(tab.navigations).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, SESSION_EXPIRED_REDIRECT_DELAY_MS + 50));
    expect(tab.navigations).toEqual(['/login']);
    expect(tab.session.getSnapshot().hasTag('signedOut')).toBe(true);

    // Signed out now: later requests go without a token and cause no refresh.
    const later = await tab.register(99);
    expect(later.response.status).toBe(401);
    expect(net.served.at(-1)?.authorization).toBeNull();
    expect(net.refreshCalls()).toHaveLength(1);
  }

  it('ends the session once when the refresh token has expired too: no loop, auth cleared, toast, /login after 1 s', async () => {
    const { storage, event, net, lock } = await setUp();
    server.clock.advance(REFRESH_TOKEN_TTL_SECONDS * 1000);
    const tab = await openTab(net, storage, lock, event);
    await expectSessionEndedOnce(tab, net, storage);
    expect(net.refreshCalls().map((r) => r.status)).toEqual([401]);
  });

  it('ends the session once when its refresh token was already used elsewhere (the server refuses reuse)', async () => {
    const { storage, session, event, net, lock } = await setUp();
    const elsewhere = await server.client.POST('/auth/refresh-token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(elsewhere.response.status).toBe(200);
    // Past the seconds in which the server takes a repeat for two tabs racing and answers the same pair.
    server.clock.advance(6 * 1000);
    const tab = await openTab(net, storage, lock, event);
    await expectSessionEndedOnce(tab, net, storage);
    expect(net.refreshCalls().map((r) => r.status)).toEqual([401]);
  });

  it.each([403, 500])('ends the session once when the refresh is answered %i', async (status) => {
    const { storage, event, net, lock } = await setUp();
    net.answerRefreshesWith(status);
    const tab = await openTab(net, storage, lock, event);
    await expectSessionEndedOnce(tab, net, storage);
    expect(net.refreshCalls().map((r) => r.status)).toEqual([status]);
  });
});

describe('refresh queue against the real server: two tabs', () => {
  it('refreshes once for both tabs; the second tab uses the token the first stored', async () => {
    const { storage, event, net, lock } = await setUp();
    const tabA = await openTab(net, storage, lock, event);
    const tabB = await openTab(net, storage, lock, event);
    const results = await Promise.all([
      ...Array.from({ length: 3 }, (_, i) => tabA.register(i)),
      ...Array.from({ length: 3 }, (_, i) => tabB.register(3 + i)),
    ]);

    expect(results.map((r) => r.response.status)).toEqual(Array(6).fill(200));
    // A second refresh would have presented the rotated-away refresh token and been refused.
    expect(net.refreshCalls().map((r) => r.status)).toEqual([200]);
    const storedToken = storage.getItem(LOCAL_STORAGE_KEYS.accessToken);
    expect(tabA.session.getSnapshot().context.token).toBe(storedToken);
    expect(tabB.session.getSnapshot().context.token).toBe(storedToken);
    expect(await storedNames(event)).toEqual(expectedNames);
    expect([...tabA.toasts, ...tabB.toasts]).toEqual([]);
  });

  it("follows another tab's sign-out at once through the storage event", async () => {
    const storage = new MemoryStorage();
    const { session } = await signIn();
    writeStoredSession(storage, session);
    const storageEvents = new EventTarget();
    const net = network();
    const deps: SessionDependencies = {
      storage,
      storageEvents,
      lock: createInTabLock(),
      refreshClient: createApiClient({ baseUrl: BASE_URL, fetch: net.fetch, getAccessToken: () => null }),
      toast: () => {},
      goTo: () => {},
      goToLogin: () => {},
    };
    const tab = createActor(sessionMachine.provide(createSessionImplementations(deps)));
    followSession(tab, deps);
    running.push(tab);
    tab.start();
    await waitFor(tab, (s) => s.hasTag('signedIn'));

    storage.clear();
    const unrelated = Object.assign(new Event('storage'), { key: 'theme' });
    storageEvents.dispatchEvent(unrelated);
    expect(tab.getSnapshot().hasTag('checking')).toBe(false);
    storageEvents.dispatchEvent(Object.assign(new Event('storage'), { key: LOCAL_STORAGE_KEYS.accessToken }));
    const signedOut = await waitFor(tab, (s) => s.hasTag('signedOut'), { timeout: 200 });
    expect(signedOut.context.token).toBeNull();
    expect(net.served).toEqual([]);
  });
});

describe('session implementations: logout', () => {
  it("clears the stored auth, says 'Logged out successfully' for 4 s and goes home", async () => {
    const { storage, event, net, lock } = await setUp();
    storage.setItem('otp_cooldown:registration:9876543210', JSON.stringify({ endsAt: 1, userUuid: null }));
    const tab = await openTab(net, storage, lock, event);
    tab.session.send({ type: 'LOGOUT' });
    expect(storage.snapshot()).toEqual({
      'otp_cooldown:registration:9876543210': JSON.stringify({ endsAt: 1, userUuid: null }),
    });
    expect(tab.toasts).toEqual([{ kind: 'success', message: 'Logged out successfully', durationMs: 4000 }]);
    expect(tab.navigations).toEqual(['/']);
    expect(net.served).toEqual([]);
  });
});
