// A flow's SPEC table (issue 31): what a machine must do, written by hand from the SPEC as rows QA can
// read, and the machine held against it rather than against its own graph. A row is (state, event,
// condition) → next state and effects; `guard` names the machine's guard that implements the
// condition, so every guarded branch is a row of its own and is counted on its own. Rows marked
// `ignored` say the event does nothing there (no transition); every (state, event) the model sends
// needs a row, so a press the machine ignores is as written down as one it acts on. Free of vitest.
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { stateNodesOf } from './graph-model';
import type { ModelEvent, StepExpectation, StepFacts } from './graph-model';
import type { ScreenElement } from '../../../machines/shared/screen-meta';

/** An eventless (`always`) row's event. */
export const ALWAYS = 'always';

/**
 * The state of a row for a transition the machine declares on its root (`on` beside `states`): it
 * applies in every state, after that state's own rows (and its parents') found none that holds.
 */
export const ANY_STATE = '(any state)';

export interface RowFacts<Context, Input> {
  event: ModelEvent;
  /** The table's state the step starts from (for a row of ANY_STATE, the state it applies in). */
  state: string;
  /** Every state the machine is in before the step: in a parallel state, one per region. */
  leaves?: readonly string[];
  /** The context before the step (the machine's, held to the table by the step before). */
  before: Context;
  input: Input;
}

export interface SpecRow<Context, Input> {
  /** The state's key path, dotted ('someSelected'). */
  state: string;
  /** The event type, or ALWAYS for an eventless row. */
  event: string;
  /** The condition in QA's words; the first row of a (state, event) whose `holds` is true applies. */
  when: string;
  /** The condition, written from the SPEC (not from the machine's guard); absent: otherwise. */
  holds?: (facts: RowFacts<Context, Input>) => boolean;
  /** The machine's guard for this branch; absent: the branch is unguarded. */
  guard?: string;
  /** Nothing happens and the machine declares no transition for it. */
  ignored?: true;
  /** The next state's key path; absent: the state stays. */
  to?: string;
  /** The effects in QA's words. */
  does: string;
  /** What the step emits, leaves in context, and outputs; absent: nothing. */
  expect?: (facts: RowFacts<Context, Input>) => StepExpectation;
  /** Where the SPEC says so. */
  spec: string;
}

export interface SpecTable<Context, Input> {
  flow: string;
  /** The machine's initial state (eventless rows from it decide where a start rests). */
  initial: string;
  /**
   * A state with states inside, and the one it is entered at ('awaitingBank' → 'awaitingBank.waiting');
   * a parallel state is entered at one state per region.
   */
  enters?: Record<string, string | readonly string[]>;
  /** What the start must leave (context), from the input. */
  start: (input: Input) => StepExpectation;
  /** Per state: the elements the browser paths look for (`meta.shows`), written from the SPEC. */
  screens: Record<string, readonly ScreenElement[]>;
  rows: readonly SpecRow<Context, Input>[];
}

export type AnySpecTable = SpecTable<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type AnySpecRow = SpecRow<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function pathOf(node: AnyStateNode): string {
  return node.path.length === 0 ? ANY_STATE : node.path.join('.');
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || '(inline guard)';
  const { type } = guard as { type?: unknown };
  return typeof type === 'string' ? type : '(inline guard)';
}

/** A transition as the table and the machine both spell it: `state --EVENT [guard]--> target`. */
export function transitionLabel(state: string, event: string, guard?: string, to?: string): string {
  return `${state} --${event}${guard ? ` [${guard}]` : ''}--> ${to ?? '(stays)'}`;
}

export function rowLabel(row: AnySpecRow): string {
  return row.ignored
    ? `${row.state} --${row.event} (${row.when})--> ignored`
    : transitionLabel(row.state, row.event, row.guard, row.to);
}

interface TransitionLike {
  guard?: unknown;
  target?: readonly AnyStateNode[];
}

function labelOfTransition(source: AnyStateNode, event: string, transition: TransitionLike): string {
  const targets = transition.target ?? [];
  return transitionLabel(
    pathOf(source),
    event,
    guardName(transition.guard),
    targets.length > 0 ? targets.map(pathOf).join(',') : undefined,
  );
}

/** Every transition the machine declares, in order, with its guard: one label per guarded branch. */
export function machineTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...stateNodesOf(machine)].flatMap((node) => [
    ...[...node.transitions].flatMap(([event, transitions]) =>
      transitions.map((transition) => labelOfTransition(node, event, transition)),
    ),
    ...(node.always ?? []).map((transition) => labelOfTransition(node, ALWAYS, transition)),
  ]);
}

/** The transitions the table says the machine declares (its rows that are not `ignored`), in order. */
export function tableTransitions(table: AnySpecTable): string[] {
  return table.rows.filter((row) => !row.ignored).map(rowLabel);
}

/**
 * The machine's transition for an event in a snapshot, as a label, or null when it has none (the
 * event is ignored). The machine's choice, so the replay can say which branch it took.
 */
export function takenTransition(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: ModelEvent) {
  const taken = machine.getTransitionData(snapshot as never, event as never) as unknown as (TransitionLike & {
    source: AnyStateNode;
    eventType: string;
  })[];
  if (taken.length === 0) return null;
  return taken.map((transition) => labelOfTransition(transition.source, event.type, transition)).join(' + ');
}

/** The state key paths a state value names (its leaves). */
export function leafPaths(value: StateValue): string[] {
  const walk = (at: unknown, prefix: string): string[] =>
    typeof at === 'string'
      ? [prefix ? `${prefix}.${at}` : at]
      : Object.entries(at as Record<string, unknown>).flatMap(([key, inner]) =>
          walk(inner, prefix ? `${prefix}.${key}` : key),
        );
  return walk(value, '');
}

/** The state key paths a snapshot is in. */
export function leafStates(snapshot: AnyMachineSnapshot): string[] {
  return leafPaths(snapshot.value);
}

/** The first of `leaves` the table has rows for. */
export function tableStateOf(table: AnySpecTable, leaves: readonly string[]): string {
  return leaves.find((leaf) => table.rows.some((row) => row.state === leaf)) ?? leaves.join(',');
}

/**
 * The row for an event where the machine is in `leaves` (one per region of a parallel state), and the
 * leaf it applies to: each leaf's rows are asked, and the row of the innermost state wins, as xstate
 * lets the innermost transition take an event; the first leaf on a tie.
 */
export function rowIn<Context, Input>(
  table: SpecTable<Context, Input>,
  leaves: readonly string[],
  facts: Omit<RowFacts<Context, Input>, 'state' | 'leaves'>,
): { state: string; facts: RowFacts<Context, Input>; row: SpecRow<Context, Input> | string } {
  const depth = (row: SpecRow<Context, Input>) => (row.state === ANY_STATE ? 0 : row.state.split('.').length);
  const found = (leaves.length > 0 ? leaves : ['']).map((leaf) => {
    const state = leaves.length > 1 ? leaf : tableStateOf(table, leaves);
    const leafFacts = { ...facts, state, leaves };
    return { state, facts: leafFacts, row: rowFor(table, state, leafFacts) };
  });
  const rows = found.filter((candidate) => typeof candidate.row !== 'string');
  if (rows.length === 0) return found[0]!;
  return rows.reduce((best, candidate) =>
    depth(candidate.row as SpecRow<Context, Input>) > depth(best.row as SpecRow<Context, Input>) ? candidate : best,
  );
}

/**
 * A flow model's `expect` read from its table, so the browser paths (e2e) and vitest hold a step to
 * the same rows: the start's expectation, else the row's for the event in the state before it.
 */
export function expectationFromTable<Context, Input>(table: SpecTable<Context, Input>) {
  return (facts: StepFacts<Context, Input>): StepExpectation => {
    if (facts.before === null || facts.from === null) return table.start(facts.input);
    const found = rowIn(table, leafPaths(facts.from), { event: facts.event, before: facts.before, input: facts.input });
    if (typeof found.row === 'string') throw new Error(`${table.flow}: ${found.row}`);
    return found.row.expect?.(found.facts) ?? {};
  };
}

/** The row that applies to an event in a state, or an explanation of why none does. */
export function rowFor<Context, Input>(
  table: SpecTable<Context, Input>,
  state: string,
  facts: RowFacts<Context, Input>,
): SpecRow<Context, Input> | string {
  // The state's rows, then its parents', then the root's: the machine's order of choosing.
  const segments = state.split('.');
  const states = [...segments.map((_, index) => segments.slice(0, segments.length - index).join('.')), ANY_STATE];
  const candidates = states.flatMap((at) =>
    table.rows.filter((row) => row.state === at && row.event === facts.event.type),
  );
  if (candidates.length === 0) return `the table has no row for ${facts.event.type} in ${state}`;
  const row = candidates.find((candidate) => !candidate.holds || candidate.holds(facts));
  return row ?? `no row of the table for ${facts.event.type} in ${state} holds (add an 'otherwise' row)`;
}

/** Per state: its `meta.shows` next to the table's, for the states where they differ. */
export function screensDiffering(machine: AnyStateMachine, table: AnySpecTable) {
  const differing: { state: string; machine: unknown; table: unknown }[] = [];
  const states = new Set([...stateNodesOf(machine).map(pathOf), ...Object.keys(table.screens)]);
  for (const state of states) {
    const node = stateNodesOf(machine).find((candidate) => pathOf(candidate) === state);
    const shown = (node?.meta as { shows?: unknown } | undefined)?.shows ?? [];
    const expected = table.screens[state] ?? [];
    if (JSON.stringify(shown) !== JSON.stringify(expected)) differing.push({ state, machine: shown, table: expected });
  }
  return differing;
}

/**
 * The table as Markdown for QA and review; the table's tests write it to
 * .test-results/spec-tables/<flow>.md on every run, next to the rows `npm run test:paths` prints.
 */
export function tableAsMarkdown(table: AnySpecTable, title: string): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const screens = Object.entries(table.screens).map(
    ([state, shown]) => `- ${state}: ${shown.map((element) => `${element.role} '${element.name}'`).join(', ')}`,
  );
  return [
    `# ${title}`,
    '',
    `Generated from the SPEC table in tests/flows/${table.flow}/${table.flow}.model.ts, which the machine is tested against.`,
    `Starts in ${table.initial}; a row with event '${ALWAYS}' is taken at once. For each state and event, the first`,
    `row whose condition holds applies; the rows of '${ANY_STATE}' apply after a state's own found none.`,
    ...Object.entries(table.enters ?? {}).map(
      ([state, inner]) => `Going to ${state} is going to ${[inner].flat().join(' and ')}.`,
    ),
    '',
    '| State | Event | When | Machine branch | Next state | What happens | SPEC |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...table.rows.map((row) =>
      [
        row.state,
        row.event,
        row.when,
        row.ignored ? '(none: ignored)' : (row.guard ?? '(unguarded)'),
        row.to ?? 'stays',
        row.does,
        row.spec,
      ]
        .map(cell)
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
    '',
    'What each screen shows (meta.shows, looked for by role and name in the browser paths):',
    '',
    ...screens,
    '',
  ].join('\n');
}
