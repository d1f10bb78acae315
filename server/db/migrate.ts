import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection, Schema } from './connect';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every migration not yet recorded in drizzle.__drizzle_migrations; safe to run at each start. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Each driver has its own migrator; the connection's kind says which database object is behind Db.
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePostgres(connection.db as NodePgDatabase<Schema>, config);
  }
}
