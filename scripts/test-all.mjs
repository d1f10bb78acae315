// `npm test`: every check in one run, ending with one summary line 'N passed, N failed'
// that a reader (and CI) can find. Steps run in order; a failing step does not hide the others.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { POSTGRES_ONLY_TESTS, postgresForTests } from './postgres-for-tests.mjs';

const RESULTS = '.test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const steps = [];
function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/**
 * Runs single-threaded checks side by side (2 cores, each check mostly one), printing each one's
 * output whole when it ends so the log does not interleave.
 */
async function runTogether(checks) {
  const started = Date.now();
  await Promise.all(
    checks.map(
      ({ name, command, args, env = {} }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: { ...process.env, ...env }, shell: false });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            console.log(`\n=== ${name}: ${command} ${args.join(' ')}\n${output}`);
            steps.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
            resolve();
          });
        }),
    ),
  );
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

await runTogether([
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  // Unused files, exports and dependencies (knip.jsonc says what counts and the few exceptions).
  { name: 'unused code', command: 'npx', args: ['knip', '--no-progress'] },
  // openapi.yaml against Redocly's recommended rules, with the SPEC §7 exceptions of redocly.yaml.
  // The machines have no internet: no telemetry, no update check.
  {
    name: 'contract lint',
    command: 'npx',
    args: ['redocly', 'lint', 'openapi.yaml', '--format=stylish'],
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
  // The production build, once: the browser tests serve it, and the unit tests' scan for development
  // code (tests/app/inspector-build.test.ts) reads it instead of building it again.
  { name: 'build', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
]);
const built = steps.find((step) => step.name === 'build')?.ok === true;
const postgres = await postgresForTests();
// Without any PostgreSQL the files that need one are left out, and the summary says so.
const leftOut = postgres ? [] : POSTGRES_ONLY_TESTS;
run(
  'unit, machine, contract and server tests',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${RESULTS}/vitest.json`,
    ...leftOut.flatMap((file) => ['--exclude', file]),
  ],
  built ? { STARTLINE_PRODUCTION_BUILD: 'dist' } : {},
);
// One row per machine: states and transitions its generated paths cover (the rows the graph tests just wrote).
run('generated paths coverage', 'node', ['scripts/test-paths.mjs', '--report-only']);
if (built) run('browser tests', 'npx', ['playwright', 'test']);

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(`${RESULTS}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(`${RESULTS}/playwright.json`);
if (playwright?.stats) {
  passed += playwright.stats.expected ?? 0;
  failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
  skipped += playwright.stats.skipped ?? 0;
}
// A check that is not a test runner counts as one test.
const CHECKS = ['typecheck', 'lint', 'format', 'contract lint', 'generated paths coverage', 'build'];
for (const step of steps) {
  if (CHECKS.includes(step.name)) {
    if (step.ok) passed++;
    else failed++;
  } else if (!step.ok && failed === 0) {
    failed++; // a runner that crashed before reporting
  }
}

console.log('\n=== summary');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds}s)`);
if (leftOut.length > 0) {
  console.log(`not run, no PostgreSQL answers (set DATABASE_URL or start one): ${leftOut.join(', ')}`);
}
const notRun = leftOut.length > 0 ? `, ${leftOut.length} files not run (no PostgreSQL)` : '';
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${notRun}`);
process.exit(failed > 0 || steps.some((s) => !s.ok) ? 1 : 0);
