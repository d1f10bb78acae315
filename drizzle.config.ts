import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts and applied by server/db/migrate.ts for both
// PGlite and PostgreSQL, so the dialect is plain postgresql.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
