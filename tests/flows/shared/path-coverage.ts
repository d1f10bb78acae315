// How much of a machine its generated paths cover, as QA reads it in `npm run test:paths`: states reached
// out of all, declared transitions taken out of all, and the untaken ones split into those a reason next
// to the machine explains (machines/<flow>/<flow>.untested.ts) and those nothing explains. Free of vitest:
// the graph harness writes one row per flow while it collects, and scripts/test-paths.mjs prints them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { declaredTransitionLabels, stateNodesOf, uncoveredTransitions, unreachedStateNodes } from './graph-model';
import type { ModelPath } from './graph-model';

export interface PathCoverage {
  flow: string;
  states: { reached: number; total: number; unreached: string[] };
  transitions: { covered: number; total: number; explained: string[]; unexplained: string[] };
  paths: number;
}

/** Where the rows go; scripts/test-paths.mjs reads the same folder. */
export const PATH_COVERAGE_DIR = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../..'),
  '.test-results',
  'path-coverage',
);

export function pathCoverage(
  flow: string,
  machine: AnyStateMachine,
  paths: readonly ModelPath[],
  reasons: Record<string, string>,
): PathCoverage {
  const unreached = unreachedStateNodes(machine, paths);
  const uncovered = uncoveredTransitions(machine, paths);
  const total = declaredTransitionLabels(machine).length;
  const stateCount = stateNodesOf(machine).length;
  return {
    flow,
    states: { reached: stateCount - unreached.length, total: stateCount, unreached },
    transitions: {
      covered: total - uncovered.length,
      total,
      explained: uncovered.filter((label) => label in reasons),
      unexplained: uncovered.filter((label) => !(label in reasons)),
    },
    paths: paths.length,
  };
}

export function writePathCoverage(row: PathCoverage, dir = PATH_COVERAGE_DIR) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${row.flow}.json`), `${JSON.stringify(row, null, 2)}\n`);
}
