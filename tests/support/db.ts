import pg from 'pg';
import { readOrBuildDump } from './db-dump-cache';
import { connectDatabase, type DatabaseConnection, type DatabaseKind, type Db } from '../../server/db/connect';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo';
import { seedPincodes } from '../../server/seed/pincodes';

export interface TestDatabaseOptions {
  /** 'demo' loads the demo catalogue (server/seed/demo.ts) relative to `now`. Default 'none'. */
  seed?: 'demo' | 'none';
  /** Load all 19,097 PIN codes (for the pincode lookup). Default false. */
  pincodes?: boolean;
  /** The instant the demo catalogue is built around. Default: this process's start time. */
  now?: Date;
}

export interface TestDatabase {
  db: Db;
  kind: DatabaseKind;
  /** The `now` the demo seed used. */
  now: Date;
  /** The connection behind db, for what needs the driver (migrateDatabase, dumpDataDir). */
  connection: DatabaseConnection;
  close(): Promise<void>;
}

const PROCESS_START = new Date();

/**
 * A fresh, migrated database of its own for one test file (or one test). With DATABASE_URL set it is a
 * new PostgreSQL database dropped on close; otherwise an in-memory PGlite started from a cached dump,
 * because migrating a new PGlite costs seconds and loading a dump ~0.4 s.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const content = {
    seed: options.seed ?? 'none',
    pincodes: options.pincodes ?? false,
    now: options.now ?? PROCESS_START,
  };
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? createPostgresDatabase(databaseUrl, content) : createPgliteDatabase(content);
}

/**
 * A fresh, migrated PostgreSQL database of its own, also when the other tests run on PGlite: for the
 * tests that need a database server other processes reach over the network (tests/support/postgres.ts
 * finds one). `url` names the new database; it is dropped on close.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  options: TestDatabaseOptions & { migrated?: boolean } = {},
): Promise<TestDatabase & { url: string }> {
  const content = {
    seed: options.seed ?? 'none',
    pincodes: options.pincodes ?? false,
    now: options.now ?? PROCESS_START,
  };
  // Not migrated: an empty database, for servers that start on it and migrate it themselves.
  return createPostgresDatabase(serverUrl, content, options.migrated ?? true);
}

interface Content {
  seed: 'demo' | 'none';
  pincodes: boolean;
  now: Date;
}

async function fill(db: Db, content: Content): Promise<void> {
  if (content.seed === 'demo') await seedDemo(db, { now: content.now });
  if (content.pincodes) await seedPincodes(db);
}

// One dump per content, built once per process and cached on disk for later processes (a demo dump
// per `now`, so a fixed test clock makes it a hit every time).
const pgliteDumps = new Map<string, Promise<Blob>>();

function pgliteDump(content: Content): Promise<Blob> {
  // `now` only shapes the demo catalogue, so other contents share one dump whatever the clock says.
  const key = `${content.seed}|${content.pincodes}|${content.seed === 'demo' ? content.now.toISOString() : ''}`;
  let dump = pgliteDumps.get(key);
  if (!dump) {
    dump = readOrBuildDump(key, () => buildPgliteDump(content), { evictable: content.seed === 'demo' });
    pgliteDumps.set(key, dump);
    // A failed build must not poison later calls with the same rejection.
    dump.catch(() => pgliteDumps.delete(key));
  }
  return dump;
}

// Each content is built on the next simpler one: empty <- PIN codes <- demo.
function simplerContent(content: Content): Content | null {
  if (content.seed === 'demo') return { ...content, seed: 'none' };
  if (content.pincodes) return { ...content, pincodes: false };
  return null;
}

async function buildPgliteDump(content: Content): Promise<Blob> {
  const base = simplerContent(content);
  const connection = base
    ? await connectDatabase({ pgliteLoadDataDir: await pgliteDump(base) })
    : await connectDatabase();
  try {
    if (!base) await migrateDatabase(connection);
    else if (content.seed === 'demo') await seedDemo(connection.db, { now: content.now });
    else await seedPincodes(connection.db);
    const dump = connection.dumpDataDir;
    if (!dump) throw new Error('PGlite connection without dumpDataDir');
    return await dump();
  } finally {
    await connection.close();
  }
}

async function createPgliteDatabase(content: Content): Promise<TestDatabase> {
  const connection = await connectDatabase({ pgliteLoadDataDir: await pgliteDump(content) });
  return { db: connection.db, kind: connection.kind, now: content.now, connection, close: () => connection.close() };
}

let databaseCounter = 0;

async function createPostgresDatabase(
  databaseUrl: string,
  content: Content,
  migrated = true,
): Promise<TestDatabase & { url: string }> {
  databaseCounter += 1;
  const name = `startline_test_${process.pid}_${Date.now().toString(36)}_${databaseCounter}`;
  await runAdmin(databaseUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    const connection = await connectDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
    if (migrated) {
      await migrateDatabase(connection);
      await fill(connection.db, content);
    }
    return {
      db: connection.db,
      kind: connection.kind,
      now: content.now,
      connection,
      url: url.toString(),
      close: async () => {
        await connection.close();
        await runAdmin(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  } catch (error) {
    await runAdmin(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
}

async function runAdmin(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
