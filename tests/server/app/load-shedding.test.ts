// Overload is answered 503 with Retry-After in the documented JSON envelope, never queued without end
// and never a 500 (issue 10 item 10): when the server already handles its limit of requests, and when
// PostgreSQL keeps a request waiting past the pool's bound or cannot be reached. No timing is asserted:
// the gate is filled by hand, and the database that never answers is a socket that accepts and stays
// silent.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { connectDatabase, type DatabaseConnection } from '../../../server/db/connect';
import { RequestGate, isDatabaseUnavailable, shedRetryAfterSeconds } from '../../../server/load-shedding';
import { HTTP_ERROR_MESSAGES } from '../../../src/domain/http-errors';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
const LIST = '/api/v1/sub-events/public?page=1&limit=12';

function expectShed(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(503);
  expect(['1', '2', '3']).toContain(response.headers['retry-after']);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  expect(response.json()).toEqual({
    success: false,
    message: HTTP_ERROR_MESSAGES.server,
    error: HTTP_ERROR_MESSAGES.server,
  });
}

describe('a full server', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers 503 JSON with Retry-After past its limit, and serves again once a request ends', async () => {
    const gate = new RequestGate(2);
    const { app } = await buildApp({ db: database.db, config, requestGate: gate });
    try {
      expect((await app.inject({ method: 'GET', url: LIST })).statusCode).toBe(200);
      expect(gate.active).toBe(0); // every answered request gave its place back
      // Two requests in progress (held by hand): the third is turned away before any work.
      expect(gate.tryEnter() && gate.tryEnter()).toBe(true);
      expectShed(await app.inject({ method: 'GET', url: LIST }));
      expectShed(
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          payload: {
            identifier: '9876543210',
            mpin: '1357',
            login_type: 'mobile',
            user_type: 'participant',
            source: 'web',
          },
        }),
      );
      // Outside the API (health checks, the app's files) nothing is counted or refused.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      gate.leave();
      expect((await app.inject({ method: 'GET', url: LIST })).statusCode).toBe(200);
      expect(gate.active).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('turns away arrivals at the catalogue first: the last quarter of the limit is kept for bookings under way', async () => {
    const gate = new RequestGate(4);
    const { app } = await buildApp({ db: database.db, config, requestGate: gate });
    try {
      expect(gate.tryEnter() && gate.tryEnter() && gate.tryEnter()).toBe(true);
      // Three of four in use: the event list is shed, a booking's next step is still served.
      expectShed(await app.inject({ method: 'GET', url: LIST }));
      const form = await app.inject({
        method: 'GET',
        url: '/api/v1/participant-registration/sub-events/00000000-0000-4000-8000-000000000000/registration-form',
      });
      expect(form.statusCode).toBe(401); // answered (no token), not shed
      expect(gate.tryEnter('arrival')).toBe(false);
      expect(gate.tryEnter('journey')).toBe(true);
      expect(gate.tryEnter('journey')).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('refuses a limit below 1', () => {
    expect(() => new RequestGate(0)).toThrow(/at least 1/);
  });
});

describe('a database that keeps requests waiting', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let connection: DatabaseConnection | undefined;

  beforeAll(async () => {
    // Accepts connections and never says a word: every pooled connection waits.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 JSON with Retry-After once the pool wait is over, not a 500', async () => {
    const { port } = silent.address() as AddressInfo;
    // connectDatabase probes the pool at start, which would wait too: the probe's timeout is the proof.
    const probe = connectDatabase({
      databaseUrl: `postgres://startline:startline@127.0.0.1:${port}/startline`,
      maxConnections: 1,
      poolWaitMs: 200,
    });
    const failure = await probe.then(
      (opened) => {
        connection = opened;
        return null;
      },
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await connection?.close();
  });

  it('answers 503 JSON when queries fail for want of a database connection', async () => {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pg = (await import('pg')).default;
    const { port } = silent.address() as AddressInfo;
    const pool = new pg.Pool({
      connectionString: `postgres://startline:startline@127.0.0.1:${port}/startline`,
      max: 1,
      connectionTimeoutMillis: 200,
    });
    const db = drizzle(pool) as unknown as TestDatabase['db'];
    const { app } = await buildApp({ db, config });
    try {
      expectShed(await app.inject({ method: 'GET', url: LIST }));
    } finally {
      await app.close();
      await pool.end().catch(() => undefined);
    }
  });

  it('tells a refused connection and a pool timeout from other errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    // A server shutting down (57P01), a connection that broke under its transaction, a dropped network.
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('unique violation'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable('timeout exceeded when trying to connect')).toBe(false);
  });
});

describe("a shed answer's Retry-After", () => {
  it('is 1, 2 or 3 seconds, spread evenly, so that those shed together do not all come back together', () => {
    expect([0, 0.2, 0.34, 0.5, 0.67, 0.99].map((draw) => shedRetryAfterSeconds(() => draw))).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
    const seen = new Set(Array.from({ length: 200 }, () => shedRetryAfterSeconds()));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});
