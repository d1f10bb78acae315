// The outbox delivers exactly once toward the person with several worker processes on one PostgreSQL
// (FOR UPDATE SKIP LOCKED: each row is claimed by one), and after a worker is killed in the middle of
// a send (its lease runs out and another worker sends the mail whose transaction never completed).
// PostgreSQL only: PGlite lives inside one process.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, ne } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../src/api/schema';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { outboxMessages } from '../../../server/db/schema';
import { startMsg91StandIn, type Msg91StandIn } from '../../../server/stand-ins/msg91-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from '../../../server/stand-ins/smtp-stand-in';
import { createPostgresTestDatabase, type TestDatabase } from '../../support/db';
import { MSG91_AUTH_KEY, MSG91_TEMPLATES, msg91Env } from '../../support/message-stand-ins';
import { postgresForTests } from '../../support/postgres';
import { injectFetch } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { createEvent } from '../catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EXTRA_MAILS = 30;

let database: TestDatabase & { url: string };
let smtp: SmtpStandIn;
let msg91: Msg91StandIn;
let orderUuid: string;
const workers: ChildProcess[] = [];

function startWorker(env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '3',
      SMTP_URL: smtp.url,
      ...msg91Env(msg91),
      JOB_POLL_MS: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  return child;
}

async function stopWorker(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await createPostgresTestDatabase(await postgresForTests());
  smtp = await startSmtpStandIn();
  msg91 = await startMsg91StandIn({ authKey: MSG91_AUTH_KEY, templateIds: Object.values(MSG91_TEMPLATES) });
  // One real paid order, through the API in this process (no job runner here).
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...msg91Env(msg91), SMTP_URL: smtp.url });
  const { app, ctx } = await buildApp({ db: database.db, config });
  await app.ready();
  const fetchViaInject = injectFetch(app);
  const now = new Date();
  const event = await createEvent(database.db, { now, form: SIMPLE_FORM, subEvent: { entryFeePaise: 50_000 } });
  const buyer = await createSignedInUser({ ctx, config, clock: { now: () => new Date() } });
  const api = createClient<paths>({
    baseUrl: 'http://startline.test/api/v1',
    fetch: fetchViaInject,
    headers: { Authorization: `Bearer ${buyer.token}` },
  });
  await api.POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers(event.fields, { mandatory_participant_name: 'Asha Runner' }) },
  });
  const created = await api.POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
  const checkout = created.data!.message.razorpay_order!;
  orderUuid = created.data!.message.order.order_uuid;
  const anonymous = createClient<paths>({ baseUrl: 'http://startline.test/api/v1', fetch: fetchViaInject });
  await anonymous.POST('/payments/sandbox/complete', {
    body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
  });
  const status = await api.GET('/payments/status/{providerOrderId}', {
    params: { path: { providerOrderId: checkout.order_id }, query: {} },
  });
  expect(status.data?.message.order.status).toBe('paid');
  await app.close();
}, 180_000);

afterAll(async () => {
  await Promise.all(workers.map((child) => stopWorker(child, 'SIGKILL')));
  await smtp?.close();
  await msg91?.close();
  await database?.close();
});

describe('the outbox on PostgreSQL', () => {
  it('two worker processes deliver every message exactly once', async () => {
    // The order's own SMS and mail, and 30 more mails about it, all due at once.
    await database.db.insert(outboxMessages).values(
      Array.from({ length: EXTRA_MAILS }, (_, index) => ({
        dedupeKey: `load-test:${index}`,
        kind: 'order_confirmation' as const,
        channel: 'email' as const,
        recipient: `person${index}@example.in`,
        payload: { orderUuid },
      })),
    );
    const first = startWorker();
    const second = startWorker();
    await until('every message sent', async () => {
      const left = await database.db.select().from(outboxMessages).where(ne(outboxMessages.status, 'sent'));
      return left.length === 0;
    });
    await stopWorker(first);
    await stopWorker(second);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(EXTRA_MAILS + 1);
    expect(new Set(ids).size).toBe(EXTRA_MAILS + 1);
    expect(msg91.received.filter((sms) => sms.templateId === MSG91_TEMPLATES.confirmation)).toHaveLength(1);
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  }, 180_000);

  it('a worker killed in the middle of a send leaves the mail to another, which sends it once', async () => {
    await database.db.delete(outboxMessages);
    smtp.received.length = 0;
    await database.db.insert(outboxMessages).values({
      dedupeKey: `crash-test:${orderUuid}`,
      kind: 'order_confirmation',
      channel: 'email',
      recipient: 'asha.crash@example.in',
      payload: { orderUuid },
    });
    // The SMTP server holds its answer to DATA: the worker is mid-send when it is killed.
    smtp.behave('hold');
    const startedBefore = smtp.dataStarted;
    const doomed = startWorker({ MESSAGE_PROVIDER_TIMEOUT_MS: '1000' });
    await until('the send to begin', () => smtp.dataStarted > startedBefore);
    await stopWorker(doomed, 'SIGKILL');
    smtp.behave('normal');
    const [claimed] = await database.db.select().from(outboxMessages);
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });
    // Its lease (2 x 1 s + 10 s) runs out; the next worker takes the row over.
    startWorker({ MESSAGE_PROVIDER_TIMEOUT_MS: '1000' });
    await until('the mail to be sent', async () => {
      const [row] = await database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.dedupeKey, `crash-test:${orderUuid}`));
      return row?.status === 'sent';
    });
    expect(smtp.received.map((mail) => mail.to)).toEqual(['asha.crash@example.in']);
    const [sent] = await database.db.select().from(outboxMessages);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  }, 180_000);
});
