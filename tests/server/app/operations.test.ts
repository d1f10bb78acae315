// What an operator runs the server with (issue 26 item 4): request ids, readiness, metrics and the
// warnings production prints at start. The app in process on PGlite; nothing of ours is mocked.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { AddressInfo } from 'node:net';
import { JobRunner } from '../../../server/jobs/runner';
import { createMetrics, startMetricsServer } from '../../../server/operations/metrics';
import { productionWarnings } from '../../../server/operations/production-warnings';
import { parsePrometheusText, sampleValue, type PrometheusText } from '../../support/prometheus-text';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { createPendingTicket, createSubEvent } from '../orders/fixtures';

const METRICS_TOKEN = 'metrics-token-for-the-operations-test-0123456789';

/** Every JSON log line the app wrote, parsed. */
function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('X-Request-Id', () => {
  let server: TestServer;
  let trusting: TestServer;
  const log = logCollector();

  beforeAll(async () => {
    server = await createTestServer({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
    // app.inject's requests come from 127.0.0.1, here the trusted proxy's address.
    trusting = await createTestServer({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
  });
  afterAll(async () => {
    await server?.close();
    await trusting?.close();
  });

  it('is made for every request, answered in its header, and carried on each log line of that request', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/api/v1/sub-events/public' });
    const second = await server.app.inject({ method: 'GET', url: '/no-such-file.png' });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(second.statusCode).toBe(404);
    const linesOfFirst = log.lines.filter((line) => line.reqId === ids[0]);
    // Fastify's 'incoming request' and 'request completed', both bound to the id.
    expect(linesOfFirst.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("is taken from a trusted proxy's header, and never from anyone else's", async () => {
    const offered = 'proxy-7f3a9c.1';
    const fromProxy = await trusting.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': offered },
    });
    expect(fromProxy.headers['x-request-id']).toBe(offered);
    const fromStranger = await server.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': offered },
    });
    expect(fromStranger.headers['x-request-id']).not.toBe(offered);
    // Even a trusted proxy cannot put text a log reader could trip on into the logs.
    const unsafe = await trusting.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\tc' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('/healthz and /readyz', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server?.close());

  it('is live and ready while the database answers, and unready (503) once draining', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { ready: true }]);
    server.lifecycle.beginDrain();
    const draining = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect([draining.statusCode, draining.json()]).toEqual([503, { ready: false, reason: 'draining' }]);
    // Liveness is about the process, which is fine: the orchestrator must not restart it mid-drain.
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  let server: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { METRICS_TOKEN } });
    closed = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await closed?.close();
  });

  async function scrape(): Promise<PrometheusText> {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4');
    return parsePrometheusText(answer.body);
  }

  it('is not on the public port without a token, and refuses a wrong one', async () => {
    expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  });

  it('counts answers and their latency by route pattern and status, parsed as Prometheus text', async () => {
    await server.app.inject({ method: 'GET', url: '/api/v1/sub-events/public' });
    await server.app.inject({ method: 'GET', url: '/api/v1/sub-events/public' });
    await server.app.inject({ method: 'GET', url: '/api/v1/no-such-operation' });
    const scraped = await scrape();
    const listing = { method: 'GET', route: '/api/v1/sub-events/public', status: '200' };
    expect(scraped.types.get('startline_http_requests_total')).toBe('counter');
    expect(sampleValue(scraped, 'startline_http_requests_total', listing)).toBe(2);
    expect(sampleValue(scraped, 'startline_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(scraped.types.get('startline_http_request_duration_seconds')).toBe('histogram');
    expect(sampleValue(scraped, 'startline_http_request_duration_seconds_count', listing)).toBe(2);
    expect(sampleValue(scraped, 'startline_http_request_duration_seconds_bucket', { ...listing, le: '+Inf' })).toBe(2);
  });

  it('carries payments settled by path, and job passes, failures and backlog', async () => {
    // A real payment through the sandbox, settled by the buyer's status call.
    const buyer = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await createPendingTicket(server.ctx.db, {
      userId: buyer.id,
      subEventId: subEvent.subEventId,
      category: '10k run',
      amountPaise: 79_900,
    });
    const created = await server.clientWithToken(buyer.token).POST('/orders/create', {
      body: { sub_event_uuid: subEvent.subEventUuid },
    });
    const checkout = created.data!.message.razorpay_order!;
    await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
    });
    const status = await server.clientWithToken(buyer.token).GET('/payments/status/{providerOrderId}', {
      params: { path: { providerOrderId: checkout.order_id } },
    });
    expect(status.data?.message.order.status).toBe('paid');
    let backlog = 3;
    const runner = new JobRunner(
      [
        { name: 'works', everyMs: 1_000, run: async () => undefined, backlog: async () => backlog },
        {
          name: 'breaks',
          everyMs: 1_000,
          run: async () => {
            throw new Error('provider away');
          },
        },
      ],
      { info: () => undefined, error: () => undefined },
      server.ctx.metrics.jobPass,
    );
    server.ctx.metrics.watchBacklogs(() => runner.backlogs());
    await runner.runOnce();
    backlog = 0;
    await runner.runOnce();
    const scraped = await scrape();
    expect(sampleValue(scraped, 'startline_payment_events_total', { kind: 'paid', path: 'status' })).toBe(1);
    const passes = (job: string, outcome: string) =>
      sampleValue(scraped, 'startline_job_passes_total', { job, outcome });
    expect([passes('works', 'ok'), passes('breaks', 'failed')]).toEqual([2, 2]);
    // Read at the scrape: the backlog as it is now, and only jobs that have one.
    const backlogs = scraped.samples.filter((sample) => sample.name === 'startline_job_backlog');
    expect(backlogs.map((sample) => [sample.labels.job, sample.value])).toEqual([['works', 0]]);
  });
});

describe('/metrics on a port of its own (METRICS_PORT)', () => {
  it('serves the scrape there without a token, and nothing else', async () => {
    const metrics = createMetrics({ defaultMetrics: true });
    metrics.paymentEvent({ kind: 'refunded', via: 'reconcile' });
    const server = await startMetricsServer(metrics, '127.0.0.1', 0);
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const scraped = parsePrometheusText(await (await fetch(`${origin}/metrics`)).text());
      expect(sampleValue(scraped, 'startline_payment_events_total', { kind: 'refunded', path: 'reconcile' })).toBe(1);
      // The process's own figures, which a server or worker process adds.
      expect(scraped.types.get('startline_process_resident_memory_bytes')).toBe('gauge');
      expect((await fetch(`${origin}/healthz`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('warnings production prints at start', () => {
  const production = {
    APP_ENV: 'production',
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'k'.repeat(32),
    RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(32),
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'a',
    MSG91_SENDER_ID: 'STRTLN',
    MSG91_OTP_TEMPLATE_ID: 'o',
    MSG91_CONFIRMATION_TEMPLATE_ID: 'c',
    MSG91_REFUND_TEMPLATE_ID: 'r',
    MSG91_CANCELLATION_TEMPLATE_ID: 'x',
    MSG91_WAITLIST_TEMPLATE_ID: 'w',
    MSG91_TRANSFER_TEMPLATE_ID: 't',
    MSG91_OTP_TEMPLATE_ID_HI: 'oh',
    MSG91_CONFIRMATION_TEMPLATE_ID_HI: 'ch',
    MSG91_REFUND_TEMPLATE_ID_HI: 'rh',
    MSG91_CANCELLATION_TEMPLATE_ID_HI: 'xh',
    MSG91_WAITLIST_TEMPLATE_ID_HI: 'wh',
    MSG91_TRANSFER_TEMPLATE_ID_HI: 'th',
    SMTP_URL: 'smtp://mail.example:587',
    PUBLIC_BASE_URL: 'https://tickets.example',
    JWT_SECRET: 'j'.repeat(40),
    MPIN_PEPPER: 'p'.repeat(40),
    COMPANY_GSTIN: '27AAPFU0939F1ZV',
  };

  it('warns of a loopback HOST and of no TRUSTED_PROXIES, and of nothing once both are set', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const key = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const warnings = productionWarnings(loadConfig({ ...production, TICKET_SIGNING_KEY: key }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^HOST is 127\.0\.0\.1: only this machine can reach the server/);
    expect(warnings[1]).toMatch(/^TRUSTED_PROXIES is empty/);
    const set = loadConfig({ ...production, TICKET_SIGNING_KEY: key, HOST: '0.0.0.0', TRUSTED_PROXIES: '10.0.0.0/8' });
    expect(productionWarnings(set)).toEqual([]);
    // Development runs on the loopback on purpose: nothing to say there.
    expect(productionWarnings(loadConfig({ APP_ENV: 'development' }))).toEqual([]);
  });

  it('refuses a short METRICS_TOKEN in production, like the other secrets', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const key = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadConfig({ ...production, TICKET_SIGNING_KEY: key, METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 32 characters in production',
    );
  });
});
