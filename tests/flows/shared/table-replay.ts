// A machine held to its SPEC table (spec-table.ts) on a real actor (issue 31). The machine's graph is
// explored within a budget (bounded-graph.ts) only to find the states a person can reach; in each
// reached state every event the model sends is sent, including the ones that leave the state as it
// is or are ignored, and each step — the path's and the probe's — is held to the table's row: the
// branch the machine took, the state it rests in, what it emitted, left in context and output. The
// table, not the graph, says what must happen, so a transition the machine lost still has its row
// sent and its test. Everything is built inside the tests, never at import, so a mutant that makes
// the graph endless fails one test with the budget's message.
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { exploreBounded } from './bounded-graph';
import type { GraphBudget } from './bounded-graph';
import { startRig } from './graph-harness';
import { describeEvent, stateNodesOf, statesWithoutDescription, statesWithoutScreen } from './graph-model';
import type { FlowModel, ModelEvent, ModelPath, StepExpectation } from './graph-model';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATH_COVERAGE_DIR, writePathCoverage } from './path-coverage';
import {
  ALWAYS,
  ANY_STATE,
  leafStates,
  machineTransitions,
  rowFor,
  rowIn,
  rowLabel,
  screensDiffering,
  tableAsMarkdown,
  tableTransitions,
  takenTransition,
  transitionLabel,
} from './spec-table';
import type { AnySpecTable } from './spec-table';

type AnyModel = FlowModel<AnyStateMachine, unknown>;

export interface TableReplay {
  /** Labels of the rows some step exercised. */
  covered: Set<string>;
  /** Every step that did not do what its row says, as readable lines. */
  mismatches: string[];
  /** Distinct projected states reached, and the probes sent. */
  states: number;
  probes: number;
}

/** An event a person or the app sends, not an actor's outcome or a timer (those need something out). */
const isSentEvent = (event: ModelEvent) => !/^xstate\.(done|error|after)\./.test(event.type);

function failureOf(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Where a state the table names comes to rest: its eventless rows followed, each counted, and the
 * states it enters inside (one per region of a parallel state).
 */
function settle(
  table: AnySpecTable,
  state: string,
  context: unknown,
  input: unknown,
  covered: Set<string>,
  hops = 0,
): string[] {
  if (hops > 10) throw new Error(`the table's eventless rows from ${state} never come to rest`);
  const inner = table.enters?.[state];
  if (inner !== undefined) {
    return [inner].flat().flatMap((at) => settle(table, at, context, input, covered, hops + 1));
  }
  const row = rowFor(table, state, { event: { type: ALWAYS }, state, before: context, input });
  if (typeof row === 'string') return [state];
  covered.add(rowLabel(row));
  return settle(table, row.to ?? state, context, input, covered, hops + 1);
}

const includesAll = (leaves: readonly string[], expected: readonly string[]) =>
  expected.every((leaf) => leaves.includes(leaf));

/** Outstanding calls in the harness's order (by id, then input). */
const sortedCalls = (calls: readonly { id: string; input?: unknown }[]) =>
  [...calls].sort(
    (a, b) =>
      a.id.localeCompare(b.id) || JSON.stringify(a.input ?? null).localeCompare(JSON.stringify(b.input ?? null)),
  );

function checkEffects(
  label: string,
  actual: AnyMachineSnapshot,
  records: { emitted: unknown[]; sentToChildren: unknown[]; actions: unknown[] },
  calls: unknown[],
  expectation: StepExpectation,
): string[] {
  return [
    failureOf(() => expect(records.emitted, `${label}: emitted`).toEqual(expectation.emitted ?? [])),
    failureOf(() => expect(calls, `${label}: calls out`).toEqual(sortedCalls(expectation.calls ?? []))),
    failureOf(() =>
      expect(records.sentToChildren, `${label}: sent to children`).toEqual(expectation.sentToChildren ?? []),
    ),
    failureOf(() => expect(records.actions, `${label}: provided actions`).toEqual(expectation.actions ?? [])),
    expectation.context
      ? failureOf(() => expect(actual.context, `${label}: context`).toMatchObject(expectation.context!))
      : null,
    'output' in expectation
      ? failureOf(() =>
          expect({ status: actual.status, output: actual.output }, `${label}: output`).toEqual({
            status: 'done',
            output: expectation.output,
          }),
        )
      : failureOf(() => expect(actual.status, `${label}: the table does not finish here`).toBe('active')),
  ].filter((line): line is string => line !== null);
}

/** Replays `events` from the start, then `probe`, holding every step to the table. */
async function replay(
  model: AnyModel,
  table: AnySpecTable,
  input: unknown,
  events: readonly ModelEvent[],
  covered: Set<string>,
): Promise<string[]> {
  const rig = startRig(model, input);
  const name = (index: number) =>
    `${events
      .slice(0, index + 1)
      .map((event) => describeEvent(event))
      .join(' → ')}`;
  rig.actor.start();
  let snapshot = rig.actor.getSnapshot() as AnyMachineSnapshot;
  const resting = settle(table, table.initial, snapshot.context, input, covered);
  const mismatches = [
    ...(includesAll(leafStates(snapshot), resting)
      ? []
      : [`start: rests in ${leafStates(snapshot).join(',')}, the table says ${resting.join(',')}`]),
    ...checkEffects('start', snapshot, rig.takeRecords(), rig.calls(), table.start(input)),
  ];
  for (const [index, event] of events.entries()) {
    if (mismatches.length > 0 || snapshot.status !== 'active') break;
    const label = `${name(index)} (from ${leafStates(snapshot).join(',')})`;
    const { state, facts, row } = rowIn(table, leafStates(snapshot), { event, before: snapshot.context, input });
    if (typeof row === 'string') {
      mismatches.push(`${label}: ${row}`);
      break;
    }
    covered.add(rowLabel(row));
    const expectedBranch = row.ignored ? null : transitionLabel(row.state, row.event, row.guard, row.to);
    const took = takenTransition(snapshot.machine, snapshot, event);
    if (took !== expectedBranch) {
      mismatches.push(`${label}: the machine took ${took ?? 'no transition'}; the table's row is ${rowLabel(row)}`);
    }
    await rig.drive(event, label);
    const after = rig.actor.getSnapshot() as AnyMachineSnapshot;
    const expectedStates = settle(table, row.to ?? state, after.context, input, covered);
    if (!includesAll(leafStates(after), expectedStates)) {
      mismatches.push(
        `${label}: rests in ${leafStates(after).join(',')}; the table says ${expectedStates.join(',')} (${row.does})`,
      );
    }
    mismatches.push(...checkEffects(label, after, rig.takeRecords(), rig.calls(), row.expect?.(facts) ?? {}));
    snapshot = after;
  }
  rig.actor.stop();
  return mismatches;
}

/**
 * For one input: every projected state the bounded graph reaches, by its shortest path, and from it
 * every event the model sends; all held to the table.
 */
export async function replayAgainstTable(
  model: AnyModel,
  table: AnySpecTable,
  input: unknown,
  inputName: string,
  budget: GraphBudget,
): Promise<TableReplay> {
  const paths = exploreBounded(model.machine, {
    name: `${model.flow}${inputName ? ` ('${inputName}')` : ''}`,
    events: model.events,
    project: model.project,
    input,
    budget,
  });
  const byState = new Map<string, ModelPath>();
  for (const path of paths) {
    const key = JSON.stringify(model.project(path.state));
    if (!byState.has(key)) byState.set(key, path);
  }
  const covered = new Set<string>();
  const mismatches: string[] = [];
  let probes = 0;
  for (const path of byState.values()) {
    const events = path.steps.slice(1).map((step) => step.event);
    // Every event a person or the app sends; and every answer or timer the state waits for, so a
    // guarded branch of one is replayed even where no shortest path ends with it.
    const sent =
      path.state.status === 'active'
        ? model.events.filter((event) => isSentEvent(event) || path.state.can(event as never))
        : [];
    if (sent.length === 0) mismatches.push(...(await replay(model, table, input, events, covered)));
    for (const probe of sent) {
      probes += 1;
      mismatches.push(...(await replay(model, table, input, [...events, probe], covered)));
    }
  }
  return { covered, mismatches: [...new Set(mismatches)], states: byState.size, probes };
}

/**
 * The table's tests for one flow model: the machine declares exactly the table's transitions, its
 * `meta.shows` are the table's, each input's graph stays within budget, every step and every probe
 * does what its row says, and every row is exercised (each guarded branch on its own).
 */
export function describeSpecTable(model: AnyModel, table: AnySpecTable, budget: GraphBudget) {
  const inputs: [string, unknown][] = model.inputs ? Object.entries(model.inputs) : [['', undefined]];
  // Each input's replay is run once: the coverage test reads the runs the per-input tests made (vitest
  // runs a file's tests in order), and makes them itself when run alone.
  const runs = new Map<string, Promise<TableReplay>>();
  const replayOf = (name: string, input: unknown) => {
    if (!runs.has(name)) runs.set(name, replayAgainstTable(model, table, input, name, budget));
    return runs.get(name)!;
  };
  const replayAll = async () => {
    const all = await Promise.all(inputs.map(([name, input]) => replayOf(name, input)));
    return {
      covered: new Set(all.flatMap((run) => [...run.covered])),
      mismatches: all.flatMap((run, index) => run.mismatches.map((line) => `${inputs[index]![0]}: ${line}`)),
      states: all.reduce((sum, run) => sum + run.states, 0),
    };
  };

  describe(`${model.flow}: the SPEC table`, () => {
    it('the machine declares the transitions the table lists, one per guarded branch, in order', () => {
      expect(
        machineTransitions(model.machine),
        `a transition appeared or disappeared: change the machine back, or the table (${table.flow}) and say why`,
      ).toEqual(tableTransitions(table));
    });

    it('describes every state and names its screen in its meta', () => {
      expect(statesWithoutDescription(model.machine), 'states without a description').toEqual([]);
      expect(statesWithoutScreen(model.machine), 'states without meta.screen').toEqual([]);
    });

    it("every state's meta.shows names what the table says the screen shows", () => {
      expect(screensDiffering(model.machine, table)).toEqual([]);
    });

    it('every state has rows in the table, and every row names a state of the machine', () => {
      const states = stateNodesOf(model.machine).map((node) => node.path.join('.'));
      const final = new Set(
        stateNodesOf(model.machine)
          .filter((node) => node.type === 'final')
          .map((node) => node.path.join('.')),
      );
      // A row of ANY_STATE applies in every state (a state without events of its own, like a resting one);
      // a state with states inside has its rows on them.
      expect(
        states.filter(
          (state) =>
            !final.has(state) &&
            !table.rows.some(
              (row) => row.state === state || row.state.startsWith(`${state}.`) || row.state === ANY_STATE,
            ),
        ),
      ).toEqual([]);
      expect(table.rows.filter((row) => row.state !== ANY_STATE && !states.includes(row.state)).map(rowLabel)).toEqual(
        [],
      );
    });

    it.each(inputs)(
      `'%s': its graph stays within ${budget.states} states and depth ${budget.depth}`,
      (_name, input) => {
        const paths = exploreBounded(model.machine, {
          name: model.flow,
          events: model.events,
          project: model.project,
          input,
          budget,
        });
        expect(paths.length).toBeGreaterThan(0);
      },
    );

    it.each(inputs)("'%s': every event in every reached state does what the table's row says", async (name, input) => {
      const run = await replayOf(name, input);
      expect(run.mismatches, run.mismatches.slice(0, 3).join('\n\n')).toEqual([]);
      expect(run.probes).toBeGreaterThan(0);
    });

    it('exercises every row of the table, each guarded branch on its own, and reaches every state', async () => {
      // Also the flow's row for npm run test:paths: rows exercised out of all, states reached.
      // And the table as QA reads it, beside that row (.test-results is not committed).
      const tablesDir = join(PATH_COVERAGE_DIR, '..', 'spec-tables');
      mkdirSync(tablesDir, { recursive: true });
      writeFileSync(join(tablesDir, `${model.flow}.md`), tableAsMarkdown(table, `${model.flow}: the SPEC table`));
      const run = await replayAll();
      const labels = table.rows.map(rowLabel);
      const unexercised = labels.filter((label) => !run.covered.has(label));
      const states = stateNodesOf(model.machine).map((node) => node.id);
      const reachedLeaves = new Set(
        table.rows.filter((row) => run.covered.has(rowLabel(row))).flatMap((row) => [row.state, row.to ?? row.state]),
      );
      // A state with states inside (a parallel state's regions too) is reached when one inside it is.
      const unreached = stateNodesOf(model.machine)
        .filter((node) => {
          const path = node.path.join('.');
          return !reachedLeaves.has(path) && ![...reachedLeaves].some((leaf) => leaf.startsWith(`${path}.`));
        })
        .map((node) => node.id);
      writePathCoverage({
        flow: model.flow,
        states: { reached: states.length - unreached.length, total: states.length, unreached },
        transitions: {
          covered: labels.length - unexercised.length,
          total: labels.length,
          explained: [],
          unexplained: unexercised,
        },
        paths: run.states,
      });
      expect(unexercised).toEqual([]);
      expect(unreached).toEqual([]);
    });
  });
}
