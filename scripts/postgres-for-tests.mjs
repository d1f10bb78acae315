// The PostgreSQL server for the test files that need one (two server processes on one database, a
// database cut by a proxy: PGlite lives inside one process, so they have no PGlite form). `npm test`
// asks here first: DATABASE_URL, else the local server, started when the machine has one that is
// down. A machine with no PostgreSQL at all runs everything else and says which files it left out.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

export const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
export const POSTGRES_ONLY_TESTS = [
  'tests/server/app/backup-restore.test.ts',
  'tests/server/app/database-outage.test.ts',
  'tests/server/app/two-processes.test.ts',
  'tests/server/messages/outbox-processes.test.ts',
  'tests/server/payments/reconcile-processes.test.ts',
];

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Debian's clusters that are down, started as .ci/run does (needs the rights to do so). */
function startLocalClusters() {
  const listed = spawnSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
  if (listed.status !== 0) return false;
  let started = false;
  for (const line of listed.stdout.split('\n')) {
    const [version, cluster, , status] = line.trim().split(/\s+/);
    if (!version || status !== 'down') continue;
    started = spawnSync('pg_ctlcluster', [version, cluster, 'start'], { stdio: 'ignore' }).status === 0 || started;
  }
  return started;
}

/** The URL the PostgreSQL-only tests will use, or null when none answers (they are then left out). */
export async function postgresForTests() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await answers(LOCAL_POSTGRES)) return LOCAL_POSTGRES;
  if (startLocalClusters() && (await answers(LOCAL_POSTGRES))) return LOCAL_POSTGRES;
  return null;
}
