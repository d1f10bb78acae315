// Shared by the machines' graph tests (login, forgot MPIN, OTP cooldown, registration wizard,
// profile, change MPIN) and by e2e/auth-paths.spec.ts. The machine's graph generates the paths
// (docs/statecharts.md): each path is replayed on a real actor whose promise actors are held until
// the path answers them, whose child machines are recorders, and each step is checked against the
// pure transition: same state and context, the same calls out with the same input, the same toasts
// and navigations emitted, the same events sent to children.
import { expect } from 'vitest';
import { assign, createActor, fromPromise, initialTransition, setup, transition } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { describeEvent } from './graph-model';
import type { ModelEvent, ModelPath } from './graph-model';

export interface HeldCall {
  src: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Promise actors that wait until the test answers them. */
export function heldPromiseActors(names: readonly string[]) {
  const held: HeldCall[] = [];
  const actors = Object.fromEntries(
    names.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            const call: HeldCall = { src, input, resolve, reject };
            held.push(call);
            signal.addEventListener('abort', () => {
              const at = held.indexOf(call);
              if (at >= 0) held.splice(at, 1);
            });
          }),
      ),
    ]),
  );
  return { held, actors };
}

/** A stand-in for an invoked child machine: records what it receives; FINISH ends it with `output`. */
export function recordingChild(received: ModelEvent[]) {
  return setup({ types: { context: {} as { output: unknown }, events: {} as ModelEvent } }).createMachine({
    context: { output: undefined },
    initial: 'running',
    states: {
      running: {
        on: {
          FINISH: { target: 'finished', actions: assign({ output: ({ event }) => event.output }) },
          '*': { actions: ({ event }) => void received.push(event) },
        },
      },
      finished: { type: 'final' },
    },
    output: ({ context }) => context.output,
  });
}

interface ExpectedEffects {
  emitted: unknown[];
  sentToChildren: unknown[];
}

function effectsOf(actions: ReadonlyArray<{ type: string; params?: unknown }>): ExpectedEffects {
  const emitted: unknown[] = [];
  const sentToChildren: unknown[] = [];
  for (const action of actions) {
    const params = action.params as { event?: unknown } | undefined;
    if (action.type === 'xstate.emit') emitted.push(params?.event);
    if (action.type === 'xstate.sendTo') sentToChildren.push(params?.event);
  }
  return { emitted, sentToChildren };
}

function fullProjection(snapshot: AnyMachineSnapshot) {
  return { value: snapshot.value, context: snapshot.context, status: snapshot.status };
}

async function flushMicrotasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

export interface PathRunOptions {
  /** The machine as written (its pure transitions give each step's expected effects). */
  machine: AnyStateMachine;
  path: ModelPath;
  project: (snapshot: AnyMachineSnapshot) => unknown;
  /** Names of the machine's promise actors, held by the harness. */
  promiseActors: readonly string[];
  /** Names of the machine's child machines, replaced by recorders. */
  childMachines?: readonly string[];
  input?: unknown;
  /** Events the harness cannot drive itself (timers), given the actor. */
  driveOther?: (event: ModelEvent, actor: AnyActorRef) => Promise<void> | void;
}

/** Replays one generated path on a real actor and checks every step against the model. */
export async function runPathOnActor(options: PathRunOptions): Promise<void> {
  const { machine, path, project, promiseActors, childMachines = [], input, driveOther } = options;
  const { held, actors } = heldPromiseActors(promiseActors);
  const received: ModelEvent[] = [];
  const children = Object.fromEntries(childMachines.map((name) => [name, recordingChild(received)]));
  const actor = createActor(machine.provide({ actors: { ...actors, ...children } }), { input });
  const emitted: unknown[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();

  // Expected states are recomputed along the path with pure transitions, so a projection that merges
  // vertices in the graph never hides a difference in the full context.
  const [initial, initialActions] = initialTransition(machine, input);
  let expected: AnyMachineSnapshot = initial;
  for (const step of path.steps) {
    let effects: ExpectedEffects;
    if (step === path.steps[0]) {
      effects = effectsOf(initialActions);
    } else {
      const [next, actions]: [AnyMachineSnapshot, ReadonlyArray<{ type: string; params?: unknown }>] = transition(
        machine,
        expected,
        step.event,
      );
      expected = next;
      effects = effectsOf(actions);
      emitted.length = 0;
      received.length = 0;
      await drive(step.event);
    }
    const actual = actor.getSnapshot();
    const label = `after ${describeEvent(step.event)}`;
    expect(project(expected), `${label}: the model's own path`).toEqual(project(step.state));
    expect(fullProjection(actual), label).toEqual(fullProjection(expected));
    expect([...actual.tags].sort(), label).toEqual([...expected.tags].sort());
    expect(emitted, `${label}: emitted`).toEqual(effects.emitted);
    if (step !== path.steps[0]) expect(received, `${label}: sent to children`).toEqual(effects.sentToChildren);
    const expectedCalls = Object.values(expected.children as Record<string, AnyActorRef>)
      .filter((ref) => typeof ref.src === 'string' && promiseActors.includes(ref.src))
      .map((ref) => ({ src: ref.src, input: (ref.getSnapshot() as { input?: unknown }).input }));
    expect(
      held.map((call) => ({ src: call.src, input: call.input })),
      `${label}: calls out`,
    ).toEqual(expectedCalls);
  }
  actor.stop();

  async function drive(event: ModelEvent) {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    const invokeId = done?.[1] ?? failed?.[1];
    if (invokeId !== undefined) {
      const ref = (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[invokeId];
      if (!ref) throw new Error(`no child '${invokeId}' to answer`);
      if (childMachines.includes(String(ref.src))) {
        ref.send({ type: 'FINISH', output: event.output });
      } else {
        const call = held.find((candidate) => candidate.src === ref.src);
        if (!call) throw new Error(`no held call for '${String(ref.src)}'`);
        held.splice(held.indexOf(call), 1);
        if (done) call.resolve(event.output);
        else call.reject(event.error);
      }
      await flushMicrotasks();
      return;
    }
    if (event.type.startsWith('xstate.after.')) {
      if (!driveOther) throw new Error(`cannot drive ${event.type}`);
      await driveOther(event, actor);
      return;
    }
    actor.send(event);
    await flushMicrotasks();
  }
}
