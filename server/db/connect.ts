import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;

/** The database as handlers see it, whichever driver is behind it (a transaction is one too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseConnection {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start other databases from (tests). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Runs `run` on one connection while it holds PostgreSQL's session advisory lock `key`, so that of
   * several processes starting on one database only one does it at a time (migrations). PGlite has a
   * single process and a single connection: `run` gets the database as it is.
   */
  exclusively<T>(key: number, run: (db: Db) => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections now (the metrics read it at each scrape). */
  poolUse?: () => { total: number; idle: number; waiting: number; max: number };
}

export interface ConnectOptions {
  /** A PostgreSQL server; when set, PGlite options are ignored. */
  databaseUrl?: string;
  /** A directory for PGlite's files, or 'memory://' (the default) for an in-memory database. */
  pgliteDataDir?: string;
  /** A dump from dumpDataDir() to start from instead of an empty cluster (PGlite only). */
  pgliteLoadDataDir?: Blob;
  /** Connections in the pool when databaseUrl is set. */
  maxConnections?: number;
  /**
   * How long a query may wait for a pooled connection (databaseUrl only). Past it the query fails with
   * a pool timeout, which the API answers 503 with Retry-After, instead of queuing without end.
   */
  poolWaitMs?: number;
  /**
   * Told about a pooled connection that broke (the server stopped or the network dropped), which the
   * pool then replaces. Default: one line on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

const PGLITE_MEMORY = 'memory://';

/** The database the configuration names, with its pool settings: what the server and the worker open. */
export function configuredDatabase(config: Config): ConnectOptions {
  return {
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    maxConnections: config.databasePoolSize,
    poolWaitMs: config.databasePoolWaitMs,
  };
}

export async function connectDatabase(options: ConnectOptions = {}): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    return connectPostgres(
      options.databaseUrl,
      options.maxConnections ?? 10,
      options.poolWaitMs ?? 5_000,
      options.onConnectionError ?? reportConnectionError,
    );
  }
  return connectPglite(options.pgliteDataDir ?? PGLITE_MEMORY, options.pgliteLoadDataDir);
}

async function connectPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<DatabaseConnection> {
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    exclusively: (_key, run) => run(db),
  };
}

/**
 * No parallel workers: on a busy server each would be a process started per query (the listing's
 * category + city filter started one per request), and the indexes already answer in a few ms.
 */
const SESSION_SETTINGS = '-c max_parallel_workers_per_gather=0';

function reportConnectionError(error: Error): void {
  console.error(`database connection lost: ${error.message}`);
}

async function connectPostgres(
  databaseUrl: string,
  maxConnections: number,
  poolWaitMs: number,
  onConnectionError: (error: Error) => void,
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    connectionTimeoutMillis: poolWaitMs,
    options: SESSION_SETTINGS,
    // A connection whose peer vanished without a word is noticed by the OS, not kept for ever.
    keepAlive: true,
  });
  // A connection that breaks emits 'error'. pg-pool listens only while the connection is idle; one
  // taken out for a transaction has no listener, and an 'error' event without one ends the process.
  // Every connection gets its own listener for life: the query in progress fails (503 to its request),
  // and the pool drops the broken connection when it comes back (pg-pool checks it is still queryable).
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
  // pg-pool re-emits an idle connection's error on the pool, which would end the process unheard;
  // the connection's own listener above has reported it already.
  pool.on('error', () => undefined);
  // Fail at start rather than on the first request when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePostgres(pool, { schema });
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: maxConnections }),
    async exclusively(key, run) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await run(drizzleNodePostgres(client, { schema }));
      } catch (error) {
        broken = error as Error;
        throw error;
      } finally {
        // The lock ends with the session anyway; a broken connection is not given back to the pool.
        if (!broken) await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release(broken);
      }
    },
  };
}
