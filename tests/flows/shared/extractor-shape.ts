// What Stately's editors see of a machine file, next to what the running machine is. Stately Studio's
// 'Import from code' and the VS Code editor read a file with @xstate/machine-extractor, statically. This
// module loads that reader and turns both its config and a running machine into the same flat shape
// (every state, every declared transition), so tests/flows/extractor.test.ts can compare them.
import Module, { createRequire } from 'node:module';
import { StateMachine } from 'xstate';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One declared transition, as a designer would read it off the chart. */
export interface TransitionShape {
  /** The source state's path from the root, '' for the root. */
  source: string;
  /** The event, or `always`, `after(delay)`, `invoke(id).onDone`, `invoke(id).onError`, `onDone`. */
  trigger: string;
  /** Position among the trigger's candidates (guarded arrays are tried in order). */
  index: number;
  /** A named guard's name, 'inline' for a guard written in place (`and([...])`), null when unguarded. */
  guard: string | null;
  /** Target paths from the root; empty for a transition that stays. */
  targets: string[];
  /** Action names; 'inline' for an action written in place. */
  actions: string[];
}

export interface ChartShape {
  id: string;
  description: string | null;
  /** Every state node under the root (the root itself is the machine), as paths from the root. */
  states: string[];
  /** Each state's description by path ('' for the root), null when it has none. */
  descriptions: Record<string, string | null>;
  transitions: TransitionShape[];
}

export interface ChartCounts {
  states: number;
  transitions: number;
}

/** The one counting rule for both readings: every nested state, every candidate of every trigger. */
export function countChart(shape: ChartShape): ChartCounts {
  return { states: shape.states.length, transitions: shape.transitions.length };
}

// --- The extractor ---------------------------------------------------------------------------------

type MaybeArray<T> = T | T[];

interface ExtractedAction {
  kind?: string;
  action?: { type?: unknown };
}

interface ExtractedTransition {
  target?: MaybeArray<string>;
  cond?: { kind?: string; type?: unknown };
  actions?: MaybeArray<ExtractedAction>;
  internal?: boolean;
}

interface ExtractedInvoke {
  id?: string;
  src?: string;
  onDone?: MaybeArray<ExtractedTransition>;
  onError?: MaybeArray<ExtractedTransition>;
}

export interface ExtractedStateConfig {
  id?: string;
  description?: string;
  context?: unknown;
  meta?: Record<string, unknown>;
  on?: Record<string, MaybeArray<ExtractedTransition>>;
  after?: Record<string, MaybeArray<ExtractedTransition>>;
  always?: MaybeArray<ExtractedTransition>;
  onDone?: MaybeArray<ExtractedTransition>;
  invoke?: MaybeArray<ExtractedInvoke>;
  states?: Record<string, ExtractedStateConfig>;
}

interface ExtractedMachine {
  toConfig(): ExtractedStateConfig;
  /** The `@xstate-layout` comment Stately's editor saved in the machine call, if any. */
  getLayoutComment(): { value: string } | undefined;
}

interface MachineExtractor {
  extractMachinesFromFile(
    source: string,
  ): { machines: Array<ExtractedMachine | undefined | null>; file: unknown } | null;
}

let extractor: MachineExtractor | undefined;

/**
 * @xstate/machine-extractor 0.16 requires `xstate/lib/actions` and `xstate/lib/types`, which exist only
 * in XState 4; the project's `xstate` is 5, so those two requests go to the `xstate4` alias instead.
 */
export function loadMachineExtractor(): MachineExtractor {
  if (extractor) return extractor;
  const hooked = Module as unknown as {
    _resolveFilename: (request: string, ...rest: unknown[]) => string;
  };
  const resolve = hooked._resolveFilename;
  hooked._resolveFilename = function (request: string, ...rest: unknown[]) {
    const redirected = request.startsWith('xstate/lib/')
      ? `xstate4/lib/${request.slice('xstate/lib/'.length)}`
      : request;
    return resolve.call(this, redirected, ...rest);
  };
  try {
    extractor = createRequire(import.meta.url)('@xstate/machine-extractor') as MachineExtractor;
  } finally {
    hooked._resolveFilename = resolve;
  }
  return extractor;
}

export interface ExtractedFile {
  configs: ExtractedStateConfig[];
  /** Anything the extractor could not read: a throw, a machine call it gave up on, an unexpected warning. */
  errors: string[];
  /**
   * Values inside an action's or guard's `params` that the extractor cannot show (`({ event }) => ...`
   * lambdas, constants such as `TEXTS.otpResent`): it warns and keeps the action or guard name without them.
   */
  droppedParams: number;
}

interface SourceRange {
  start: number;
  end: number;
}

/** Where every `params: ...` property sits in the file, from the extractor's own Babel tree. */
function paramsRanges(node: unknown, ranges: SourceRange[] = []): SourceRange[] {
  if (Array.isArray(node)) {
    for (const child of node) paramsRanges(child, ranges);
    return ranges;
  }
  if (!node || typeof node !== 'object') return ranges;
  const record = node as Record<string, unknown> & { type?: unknown; key?: { name?: unknown; value?: unknown } };
  const keyName = record.key?.name ?? record.key?.value;
  if (record.type === 'ObjectProperty' && keyName === 'params') {
    ranges.push({ start: record.start as number, end: record.end as number });
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'loc' && key !== 'tokens' && key !== 'comments' && value && typeof value === 'object') {
      paramsRanges(value, ranges);
    }
  }
  return ranges;
}

function isUnsupportedValueWarning(args: unknown[]): args is [string, { value?: Partial<SourceRange> }] {
  return typeof args[0] === 'string' && args[0].startsWith('Unsupported property value of type');
}

function describeWarning(args: unknown[]): string {
  if (isUnsupportedValueWarning(args)) {
    const detail = args[1] as { key?: unknown; value?: { loc?: { start?: { line?: number } } } };
    return `${args[0]} (key '${String(detail.key)}', line ${detail.value?.loc?.start?.line ?? '?'})`;
  }
  return args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');
}

/** Runs the extractor over one file's text, catching what it throws and what it warns about. */
export function extractFile(source: string): ExtractedFile {
  const errors: string[] = [];
  const configs: ExtractedStateConfig[] = [];
  const warnings: unknown[][] = [];
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => void warnings.push(args);
  console.error = (...args: unknown[]) => void errors.push(`error: ${describeWarning(args)}`);
  let file: unknown;
  try {
    const result = loadMachineExtractor().extractMachinesFromFile(source);
    file = result?.file;
    if (!result) errors.push('no createMachine call found');
    result?.machines.forEach((machine, index) => {
      if (!machine) {
        errors.push(`machine call #${index + 1} could not be read`);
        return;
      }
      try {
        configs.push(machine.toConfig());
      } catch (thrown) {
        errors.push(`machine call #${index + 1}: toConfig threw ${String(thrown)}`);
      }
    });
  } catch (thrown) {
    errors.push(`extractMachinesFromFile threw ${String(thrown)}`);
  } finally {
    console.warn = warn;
    console.error = error;
  }
  const params = paramsRanges((file as { program?: unknown } | undefined)?.program);
  let droppedParams = 0;
  for (const args of warnings) {
    const value = isUnsupportedValueWarning(args) ? args[1].value : undefined;
    const inParams =
      value?.start !== undefined &&
      value.end !== undefined &&
      params.some((range) => range.start <= value.start! && value.end! <= range.end);
    if (inParams) droppedParams++;
    else errors.push(`warning: ${describeWarning(args)}`);
  }
  return { configs, errors, droppedParams };
}

function toArray<T>(value: MaybeArray<T> | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function statesOf(config: ExtractedStateConfig, prefix: string[] = []): Array<[string[], ExtractedStateConfig]> {
  return Object.entries(config.states ?? {}).flatMap(([key, child]) => {
    const path = [...prefix, key];
    return [[path, child] as [string[], ExtractedStateConfig], ...statesOf(child, path)];
  });
}

/** Resolves a target the way XState does: `#id.rest`, `.child` of the source, else a sibling. */
function resolveTarget(
  target: string,
  source: string[],
  ids: Map<string, string[]>,
  known: Set<string>,
  errors: string[],
): string {
  let path: string[] | undefined;
  if (target.startsWith('#')) {
    const [id = '', ...rest] = target.slice(1).split('.');
    const base = ids.get(id);
    path = base ? [...base, ...rest] : undefined;
  } else if (target.startsWith('.')) {
    path = [...source, ...target.slice(1).split('.')];
  } else {
    path = source.length > 0 ? [...source.slice(0, -1), ...target.split('.')] : undefined;
  }
  const joined = path?.join('.');
  if (joined === undefined || !known.has(joined)) {
    errors.push(`target '${target}' of '${source.join('.')}' names no state the extractor found`);
    return `?${target}`;
  }
  return joined;
}

/** The extractor's config as a ChartShape; targets it cannot resolve are added to `errors`. */
export function shapeOfExtracted(config: ExtractedStateConfig, errors: string[] = []): ChartShape {
  const nodes: Array<[string[], ExtractedStateConfig]> = [[[], config], ...statesOf(config)];
  const known = new Set(nodes.map(([path]) => path.join('.')));
  const ids = new Map<string, string[]>();
  for (const [path, node] of nodes) if (node.id) ids.set(node.id, path);
  const transitions: TransitionShape[] = [];
  for (const [path, node] of nodes) {
    const add = (trigger: string, list: MaybeArray<ExtractedTransition> | undefined) =>
      toArray(list).forEach((transition, index) =>
        transitions.push({
          source: path.join('.'),
          trigger,
          index,
          guard: !transition.cond ? null : transition.cond.kind === 'named' ? String(transition.cond.type) : 'inline',
          targets: toArray(transition.target).map((target) => resolveTarget(target, path, ids, known, errors)),
          actions: toArray(transition.actions).map((action) =>
            action.kind === 'named' ? String(action.action?.type) : 'inline',
          ),
        }),
      );
    for (const [event, list] of Object.entries(node.on ?? {})) add(event, list);
    for (const [delay, list] of Object.entries(node.after ?? {})) add(`after(${delay})`, list);
    add('always', node.always);
    add('onDone', node.onDone);
    toArray(node.invoke).forEach((invoke, index) => {
      const id = invoke.id ?? `#${index}`;
      add(`invoke(${id}).onDone`, invoke.onDone);
      add(`invoke(${id}).onError`, invoke.onError);
    });
  }
  return {
    id: config.id ?? '(machine)',
    description: config.description ?? null,
    states: nodes.slice(1).map(([path]) => path.join('.')),
    descriptions: Object.fromEntries(nodes.map(([path, node]) => [path.join('.'), node.description ?? null])),
    transitions,
  };
}

// --- The running machine ---------------------------------------------------------------------------

type RuntimeTransition = AnyStateNode['transitions'] extends Map<string, Array<infer T>> ? T : never;

function descendantsOf(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...descendantsOf(child)]);
}

function runtimeTrigger(node: AnyStateNode, eventType: string, transition: RuntimeTransition): string {
  const delay = (transition as { delay?: unknown }).delay;
  if (eventType.startsWith('xstate.after.') && delay !== undefined) return `after(${String(delay)})`;
  if (eventType.startsWith('xstate.done.actor.'))
    return `invoke(${eventType.slice('xstate.done.actor.'.length)}).onDone`;
  if (eventType.startsWith('xstate.error.actor.'))
    return `invoke(${eventType.slice('xstate.error.actor.'.length)}).onError`;
  if (eventType === `xstate.done.state.${node.id}`) return 'onDone';
  return eventType;
}

function runtimeGuard(guard: unknown): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  return 'inline';
}

function runtimeAction(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && typeof (action as { type?: unknown }).type === 'string') {
    return (action as { type: string }).type;
  }
  return 'inline';
}

/** The running machine's state nodes as a ChartShape, with the same counting rule as the extractor's. */
export function shapeOfMachine(machine: AnyStateMachine): ChartShape {
  const nodes = [machine.root, ...descendantsOf(machine.root)];
  const transitions: TransitionShape[] = [];
  for (const node of nodes) {
    const add = (trigger: string, list: readonly RuntimeTransition[]) =>
      list.forEach((transition, index) =>
        transitions.push({
          source: node.path.join('.'),
          trigger,
          index,
          guard: runtimeGuard(transition.guard),
          targets: (transition.target ?? []).map((target) => target.path.join('.')),
          actions: transition.actions.map(runtimeAction),
        }),
      );
    for (const [eventType, list] of node.transitions) add(runtimeTrigger(node, eventType, list[0]!), list);
    if (node.always) add('always', node.always);
  }
  return {
    id: machine.id,
    description: machine.root.description ?? null,
    states: nodes.slice(1).map((node) => node.path.join('.')),
    descriptions: Object.fromEntries(nodes.map((node) => [node.path.join('.'), node.description ?? null])),
    transitions,
  };
}

/** Every exported machine of a module, by id. */
export function exportedMachines(module: Record<string, unknown>): Map<string, AnyStateMachine> {
  const machines = Object.values(module).filter((value): value is AnyStateMachine => value instanceof StateMachine);
  return new Map(machines.map((machine) => [machine.id, machine]));
}

/** One line per transition, for readable diffs when the two readings disagree. */
export function transitionLines(shape: ChartShape): string[] {
  return shape.transitions
    .map(
      (t) =>
        `${t.source || '(root)'} ${t.trigger}[${t.index}]${t.guard ? ` [${t.guard}]` : ''} -> ${
          t.targets.join(', ') || '(stays)'
        }${t.actions.length > 0 ? ` / ${t.actions.join(', ')}` : ''}`,
    )
    .sort();
}

function extractedTransitions(config: ExtractedStateConfig): ExtractedTransition[] {
  return [[[], config] as [string[], ExtractedStateConfig], ...statesOf(config)].flatMap(([, node]) => [
    ...Object.values(node.on ?? {}).flatMap((list) => toArray(list)),
    ...Object.values(node.after ?? {}).flatMap((list) => toArray(list)),
    ...toArray(node.always),
    ...toArray(node.onDone),
    ...toArray(node.invoke).flatMap((invoke) => [...toArray(invoke.onDone), ...toArray(invoke.onError)]),
  ]);
}

/**
 * What a designer does not see in the editor although the running machine has it. None of it changes
 * the states or transitions; the tests keep the count so a new kind of loss shows up in review.
 */
export function editorLosses(machine: AnyStateMachine, config: ExtractedStateConfig): string[] {
  const losses: string[] = [];
  const nodes = [machine.root, ...descendantsOf(machine.root)];
  if (typeof config.context === 'string') {
    const given = typeof machine.config.context === 'function' ? 'a function of input' : 'a named constant';
    losses.push(`context is ${given}, shown as code`);
  }
  const withMeta = nodes.filter((node) => Object.keys(node.meta ?? {}).some((key) => key !== 'description'));
  if (withMeta.length > 0) losses.push(`meta of ${withMeta.length} state(s) dropped`);
  const runtime = shapeOfMachine(machine);
  const reentering = nodes.flatMap((node) => [...node.transitions.values(), ...(node.always ?? [])].flat());
  const reenters = reentering.filter((transition) => transition.reenter).length;
  const kept = extractedTransitions(config).filter((transition) => transition.internal === false).length;
  if (reenters > kept) losses.push(`reenter dropped on ${reenters - kept} transition(s)`);
  const inputs = nodes.flatMap((node) => node.invoke).filter((invoke) => invoke.input !== undefined).length;
  if (inputs > 0) losses.push(`input of ${inputs} invoke(s) not read`);
  const inlineGuards = runtime.transitions.filter((transition) => transition.guard === 'inline').length;
  if (inlineGuards > 0) losses.push(`${inlineGuards} inline guard(s) shown as source text`);
  return losses;
}
