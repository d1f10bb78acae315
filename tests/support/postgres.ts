// The PostgreSQL server for the tests that need one reachable over the network by other processes (a
// database outage cut by a proxy, two server processes on one database): DATABASE_URL when set, as in
// CI's server run, otherwise the local server the README's setup starts (the same default as
// `npm run bench:load`). PGlite lives inside one process, so these tests have no PGlite form; without
// a server they fail with the command that starts one, rather than passing without having run.
import { LOCAL_POSTGRES, reachablePostgres } from '../../bench/http-load';

export async function postgresForTests(): Promise<string> {
  const url = await reachablePostgres(process.env.DATABASE_URL || undefined);
  if (!url) {
    throw new Error(
      `this test needs PostgreSQL: set DATABASE_URL, or start the local server at ${LOCAL_POSTGRES} ` +
        '(pg_ctlcluster 15 main start; .ci/run does this)',
    );
  }
  return url;
}
