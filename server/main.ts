// `npm start`: the API and the built app from one process, on the embedded database by default.
import { pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateDatabase } from './db/migrate';
import { retentionJob } from './jobs/retention';
import { JobRunner } from './jobs/runner';
import { outboxDeliveryJob } from './messages/index';
import { seedIfEmpty } from './seed/index';

export async function startServer(options: { serveStatic: boolean }) {
  const config = loadConfig();
  const connection = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    maxConnections: config.databasePoolSize,
    poolWaitMs: config.databasePoolWaitMs,
  });
  await migrateDatabase(connection);
  await seedIfEmpty(connection.db, { now: new Date(), demo: config.seedOnStart });
  const { app, ctx } = await buildApp({ db: connection.db, config, serveStatic: options.serveStatic });
  // The one background-job runner (server/jobs): the outbox's delivery and the retention job. Stopped
  // before the pool closes, so a send in flight finishes and records itself.
  const jobs = new JobRunner(
    config.jobsEnabled ? [outboxDeliveryJob({ ...ctx, log: app.log }, ctx.messaging), retentionJob(ctx)] : [],
    app.log,
  );
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await connection.close();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  return { app, config, connection };
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  const { app, config, connection } = await startServer({ serveStatic: true });
  await app.listen({ host: config.host, port: config.port });
  const where = connection.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDataDir}`;
  console.log(
    `Startline is running on http://${config.host}:${config.port} (${config.env}, ${where}, payments: ${config.paymentProvider})`,
  );
}
