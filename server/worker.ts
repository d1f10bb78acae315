// `npm run worker`: the background jobs (server/jobs/background-jobs.ts) without the HTTP server, for a deployment that runs them in
// processes of their own (each server process also runs them unless JOBS_ENABLED=false). As many
// workers as wanted may run on one database: each job is safe to run in several processes at once.
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config';
import { configuredDatabase, connectDatabase } from './db/connect';
import { migrateDatabase } from './db/migrate';
import { backgroundJobs } from './jobs/background-jobs';
import { JobRunner } from './jobs/runner';
import { createMessaging } from './messages/index';
import { createMetrics, startMetricsServer } from './operations/metrics';
import { createPaymentProvider } from './payments/index';

/** One JSON line per entry, like the server's log (pino's shape: level, time, msg). */
function jsonLogger(level: string) {
  const levels = { error: 50, warn: 40, info: 30 } as const;
  const threshold = levels[level as keyof typeof levels] ?? (level === 'silent' ? Infinity : 0);
  const write = (name: keyof typeof levels) => (fields: object, msg?: string) => {
    if (levels[name] < threshold) return;
    const { err, ...rest } = fields as { err?: unknown };
    const error = err instanceof Error ? { err: { message: err.message, stack: err.stack } } : {};
    process.stdout.write(`${JSON.stringify({ level: levels[name], time: Date.now(), ...rest, ...error, msg })}\n`);
  };
  return { error: write('error'), warn: write('warn'), info: write('info') };
}

export async function startWorker() {
  const config = loadConfig();
  const log = jsonLogger(config.logLevel);
  const connection = await connectDatabase(configuredDatabase(config));
  await migrateDatabase(connection);
  const messaging = createMessaging(config, log);
  const metrics = createMetrics({ defaultMetrics: true });
  const { db } = connection;
  const payments = createPaymentProvider(config, { db });
  const runner = new JobRunner(
    backgroundJobs(
      { db, config, payments, messaging, now: () => new Date(), onPaymentEvent: metrics.paymentEvent },
      log,
    ),
    log,
    metrics.jobPass,
  );
  metrics.watchBacklogs(() => runner.backlogs());
  if (connection.poolUse) metrics.watchPool(connection.poolUse);
  // A worker has no public port: its metrics are served only on METRICS_PORT.
  const metricsServer =
    config.metricsPort === null ? null : await startMetricsServer(metrics, config.metricsHost, config.metricsPort);
  runner.start();
  const stop = async () => {
    metricsServer?.close();
    await runner.stop();
    messaging.mailer.close();
    await connection.close();
  };
  return { runner, stop, log };
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  const { stop, log } = await startWorker();
  log.info({}, 'Startline worker running');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().then(() => process.exit(0));
    });
  }
}
