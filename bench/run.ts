// `npm run bench -- [--events N] [--duration S] [--connections N] [--build] [--skip-api] [--skip-bundle]`
// Prints figures for DESIGN §7's quality bars and writes them to .bench/results.json. It never asserts a
// timing: machines differ, so numbers are for comparing runs on one machine, not for failing a build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { printApi, runApiBenchmark, type ApiResult } from './api';
import { runBundleBenchmark, type BundleResult } from './bundle';
import { formatCount, formatTable } from './stats';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = join(ROOT, '.bench', 'results.json');

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number of at least 1, got '${raw}'`);
  return value;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      events: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '50' },
      'pglite-connections': { type: 'string', default: '10' },
      build: { type: 'boolean', default: false },
      'skip-api': { type: 'boolean', default: false },
      'skip-bundle': { type: 'boolean', default: false },
    },
  });
  return {
    events: positiveInteger('events', values.events),
    seconds: positiveInteger('duration', values.duration),
    connections: positiveInteger('connections', values.connections),
    pgliteConnections: positiveInteger('pglite-connections', values['pglite-connections']),
    build: values.build,
    skipApi: values['skip-api'],
    skipBundle: values['skip-bundle'],
  };
}

const log = (line: string) => console.log(line);

function printBundle(result: BundleResult): void {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  log('');
  log(
    `first-load JS, gzip (level 6), from ${result.method === 'manifest' ? 'dist/.vite/manifest.json' : "dist/index.html and the chunks' static imports"}`,
  );
  log(
    formatTable([
      ['route', 'page module', 'JS files', 'JS KiB', `vs React floor (${result.reactFloorKiB} KiB)`, 'CSS KiB'],
      ...result.routes.map((route) => {
        const js = route.jsGzipBytes / 1024;
        return [
          route.route,
          route.pageModule,
          String(route.js.length),
          kib(route.jsGzipBytes),
          `+${(js - result.reactFloorKiB).toFixed(1)} KiB (x${(js / result.reactFloorKiB).toFixed(2)})`,
          kib(route.cssGzipBytes),
        ];
      }),
    ]),
  );
}

async function main(): Promise<void> {
  const options = readOptions();
  const startedAt = new Date();
  log(`Startline benchmarks, ${startedAt.toISOString()}, Node ${process.version}, ${availableParallelism()} CPUs`);
  let api: ApiResult | undefined;
  let bundle: BundleResult | undefined;
  if (!options.skipApi) {
    log('');
    log(`== API on a ${formatCount(options.events)}-event catalogue`);
    api = await runApiBenchmark({ ...options, databaseUrl: process.env.DATABASE_URL || undefined, log });
    printApi(api, log);
  }
  if (!options.skipBundle) {
    log('');
    log('== Bundle');
    bundle = runBundleBenchmark({ build: options.build, log });
    printBundle(bundle);
  }
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  const results = {
    startedAt: startedAt.toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    options,
    api,
    bundle,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  log('');
  log(`results written to ${RESULTS_FILE.slice(ROOT.length + 1)}`);
}

await main();
