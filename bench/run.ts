// `npm run bench -- [--events N] [--duration S] [--connections N] [--pglite-connections N] [--build]
//   [--skip-api] [--skip-bundle] [--skip-lighthouse] [--skip-filter] [--skip-inp] [--lighthouse-runs N]
//   [--inp-rounds N] [--skip-rush]`
// Prints figures for DESIGN §7's quality bars and writes them to .bench/results.json; the API figures go to
// bench/results/api-<time>.json and the bundle and Lighthouse figures to bench/results/pages-<time>.json,
// one file a run (so a partial run never replaces a whole one), kept in git so runs compare. It never asserts a
// timing: machines differ, so numbers are for comparing runs on one machine, not for failing a build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { printApi, runApiBenchmark, type ApiResult } from './api';
import { buildHelloWorld, HELLO_DIR, runBundleBenchmark, type BundleResult } from './bundle';
import { runFilterPaintBenchmark, type FilterPaintResult } from './filter-paint';
import { INP_TARGET_MS, runInteractionLatencyBenchmark, type InteractionLatencyResult } from './interaction-latency';
import { reachablePostgres } from './http-load';
import { LIGHTHOUSE_TARGETS, missedTargets, runLighthouseBenchmark, type LighthouseResult } from './lighthouse';
import { RUSH_DEFAULTS, runRushBench } from './rush';
import { formatCount, formatTable } from './stats';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = join(ROOT, '.bench', 'results.json');
const PAGE_RESULTS_DIR = join(ROOT, 'bench', 'results');

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
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-filter': { type: 'boolean', default: false },
      'skip-inp': { type: 'boolean', default: false },
      'skip-rush': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string', default: '5' },
      'inp-rounds': { type: 'string', default: '3' },
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
    skipLighthouse: values['skip-lighthouse'],
    skipFilter: values['skip-filter'],
    skipInp: values['skip-inp'],
    skipRush: values['skip-rush'],
    lighthouseRuns: positiveInteger('lighthouse-runs', values['lighthouse-runs']),
    inpRounds: positiveInteger('inp-rounds', values['inp-rounds']),
  };
}

const log = (line: string) => console.log(line);
/** Issue 11: every route's first-load JS at most this many times the hello-world's. */
function printBundle(result: BundleResult): void {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const floor = result.helloWorld;
  log('');
  log('first-load JS and CSS in KiB (gzip level 6 / brotli 11), from dist/.vite/manifest.json');
  log(
    formatTable([
      ['route', 'JS files', 'JS gzip', 'JS br', 'JS gzip vs hello-world', 'CSS gzip', 'CSS br'],
      [
        'React 19 hello-world',
        String(floor.js.length),
        kib(floor.jsGzipBytes),
        kib(floor.jsBrotliBytes),
        'x1.00',
        kib(floor.cssGzipBytes),
        kib(floor.cssBrotliBytes),
      ],
      [
        'stack floor (hello-world on xstate, @xstate/react, wouter, openapi-fetch)',
        String(result.stackFloor.js.length),
        kib(result.stackFloor.jsGzipBytes),
        kib(result.stackFloor.jsBrotliBytes),
        `x${result.stackFloor.jsRatio.toFixed(2)}`,
        kib(result.stackFloor.cssGzipBytes),
        kib(result.stackFloor.cssBrotliBytes),
      ],
      ...result.routes.map((route) => [
        route.route,
        String(route.js.length),
        kib(route.jsGzipBytes),
        kib(route.jsBrotliBytes),
        `x${route.jsRatio.toFixed(2)}`,
        kib(route.cssGzipBytes),
        kib(route.cssBrotliBytes),
      ]),
    ]),
  );
  // A figure, not a target (issue 29 retired issue 11's x1.45): the stack floor shows how much the
  // libraries DESIGN.md chose take before any page of ours.
  log(
    `the stack floor alone is x${result.stackFloor.jsRatio.toFixed(2)} of the hello-world; bundle weight is ` +
      'printed to compare runs, the targets are what a phone feels (Lighthouse and INP below)',
  );
}

function printLighthouse(result: LighthouseResult): void {
  const kib = (bytes: number | undefined) => ((bytes ?? 0) / 1024).toFixed(1);
  log('');
  log(`Lighthouse ${result.version} mobile, median of ${result.runs} (${result.chrome}); transferred KiB by type`);
  log(
    formatTable([
      ['page', 'score', 'LCP s', 'LCP vs hello', 'TBT ms', 'CLS', 'FCP s', 'JS', 'CSS', 'doc', 'img', 'other', 'total'],
      ...result.pages.map(({ page, median, lcpRatio }) => [
        page,
        String(median.score),
        (median.lcpMs / 1000).toFixed(2),
        `x${lcpRatio.toFixed(2)}`,
        median.tbtMs.toFixed(0),
        median.cls.toFixed(3),
        (median.fcpMs / 1000).toFixed(2),
        kib(median.bytes.script),
        kib(median.bytes.stylesheet),
        kib(median.bytes.document),
        kib(median.bytes.image),
        kib((median.bytes.other ?? 0) + (median.bytes.font ?? 0) + (median.bytes.media ?? 0)),
        kib(median.bytes.total),
      ]),
    ]),
  );
  const { minScore, maxLcpRatio, maxCls, maxTbtMs } = LIGHTHOUSE_TARGETS;
  log(
    `targets: score >= ${minScore}, LCP <= x${maxLcpRatio} the hello-world's, CLS <= ${maxCls}, TBT <= ${maxTbtMs} ms`,
  );
  for (const page of result.pages.slice(1)) {
    const missed = missedTargets(page);
    log(`${missed.length === 0 ? 'met ' : 'MISS'} ${page.page}${missed.length ? `: ${missed.join(', ')}` : ''}`);
  }
}

function printInteractionLatency(result: InteractionLatencyResult): void {
  log('');
  log(
    `interaction latency (Event Timing, longest entry per interaction), ${result.cpuSlowdown}x CPU slowdown, ` +
      `390 px, ${result.rounds} rounds; target p75 <= ${INP_TARGET_MS} ms`,
  );
  log(
    formatTable([
      ['scenario', 'interactions', 'p75 ms', 'max ms', 'target'],
      ...result.scenarios.map(({ scenario, latencies, p75Ms }) => [
        scenario,
        String(latencies.length),
        p75Ms.toFixed(0),
        Math.max(...latencies).toFixed(0),
        p75Ms <= INP_TARGET_MS ? 'met' : 'MISS',
      ]),
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
  let lighthouse: LighthouseResult | undefined;
  if (!options.skipLighthouse) {
    log('');
    log('== Lighthouse');
    const helloDist = bundle ? join(HELLO_DIR, 'dist') : buildHelloWorld();
    lighthouse = await runLighthouseBenchmark({ helloDist, runs: options.lighthouseRuns, log });
    printLighthouse(lighthouse);
  }
  let filterPaint: FilterPaintResult | undefined;
  if (!options.skipFilter) {
    log('');
    log('== Applying a filter on /events to the new results painted (Chromium, 390 px)');
    filterPaint = await runFilterPaintBenchmark({ runs: 5, log });
    log(`median of ${filterPaint.runs}: ${filterPaint.medianMilliseconds.toFixed(1)} ms`);
  }
  let interactionLatency: InteractionLatencyResult | undefined;
  if (!options.skipInp) {
    log('');
    log('== Interaction latency (INP) in Chromium at 390 px');
    interactionLatency = await runInteractionLatencyBenchmark({ rounds: options.inpRounds, log });
    printInteractionLatency(interactionLatency);
  }
  // Last: it loads both cores for minutes, and the page figures must not share them with it.
  if (!options.skipRush) {
    log('');
    log('== The registration rush (npm run bench:rush, its defaults)');
    const databaseUrl = await reachablePostgres(process.env.DATABASE_URL || undefined);
    if (databaseUrl) await runRushBench(RUSH_DEFAULTS);
    else log('skipped: the rush runs on PostgreSQL; set DATABASE_URL or start the local server');
  }
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  const results = {
    startedAt: startedAt.toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    options,
    api,
    bundle,
    lighthouse,
    filterPaint,
    interactionLatency,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  if (bundle || lighthouse || filterPaint || interactionLatency) {
    mkdirSync(PAGE_RESULTS_DIR, { recursive: true });
    const pageFile = join(PAGE_RESULTS_DIR, `pages-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    const pageResults = {
      startedAt: results.startedAt,
      node: results.node,
      cpus: results.cpus,
      bundle,
      lighthouse,
      filterPaint,
      interactionLatency,
    };
    writeFileSync(pageFile, `${JSON.stringify(pageResults, null, 2)}\n`);
    log(`bundle and Lighthouse figures written to ${pageFile.slice(ROOT.length + 1)}`);
  }
  log('');
  log(`results written to ${RESULTS_FILE.slice(ROOT.length + 1)}`);
}

await main();
