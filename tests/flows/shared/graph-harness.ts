// One harness for every machine's graph test (docs/statecharts.md 'Running a path', level 2). The
// machine's graph generates the paths; each path is replayed on a real actor whose promise actors are
// held until the path answers them, whose callback actors and child machines are recorders, whose
// provided actions are recorded and whose timers run on a simulated clock. After every step the actor
// must be in the path's state, its state must name a screen, and what it emitted, has out, sent to its
// children and called must equal what the model's hand-written expectation says the SPEC requires.
// Nothing is compared with the machine's own transition function.
import { afterAll, describe, expect, it } from 'vitest';
import { SimulatedClock, assign, createActor, fromCallback, fromPromise, setup } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import {
  activeStateNodes,
  declaredTransitionLabels,
  describeEvent,
  generatePaths,
  screenOf,
  statesWithoutDescription,
  statesWithoutScreen,
  uncoveredTransitions,
  unreachedStateNodes,
} from './graph-model';
import { pathCoverage, writePathCoverage } from './path-coverage';
import { readRecordedPaths, recordRuns, recording, replayRuns, writeRecordedPaths } from './recorded-paths';
import type { ReplayRun } from './recorded-paths';
import type {
  FlowModel,
  ModelEvent,
  ModelRun,
  OutstandingCall,
  RecordedAction,
  SentToChild,
  StepExpectation,
} from './graph-model';

// Reasons written next to a machine for declared transitions no generated path takes
// (machines/<flow>/<flow>.untested.ts exporting `untestedTransitions`).
const untestedFiles = import.meta.glob<{ untestedTransitions: Record<string, string> }>(
  '../../machines/*/*.untested.ts',
  { eager: true },
);

function untestedTransitionsOf(flow: string): Record<string, string> {
  return untestedFiles[`../../machines/${flow}/${flow}.untested.ts`]?.untestedTransitions ?? {};
}

interface Outstanding extends OutstandingCall {
  kind: 'promise' | 'callback' | 'child';
  resolve?: (output: unknown) => void;
  reject?: (error: unknown) => void;
}

function removeFrom<T>(list: T[], item: T) {
  const at = list.indexOf(item);
  if (at >= 0) list.splice(at, 1);
}

/** Promise actors that wait until the test answers them. */
function heldPromise(outstanding: Outstanding[]) {
  return fromPromise<unknown, unknown>(
    ({ input, signal, self }) =>
      new Promise((resolve, reject) => {
        const call: Outstanding = { kind: 'promise', id: self.id, input, resolve, reject };
        outstanding.push(call);
        signal.addEventListener('abort', () => removeFrom(outstanding, call));
      }),
  );
}

/** Callback actors that are only there: listed while they run. */
function runningCallback(outstanding: Outstanding[]) {
  return fromCallback<ModelEvent, unknown>(({ input, self }) => {
    const running: Outstanding = { kind: 'callback', id: self.id, input };
    outstanding.push(running);
    return () => removeFrom(outstanding, running);
  });
}

/**
 * A stand-in for an invoked child machine: listed (with its input) while it runs, records what it
 * receives; FINISH ends it with `output`.
 */
function recordingChild(outstanding: Outstanding[], received: SentToChild[]) {
  return setup({
    types: {
      context: {} as { id: string; input: unknown; output: unknown },
      events: {} as ModelEvent,
      input: {} as unknown,
    },
    actors: {
      presence: fromCallback<ModelEvent, { id: string; input: unknown }>(({ input }) => {
        const running: Outstanding = { kind: 'child', id: input.id, input: input.input };
        outstanding.push(running);
        return () => removeFrom(outstanding, running);
      }),
    },
  }).createMachine({
    context: ({ input, self }) => ({ id: self.id, input, output: undefined }),
    invoke: { src: 'presence', input: ({ context }) => ({ id: context.id, input: context.input }) },
    initial: 'running',
    states: {
      running: {
        on: {
          FINISH: { target: 'finished', actions: assign({ output: ({ event }) => event.output }) },
          '*': { actions: ({ event, context }) => void received.push({ to: context.id, event }) },
        },
      },
      finished: { type: 'final' },
    },
    output: ({ context }) => context.output,
  });
}

async function flush() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

const byIdAndInput = (a: OutstandingCall, b: OutstandingCall) =>
  a.id.localeCompare(b.id) || JSON.stringify(a.input ?? null).localeCompare(JSON.stringify(b.input ?? null));

function callsOf(outstanding: readonly Outstanding[]): OutstandingCall[] {
  return outstanding.map(({ id, input }) => (input === undefined ? { id } : { id, input })).sort(byIdAndInput);
}

/** A real actor of the model's machine with every outside piece held or recorded. */
export function startRig<TMachine extends AnyStateMachine, Input>(model: FlowModel<TMachine, Input>, input: Input) {
  const outstanding: Outstanding[] = [];
  const received: SentToChild[] = [];
  const recorded: RecordedAction[] = [];
  const emitted: unknown[] = [];
  const clock = new SimulatedClock();
  const actors = Object.fromEntries([
    ...(model.promiseActors ?? []).map((src) => [src, heldPromise(outstanding)]),
    ...(model.callbackActors ?? []).map((src) => [src, runningCallback(outstanding)]),
    ...(model.childMachines ?? []).map((src) => [src, recordingChild(outstanding, received)]),
  ]);
  const actions = Object.fromEntries(
    (model.recordedActions ?? []).map((name) => [
      name,
      (_: unknown, params: unknown) =>
        void recorded.push(params === undefined ? { type: name } : { type: name, params }),
    ]),
  );
  const actor = createActor(model.machine.provide({ actors, actions } as never), {
    clock,
    ...(input === undefined ? {} : { input }),
  }) as AnyActorRef;
  actor.on('*', (event: unknown) => void emitted.push(event));

  async function drive(event: ModelEvent, label: string) {
    const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    const timer = /^xstate\.after\.([^.]+)\.(.+)$/.exec(event.type);
    if (outcome) {
      const [, kind, id] = outcome as unknown as [string, 'done' | 'error', string];
      const call = outstanding.find((candidate) => candidate.id === id && candidate.kind === 'promise');
      if (call) {
        removeFrom(outstanding, call);
        if (kind === 'done') call.resolve!(event.output);
        else call.reject!(event.error);
      } else {
        const child = (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
        if (!child || kind === 'error') throw new Error(`${label}: nothing out as '${id}' to answer`);
        child.send({ type: 'FINISH', output: event.output });
      }
    } else if (timer) {
      const duration = model.delays?.[timer[1]!];
      if (duration === undefined) throw new Error(`${label}: the model gives no duration for delay '${timer[1]}'`);
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      const delay = typeof duration === 'function' ? duration(before.context) : duration;
      clock.increment(delay - 1);
      await flush();
      const early = actor.getSnapshot() as AnyMachineSnapshot;
      expect({ value: early.value, context: early.context }, `${label}: a millisecond early`).toEqual({
        value: before.value,
        context: before.context,
      });
      clock.increment(1);
    } else {
      actor.send(event);
    }
    await flush();
  }

  return {
    actor,
    drive,
    calls: () => callsOf(outstanding),
    /** What the last step did, emptied for the next one. */
    takeRecords() {
      const records = {
        emitted: emitted.splice(0),
        sentToChildren: received.splice(0),
        actions: recorded.splice(0),
      };
      return records;
    },
  };
}

function assertStep(
  model: FlowModel<AnyStateMachine, unknown>,
  rig: ReturnType<typeof startRig>,
  expected: StateValue,
  expectation: StepExpectation,
  label: string,
) {
  const actual = rig.actor.getSnapshot() as AnyMachineSnapshot;
  expect(actual.value, `${label}: state`).toEqual(expected);
  const unnamed = activeStateNodes(actual)
    .filter((node) => node.parent !== undefined && screenOf(node) === null)
    .map((node) => node.id);
  expect(unnamed, `${label}: states without meta.screen`).toEqual([]);
  const records = rig.takeRecords();
  expect(records.emitted, `${label}: emitted`).toEqual(expectation.emitted ?? []);
  expect(rig.calls(), `${label}: calls out`).toEqual([...(expectation.calls ?? [])].sort(byIdAndInput));
  expect(records.sentToChildren, `${label}: sent to children`).toEqual(expectation.sentToChildren ?? []);
  expect(records.actions, `${label}: provided actions called`).toEqual(expectation.actions ?? []);
  if (expectation.context) expect(actual.context, `${label}: context`).toMatchObject(expectation.context);
  if (actual.status === 'done' && model.machine.config.output !== undefined) {
    expect('output' in expectation, `${label}: the expectation names the output`).toBe(true);
  }
  if ('output' in expectation) {
    expect(actual.status, `${label}: finished`).toBe('done');
    expect(actual.output, `${label}: output`).toEqual(expectation.output);
  }
}

/**
 * Replays one recorded path on a real actor, holding every step to its recorded state and the model's
 * expectation; then, for a probe, sends `probe` and holds what it did (or that it did nothing) to the
 * expectation too. The probe's resulting state is not compared: the machine's graph is what a probe
 * doubts.
 */
export async function runPath(
  model: FlowModel<AnyStateMachine, unknown>,
  steps: ReplayRun['steps'],
  input: unknown,
  probe?: ModelEvent,
) {
  const rig = startRig(model, input);
  for (const [index, step] of steps.entries()) {
    const label = `step ${index} (${step.event ? describeEvent(step.event) : 'start'})`;
    const before = index === 0 ? null : (rig.actor.getSnapshot() as AnyMachineSnapshot);
    const facts = {
      event: step.event ?? { type: 'xstate.init' },
      from: before?.value ?? null,
      before: before?.context ?? null,
      callsBefore: rig.calls(),
      input,
    };
    if (step.event === undefined) {
      rig.actor.start();
      await flush();
    } else {
      await rig.drive(step.event, label);
    }
    assertStep(model, rig, step.value, model.expect(facts), label);
  }
  if (probe) {
    const before = rig.actor.getSnapshot() as AnyMachineSnapshot;
    const facts = { event: probe, from: before.value, before: before.context, callsBefore: rig.calls(), input };
    const label = `probe (${describeEvent(probe)})`;
    await rig.drive(probe, label);
    const after = rig.actor.getSnapshot() as AnyMachineSnapshot;
    assertStep(model, rig, after.value, model.expect(facts), label);
  }
  rig.actor.stop();
}

/** An event a person or the app sends, not an actor's outcome or a timer (those need something out). */
const isSentEvent = (event: ModelEvent) => !/^xstate\.(done|error|after)\./.test(event.type);

/**
 * The probes of a model: each (reached state, sent event) that no generated path takes, once. The
 * paths take only the events the machine accepts (snapshot.can), so a transition that disappeared
 * would take its test with it; a probe keeps sending the event, and the model's expectation, written
 * from SPEC, says what must happen.
 */
function probesOf(model: FlowModel<AnyStateMachine, unknown>, runs: ModelRun<unknown>[]) {
  const keyOf = (inputName: string, state: AnyMachineSnapshot, event: ModelEvent) =>
    `${inputName}|${JSON.stringify(model.project(state))}|${describeEvent(event)}`;
  const taken = new Set(
    runs.flatMap(({ inputName, path }) =>
      path.steps.slice(1).map((step, index) => keyOf(inputName, path.steps[index]!.state, step.event)),
    ),
  );
  const probes: { run: ModelRun<unknown>; event: ModelEvent }[] = [];
  for (const run of runs) {
    const end = run.path.state;
    if (end.status !== 'active') continue;
    for (const event of model.events.filter(isSentEvent)) {
      const key = keyOf(run.inputName, end, event);
      if (taken.has(key)) continue;
      taken.add(key);
      probes.push({ run, event });
    }
  }
  return probes;
}

/**
 * The graph checks and a test per recorded path (recorded-paths.ts), for one flow model. Returns the
 * runs. The machine runs only inside tests: the graph is generated again there and held to the
 * recording, and the structural checks read that fresh graph.
 */
export function describeGraph<TMachine extends AnyStateMachine, Input>(
  model: FlowModel<TMachine, Input>,
): ReplayRun<Input>[] {
  const anyModel = model as unknown as FlowModel<AnyStateMachine, unknown>;
  const title = `${model.flow} machine`;
  // Generated once per run of the file, inside its first test that needs it, and forgotten after, so a
  // mutation tool's next run (another mutant, same loaded module) generates it again.
  let fresh: ModelRun<unknown>[] | undefined;
  const freshRuns = () => (fresh ??= generatePaths(anyModel));
  const freshPaths = () => freshRuns().map((run) => run.path);
  afterAll(() => {
    fresh = undefined;
  });
  const recorded = recording
    ? recordRuns(anyModel, freshRuns(), probesOf(anyModel, freshRuns()))
    : readRecordedPaths(model.flow);
  if (recorded === null) {
    describe(`${title}: recorded paths`, () => {
      it('has its paths recorded', () => {
        expect.fail(`no ${model.flow}.paths.json: record the paths with \`npm run paths:record\` and review them`);
      });
    });
    return [];
  }
  const runs = replayRuns(model, recorded);

  if (model.probeEveryEvent) {
    describe(`${title}: every event in every reached state`, () => {
      it.each(
        recorded.probes.map(([runIndex, eventIndex]) => {
          const run = runs[runIndex]!;
          const event = model.events[eventIndex]!;
          return [`${describeEvent(event)} in ${run.title}`, run, event] as const;
        }),
      )('%s', async (_name, run, event) => {
        await runPath(anyModel, run.steps, run.input, event);
      });
    });
  }

  describe(`${title}: every recorded path on a real actor`, () => {
    it.each(runs.map((run) => [run.title, run] as const))('%s', async (_name, run) => {
      await runPath(anyModel, run.steps, run.input);
    });
  });

  // Last: generating the graph costs seconds on the larger machines, a recorded path milliseconds. A
  // mutation run stops a mutant's tests at the first failure, so a broken machine is usually caught by
  // a path before its graph is generated again.
  describe(`${title}: graph`, () => {
    it('generates the recorded paths, no more and no fewer', () => {
      const generated = freshRuns();
      // The row `npm run test:paths` prints for this flow.
      const reasons = untestedTransitionsOf(model.flow);
      writePathCoverage(pathCoverage(model.flow, model.machine, freshPaths(), reasons));
      const now = recordRuns(anyModel, generated, probesOf(anyModel, generated));
      if (recording) {
        writeRecordedPaths(now);
        return;
      }
      const titles = new Set(runs.map((run) => run.title));
      const nowTitles = new Set(replayRuns(model, now).map((run) => run.title));
      const hint = `the machine's graph differs from ${model.flow}.paths.json: if SPEC asks for the change, record the paths again (npm run paths:record) and review the diff`;
      expect(
        {
          appeared: [...nowTitles].filter((name) => !titles.has(name)),
          disappeared: [...titles].filter((name) => !nowTitles.has(name)),
        },
        hint,
      ).toEqual({ appeared: [], disappeared: [] });
      expect(now, hint).toEqual(recorded);
    });

    it('rests in every state some path can rest in', () => {
      expect(unreachedStateNodes(model.machine, freshPaths())).toEqual([]);
    });

    it('takes every declared transition, or a reason next to the machine says why not', () => {
      const reasons = untestedTransitionsOf(model.flow);
      const uncovered = uncoveredTransitions(model.machine, freshPaths());
      expect(
        uncovered.filter((label) => !(label in reasons)),
        `add events to the model, or a reason to machines/${model.flow}/${model.flow}.untested.ts`,
      ).toEqual([]);
      const declared = new Set(declaredTransitionLabels(model.machine));
      const stale = Object.keys(reasons).filter((label) => !declared.has(label) || !uncovered.includes(label));
      expect(stale, `reasons in machines/${model.flow}/${model.flow}.untested.ts that no longer apply`).toEqual([]);
    });

    it('describes every state', () => {
      expect(statesWithoutDescription(model.machine)).toEqual([]);
    });

    it('names the screen of every state in its meta', () => {
      expect(statesWithoutScreen(model.machine)).toEqual([]);
    });
  });

  return runs;
}
