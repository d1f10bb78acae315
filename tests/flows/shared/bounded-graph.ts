// A machine's graph, explored breadth first within a budget of vertices and depth (issue 31): a
// machine that lost a bound (a ticket limit, a retry cap) makes its graph endless, and an unbounded
// traversal hangs until a runner's timeout instead of failing. Past the budget this throws, naming
// the part of the projected snapshot that kept taking new values and the event that kept feeding it.
// Free of vitest, like graph-model.ts. Vertices are serialized as createGraphModel does (the
// transition, not only the state), so the shortest paths still take every transition.
import { initialTransition, transition } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { describeEvent } from './graph-model';
import type { ModelEvent, ModelPath } from './graph-model';

export interface GraphBudget {
  /** At most this many vertices (a vertex is a projected snapshot and the step that reached it). */
  states: number;
  /** At most this many events from the start to any vertex. */
  depth: number;
}

export interface BoundedGraphOptions {
  /** Named in the error: the flow and its input. */
  name: string;
  events: readonly ModelEvent[];
  project: (snapshot: AnyMachineSnapshot) => unknown;
  input?: unknown;
  budget: GraphBudget;
}

export class GraphBudgetExceeded extends Error {
  override name = 'GraphBudgetExceeded';
}

interface Vertex {
  state: AnyMachineSnapshot;
  depth: number;
  parent: Vertex | null;
  event: ModelEvent | null;
}

const serialize = (project: BoundedGraphOptions['project'], vertex: Omit<Vertex, 'depth'>) =>
  `${JSON.stringify(project(vertex.state))} via ${vertex.event ? describeEvent(vertex.event) : 'start'}` +
  (vertex.parent ? ` from ${JSON.stringify(project(vertex.parent.state))}` : '');

/** Leaf values of a projection by their dotted key, so a growing counter shows as one key. */
function leaves(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) into.set(prefix || '(root)', JSON.stringify(value));
    for (const [key, inner] of entries) leaves(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix || '(root)', JSON.stringify(value));
  }
  return into;
}

function stepsTo(vertex: Vertex): Vertex[] {
  const steps: Vertex[] = [];
  for (let at: Vertex | null = vertex; at; at = at.parent) steps.unshift(at);
  return steps;
}

/** The message for an exceeded budget: which projected keys kept changing, fed by which event. */
function unboundedPart(options: BoundedGraphOptions, seen: readonly Vertex[], last: Vertex, why: string): string {
  const distinct = new Map<string, Set<string>>();
  for (const vertex of seen) {
    for (const [key, value] of leaves(options.project(vertex.state))) {
      if (!distinct.has(key)) distinct.set(key, new Set());
      distinct.get(key)!.add(value);
    }
  }
  const growing = [...distinct.entries()]
    .filter(([, values]) => values.size > 1)
    .sort((a, b) => b[1].size - a[1].size)
    .slice(0, 3)
    .map(([key, values]) => `${key} (${values.size} values, e.g. ${[...values].slice(-3).join(', ')})`);
  const path = stepsTo(last);
  const repeated = new Map<string, number>();
  for (const step of path) {
    if (step.event) repeated.set(describeEvent(step.event), (repeated.get(describeEvent(step.event)) ?? 0) + 1);
  }
  const [event, times] = [...repeated.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['no event', 0];
  return (
    `${options.name}: the graph passed its budget of ${options.budget.states} states and depth ` +
    `${options.budget.depth} (${why}), in state ${JSON.stringify(last.state.value)}. Unbounded: ` +
    `${growing.length > 0 ? growing.join('; ') : 'no projected value grows (the serialization does)'}, ` +
    `fed by ${event} (${times} times on the deepest path). Bound it in the machine, or project it ` +
    `into a finite range in the model.`
  );
}

/**
 * The shortest path to every vertex, in the shape xstate/graph returns (step 0 is `xstate.init`), or a
 * GraphBudgetExceeded. Only events the snapshot accepts (snapshot.can) are followed.
 */
export function exploreBounded(machine: AnyStateMachine, options: BoundedGraphOptions): ModelPath[] {
  const [initial] = initialTransition(machine, options.input);
  const start: Vertex = { state: initial as AnyMachineSnapshot, depth: 0, parent: null, event: null };
  const seen = new Map<string, Vertex>([[serialize(options.project, start), start]]);
  const queue: Vertex[] = [start];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const from = next;
    if (from.state.status !== 'active') continue;
    for (const event of options.events.filter((candidate) => from.state.can(candidate))) {
      const [state] = transition(machine, from.state, event);
      const vertex: Vertex = { state: state as AnyMachineSnapshot, depth: from.depth + 1, parent: from, event };
      const key = serialize(options.project, vertex);
      if (seen.has(key)) continue;
      if (vertex.depth > options.budget.depth) {
        throw new GraphBudgetExceeded(
          unboundedPart(options, [...seen.values()], vertex, `a path ${vertex.depth} events long`),
        );
      }
      seen.set(key, vertex);
      if (seen.size > options.budget.states) {
        throw new GraphBudgetExceeded(unboundedPart(options, [...seen.values()], vertex, `${seen.size} states`));
      }
      queue.push(vertex);
    }
  }
  return [...seen.values()].map((vertex) => {
    const steps = stepsTo(vertex).map((step) => ({
      state: step.state,
      event: step.event ?? { type: 'xstate.init' },
    }));
    return { state: vertex.state, steps, weight: vertex.depth } as ModelPath;
  });
}
