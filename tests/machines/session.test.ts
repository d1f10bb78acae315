// Session machine: the graph generates the paths (every state, every transition); each path then
// drives a real actor with fake actors, a simulated clock and recorded side effects.
import { statesWithoutDescription } from './graph-model';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import type { ActorLogic, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { User } from '../../src/api/types';
import { AUTH_RECHECK_INTERVAL_MS, SESSION_EXPIRED_REDIRECT_DELAY_MS } from '../../src/domain/constants';
import { sessionMachine } from '../../machines/session/session.machine';
import { SESSION_TEXT } from '../../machines/session/session.types';
import type {
  RefreshInput,
  RefreshedTokens,
  SessionEvent,
  SignedInSession,
  StoredSession,
} from '../../machines/session/session.types';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const READ = 'xstate.done.actor.readStoredSession';
const READ_FAILED = 'xstate.error.actor.readStoredSession';
const REFRESHED = 'xstate.done.actor.refreshAccessToken';
const REFRESH_FAILED = 'xstate.error.actor.refreshAccessToken';
const SIGNED_IN_TICK = 'xstate.after.recheckInterval.session.signedIn.idle';
const SIGNED_OUT_TICK = 'xstate.after.recheckInterval.session.signedOut.idle';
const LOGIN_REDIRECT = 'xstate.after.loginRedirectDelay.session.expired';

type ModelEvent =
  | SessionEvent
  | { type: typeof READ; output: StoredSession | null }
  | { type: typeof READ_FAILED; error: unknown }
  | { type: typeof REFRESHED; output: RefreshedTokens }
  | { type: typeof REFRESH_FAILED; error: unknown }
  | { type: typeof SIGNED_IN_TICK | typeof SIGNED_OUT_TICK | typeof LOGIN_REDIRECT };

function user(name: string): User {
  return {
    user_uuid: `00000000-0000-4000-8000-00000000000${name.length}`,
    username: name,
    email: `${name}@example.com`,
    mobile_number: '9876543210',
    status: 'active',
    login_type: 'mobile',
    last_login_at: null,
    is_profile_completed: true,
    is_email_verified: false,
    is_mpin_set: true,
  };
}

const signedInAsAsha: SignedInSession = { token: 'token-a', refresh_token: 'refresh-a', user: user('asha') };
const storedAsAsha: StoredSession = { token: 'token-a', refreshToken: 'refresh-a', user: user('asha') };
/** Another tab signed in (or refreshed) and stored this. */
const storedByOtherTab: StoredSession = { token: 'token-b', refreshToken: 'refresh-b', user: user('bhavin') };
/** Only an access token survived: it can be used, not refreshed. */
const storedWithoutRefreshToken: StoredSession = { token: 'token-d', refreshToken: null, user: null };

const modelEvents: ModelEvent[] = [
  { type: 'SIGNED_IN', session: signedInAsAsha },
  { type: 'LOGOUT' },
  ...['token-a', 'token-b', 'token-c', 'token-d'].map((token): ModelEvent => ({ type: 'TOKEN_REJECTED', token })),
  { type: 'STORAGE.CHANGED' },
  { type: 'LOCK.ACQUIRED' },
  ...[null, storedAsAsha, storedByOtherTab, storedWithoutRefreshToken].map((output): ModelEvent => ({
    type: READ,
    output,
  })),
  { type: READ_FAILED, error: new Error('storage blocked') },
  { type: REFRESHED, output: { token: 'token-c', refreshToken: 'refresh-c' } },
  { type: REFRESHED, output: { token: 'token-c', refreshToken: null } },
  { type: REFRESH_FAILED, error: new Error('401 Invalid or expired refresh token') },
  { type: SIGNED_IN_TICK },
  { type: SIGNED_OUT_TICK },
  { type: LOGIN_REDIRECT },
];

function project(snapshot: Snapshot) {
  const { token, refreshToken, user: storedUser } = snapshot.context;
  return { value: snapshot.value, token, refreshToken, user: storedUser?.username ?? null };
}

function describeEvent(event: ModelEvent | undefined): string {
  if (!event) return 'start';
  switch (event.type) {
    case 'TOKEN_REJECTED':
      return `TOKEN_REJECTED(${event.token})`;
    case READ:
      return `read(${event.output?.token ?? 'nothing'})`;
    case REFRESHED:
      return `refreshed(${event.output.token},${event.output.refreshToken ?? 'kept'})`;
    default:
      return event.type;
  }
}

// Serializing the transition (not only the state) makes every edge its own vertex, so shortest
// paths cover every transition.
const model = new TestModel<Snapshot, ModelEvent, unknown>(
  sessionMachine as unknown as ActorLogic<Snapshot, ModelEvent, unknown>,
  {
    events: (snapshot) => modelEvents.filter((event) => snapshot.can(event as SessionEvent)),
    serializeState: (snapshot, event, previous) =>
      `${JSON.stringify(project(snapshot))} via ${describeEvent(event)}` +
      (previous ? ` from ${JSON.stringify(project(previous))}` : ''),
  },
);

type Effect = { type: string; params?: unknown };

/** A real actor whose actors wait for the test and whose side effects are recorded. */
function createHarness() {
  const clock = new SimulatedClock();
  const effects: Effect[] = [];
  const pendingReads: Array<(stored: StoredSession | null | Error) => void> = [];
  /** A stopped actor's request is gone: it can no longer be answered. */
  const dropOnAbort = <T>(list: T[], item: T, signal: AbortSignal) =>
    signal.addEventListener('abort', () => {
      const at = list.indexOf(item);
      if (at >= 0) list.splice(at, 1);
    });
  const pendingRefreshes: Array<{ input: RefreshInput; settle: (result: RefreshedTokens | Error) => void }> = [];
  const running = { watchers: 0, locks: 0 };

  const record =
    (type: string) =>
    (_: unknown, params?: unknown): void => {
      effects.push(params === undefined ? { type } : { type, params });
    };

  const machine = sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise<StoredSession | null>(
        ({ signal }) =>
          new Promise((resolve, reject) => {
            const answer = (result: StoredSession | null | Error) =>
              result instanceof Error ? reject(result) : resolve(result);
            pendingReads.push(answer);
            dropOnAbort(pendingReads, answer, signal);
          }),
      ),
      watchOtherTabs: fromCallback(() => {
        running.watchers += 1;
        return () => {
          running.watchers -= 1;
        };
      }),
      holdRefreshLock: fromCallback(() => {
        running.locks += 1;
        return () => {
          running.locks -= 1;
        };
      }),
      refreshAccessToken: fromPromise<RefreshedTokens, RefreshInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            const request = {
              input,
              settle: (r: RefreshedTokens | Error) => (r instanceof Error ? reject(r) : resolve(r)),
            };
            pendingRefreshes.push(request);
            dropOnAbort(pendingRefreshes, request, signal);
          }),
      ),
    },
    actions: {
      storeSession: record('storeSession'),
      storeRefreshedTokens: record('storeRefreshedTokens'),
      clearStoredSession: record('clearStoredSession'),
      showLoggedOutToast: record('showLoggedOutToast'),
      showSessionExpiredToast: record('showSessionExpiredToast'),
      goHome: record('goHome'),
      goToLogin: record('goToLogin'),
    },
  });
  const actor = createActor(machine, { clock });
  actor.start();

  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    clock,
    effects,
    pendingReads,
    pendingRefreshes,
    running,
    /** Side effects of the next step only. */
    takeEffects(): Effect[] {
      return effects.splice(0, effects.length);
    },
    async answerRead(result: StoredSession | null | Error) {
      expect(pendingReads).toHaveLength(1);
      pendingReads.shift()!(result);
      await flush();
    },
    async answerRefresh(result: RefreshedTokens | Error) {
      expect(pendingRefreshes).toHaveLength(1);
      pendingRefreshes.shift()!.settle(result);
      await flush();
    },
  };
}

type Harness = ReturnType<typeof createHarness>;

const READING_STATES = [
  'checking',
  'signedIn.rechecking',
  'signedIn.refreshing.checkingOtherTabs',
  'signedOut.rechecking',
];

function stateIds(snapshot: Snapshot): string[] {
  return snapshot._nodes.filter((node) => node.type === 'atomic').map((node) => node.id.replace(/^session\./, ''));
}

function assertMatchesModel(harness: Harness, expected: Snapshot) {
  const actual = harness.actor.getSnapshot();
  expect(project(actual)).toEqual(project(expected));
  expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
  expect(harness.running.watchers, 'the other-tab watcher runs for the whole session').toBe(1);
  expect(harness.running.locks, 'the refresh lock is held exactly while refreshing').toBe(
    expected.hasTag('refreshing') ? 1 : 0,
  );
  const atomic = stateIds(expected);
  expect(harness.pendingReads.length).toBe(atomic.some((id) => READING_STATES.includes(id)) ? 1 : 0);
  if (atomic.includes('signedIn.refreshing.exchanging')) {
    expect(harness.pendingRefreshes.map((r) => r.input)).toEqual([{ refreshToken: expected.context.refreshToken }]);
  } else {
    expect(harness.pendingRefreshes).toHaveLength(0);
  }
}

/** The side effects a step must have, from what the step is; nothing else may happen. */
function expectedEffects(event: ModelEvent, before: Snapshot): Effect[] {
  switch (event.type) {
    case 'SIGNED_IN':
      return [{ type: 'storeSession', params: event.session }];
    case 'LOGOUT':
      return [{ type: 'clearStoredSession' }, { type: 'showLoggedOutToast' }, { type: 'goHome' }];
    case REFRESHED:
      return [{ type: 'storeRefreshedTokens', params: event.output }];
    case REFRESH_FAILED:
      return [{ type: 'clearStoredSession' }, { type: 'showSessionExpiredToast' }];
    case LOGIN_REDIRECT:
      return [{ type: 'goToLogin' }];
    case READ:
      // Deciding there is no refresh token ends the session like a failed refresh.
      return stateIds(before).includes('signedIn.refreshing.checkingOtherTabs') &&
        event.output !== null &&
        event.output.token === before.context.token &&
        before.context.refreshToken === null
        ? [{ type: 'clearStoredSession' }, { type: 'showSessionExpiredToast' }]
        : [];
    case READ_FAILED:
      return stateIds(before).includes('signedIn.refreshing.checkingOtherTabs') && before.context.refreshToken === null
        ? [{ type: 'clearStoredSession' }, { type: 'showSessionExpiredToast' }]
        : [];
    default:
      return [];
  }
}

function drive(harness: Harness) {
  const step =
    (run: (event: ModelEvent) => Promise<void> | void) =>
    async ({ event }: { event: { type: string } }) => {
      const modelEvent = event as ModelEvent;
      const before = harness.actor.getSnapshot();
      harness.takeEffects();
      await run(modelEvent);
      expect(harness.takeEffects()).toEqual(expectedEffects(modelEvent, before));
    };
  const send = step((event) => harness.actor.send(event as SessionEvent));
  return {
    events: {
      SIGNED_IN: send,
      LOGOUT: send,
      TOKEN_REJECTED: send,
      'STORAGE.CHANGED': send,
      'LOCK.ACQUIRED': send,
      [READ]: step((event) => harness.answerRead((event as { output: StoredSession | null }).output)),
      [READ_FAILED]: step(() => harness.answerRead(new Error('storage blocked'))),
      [REFRESHED]: step((event) => harness.answerRefresh((event as { output: RefreshedTokens }).output)),
      [REFRESH_FAILED]: step(() => harness.answerRefresh(new Error('refresh refused'))),
      [SIGNED_IN_TICK]: step(() => harness.clock.increment(AUTH_RECHECK_INTERVAL_MS)),
      [SIGNED_OUT_TICK]: step(() => harness.clock.increment(AUTH_RECHECK_INTERVAL_MS)),
      [LOGIN_REDIRECT]: step(() => harness.clock.increment(SESSION_EXPIRED_REDIRECT_DELAY_MS)),
    },
    states: { '*': (expected: Snapshot) => assertMatchesModel(harness, expected) },
  };
}

const paths = model.getShortestPaths();

function takenTransitions(): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const from = path.steps[i - 1];
      if (from) taken.add(`${stateIds(from.state).join()} --${step.event.type}--> ${stateIds(step.state).join()}`);
    });
  }
  return taken;
}

describe('session machine: graph', () => {
  it('reaches every state node', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => stateIds(s.state))));
    expect([...reached].sort()).toEqual(
      [
        'checking',
        'expired',
        'signedIn.idle',
        'signedIn.rechecking',
        'signedIn.refreshing.checkingOtherTabs',
        'signedIn.refreshing.exchanging',
        'signedIn.refreshing.waitingForLock',
        'signedOut.idle',
        'signedOut.rechecking',
      ].sort(),
    );
  });

  it('takes every transition the machine declares', () => {
    const taken = takenTransitions();
    const expected = [
      `checking --${READ}--> signedIn.idle`,
      `checking --${READ}--> signedOut.idle`,
      `checking --${READ_FAILED}--> signedOut.idle`,
      `checking --SIGNED_IN--> signedIn.idle`,
      `signedIn.idle --${SIGNED_IN_TICK}--> signedIn.rechecking`,
      'signedIn.idle --STORAGE.CHANGED--> signedIn.rechecking',
      'signedIn.idle --TOKEN_REJECTED--> signedIn.refreshing.waitingForLock',
      'signedIn.idle --LOGOUT--> signedOut.idle',
      'signedIn.idle --SIGNED_IN--> signedIn.idle',
      `signedIn.rechecking --${READ}--> signedIn.idle`,
      `signedIn.rechecking --${READ}--> signedOut.idle`,
      `signedIn.rechecking --${READ_FAILED}--> signedIn.idle`,
      'signedIn.rechecking --TOKEN_REJECTED--> signedIn.refreshing.waitingForLock',
      'signedIn.rechecking --LOGOUT--> signedOut.idle',
      'signedIn.refreshing.waitingForLock --LOCK.ACQUIRED--> signedIn.refreshing.checkingOtherTabs',
      'signedIn.refreshing.waitingForLock --LOGOUT--> signedOut.idle',
      'signedIn.refreshing.waitingForLock --SIGNED_IN--> signedIn.idle',
      `signedIn.refreshing.checkingOtherTabs --${READ}--> signedIn.idle`,
      `signedIn.refreshing.checkingOtherTabs --${READ}--> signedIn.refreshing.exchanging`,
      `signedIn.refreshing.checkingOtherTabs --${READ}--> expired`,
      `signedIn.refreshing.checkingOtherTabs --${READ}--> signedOut.idle`,
      `signedIn.refreshing.checkingOtherTabs --${READ_FAILED}--> signedIn.refreshing.exchanging`,
      `signedIn.refreshing.checkingOtherTabs --${READ_FAILED}--> expired`,
      `signedIn.refreshing.exchanging --${REFRESHED}--> signedIn.idle`,
      `signedIn.refreshing.exchanging --${REFRESH_FAILED}--> expired`,
      'signedIn.refreshing.exchanging --LOGOUT--> signedOut.idle',
      `expired --${LOGIN_REDIRECT}--> signedOut.idle`,
      'expired --SIGNED_IN--> signedIn.idle',
      `signedOut.idle --${SIGNED_OUT_TICK}--> signedOut.rechecking`,
      'signedOut.idle --STORAGE.CHANGED--> signedOut.rechecking',
      'signedOut.idle --SIGNED_IN--> signedIn.idle',
      `signedOut.rechecking --${READ}--> signedIn.idle`,
      `signedOut.rechecking --${READ}--> signedOut.idle`,
      `signedOut.rechecking --${READ_FAILED}--> signedOut.idle`,
      'signedOut.rechecking --SIGNED_IN--> signedIn.idle',
    ];
    for (const transition of expected) expect(taken, transition).toContain(transition);
  });

  it('names every state in the statechart with a description', () => {
    expect(statesWithoutDescription(sessionMachine)).toEqual([]);
  });
});

describe('session machine: every generated path on a real actor', () => {
  it('generates a path for every transition', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const harness = createHarness();
    await path.test(drive(harness));
    harness.actor.stop();
    expect(harness.running).toEqual({ watchers: 0, locks: 0 });
  });
});

describe('session machine: SPEC §4 and §8 examples', () => {
  async function signedIn() {
    const harness = createHarness();
    await harness.answerRead(storedAsAsha);
    harness.takeEffects();
    return harness;
  }

  it('judges the first state from storage, and re-reads it every second', async () => {
    const harness = await signedIn();
    expect(harness.actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(harness.pendingReads).toHaveLength(0);
    harness.clock.increment(AUTH_RECHECK_INTERVAL_MS - 1);
    expect(harness.pendingReads).toHaveLength(0);
    harness.clock.increment(1);
    expect(harness.pendingReads).toHaveLength(1);
    expect(harness.actor.getSnapshot().hasTag('signedIn')).toBe(true);
    await harness.answerRead(storedAsAsha);
    harness.clock.increment(AUTH_RECHECK_INTERVAL_MS);
    expect(harness.pendingReads).toHaveLength(1);
  });

  it('ignores a 401 for a token that is no longer current', async () => {
    const harness = await signedIn();
    harness.actor.send({ type: 'TOKEN_REJECTED', token: 'token-from-before' });
    expect(harness.actor.getSnapshot().hasTag('refreshing')).toBe(false);
    expect(harness.running.locks).toBe(0);
  });

  it('starts one refresh however many 401s arrive for the current token', async () => {
    const harness = await signedIn();
    for (let i = 0; i < 5; i += 1) harness.actor.send({ type: 'TOKEN_REJECTED', token: 'token-a' });
    expect(harness.running.locks).toBe(1);
    harness.actor.send({ type: 'LOCK.ACQUIRED' });
    await harness.answerRead(storedAsAsha);
    expect(harness.pendingRefreshes.map((r) => r.input)).toEqual([{ refreshToken: 'refresh-a' }]);
    await harness.answerRefresh({ token: 'token-c', refreshToken: null });
    expect(harness.takeEffects()).toEqual([
      { type: 'storeRefreshedTokens', params: { token: 'token-c', refreshToken: null } },
    ]);
    expect(harness.actor.getSnapshot().context).toMatchObject({ token: 'token-c', refreshToken: 'refresh-a' });
    expect(harness.running.locks).toBe(0);
  });

  it('uses the token another tab stored while this tab waited for the lock', async () => {
    const harness = await signedIn();
    harness.actor.send({ type: 'TOKEN_REJECTED', token: 'token-a' });
    harness.actor.send({ type: 'LOCK.ACQUIRED' });
    await harness.answerRead(storedByOtherTab);
    expect(harness.pendingRefreshes).toHaveLength(0);
    expect(harness.actor.getSnapshot().context.token).toBe('token-b');
    expect(harness.takeEffects()).toEqual([]);
  });

  it("ends a failed refresh with 'Session expired, please login again', cleared auth and /login after 1 s", async () => {
    const harness = await signedIn();
    harness.actor.send({ type: 'TOKEN_REJECTED', token: 'token-a' });
    harness.actor.send({ type: 'LOCK.ACQUIRED' });
    await harness.answerRead(storedAsAsha);
    await harness.answerRefresh(new Error('403'));
    expect(SESSION_TEXT.sessionExpired).toBe('Session expired, please login again');
    expect(harness.takeEffects()).toEqual([{ type: 'clearStoredSession' }, { type: 'showSessionExpiredToast' }]);
    const expired = harness.actor.getSnapshot();
    expect(expired.hasTag('signedIn') || expired.hasTag('signedOut')).toBe(false);
    harness.actor.send({ type: 'TOKEN_REJECTED', token: 'token-a' });
    harness.clock.increment(SESSION_EXPIRED_REDIRECT_DELAY_MS - 1);
    expect(harness.takeEffects()).toEqual([]);
    harness.clock.increment(1);
    expect(harness.takeEffects()).toEqual([{ type: 'goToLogin' }]);
    expect(harness.actor.getSnapshot().hasTag('signedOut')).toBe(true);
  });

  it("logs out: clears auth, 'Logged out successfully', home", async () => {
    const harness = await signedIn();
    harness.actor.send({ type: 'LOGOUT' });
    expect(SESSION_TEXT.loggedOut).toBe('Logged out successfully');
    expect(harness.takeEffects()).toEqual([
      { type: 'clearStoredSession' },
      { type: 'showLoggedOutToast' },
      { type: 'goHome' },
    ]);
    expect(harness.actor.getSnapshot().context).toEqual({ token: null, refreshToken: null, user: null });
  });

  it('follows another tab: its sign-out at once on the storage event, its sign-in likewise', async () => {
    const harness = await signedIn();
    harness.actor.send({ type: 'STORAGE.CHANGED' });
    await harness.answerRead(null);
    expect(harness.actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(harness.takeEffects()).toEqual([]);
    harness.actor.send({ type: 'STORAGE.CHANGED' });
    await harness.answerRead(storedByOtherTab);
    expect(harness.actor.getSnapshot().context.user?.username).toBe('bhavin');
  });
});
