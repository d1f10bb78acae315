// `npm run migrate`: applies the database migrations and exits, for a deployment that runs them once
// before the app's replicas start (compose.yaml's `migrate` service). The server also migrates at
// start under an advisory lock, so a replica that starts first is safe too; this makes it explicit.
import { loadConfig } from './config';
import { configuredDatabase, connectDatabase } from './db/connect';
import { migrateDatabase } from './db/migrate';

const config = loadConfig();
const connection = await connectDatabase({ ...configuredDatabase(config), maxConnections: 1 });
try {
  await migrateDatabase(connection);
  console.log(
    `migrated ${connection.kind === 'postgres' ? 'the PostgreSQL database' : `PGlite at ${config.pgliteDataDir}`}`,
  );
} finally {
  await connection.close();
}
