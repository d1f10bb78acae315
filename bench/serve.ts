// The server under load, in a process of its own so that the load generator (autocannon, in the parent)
// does not share its event loop: the real HTTP server (`buildApp` + `listen`, as `npm start` runs it)
// on a bench database (bench/database.ts). The parent drives it over IPC:
//   grow { events, seed } -> grown      adds generated events, then VACUUM ANALYZE (a settled catalogue)
//   explain { search }    -> explained  EXPLAIN ANALYZE of the listing's count and page for a search
//   user { mpin }         -> user       an account to sign in with (bench:load)
//   stop                  -> the database is closed (a PostgreSQL one dropped) and the process ends
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { users } from '../server/db/schema';
import { hashMpin } from '../server/modules/auth/mpin';
import { listingStatements } from '../server/modules/catalog/listing';
import { readListingFilter } from '../server/modules/catalog/listing-query';
import { generateCatalogue } from '../server/seed/generate';
import { openBenchDatabase } from './database';

export type ServeRequest =
  | { type: 'grow'; events: number; seed: number }
  | { type: 'explain'; search: string }
  | { type: 'user'; mpin: string }
  | { type: 'stop' };

export type ServeReply =
  | { type: 'ready'; port: number; database: string; kind: 'pglite' | 'postgres' }
  | { type: 'grown'; events: number; milliseconds: number }
  | { type: 'explained'; count: string; page: string }
  | { type: 'user'; mobileNumber: string }
  | { type: 'failed'; message: string };

const send = (reply: ServeReply) => process.send?.(reply);

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL || undefined);
const db = database.connection.db;
// The generator lays events out around this instant; the server runs on the real clock, as in production.
const layoutNow = new Date();
const config = loadConfig({ ...process.env, APP_ENV: 'test', LOG_LEVEL: 'error' });
const { app } = await buildApp({ db, config });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let total = 0;

async function explain(statement: SQL): Promise<string> {
  const result = (await db.execute(
    sql`explain (analyze, costs off, timing off, summary off) ${statement}`,
  )) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function handle(message: ServeRequest): Promise<void> {
  switch (message.type) {
    case 'grow': {
      const started = performance.now();
      await generateCatalogue(db, { events: message.events, now: layoutNow, seed: message.seed, log: () => {} });
      // As autovacuum would after a bulk load: visibility for index-only scans, statistics for plans.
      await db.execute(sql`vacuum analyze`);
      total += message.events;
      send({ type: 'grown', events: total, milliseconds: performance.now() - started });
      return;
    }
    case 'explain': {
      const now = new Date();
      const statements = await listingStatements(db, readListingFilter({ search: message.search, limit: 12 }), now);
      send({ type: 'explained', count: await explain(statements.count), page: await explain(statements.page) });
      return;
    }
    case 'user': {
      const mobileNumber = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
      await db.insert(users).values({
        mobileNumber,
        username: `bench_${mobileNumber.slice(-6)}`,
        fullName: 'Bench Runner',
        email: `bench_${mobileNumber.slice(-6)}@example.in`,
        status: 'active',
        isProfileCompleted: true,
        isEmailVerified: true,
        isMpinSet: true,
        mpinHash: await hashMpin(config.mpinPepper, message.mpin),
      });
      send({ type: 'user', mobileNumber });
      return;
    }
    case 'stop':
      await app.close();
      await database.close();
      process.exit(0);
  }
}

process.on('message', (message: ServeRequest) => {
  handle(message).catch((error: unknown) => {
    send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  });
});

send({ type: 'ready', port, database: database.description, kind: database.connection.kind });
