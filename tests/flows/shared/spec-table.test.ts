// The SPEC-table harness on a toy counter, so that what it must notice is shown to be noticed: a lost
// transition, a gained one, a wrong effect, an unexercised row and an endless graph.
import { describe, expect, it } from 'vitest';
import { assign, emit, setup } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { GraphBudgetExceeded, exploreBounded } from './bounded-graph';
import type { FlowModel } from './graph-model';
import { machineTransitions, tableTransitions } from './spec-table';
import type { SpecTable } from './spec-table';
import { replayAgainstTable } from './table-replay';

interface Counter {
  count: number;
}

/** Counts presses up to `max` (no bound when max is null), says 'full' past it. */
function counter(max: number | null, { handlesReset = false } = {}) {
  return setup({
    types: { context: {} as Counter, events: {} as { type: 'PRESS' } | { type: 'RESET' } },
    guards: { hasRoom: ({ context }) => max === null || context.count < max },
    actions: {
      countUp: assign({ count: ({ context }) => context.count + 1 }),
      sayFull: emit({ type: 'full' }),
    },
  }).createMachine({
    context: { count: 0 },
    initial: 'counting',
    states: {
      counting: {
        description: 'Counting.',
        meta: { screen: 'The count.' },
        on: {
          PRESS: [{ guard: 'hasRoom', actions: 'countUp' }, { actions: 'sayFull' }],
          ...(handlesReset ? { RESET: {} } : {}),
        },
      },
    },
  });
}

const table: SpecTable<Counter, undefined> = {
  flow: 'counter',
  initial: 'counting',
  start: () => ({ context: { count: 0 } }),
  screens: {},
  rows: [
    {
      state: 'counting',
      event: 'PRESS',
      when: 'fewer than 2',
      holds: ({ before }) => before.count < 2,
      guard: 'hasRoom',
      does: 'one more',
      expect: ({ before }) => ({ context: { count: before.count + 1 } }),
      spec: 'toy',
    },
    {
      state: 'counting',
      event: 'PRESS',
      when: 'otherwise',
      does: "says 'full'",
      expect: () => ({ emitted: [{ type: 'full' }] }),
      spec: 'toy',
    },
    { state: 'counting', event: 'RESET', when: 'always', ignored: true, does: 'nothing', spec: 'toy' },
  ],
};

const modelOf = (machine: AnyStateMachine): FlowModel => ({
  flow: 'counter',
  machine,
  events: [{ type: 'PRESS' }, { type: 'RESET' }],
  project: (snapshot) => ({ value: snapshot.value, context: snapshot.context }),
  expect: () => ({}),
});

const budget = { states: 50, depth: 10 };

describe('the SPEC-table harness', () => {
  it('lists guarded branches one by one, so a lost branch shows', () => {
    expect(machineTransitions(counter(2))).toEqual(tableTransitions(table));
    expect(tableTransitions(table)).toEqual(['counting --PRESS [hasRoom]--> (stays)', 'counting --PRESS--> (stays)']);
  });

  it('passes the machine that does what the table says, exercising every row', async () => {
    const run = await replayAgainstTable(modelOf(counter(2)), table, undefined, '', budget);
    expect(run.mismatches).toEqual([]);
    expect([...run.covered].sort()).toEqual([
      'counting --PRESS [hasRoom]--> (stays)',
      'counting --PRESS--> (stays)',
      'counting --RESET (always)--> ignored',
    ]);
  });

  it('notices a limit one too high: the press the table says is refused counts', async () => {
    const run = await replayAgainstTable(modelOf(counter(3)), table, undefined, '', budget);
    expect(run.mismatches.join('\n')).toContain(
      "the machine took counting --PRESS [hasRoom]--> (stays); the table's row is counting --PRESS--> (stays)",
    );
  });

  it('notices an ignored press the machine handles', async () => {
    const run = await replayAgainstTable(modelOf(counter(2, { handlesReset: true })), table, undefined, '', budget);
    expect(run.mismatches.join('\n')).toContain('the machine took counting --RESET--> (stays)');
  });

  it('notices a wrong effect', async () => {
    const saysNothing = counter(2).provide({ actions: { sayFull: () => {} } });
    const run = await replayAgainstTable(modelOf(saysNothing), table, undefined, '', budget);
    expect(run.mismatches.join('\n')).toContain('emitted');
  });

  it('fails an endless graph within its budget, naming what grows and what feeds it', () => {
    expect(() => exploreBounded(counter(null), { name: 'counter', ...modelOf(counter(null)), budget })).toThrowError(
      GraphBudgetExceeded,
    );
    expect(() => exploreBounded(counter(null), { name: 'counter', ...modelOf(counter(null)), budget })).toThrowError(
      /counter: the graph passed its budget of 50 states and depth 10 \(a path 11 events long\).*context\.count \(11 values.*fed by PRESS \(11 times/,
    );
  });

  it('returns the shortest path to every vertex of a bounded graph', () => {
    const paths = exploreBounded(counter(2), { name: 'counter', ...modelOf(counter(2)), budget });
    expect(paths.map((path) => path.steps.map((step) => step.event.type).join(' '))).toContain(
      'xstate.init PRESS PRESS PRESS',
    );
    expect(Math.max(...paths.map((path) => path.weight ?? 0))).toBe(3);
  });
});
