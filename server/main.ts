// `npm start` and `npm run serve`: the API and the built app from one process, on the embedded database
// by default. `npm start` builds first (a newcomer's one command); `npm run serve` runs what
// `npm run build` left, without the dev dependencies (docs/operations.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_ROOT, buildApp } from './app';
import { loadConfig } from './config';
import { configuredDatabase, connectDatabase } from './db/connect';
import { migrateDatabase } from './db/migrate';
import { backgroundJobs } from './jobs/background-jobs';
import { JobRunner, jobsYieldAbove } from './jobs/runner';
import { RequestGate } from './load-shedding';
import { drain } from './operations/lifecycle';
import { createMetrics, startMetricsServer } from './operations/metrics';
import { productionWarnings } from './operations/production-warnings';
import { seedIfEmpty } from './seed/index';

export async function startServer(options: { serveStatic: boolean }) {
  const config = loadConfig();
  const connection = await connectDatabase(configuredDatabase(config));
  await migrateDatabase(connection);
  await seedIfEmpty(connection.db, { now: new Date(), demo: config.seedOnStart });
  const metrics = createMetrics({ defaultMetrics: true });
  const requestGate = new RequestGate(config.maxConcurrentRequests);
  const { app, ctx, lifecycle } = await buildApp({
    db: connection.db,
    config,
    serveStatic: options.serveStatic,
    metrics,
    requestGate,
  });
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  // The one background-job runner (server/jobs): the outbox's delivery, the payments' settlement and the retention job.
  // Stopped before the pool closes, so a send or a settlement in flight finishes and records itself.
  // Passes give way while requests crowd the process (a registration rush), for half a minute at most.
  const jobs = new JobRunner(config.jobsEnabled ? backgroundJobs(ctx, app.log) : [], app.log, metrics.jobPass, {
    busy: () => requestGate.active >= jobsYieldAbove(config.maxConcurrentRequests),
    maxDeferMs: 30_000,
  });
  metrics.watchBacklogs(() => jobs.backlogs());
  if (connection.poolUse) metrics.watchPool(connection.poolUse);
  const metricsServer =
    config.metricsPort === null ? null : await startMetricsServer(metrics, config.metricsHost, config.metricsPort);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    metricsServer?.close();
    await connection.close();
  });
  // SIGTERM (a deploy, `docker stop`): drain, then exit (server/operations/lifecycle.ts). A second
  // signal while draining ends the process at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.once(signal, () => process.exit(1));
      void drain({
        lifecycle,
        close: () => app.close(),
        delayMs: config.shutdownDelayMs,
        graceMs: config.shutdownGraceMs,
        log: app.log,
      }).then((code) => process.exit(code));
    });
  }
  return { app, config, connection };
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  // `npm run serve` passes --built: it serves a build and never makes one, so it says when there is none.
  const staticDir = path.resolve(APP_ROOT, loadConfig().staticDir);
  if (process.argv.includes('--built') && !existsSync(path.join(staticDir, 'index.html'))) {
    console.error(`No built app in ${staticDir}: run npm run build first (docs/operations.md).`);
    process.exit(1);
  }
  const { app, config, connection } = await startServer({ serveStatic: true });
  await app.listen({ host: config.host, port: config.port });
  const where = connection.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDataDir}`;
  console.log(
    `Startline is running on http://${config.host}:${config.port} (${config.env}, ${where}, payments: ${config.paymentProvider})`,
  );
}
