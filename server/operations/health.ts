// Liveness and readiness (issue 26 item 4). /healthz says the process answers: a load balancer or an
// orchestrator restarts it when it stops. /readyz says it should be sent traffic: the database
// answers and the process is not draining; a 503 takes it out of rotation without restarting it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import type { Lifecycle } from './lifecycle';

/** How long /readyz waits for the database before calling it unready. */
export const READINESS_DB_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: FastifyInstance, db: Db, lifecycle: Lifecycle): void {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (lifecycle.draining) return reply.code(503).send({ ready: false, reason: 'draining' });
    const database = await databaseAnswers(db);
    if (!database) return reply.code(503).send({ ready: false, reason: 'database unavailable' });
    return { ready: true };
  });
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_DB_TIMEOUT_MS);
  });
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
