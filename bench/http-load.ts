// HTTP load against the bench server process (bench/serve.ts): start it, talk to it, and run autocannon
// against it, keeping every response's time and status so that any percentile (p95 too) and every
// status can be reported. Shared by the API bench (bench/api.ts) and bench:load (bench/load.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { ServeReply, ServeRequest } from './serve';
import { percentile, round } from './stats';

const SERVE_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'serve.ts');

export interface BenchServer {
  baseUrl: string;
  database: string;
  kind: 'pglite' | 'postgres';
  request<T extends ServeReply['type']>(message: ServeRequest, expect: T): Promise<Extract<ServeReply, { type: T }>>;
  /** true while the process is still running (a crash under load is what bench:load looks for). */
  alive(): boolean;
  stop(): Promise<void>;
}

/** Starts bench/serve.ts on PGlite (no url) or on a new PostgreSQL database made from `databaseUrl`. */
export async function startBenchServer(databaseUrl: string | undefined, env: Record<string, string> = {}) {
  const child: ChildProcess = fork(SERVE_SCRIPT, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const next = <T extends ServeReply['type']>(expect: T) =>
    new Promise<Extract<ServeReply, { type: T }>>((resolve, reject) => {
      const onMessage = (reply: ServeReply) => {
        child.off('exit', onExit);
        child.off('message', onMessage);
        if (reply.type === expect) resolve(reply as Extract<ServeReply, { type: T }>);
        else reject(new Error(`bench server: expected '${expect}', got ${JSON.stringify(reply)}`));
      };
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`bench server exited (${code}) while '${expect}' was awaited`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next('ready');
  const server: BenchServer = {
    baseUrl: `http://127.0.0.1:${ready.port}`,
    database: ready.database,
    kind: ready.kind,
    request: (message, expect) => {
      const reply = next(expect);
      child.send(message);
      return reply;
    },
    alive: () => !exited,
    stop: async () => {
      if (exited) return;
      child.send({ type: 'stop' } satisfies ServeRequest);
      await exit;
    },
  };
  return server;
}

export interface LoadTarget {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  /** Responses received. */
  responses: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p95: number; p99: number; max: number };
  statuses: Record<string, number>;
  /** Socket errors, timeouts and unexpected statuses (anything not 2xx and not in `expected`). */
  errors: number;
}

/** `targets` are cycled through by every connection (several bodies for one operation, say). */
export async function runLoad(
  baseUrl: string,
  targets: LoadTarget[],
  options: { connections: number; seconds: number; expected?: number[] },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: targets.map((target) => ({
      method: target.method ?? 'GET',
      path: target.path,
      headers: { 'content-type': 'application/json', ...target.headers },
      ...(target.body === undefined ? {} : { body: target.body }),
    })),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies.length === 0 ? Number.NaN : round(percentile(latencies, p), 1));
  const expected = new Set(options.expected ?? []);
  const unexpected = Object.entries(statuses)
    .filter(([status]) => !(Number(status) >= 200 && Number(status) < 300) && !expected.has(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    connections: options.connections,
    seconds: options.seconds,
    responses: latencies.length,
    requestsPerSecond: round(latencies.length / Math.max(1e-9, result.duration || options.seconds), 1),
    latencyMs: { p50: at(50), p90: at(90), p95: at(95), p99: at(99), max: at(100) },
    statuses,
    errors: result.errors + result.timeouts + unexpected,
  };
}

/** The local PostgreSQL the README's setup starts, when no DATABASE_URL is given and it answers. */
export const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export async function reachablePostgres(databaseUrl: string | undefined): Promise<string | undefined> {
  const candidate = databaseUrl || LOCAL_POSTGRES;
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return candidate;
  } catch (error) {
    // An explicit DATABASE_URL that does not answer is an error; the guessed local one is optional.
    if (databaseUrl) throw new Error(`DATABASE_URL does not answer: ${(error as Error).message}`, { cause: error });
    return undefined;
  }
}
