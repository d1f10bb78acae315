// Payments settle themselves with two real server processes on one PostgreSQL (issue 26 item 3): the
// buyers pay at the Razorpay stand-in and close their tabs, every webhook is lost, and the payment
// jobs of both processes, polling the same orders, settle each order exactly once: one check at the
// provider, one invoice, one confirmation. PostgreSQL only: PGlite lives inside one process.
import { eq, like } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../src/api/schema';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { orders, outboxMessages } from '../../../server/db/schema';
import type { RazorpayStandIn } from '../../../server/stand-ins/razorpay-stand-in';
import { createPostgresTestDatabase, type TestDatabase } from '../../support/db';
import { postgresForTests } from '../../support/postgres';
import { injectFetch } from '../../support/server';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { createSignedInUser } from '../../support/users';
import { createEvent } from '../catalog/fixtures';
import { SIMPLE_FORM } from '../registrations/form-fixture';
import { openCheckout, razorpayEnv, startStandIn } from './razorpay-stand-in-fixture';

const BUYERS = 8;
/** Long enough for one process to check all the orders it claimed before another may claim them again. */
const RECONCILE_AFTER_MS = 5_000;

let database: TestDatabase & { url: string };
let standIn: RazorpayStandIn;
let servers: ServerProcess[] = [];

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What each process's payment jobs reported checking ('job pass' log lines at LOG_LEVEL=info). */
function ordersCheckedBy(server: ServerProcess): number {
  return server
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as { msg?: string; job?: string; checked?: number }];
      } catch {
        return [];
      }
    })
    .filter((entry) => entry.msg === 'job pass' && entry.job === 'payment-settlement')
    .reduce((sum, entry) => sum + (entry.checked ?? 0), 0);
}

beforeAll(async () => {
  database = await createPostgresTestDatabase(await postgresForTests());
  // No webhook URL: every event the stand-in would post is lost.
  standIn = await startStandIn();
  const env = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '3',
    ...razorpayEnv(standIn),
    PAYMENT_RECONCILE_AFTER_MS: String(RECONCILE_AFTER_MS),
    JOB_POLL_MS: '100',
    LOG_LEVEL: 'info',
  };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await standIn?.close();
  await database?.close();
});

describe('two server processes on one PostgreSQL', () => {
  it('settle every order paid while nobody watched exactly once', async () => {
    // The buyers' side, through the API in this process (which runs no jobs).
    const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...razorpayEnv(standIn) });
    const { app, ctx } = await buildApp({ db: database.db, config });
    await app.ready();
    const event = await createEvent(database.db, {
      now: new Date(),
      form: SIMPLE_FORM,
      subEvent: { entryFeePaise: 50_000 },
    });
    const checkouts = [];
    for (let index = 0; index < BUYERS; index += 1) {
      const buyer = await createSignedInUser({ ctx, config, clock: { now: () => new Date() } });
      const api = createClient<paths>({
        baseUrl: 'http://startline.test/api/v1',
        fetch: injectFetch(app),
        headers: { Authorization: `Bearer ${buyer.token}` },
      });
      checkouts.push(await openCheckout(api, event, `Runner ${index}`));
    }
    await app.close();
    for (const checkout of checkouts) await standIn.pay(checkout.providerOrderId);
    expect(standIn.webhooks.deliveries.every((delivery) => delivery.dropped)).toBe(true);

    await until('every order paid', async () => {
      const rows = await database.db.select({ status: orders.status }).from(orders);
      return rows.length === BUYERS && rows.every((row) => row.status === 'paid');
    });

    const paid = await database.db.select().from(orders);
    expect(new Set(paid.map((row) => row.invoiceNumber)).size).toBe(BUYERS);
    for (const { orderUuid, providerOrderId } of checkouts) {
      const fetched = standIn.requests.filter((request) => request === `GET /v1/orders/${providerOrderId}/payments`);
      expect(fetched, `${providerOrderId} asked of the provider once`).toHaveLength(1);
      const confirmations = await database.db
        .select({ channel: outboxMessages.channel })
        .from(outboxMessages)
        .where(like(outboxMessages.dedupeKey, `order_confirmation:${orderUuid}:%`));
      expect(confirmations.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
      const [row] = await database.db.select().from(orders).where(eq(orders.orderUuid, orderUuid));
      expect(row).toMatchObject({ status: 'paid', providerChecks: 1 });
    }
    // Between them the two processes checked each order once.
    expect(servers.map(ordersCheckedBy).reduce((sum, checked) => sum + checked, 0)).toBe(BUYERS);
  }, 180_000);
});
