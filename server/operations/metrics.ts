// Prometheus metrics (issue 26 item 4), through prom-client: the Prometheus project's own Node client,
// whose text format and histogram buckets every scraper reads. One registry per app (tests build many
// apps in one process), never prom-client's global one.
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { PaymentEvent } from '../modules/orders/payment-events';

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Metrics {
  registry: Registry;
  /** Counts a payment event (paid, refunded, captured, refund accepted, processed or failed) by the path that made it. */
  paymentEvent(event: Pick<PaymentEvent, 'kind' | 'via'>): void;
  /** Counts one pass of a background job, and how long it took. */
  jobPass(job: string, outcome: 'ok' | 'failed', seconds: number): void;
  /** Reads the database pool at each scrape (PostgreSQL only; PGlite has no pool). */
  watchPool(read: () => PoolUse | null): void;
  /** Reads each job's backlog (work due and not done) at each scrape. */
  watchBacklogs(read: () => Promise<Record<string, number>>): void;
  text(): Promise<string>;
}

/** Seconds; an API answer is expected in tens of milliseconds, a slow one in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** defaultMetrics: the process's own (CPU, memory, event loop); on for a server or worker process, off in tests. */
export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'startline' });
  // The process's CPU, memory, event-loop lag and handles: what an operator looks at first.
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'startline_' });

  const payments = new Counter({
    name: 'startline_payment_events_total',
    help: 'Payment events by kind (paid, refunded, captured, refund_accepted, refund_processed, refund_failed) and the path that made them (status call, webhook, reconcile job).',
    labelNames: ['kind', 'path'] as const,
    registers: [registry],
  });
  const passes = new Counter({
    name: 'startline_job_passes_total',
    help: 'Passes of each background job, by outcome (failed: the pass threw; its work is retried).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const passSeconds = new Histogram({
    name: 'startline_job_pass_duration_seconds',
    help: 'How long one pass of a background job took.',
    labelNames: ['job'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  let readPool: () => PoolUse | null = () => null;
  new Gauge({
    name: 'startline_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, queries waiting for one, and the maximum.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = readPool();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });

  let readBacklogs: () => Promise<Record<string, number>> = async () => ({});
  new Gauge({
    name: 'startline_job_backlog',
    help: 'Work due for each background job and not yet done (messages to send, orders to settle).',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      // A scrape while the database is away shows the other metrics; the backlog is simply absent.
      const backlogs = await readBacklogs().catch(() => ({}));
      this.reset();
      for (const [job, value] of Object.entries(backlogs)) this.set({ job }, value);
    },
  });

  return {
    registry,
    paymentEvent: (event) => payments.inc({ kind: event.kind, path: event.via }),
    jobPass(job, outcome, seconds) {
      passes.inc({ job, outcome });
      passSeconds.observe({ job }, seconds);
    },
    watchPool: (read) => void (readPool = read),
    watchBacklogs: (read) => void (readBacklogs = read),
    text: () => registry.metrics(),
  };
}

/**
 * Counts every answer and its latency by route and status. The route is the matched pattern
 * (`/api/v1/events/:id`), never the URL: one series per route, whatever ids people ask for.
 */
export function observeRequests(app: FastifyInstance, metrics: Metrics, apiPrefix: string): void {
  const requests = new Counter({
    name: 'startline_http_requests_total',
    help: 'HTTP answers, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: 'startline_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request, apiPrefix), status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
}

function routeLabel(request: FastifyRequest, apiPrefix: string): string {
  const pattern = request.routeOptions.url;
  if (pattern?.startsWith('/assets/')) return '/assets/*';
  if (pattern) return pattern;
  // The not-found handler: the app's documents for page routes, a 404 for anything else.
  return request.url.startsWith(apiPrefix) ? 'unmatched' : 'app document';
}

/** `/metrics` on the app's own port, for a scraper that presents the token (METRICS_TOKEN). */
export function serveMetricsWithToken(app: FastifyInstance, metrics: Metrics, token: string): void {
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const offered = Buffer.from(request.headers.authorization ?? '');
    if (offered.length !== expected.length || !timingSafeEqual(offered, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.text());
  });
}

/**
 * `/metrics` on a port of its own (METRICS_PORT), which the operator keeps off the public network:
 * a plain node server, so a scrape never waits behind the app's own request limits.
 */
export async function startMetricsServer(metrics: Metrics, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
      return;
    }
    metrics.text().then(
      (body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
