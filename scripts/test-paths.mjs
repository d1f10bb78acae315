// `npm run test:paths`: runs every machine's generated paths (the graph tests under tests/flows) and
// prints one row per machine: states reached / total, declared transitions taken / total, the untaken ones
// a written reason explains (machines/<flow>/<flow>.untested.ts), and the number of paths. It fails when
// a machine has no generated paths, reaches less than every state, or leaves a transition untaken with
// no reason. `--report-only` prints the rows an earlier vitest run wrote (how `npm test` uses it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROWS_DIR = join('.test-results', 'path-coverage');

function machineFlows() {
  return readdirSync('machines', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(join('machines', folder.name)).filter((name) => name.endsWith('.machine.ts')))
    .map((name) => name.slice(0, -'.machine.ts'.length))
    .sort();
}

function readRow(flow) {
  const file = join(ROWS_DIR, `${flow}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function percent(part, whole) {
  return whole === 0 ? '100%' : `${Math.floor((part / whole) * 100)}%`;
}

function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  rows.forEach((row) => console.log(line(row)));
}

let vitestOk = true;
if (!process.argv.includes('--report-only')) {
  rmSync(ROWS_DIR, { recursive: true, force: true });
  const run = spawnSync('npx', ['vitest', 'run', 'tests/flows'], { stdio: 'inherit' });
  vitestOk = run.status === 0;
}

const problems = [];
const rows = machineFlows().map((flow) => {
  const row = readRow(flow);
  if (!row) {
    problems.push(`${flow}: no generated paths ran (a model in tests/flows/<flow>/ and a describeGraph test)`);
    return [flow, '-', '-', '-', '-', 'no paths'];
  }
  const { states, transitions } = row;
  for (const id of states.unreached) problems.push(`${flow}: no path reaches state ${id}`);
  for (const label of transitions.unexplained)
    problems.push(`${flow}: no path takes ${label} and machines/${flow}/${flow}.untested.ts gives no reason`);
  const ok = states.unreached.length === 0 && transitions.unexplained.length === 0;
  return [
    flow,
    `${states.reached}/${states.total} ${percent(states.reached, states.total)}`,
    `${transitions.covered}/${transitions.total} ${percent(transitions.covered, transitions.total)}`,
    String(transitions.explained.length),
    String(row.paths),
    ok ? 'ok' : 'FAIL',
  ];
});

console.log('\nGenerated paths per machine (transitions not taken need a written reason next to the machine)\n');
printTable(['machine', 'states reached', 'transitions taken', 'with reason', 'paths', ''], rows);
const totalPaths = rows.reduce((sum, row) => sum + (Number(row[4]) || 0), 0);
console.log(`\n${rows.length} machines, ${totalPaths} generated paths`);
for (const problem of problems) console.log(`FAIL ${problem}`);
if (!vitestOk) console.log('FAIL some generated paths failed on a real actor (see the vitest output above)');
process.exit(problems.length === 0 && vitestOk ? 0 : 1);
