// The benchmark's own database: an in-memory PGlite by default, or with DATABASE_URL a new PostgreSQL
// database made for this run and dropped afterwards, so 100,000 generated events never land in
// anybody's real data.
import pg from 'pg';
import { connectDatabase, type DatabaseConnection } from '../server/db/connect';
import { migrateDatabase } from '../server/db/migrate';

export interface BenchDatabase {
  connection: DatabaseConnection;
  /** Where the data lives, for the printed header. */
  description: string;
  /** PostgreSQL only: the new database, for a server process of its own to connect to. */
  url?: string;
  close(): Promise<void>;
}

export async function openBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const connection = await connectDatabase();
    await migrateDatabase(connection);
    return {
      connection,
      description: 'PGlite in memory (the database runs inside this process)',
      close: () => connection.close(),
    };
  }
  const name = `startline_bench_${process.pid}_${Date.now().toString(36)}`;
  await runAdmin(databaseUrl, `CREATE DATABASE "${name}"`);
  const drop = () => runAdmin(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    const connection = await connectDatabase({ databaseUrl: url.toString(), maxConnections: 10 });
    await migrateDatabase(connection);
    return {
      connection,
      description: `PostgreSQL database ${name} on ${url.host} (dropped at the end; a separate process)`,
      url: url.toString(),
      close: async () => {
        await connection.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
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
