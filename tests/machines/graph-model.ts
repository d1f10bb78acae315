// The graph side of the auth flows' model-based tests, free of vitest so that Playwright
// (e2e/auth-paths.spec.ts) generates the very same paths: models, event catalogues and projections.
import type { ActorLogic, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { StatePath } from 'xstate/graph';

export type ModelEvent = { type: string } & Record<string, unknown>;
export type ModelPath = StatePath<AnyMachineSnapshot, ModelEvent>;

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

/** Every (state value, event type, next state value) edge the paths take. */
export function takenTransitions(paths: readonly ModelPath[]): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, index) => {
      const from = path.steps[index - 1];
      if (from) {
        taken.add(`${JSON.stringify(from.state.value)} --${step.event.type}--> ${JSON.stringify(step.state.value)}`);
      }
    });
  }
  return taken;
}

export function reachedStates(paths: readonly ModelPath[]): Set<string> {
  return new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
}

function activeNodeIds(snapshot: AnyMachineSnapshot): Set<string> {
  // The snapshot's configuration: every active state node, ancestors included.
  return new Set((snapshot as unknown as { _nodes: AnyStateNode[] })._nodes.map((node) => node.id));
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
  const visit = (node: AnyStateNode) => {
    for (const [eventType, transitions] of node.transitions) {
      for (const transition of transitions) {
        const targets: string[] = (transition.target ?? []).map((target: AnyStateNode) => target.id);
        const expectedIds = targets.length > 0 ? targets : [node.id];
        declared.push({
          label: `${node.id} --${eventType}--> ${expectedIds.join(',')}`,
          taken: (step) =>
            step.event === eventType && step.from.has(node.id) && expectedIds.every((id) => step.to.has(id)),
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
