// `npm run bench:faults -- [--outage S] [--clients N] [--how stop|proxy]`
// Issue 10 item 9: PostgreSQL goes away for `outage` seconds (30 by default) while `clients` clients
// keep asking a real server process (server/main.ts) for the public list and a refresh (a
// transaction). How the database goes away:
//   stop   `pg_ctlcluster <version> main stop` then `start`: the real server shut down (its sessions
//          end with 57P01, new ones are refused). The default when pg_ctlcluster is there, we are
//          root and the database is the local one; it stops the WHOLE cluster for everyone using it.
//   proxy  a TCP proxy between the server and PostgreSQL resets every connection for the outage
//          (tests/support/tcp-proxy.ts), the same cut as the test: other users of the cluster are
//          not touched.
// Prints the answers by status before, during and after the outage, the longest response, whether the
// process lived, and the seconds from the database's return to the first request served again;
// writes bench/results/faults-<date>.json. Reports, never asserts (tests/server/app/database-outage
// asserts the same behaviour on a 3 s cut).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { reachablePostgres } from './http-load';
import { openBenchDatabase } from './database';
import { formatCount, formatTable } from './stats';
import { startServerProcess } from '../tests/support/server-process';
import { startTcpProxy, type TcpProxy } from '../tests/support/tcp-proxy';

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'results');
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type How = 'stop' | 'proxy';

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} must be a whole number of at least 1, got '${raw}'`);
  }
  return value;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      outage: { type: 'string', default: '30' },
      clients: { type: 'string', default: '20' },
      how: { type: 'string' },
    },
  });
  if (values.how !== undefined && values.how !== 'stop' && values.how !== 'proxy') {
    throw new Error(`--how must be stop or proxy, got '${values.how}'`);
  }
  return {
    outageSeconds: positiveInteger('outage', values.outage),
    clients: positiveInteger('clients', values.clients),
    how: values.how as How | undefined,
  };
}

/** The local cluster pg_ctlcluster manages, when it is there and we may stop it. */
function localCluster(databaseUrl: string): string | null {
  const host = new URL(databaseUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') return null;
  if (process.getuid?.() !== 0 || !existsSync('/usr/lib/postgresql')) return null;
  try {
    execFileSync('pg_lsclusters', ['-h'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return versions.at(-1) ?? null;
}

interface Answer {
  started: number;
  ended: number;
  status: number;
}

async function ask(origin: string, turn: number): Promise<Answer> {
  const started = Date.now();
  try {
    const response =
      turn % 2 === 0
        ? await fetch(`${origin}/api/v1/sub-events/public?page=1&limit=12`)
        : await fetch(`${origin}/api/v1/auth/refresh-token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ refresh_token: `never-issued-${turn}` }),
          });
    await response.arrayBuffer();
    return { started, ended: Date.now(), status: response.status };
  } catch {
    // No answer at all (the process died, the connection dropped): status 0.
    return { started, ended: Date.now(), status: 0 };
  }
}

const served = (answer: Answer) => answer.status === 200 || answer.status === 401;

function byStatus(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

async function main(): Promise<void> {
  const options = readOptions();
  const startedAt = new Date();
  log(`Startline bench:faults, ${startedAt.toISOString()}, Node ${process.version}, ${availableParallelism()} CPUs`);
  const serverUrl = await reachablePostgres(process.env.DATABASE_URL || undefined);
  if (!serverUrl) {
    throw new Error(
      'bench:faults runs on PostgreSQL: set DATABASE_URL, or start the local server (pg_ctlcluster 15 main start)',
    );
  }
  const cluster = localCluster(serverUrl);
  const how: How = options.how ?? (cluster ? 'stop' : 'proxy');
  if (how === 'stop' && !cluster) {
    throw new Error('--how stop needs the local cluster (127.0.0.1), pg_ctlcluster and root; use --how proxy');
  }

  const database = await openBenchDatabase(serverUrl);
  const databaseUrl = database.url;
  if (!databaseUrl) throw new Error('bench:faults expected a PostgreSQL database');
  let proxy: TcpProxy | undefined;
  let stopped = false;
  const answers: Answer[] = [];
  let outageStart: number;
  let databaseBack: number;
  let alive: boolean;
  try {
    let serverDatabaseUrl = databaseUrl;
    if (how === 'proxy') {
      const target = new URL(databaseUrl);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      target.hostname = '127.0.0.1';
      target.port = String(proxy.port);
      serverDatabaseUrl = target.toString();
    }
    const server = await startServerProcess({ DATABASE_URL: serverDatabaseUrl, LOG_LEVEL: 'error' });
    try {
      log(
        `database: ${database.description}; outage by ${how === 'stop' ? `pg_ctlcluster ${cluster} main stop` : 'a TCP proxy cut'}`,
      );
      let stopping = false;
      const load = Promise.all(
        Array.from({ length: options.clients }, async (_, client) => {
          for (let turn = client; !stopping; turn += 1) answers.push(await ask(server.origin, turn));
        }),
      );
      await sleep(5_000);
      log(`outage: ${options.outageSeconds} s under ${options.clients} clients`);
      outageStart = Date.now();
      if (how === 'stop') {
        execFileSync('pg_ctlcluster', [cluster!, 'main', 'stop', '--mode', 'fast'], { stdio: 'inherit' });
        stopped = true;
      } else proxy!.cut();
      await sleep(Math.max(0, outageStart + options.outageSeconds * 1000 - Date.now()));
      if (how === 'stop') {
        execFileSync('pg_ctlcluster', [cluster!, 'main', 'start'], { stdio: 'inherit' });
        stopped = false;
      } else proxy!.restore();
      databaseBack = Date.now();
      const deadline = databaseBack + 60_000;
      while (Date.now() < deadline && !answers.some((answer) => answer.started >= databaseBack && served(answer))) {
        await sleep(100);
      }
      await sleep(5_000);
      stopping = true;
      await load;
      alive = server.exitCode() === null;
    } finally {
      await server.stop();
    }
  } finally {
    if (stopped) execFileSync('pg_ctlcluster', [cluster!, 'main', 'start'], { stdio: 'inherit' });
    await proxy?.close();
    await database.close();
  }

  const before = answers.filter((answer) => answer.ended < outageStart);
  const during = answers.filter((answer) => answer.ended >= outageStart && answer.started < databaseBack);
  const after = answers.filter((answer) => answer.started >= databaseBack);
  const firstServed = after.find(served);
  const recoverySeconds = firstServed ? (firstServed.ended - databaseBack) / 1000 : null;
  const longestMs = Math.max(0, ...answers.map((answer) => answer.ended - answer.started));
  const statuses = [...new Set(answers.map((answer) => String(answer.status)))].sort();
  const phases = [
    ['before', before],
    ['outage', during],
    ['after', after],
  ] as const;
  log('');
  log('answers by status (0 = no answer); 503 is the documented "try again" with Retry-After');
  log(
    formatTable([
      ['phase', 'answers', ...statuses, 'longest ms'],
      ...phases.map(([name, list]) => [
        name,
        formatCount(list.length),
        ...statuses.map((status) => formatCount(byStatus(list)[status] ?? 0)),
        String(Math.max(0, ...list.map((answer) => answer.ended - answer.started))),
      ]),
    ]),
  );
  log('');
  log(`longest response: ${longestMs} ms; the server process ${alive ? 'lived through it' : 'DIED'}`);
  log(
    recoverySeconds === null
      ? 'NOT served again within 60 s of the database coming back'
      : `served again ${recoverySeconds.toFixed(2)} s after the database came back`,
  );
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `faults-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const summary = {
    startedAt: startedAt.toISOString(),
    node: process.version,
    options: { ...options, how },
    phases: Object.fromEntries(
      phases.map(([name, list]) => [
        name,
        {
          answers: list.length,
          statuses: byStatus(list),
          longestMs: Math.max(0, ...list.map((answer) => answer.ended - answer.started)),
        },
      ]),
    ),
    longestMs,
    processAlive: alive,
    recoverySeconds,
  };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  log(`results written to bench/results/${file.slice(RESULTS_DIR.length + 1)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
