// The contract tests' harness: the generated openapi-fetch client talks to the real server
// in process through fastify.inject (docs/conventions.md §8): no network, nothing of ours mocked.
import type { FastifyInstance } from 'fastify';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../src/api/schema';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { AppContext } from '../../server/context';
import type { Lifecycle } from '../../server/operations/lifecycle';
import { createTestDatabase, type TestDatabaseOptions } from './db';

export interface TestClock {
  now: () => Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

// One instant for every test process started within the same hour, so every test database seeded
// around it comes from one cached dump (tests/support/db.ts caches by content, `now` included).
const HOUR = 60 * 60 * 1000;
const TEST_EPOCH = new Date(Math.floor(Date.now() / HOUR) * HOUR);

export function createClock(start: Date | string = TEST_EPOCH): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** A fetch that hands each request to Fastify's in-process injector. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const nullBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  clock: TestClock;
  /** Whether the app is draining (/readyz answers 503 once beginDrain() was called). */
  lifecycle: Lifecycle;
  /** The generated client, signed out. */
  client: Client<paths>;
  /** A generated client that sends this bearer token. */
  clientWithToken(token: string): Client<paths>;
  close(): Promise<void>;
}

export interface TestServerOptions extends TestDatabaseOptions {
  env?: Record<string, string>;
  /** Where the server's log lines go (nowhere by default: LOG_LEVEL is silent unless env sets it). */
  logStream?: NodeJS.WritableStream;
  clock?: TestClock;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clock = options.clock ?? createClock();
  // The demo catalogue is laid out around the same instant the server believes is now.
  const database = await createTestDatabase({ ...options, now: options.now ?? clock.now() });
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', UPLOAD_DIR: '.data/test-uploads', ...options.env });
  const { app, ctx, lifecycle } = await buildApp({
    db: database.db,
    config,
    now: clock.now,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  const fetchViaInject = injectFetch(app);
  const makeClient = (token?: string) =>
    createClient<paths>({
      baseUrl: 'http://startline.test/api/v1',
      fetch: fetchViaInject,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  return {
    app,
    ctx,
    config,
    clock,
    lifecycle,
    client: makeClient(),
    clientWithToken: makeClient,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
