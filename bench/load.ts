// `npm run bench:load -- [--duration S] [--connections N] [--overload-connections N] [--events N]`
// Issue 10 item 10: the public list and sign-in under load on PostgreSQL (DATABASE_URL, or the local
// server on 127.0.0.1:5432), the real server over HTTP in its own process (bench/serve.ts):
//   1. the public list (the listing's first page of cards), `connections` for `duration`: 0 errors;
//   2. sign-in with the right MPIN, the same load: 0 errors, 429s from the sign-in limits counted apart;
//   3. wrong MPINs from one client: 401 until the per-client limit, then 429 (counted, not errors);
//   4. overload: the list with `overload-connections` at once, past MAX_CONCURRENT_REQUESTS: 503 with
//      Retry-After (or 429), never a crash; the server must still answer afterwards.
// Prints p50/p95/p99 and every status; writes bench/results/load-<date>.json. Reports, never asserts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { reachablePostgres, runLoad, startBenchServer, type LoadResult, type LoadTarget } from './http-load';
import { formatCount, formatTable } from './stats';

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'results');
const MPIN = '7391';
const WRONG_MPIN = '2468';
const log = (line: string) => console.log(line);

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number of at least 1, got '${raw}'`);
  return value;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '50' },
      'overload-connections': { type: 'string', default: '600' },
      'overload-duration': { type: 'string', default: '10' },
      events: { type: 'string', default: '1000' },
    },
  });
  return {
    seconds: positiveInteger('duration', values.duration),
    connections: positiveInteger('connections', values.connections),
    overloadConnections: positiveInteger('overload-connections', values['overload-connections']),
    overloadSeconds: positiveInteger('overload-duration', values['overload-duration']),
    events: positiveInteger('events', values.events),
  };
}

interface Phase extends LoadResult {
  name: string;
  /** Statuses that are answers, not errors, in this phase. */
  expected: number[];
}

const signin = (mobileNumber: string, mpin: string): LoadTarget => ({
  method: 'POST',
  path: '/api/v1/auth/signin',
  body: JSON.stringify({
    identifier: mobileNumber,
    mpin,
    login_type: 'mobile',
    user_type: 'participant',
    source: 'web',
  }),
});

async function main(): Promise<void> {
  const options = readOptions();
  const startedAt = new Date();
  log(`Startline bench:load, ${startedAt.toISOString()}, Node ${process.version}, ${availableParallelism()} CPUs`);
  const databaseUrl = await reachablePostgres(process.env.DATABASE_URL || undefined);
  if (!databaseUrl) {
    throw new Error(
      'bench:load runs on PostgreSQL: set DATABASE_URL, or start the local server (pg_ctlcluster 15 main start)',
    );
  }
  const server = await startBenchServer(databaseUrl);
  const phases: Phase[] = [];
  let stillAnswering: boolean;
  try {
    log(`database: ${server.database}`);
    const grown = await server.request({ type: 'grow', events: options.events, seed: 1 }, 'grown');
    log(`generated ${formatCount(options.events)} events in ${(grown.milliseconds / 1000).toFixed(1)} s`);
    const { mobileNumber } = await server.request({ type: 'user', mpin: MPIN }, 'user');
    const list: LoadTarget = { path: '/api/v1/sub-events/public?page=1&limit=12&fields=card' };

    const phase = async (
      name: string,
      targets: LoadTarget[],
      run: { connections: number; seconds: number; expected: number[] },
    ) => {
      log(`${name}: ${run.connections} connections for ${run.seconds} s`);
      const result = await runLoad(server.baseUrl, targets, run);
      phases.push({ name, expected: run.expected, ...result });
    };
    const steady = { connections: options.connections, seconds: options.seconds };
    await phase('public list (cards, page 1)', [list], { ...steady, expected: [] });
    await phase('sign-in, right MPIN', [signin(mobileNumber, MPIN)], { ...steady, expected: [429] });
    await phase('sign-in, wrong MPIN (one client)', [signin(mobileNumber, WRONG_MPIN)], {
      connections: Math.min(10, options.connections),
      seconds: Math.min(10, options.seconds),
      expected: [401, 429],
    });
    await phase('overload: public list', [list], {
      connections: options.overloadConnections,
      seconds: options.overloadSeconds,
      expected: [429, 503],
    });
    const health = await fetch(`${server.baseUrl}/api/v1/sub-events/public?page=1&limit=1`).catch(() => undefined);
    stillAnswering = server.alive() && health?.status === 200;
  } finally {
    await server.stop();
  }

  const count = (phase: Phase, test: (status: number) => boolean) =>
    Object.entries(phase.statuses)
      .filter(([status]) => test(Number(status)))
      .reduce((sum, [, n]) => sum + n, 0);
  log('');
  log('latency in ms (autocannon over HTTP); errors = socket errors, timeouts and statuses not expected');
  log(
    formatTable([
      ['phase', 'conn.', 's', 'responses', 'req/s', 'p50', 'p95', 'p99', '2xx', '401', '429', '503', 'errors'],
      ...phases.map((phase) => [
        phase.name,
        String(phase.connections),
        String(phase.seconds),
        formatCount(phase.responses),
        String(phase.requestsPerSecond),
        String(phase.latencyMs.p50),
        String(phase.latencyMs.p95),
        String(phase.latencyMs.p99),
        formatCount(count(phase, (status) => status >= 200 && status < 300)),
        formatCount(count(phase, (status) => status === 401)),
        formatCount(count(phase, (status) => status === 429)),
        formatCount(count(phase, (status) => status === 503)),
        String(phase.errors),
      ]),
    ]),
  );
  log('');
  log(`after the overload the server ${stillAnswering ? 'still answers 200' : 'DID NOT ANSWER'}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `load-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt: startedAt.toISOString(), node: process.version, options, phases, stillAnswering }, null, 2)}\n`,
  );
  log(`results written to bench/results/${file.slice(RESULTS_DIR.length + 1)}`);
}

await main();
