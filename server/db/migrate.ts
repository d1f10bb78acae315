import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection, Schema } from './connect';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key held while migrating ('startline migrate' as a number). */
export const MIGRATION_LOCK_KEY = 0x5354_4d47;

/**
 * Applies every migration not yet recorded in drizzle.__drizzle_migrations; safe to run at each start,
 * also by several server processes starting at once on one empty database: under an advisory lock
 * they migrate one after another, and the later ones find nothing left to apply. (Without it two
 * migrators both read "nothing applied" and the second fails on tables the first made.)
 */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Each driver has its own migrator; the connection's kind says which database object is behind Db.
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as PgliteDatabase<Schema>, config);
    return;
  }
  await connection.exclusively(MIGRATION_LOCK_KEY, (db) => migrateNodePostgres(db as NodePgDatabase<Schema>, config));
}
