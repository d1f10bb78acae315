// `npm run worker`: the background jobs without the HTTP server, for a deployment that runs them in
// processes of their own (each server process also runs them unless JOBS_ENABLED=false). As many
// workers as wanted may run on one database: each job is safe to run in several processes at once.
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateDatabase } from './db/migrate';
import { retentionJob } from './jobs/retention';
import { JobRunner } from './jobs/runner';
import { createMessaging, outboxDeliveryJob } from './messages/index';

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
  const connection = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    maxConnections: config.databasePoolSize,
    poolWaitMs: config.databasePoolWaitMs,
  });
  await migrateDatabase(connection);
  const messaging = createMessaging(config, log);
  const runner = new JobRunner(
    [
      outboxDeliveryJob({ db: connection.db, config, now: () => new Date(), log }, messaging),
      retentionJob({ db: connection.db, now: () => new Date() }),
    ],
    log,
  );
  runner.start();
  const stop = async () => {
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
