// The database goes away under load and comes back (issue 10 item 9): a real server process on
// PostgreSQL, reached through a TCP proxy that the test cuts for a few seconds while eight clients keep
// asking. Every answer in the outage is the documented 503 JSON with Retry-After (never a 500, never a
// hang past the pool's wait), the process lives on (a connection broken mid-transaction used to end it
// with an unhandled 'error' event), and once the proxy forwards again requests succeed on their own.
// /readyz says so meanwhile (503) and again once it is back (200), while /healthz stays 200.
// PostgreSQL only: PGlite runs inside the server process and cannot be taken away from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ERROR_MESSAGES } from '../../../src/domain/http-errors';
import { createPostgresTestDatabase, type TestDatabase } from '../../support/db';
import { postgresForTests } from '../../support/postgres';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy';

const POOL_WAIT_MS = 1_000;
// Long enough for every client to be refused several times over (each refusal waits POOL_WAIT_MS), and
// for a request that waited on the database instead of being refused to stand out from one that was
// merely slow on a busy machine (see 'none waited out the outage' below).
const OUTAGE_MS = 8_000;
/** Recovery is expected within this many seconds of the database coming back. */
const RECOVERY_LIMIT_SECONDS = 10;
const CLIENTS = 8;

interface Answer {
  started: number;
  ended: number;
  status: number;
  body: string;
  retryAfter: string | null;
}

let database: TestDatabase & { url: string };
let proxy: TcpProxy;
let server: ServerProcess;

beforeAll(async () => {
  database = await createPostgresTestDatabase(await postgresForTests());
  const target = new URL(database.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const throughProxy = new URL(database.url);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  server = await startServerProcess({
    DATABASE_URL: throughProxy.toString(),
    DATABASE_POOL_SIZE: '4',
    DATABASE_POOL_WAIT_MS: String(POOL_WAIT_MS),
  });
});

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await database?.close();
});

/**
 * One of the calls a visitor makes: the public list (plain queries) or a refresh (a transaction). A
 * request the server never answered (the process died, the connection dropped) is status 0.
 */
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
    const body = await response.text();
    const retryAfter = response.headers.get('retry-after');
    return { started, ended: Date.now(), status: response.status, body, retryAfter };
  } catch (error) {
    return { started, ended: Date.now(), status: 0, body: String(error), retryAfter: null };
  }
}

/** CLIENTS clients asking one after another into `answers` until `stop()` says so. */
function keepAsking(origin: string, answers: Answer[], stop: () => boolean): Promise<void> {
  return Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let turn = client; !stop(); turn += 1) answers.push(await ask(origin, turn));
    }),
  ).then(() => undefined);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isServed = (answer: Answer) => answer.status === 200 || answer.status === 401;

describe('PostgreSQL cut off under load', () => {
  it('answers 503 JSON with Retry-After while it is gone, stays up, and recovers on its own', async () => {
    let stopping = false;
    const answers: Answer[] = [];
    const load = keepAsking(server.origin, answers, () => stopping);
    await sleep(1_000);
    const cutAt = Date.now();
    proxy.cut();
    await sleep(OUTAGE_MS / 2);
    // Readiness sees it: the proxy in front takes the process out of rotation, without a restart.
    const unready = await fetch(`${server.origin}/readyz`);
    expect([unready.status, await unready.json()]).toEqual([503, { ready: false, reason: 'database unavailable' }]);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    await sleep(OUTAGE_MS / 2);
    const restoredAt = Date.now();
    proxy.restore();
    // Keep asking until requests have been served again for a while, or the recovery limit is over.
    const deadline = restoredAt + RECOVERY_LIMIT_SECONDS * 1000;
    const servedAgain = () => answers.find((answer) => answer.started >= restoredAt && isServed(answer));
    while (Date.now() < deadline && !servedAgain()) await sleep(100);
    await sleep(1_500);
    stopping = true;
    await load;

    expect(server.exitCode(), server.output()).toBeNull();
    // Only what a visitor is meant to get: the answers themselves, or the outage's 503.
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => ![200, 401, 503].includes(status))).toEqual([]);
    for (const answer of answers.filter((one) => one.status === 503)) {
      expect(['1', '2', '3']).toContain(answer.retryAfter);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        message: HTTP_ERROR_MESSAGES.server,
        error: HTTP_ERROR_MESSAGES.server,
      });
    }
    expect(answers.filter((answer) => answer.ended < cutAt).every(isServed)).toBe(true);
    // Every request made while the database was away was answered 503, and none waited for ever.
    const duringOutage = answers.filter((answer) => answer.started > cutAt + 100 && answer.ended < restoredAt);
    // At least one refusal a client: on a busy machine a request may take longer than its pool wait.
    expect(duringOutage.length).toBeGreaterThanOrEqual(CLIENTS);
    expect(duringOutage.map((answer) => answer.status).filter((status) => status !== 503)).toEqual([]);
    // None waited out the outage: a request made in its first half was refused before the database came
    // back, OUTAGE_MS / 2 - POOL_WAIT_MS later at the latest. (A bound on the longest answer's time was
    // flaky: under the whole suite's load on 2 cores, a refusal can take seconds more than its pool wait.)
    const firstHalf = answers.filter(
      (answer) => answer.started > cutAt + 100 && answer.started < cutAt + OUTAGE_MS / 2,
    );
    expect(firstHalf.length).toBeGreaterThan(0);
    expect(firstHalf.filter((answer) => answer.ended >= restoredAt)).toEqual([]);
    const longest = Math.max(...answers.map((answer) => answer.ended - answer.started)); // printed below

    // Back on its own: the first answer served after the restore, and every answer a second later.
    const afterRestore = answers.filter((answer) => answer.started >= restoredAt);
    const firstServed = afterRestore.find(isServed);
    expect(firstServed, 'no request succeeded after the database came back').toBeDefined();
    const recoverySeconds = (firstServed!.ended - restoredAt) / 1000;
    expect(recoverySeconds).toBeLessThan(RECOVERY_LIMIT_SECONDS);
    const settled = afterRestore.filter((answer) => answer.started > firstServed!.ended + 1_000);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.every(isServed)).toBe(true);

    expect(server.exitCode(), server.output()).toBeNull();
    const ready = await fetch(`${server.origin}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { ready: true }]);
    console.log(
      `database outage of ${OUTAGE_MS / 1000} s: ${answers.length} answers (${[...statuses]
        .sort()
        .map((status) => `${status}: ${answers.filter((answer) => answer.status === status).length}`)
        .join(', ')}), longest ${longest} ms, served again ${recoverySeconds.toFixed(2)} s after the restore`,
    );
  });
});
