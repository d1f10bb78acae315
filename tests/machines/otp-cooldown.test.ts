// OTP resend cooldown (SPEC §5, §9): graph-generated paths replayed on a real actor under a parent
// that forwards requests and records the answers, with vitest's fake clock driving the seconds.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, emit, initialTransition, sendTo, setup, transition } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { cooldownMessage, otpCooldownMachine } from '../../machines/otp-cooldown/otp-cooldown.machine';
import type {
  OtpCooldownEvent,
  OtpCooldownInput,
  OtpCooldownReply,
} from '../../machines/otp-cooldown/otp-cooldown.machine';
import { createOtpCooldown, cooldownStorageKey } from '../../src/app/actors/auth-otp-cooldown';
import {
  createGraphModel,
  describeEvent,
  reachedStates,
  statesWithoutDescription,
  uncoveredTransitions,
} from './graph-model';
import type { ModelEvent, ModelPath } from './graph-model';
import { heldPromiseActors } from './graph-harness';

const AFTER_ONE_SECOND = 'xstate.after.ONE_SECOND.otpCooldown.coolingDown';
const events: ModelEvent[] = [
  { type: 'REQUEST', mobile: '9876543210' },
  { type: 'REQUEST', mobile: '8123456789' },
  { type: 'STARTED', mobile: '9876543210' },
  { type: 'xstate.done.actor.readCooldown', output: 0 },
  { type: 'xstate.done.actor.readCooldown', output: 12 },
  { type: 'xstate.done.actor.readCooldown', output: 1 },
  { type: 'xstate.error.actor.readCooldown', error: new Error('storage blocked') },
  { type: AFTER_ONE_SECOND },
];

function bucket(secondsLeft: number): string | number {
  if (secondsLeft === 30) return 'full';
  if (secondsLeft <= 1) return secondsLeft;
  return 'between';
}

// The graph merges the seconds between 2 and 29: every one of them behaves alike.
const serializeProjection = (snapshot: AnyMachineSnapshot) => ({
  value: snapshot.value,
  mobile: snapshot.context.mobile,
  seconds: bucket(snapshot.context.secondsLeft),
});
const exactProjection = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: snapshot.context });
const input: OtpCooldownInput = { purpose: 'registration' };
// Alone, the machine has no parent to answer; for the graph its answers are emitted instead, and the
// replay checks that the real machine sends its parent exactly those.
const graphMachine = otpCooldownMachine.provide({
  actions: {
    allowRequest: emit({ type: 'COOLDOWN.ALLOWED' }),
    refuseRequest: emit(({ context }) => ({ type: 'COOLDOWN.BLOCKED', secondsLeft: context.secondsLeft })),
  },
});
const model = createGraphModel(graphMachine, events, serializeProjection, input);
const paths = model.getShortestPaths();

/** A parent that forwards REQUEST/STARTED to the cooldown and keeps its answers. */
function createHarness() {
  const { held, actors } = heldPromiseActors(['readCooldown']);
  const remembered: unknown[] = [];
  const replies: OtpCooldownReply[] = [];
  const cooldown = otpCooldownMachine.provide({
    actors: { readCooldown: actors.readCooldown as never },
    actions: { rememberCooldown: (_, params) => void remembered.push(params) },
  });
  const parent = setup({
    types: { events: {} as OtpCooldownEvent | OtpCooldownReply },
    actors: { cooldown },
  }).createMachine({
    invoke: { id: 'cooldown', src: 'cooldown', input },
    on: {
      REQUEST: { actions: sendTo('cooldown', ({ event }) => event) },
      STARTED: { actions: sendTo('cooldown', ({ event }) => event) },
      'COOLDOWN.*': { actions: ({ event }) => void replies.push(event as OtpCooldownReply) },
    },
  });
  const actor = createActor(parent);
  actor.start();
  const child = () => actor.getSnapshot().children.cooldown as AnyActorRef;
  return { actor, child, held, remembered, replies };
}

async function flush() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

async function replay(path: ModelPath) {
  const harness = createHarness();
  // Expected states are recomputed along the path (the graph merges some seconds into one vertex).
  let expected: AnyMachineSnapshot = initialTransition(graphMachine, input)[0];
  for (const [index, step] of path.steps.entries()) {
    const label = `after ${describeEvent(step.event)}`;
    let expectedReplies: unknown[] = [];
    let expectedRemembered: unknown[] = [];
    if (index > 0) {
      const [next, actions] = transition(graphMachine, expected, step.event as OtpCooldownEvent);
      expected = next;
      const effects = actions as ReadonlyArray<{ type: string; params?: unknown }>;
      expectedReplies = effects
        .filter((action) => action.type === 'xstate.emit')
        .map((action) => (action.params as { event: unknown }).event);
      expectedRemembered = effects
        .filter((action) => action.type === 'rememberCooldown')
        .map((action) => action.params);
      harness.replies.length = 0;
      harness.remembered.length = 0;
      await drive(harness, step.event);
    }
    const actual = harness.child().getSnapshot() as AnyMachineSnapshot;
    expect(serializeProjection(expected), label).toEqual(serializeProjection(step.state));
    expect(exactProjection(actual), label).toEqual(exactProjection(expected));
    expect([...actual.tags].sort(), label).toEqual([...expected.tags].sort());
    expect(harness.replies, `${label}: replies`).toEqual(expectedReplies);
    expect(harness.remembered, `${label}: stored`).toEqual(expectedRemembered);
    const reading = expected.hasTag('checking') ? [{ purpose: 'registration', mobile: expected.context.mobile }] : [];
    expect(
      harness.held.map((call) => call.input),
      `${label}: storage reads`,
    ).toEqual(reading);
  }
  harness.actor.stop();
}

async function drive(harness: ReturnType<typeof createHarness>, event: ModelEvent) {
  if (event.type === AFTER_ONE_SECOND) {
    await vi.advanceTimersByTimeAsync(1000);
  } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
    const call = harness.held.shift();
    if (!call) throw new Error('no storage read to answer');
    if (event.type.startsWith('xstate.done')) call.resolve(event.output);
    else call.reject(event.error);
  } else {
    harness.actor.send(event as OtpCooldownEvent);
  }
  await flush();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('OTP cooldown machine: graph', () => {
  it('reaches every state', () => {
    expect([...reachedStates(paths)].sort()).toEqual(['"checking"', '"coolingDown"', '"ready"']);
  });

  it('takes every declared transition', () => {
    expect(uncoveredTransitions(graphMachine, paths)).toEqual([]);
  });

  it('describes every state', () => {
    expect(statesWithoutDescription(otpCooldownMachine)).toEqual([]);
  });
});

describe('OTP cooldown machine: every generated path on a real actor', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await replay(path);
  });
});

describe('OTP cooldown: SPEC §5 examples', () => {
  it("says 'Please wait {n}s before requesting another OTP'", () => {
    expect(cooldownMessage(30)).toBe('Please wait 30s before requesting another OTP');
    expect(cooldownMessage(7)).toBe('Please wait 7s before requesting another OTP');
  });

  it('refuses a request for 30 s after an OTP went out, then allows it', async () => {
    const storage = new Map<string, string>();
    const fakeStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as unknown as Storage;
    const replies: OtpCooldownReply[] = [];
    const parent = setup({
      types: { events: {} as OtpCooldownEvent | OtpCooldownReply },
      actors: { cooldown: createOtpCooldown(fakeStorage, () => Date.now()) },
    }).createMachine({
      invoke: { id: 'cooldown', src: 'cooldown', input: { purpose: 'mpin_reset' } },
      on: {
        REQUEST: { actions: sendTo('cooldown', ({ event }) => event) },
        STARTED: { actions: sendTo('cooldown', ({ event }) => event) },
        'COOLDOWN.*': { actions: ({ event }) => void replies.push(event as OtpCooldownReply) },
      },
    });
    const actor = createActor(parent).start();
    actor.send({ type: 'STARTED', mobile: '9876543210' });
    expect(storage.get(cooldownStorageKey({ purpose: 'mpin_reset', mobile: '9876543210' }))).toBe(
      String(Date.now() + 30_000),
    );
    await vi.advanceTimersByTimeAsync(5000);
    actor.send({ type: 'REQUEST', mobile: '9876543210' });
    await flush();
    expect(replies).toEqual([{ type: 'COOLDOWN.BLOCKED', secondsLeft: 25 }]);
    await vi.advanceTimersByTimeAsync(25_000);
    actor.send({ type: 'REQUEST', mobile: '9876543210' });
    await flush();
    expect(replies.at(-1)).toEqual({ type: 'COOLDOWN.ALLOWED' });
  });

  it('keeps the cooldown per number and per purpose, across a new actor (a reload)', async () => {
    const storage = new Map<string, string>();
    const fakeStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as unknown as Storage;
    const cooldown = createOtpCooldown(fakeStorage, () => Date.now());
    storage.set(cooldownStorageKey({ purpose: 'registration', mobile: '9876543210' }), String(Date.now() + 20_000));
    const replies: OtpCooldownReply[] = [];
    const parent = setup({
      types: { events: {} as OtpCooldownEvent | OtpCooldownReply },
      actors: { cooldown },
    }).createMachine({
      invoke: { id: 'cooldown', src: 'cooldown', input: { purpose: 'registration' } },
      on: {
        REQUEST: { actions: sendTo('cooldown', ({ event }) => event) },
        'COOLDOWN.*': { actions: ({ event }) => void replies.push(event as OtpCooldownReply) },
      },
    });
    const actor = createActor(parent).start();
    actor.send({ type: 'REQUEST', mobile: '9876543210' });
    await flush();
    actor.send({ type: 'REQUEST', mobile: '8123456789' });
    await flush();
    expect(replies).toEqual([{ type: 'COOLDOWN.BLOCKED', secondsLeft: 20 }, { type: 'COOLDOWN.ALLOWED' }]);
    // The MPIN reset cooldown of the same number is a different one.
    expect(storage.has(cooldownStorageKey({ purpose: 'mpin_reset', mobile: '9876543210' }))).toBe(false);
  });
});
