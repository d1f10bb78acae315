// The graph side of the machines' model-based tests, free of vitest so that Playwright
// (e2e/auth-paths.spec.ts) generates the very same paths: what a flow model is, the paths it
// generates, and what the machine declares (transitions, descriptions, screens) to hold them against.
import type { ActorLogic, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, ContextFrom, StateValue } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { StatePath } from 'xstate/graph';

export type ModelEvent = { type: string } & Record<string, unknown>;
export type ModelPath = StatePath<AnyMachineSnapshot, ModelEvent>;

/** Something the machine has out while in a state, by invoke id: a pending call, a running callback or child. */
export interface OutstandingCall {
  id: string;
  input?: unknown;
}

/** An event the machine sent to one of its children (by the child's invoke id). */
export interface SentToChild {
  to: string;
  event: ModelEvent;
}

/** A call of one of the actions src/app provides (storage, toasts, navigation), with its params. */
export interface RecordedAction {
  type: string;
  params?: unknown;
}

/**
 * What one step must do, written by hand from the SPEC: the events emitted (toasts, 'leave',
 * 'signedIn'), every call out afterwards with its input, the events sent to children, the provided
 * actions called, and optionally the context it must leave (matched partially) and the output it ends with.
 */
export interface StepExpectation {
  emitted?: unknown[];
  calls?: OutstandingCall[];
  sentToChildren?: SentToChild[];
  actions?: RecordedAction[];
  context?: Record<string, unknown>;
  output?: unknown;
}

/** What a step's expectation may look at: the event, and where the actor was before it. */
export interface StepFacts<Context, Input> {
  /** `xstate.init` for the start. */
  event: ModelEvent;
  /** The state value before the step; null at the start. */
  from: StateValue | null;
  /** The context before the step; null at the start. */
  before: Context | null;
  /** What was out before the step (so a step that leaves a call alone can say so). */
  callsBefore: OutstandingCall[];
  input: Input;
}

export interface FlowModel<TMachine extends AnyStateMachine = AnyStateMachine, Input = unknown> {
  /** The machine's folder under machines/ (its untested-transition reasons live there). */
  flow: string;
  machine: TMachine;
  /** Every event with realistic payloads; actor outcomes as xstate.done/error.actor.<id>, timers as xstate.after.<delay>.<state id>. */
  events: readonly ModelEvent[];
  /** What of a snapshot tells graph vertices apart; small enough for the graph to stay finite. */
  project: (snapshot: AnyMachineSnapshot) => unknown;
  /** Named inputs the machine is started with (one graph each); a machine without input has none. */
  inputs?: Record<string, Input>;
  /** Actor sources the harness holds until the path answers them. */
  promiseActors?: readonly string[];
  /** Callback actor sources the harness runs as recorders. */
  callbackActors?: readonly string[];
  /** Child machine sources the harness replaces by recorders (a done event finishes them). */
  childMachines?: readonly string[];
  /** Actions src/app provides, recorded instead. */
  recordedActions?: readonly string[];
  /**
   * SPEC durations of the machine's named delays, in ms, or, for a backoff, the duration the context
   * before the timer calls for; the harness checks nothing fires a millisecond early.
   */
  delays?: Record<string, number | ((context: ContextFrom<TMachine>) => number)>;
  expect: (facts: StepFacts<ContextFrom<TMachine>, Input>) => StepExpectation;
  /**
   * Also send every event of `events` that is not an actor's outcome or a timer in every state a path
   * reaches, including those the machine ignores there, held to `expect` (graph-harness.ts 'probes').
   */
  probeEveryEvent?: boolean;
}

export function describeEvent(event: ModelEvent | undefined): string {
  if (!event) return 'start';
  const { type, ...payload } = event;
  const shown = Object.entries(payload).map(([key, value]) =>
    key === 'error'
      ? `error=${value instanceof Error ? value.message : String(value)}`
      : `${key}=${JSON.stringify(value)}`,
  );
  return shown.length > 0 ? `${type}(${shown.join(',')})` : type;
}

/** A path's name: where it ends and the events that lead there. */
export function describePath(path: ModelPath): string {
  const events = path.steps.slice(1).map((step) => describeEvent(step.event));
  return `${JSON.stringify(path.state.value)} after ${events.length > 0 ? events.join(' → ') : 'start'}`;
}

/**
 * Serializing the transition (not only the state) makes every edge its own vertex, so the shortest
 * paths cover every transition; `project` keeps context small enough for the graph to stay finite.
 */
export function createGraphModel(
  machine: AnyStateMachine,
  events: readonly ModelEvent[],
  project: (snapshot: AnyMachineSnapshot) => unknown,
  input?: unknown,
) {
  return new TestModel<AnyMachineSnapshot, ModelEvent, unknown>(
    machine as unknown as ActorLogic<AnyMachineSnapshot, ModelEvent, unknown>,
    {
      events: (snapshot) => events.filter((event) => snapshot.can(event)),
      serializeState: (snapshot, event, previous) =>
        `${JSON.stringify(project(snapshot))} via ${describeEvent(event)}` +
        (previous ? ` from ${JSON.stringify(project(previous))}` : ''),
      ...(input === undefined ? {} : { input }),
    },
  );
}

export interface ModelRun<Input = unknown> {
  /** The input's name ('' without input). */
  inputName: string;
  input: Input;
  path: ModelPath;
}

/** The shortest path to every vertex of the model's graph, for each of its inputs. */
export function generatePaths<Input>(model: FlowModel<AnyStateMachine, Input>): ModelRun<Input>[] {
  const inputs: Array<[string, Input]> = model.inputs ? Object.entries(model.inputs) : [['', undefined as Input]];
  return inputs.flatMap(([inputName, input]) =>
    createGraphModel(model.machine, model.events, model.project, input)
      .getShortestPaths()
      .map((path) => ({ inputName, input, path })),
  );
}

/** Every state node below the root, depth first. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    if (node !== machine.root) nodes.push(node);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return nodes;
}

/** The snapshot's configuration: every active state node, ancestors included. */
export function activeStateNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
}

function activeNodeIds(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(activeStateNodes(snapshot).map((node) => node.id));
}

/** Ids of the state nodes some path's snapshot is in. */
function reachedStateNodes(paths: readonly ModelPath[]): Set<string> {
  return new Set(paths.flatMap((path) => path.steps.flatMap((step) => [...activeNodeIds(step.state)])));
}

/** State nodes no path rests in, except those only passed through (eventless `always` states). */
export function unreachedStateNodes(machine: AnyStateMachine, paths: readonly ModelPath[]): string[] {
  const reached = reachedStateNodes(paths);
  return stateNodesOf(machine)
    .filter((node) => (node.always ?? []).length === 0 && !reached.has(node.id))
    .map((node) => node.id);
}

interface DeclaredTransition {
  label: string;
  taken: (step: { event: string; from: Set<string>; to: Set<string> }) => boolean;
}

/**
 * Every transition the machine declares. One counts as taken by a step with its event that leaves a
 * configuration containing its source and reaches one containing its target (its source again for a
 * targetless one); guarded alternatives are told apart by their targets.
 */
function declaredTransitions(machine: AnyStateMachine): DeclaredTransition[] {
  const declared: DeclaredTransition[] = [];
  // A snapshot never rests in a state left at once by an eventless transition: reaching one of the
  // states it leads to is what reaching it looks like.
  const restingIds = (node: AnyStateNode): string[] =>
    (node.always ?? []).length === 0
      ? [node.id]
      : (node.always ?? []).flatMap((always) => (always.target ?? []).flatMap(restingIds));
  const visit = (node: AnyStateNode) => {
    for (const [eventType, transitions] of node.transitions) {
      for (const transition of transitions) {
        const targets: readonly AnyStateNode[] = transition.target ?? [];
        const expected = targets.length > 0 ? targets : [node];
        declared.push({
          label: `${node.id} --${eventType}--> ${expected.map((target) => target.id).join(',')}`,
          taken: (step) =>
            step.event === eventType &&
            step.from.has(node.id) &&
            expected.every((target) => restingIds(target).some((id) => step.to.has(id))),
        });
      }
    }
    for (const transition of node.always ?? []) {
      const targets: string[] = (transition.target ?? []).map((target: AnyStateNode) => target.id);
      declared.push({
        label: `${node.id} --always--> ${targets.join(',')}`,
        taken: (step) => targets.every((id) => step.to.has(id)),
      });
    }
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return declared;
}

export function declaredTransitionLabels(machine: AnyStateMachine): string[] {
  return declaredTransitions(machine).map((transition) => transition.label);
}

function stepsOf(path: ModelPath) {
  return path.steps.map((step, index) => ({
    event: step.event.type,
    from: index > 0 ? activeNodeIds(path.steps[index - 1]!.state) : new Set<string>(),
    to: activeNodeIds(step.state),
  }));
}

/** The machine's declared transitions that no path takes. */
export function uncoveredTransitions(machine: AnyStateMachine, paths: readonly ModelPath[]): string[] {
  const steps = paths.flatMap(stepsOf);
  return declaredTransitions(machine)
    .filter((transition) => !steps.some(transition.taken))
    .map((transition) => transition.label);
}

/**
 * A few paths that together take every declared transition (greedy set cover, longest gain first), for
 * runs where each path is expensive, such as the browser.
 */
export function pathsCoveringEveryTransition(machine: AnyStateMachine, paths: readonly ModelPath[]): ModelPath[] {
  const declared = declaredTransitions(machine);
  const coverage = paths.map((path) => {
    const steps = stepsOf(path);
    return new Set(declared.filter((transition) => steps.some(transition.taken)).map((transition) => transition.label));
  });
  const remaining = new Set(coverage.flatMap((covered) => [...covered]));
  const chosen: ModelPath[] = [];
  while (remaining.size > 0) {
    let best = -1;
    let bestGain = 0;
    coverage.forEach((covered, index) => {
      const gain = [...covered].filter((label) => remaining.has(label)).length;
      if (gain > bestGain) {
        best = index;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.push(paths[best]!);
    for (const label of coverage[best]!) remaining.delete(label);
  }
  return chosen;
}

export function statesWithoutDescription(machine: AnyStateMachine): string[] {
  const missing: string[] = [];
  const visit = (node: AnyStateNode) => {
    if (!node.description) missing.push(node.id);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return missing;
}

/** The screen a state node's meta names (machines/shared/screen-meta.ts), or null. */
export function screenOf(node: AnyStateNode): string | null {
  const meta: unknown = node.meta;
  if (typeof meta !== 'object' || meta === null) return null;
  const { screen } = meta as { screen?: unknown };
  return typeof screen === 'string' && screen.trim() !== '' ? screen : null;
}

/** State nodes below the root whose meta names no screen. */
export function statesWithoutScreen(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine)
    .filter((node) => screenOf(node) === null)
    .map((node) => node.id);
}
