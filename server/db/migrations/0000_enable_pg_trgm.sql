-- Trigram indexes make the listing's ILIKE '%word%' search fast on large catalogues.
-- PGlite loads the extension from @electric-sql/pglite/contrib/pg_trgm (server/db/connect.ts);
-- Debian's postgresql-15 ships it in the main package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
