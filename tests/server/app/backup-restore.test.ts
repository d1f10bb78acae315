// Backup and restore, proved (issue 26 item 5): on the local PostgreSQL, a person signs up with an
// MPIN, uploads a file, books and pays; scripts/backup.sh dumps the database and the uploads; the
// database and the upload directory are dropped; scripts/restore.sh brings them back into a new,
// empty database; and a new server on it shows the same invoice (its PDF byte for byte), the same
// e-ticket code (still verifying with the published key), the file, and lets the person sign in.
// `npm run backup:check` runs this file alone. PostgreSQL only: pg_dump needs a server.
import { execFile } from 'node:child_process';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import createClient from 'openapi-fetch';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { connectDatabase, type DatabaseConnection } from '../../../server/db/connect';
import { users } from '../../../server/db/schema';
import { hashMpin } from '../../../server/modules/auth/mpin';
import type { paths } from '../../../src/api/schema';
import { createPendingTicket, createSubEvent } from '../orders/fixtures';
import { createPostgresTestDatabase } from '../../support/db';
import { postgresForTests } from '../../support/postgres';
import { injectFetch } from '../../support/server';

const run = promisify(execFile);
const MPIN = '4829';
const MOBILE = '9812345670';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function startApp(databaseUrl: string, uploadDir: string) {
  const connection: DatabaseConnection = await connectDatabase({ databaseUrl });
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
  const { app, ctx } = await buildApp({ db: connection.db, config });
  await app.ready();
  const client = (token?: string) =>
    createClient<paths>({
      baseUrl: 'http://startline.test/api/v1',
      fetch: injectFetch(app),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  return {
    app,
    ctx,
    client,
    async signIn() {
      const answer = await client().POST('/auth/signin', {
        body: { identifier: MOBILE, mpin: MPIN, login_type: 'mobile', user_type: 'participant', source: 'web' },
      });
      if (!answer.data) throw new Error(`sign-in refused: ${JSON.stringify(answer.error)}`);
      return answer.data.data.token;
    },
    async close() {
      await app.close();
      await connection.close();
    },
  };
}

/** What the person can see of their booking: the invoice, its PDF, and the e-ticket code. */
async function whatThePersonSees(
  app: Awaited<ReturnType<typeof startApp>>,
  token: string,
  orderUuid: string,
  subEventUuid: string,
) {
  const invoice = await app
    .client(token)
    .GET('/invoices/order/{orderId}', { params: { path: { orderId: orderUuid } } });
  const pdf = await app.app.inject({
    method: 'GET',
    url: `/api/v1/invoices/order/${orderUuid}/pdf`,
    headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' },
  });
  const registrations = await app
    .client(token)
    .GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
      params: { path: { subEventUuid } },
    });
  return {
    invoice: invoice.data?.data.invoice,
    pdfSha256: createHash('sha256').update(pdf.rawPayload).digest('hex'),
    ticketCodes: (registrations.data?.message.participants ?? []).map((ticket) => ticket.ticket_code),
  };
}

async function filesIn(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((one) => one.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }
  return files;
}

it('brings back the invoice, the e-ticket, the uploads and sign-in after the database is dropped', async () => {
  const serverUrl = await postgresForTests();
  const original = await createPostgresTestDatabase(serverUrl);
  cleanups.push(() => original.close());
  const workDir = await mkdtemp(path.join(tmpdir(), 'startline-backup-'));
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  const uploadDir = path.join(workDir, 'uploads');

  // Before: a person with an MPIN, a file, and a paid booking.
  const before = await startApp(original.url, uploadDir);
  const [user] = await before.ctx.db
    .insert(users)
    .values({
      mobileNumber: MOBILE,
      username: 'asha_backup',
      fullName: 'Asha Backup',
      email: 'asha.backup@example.in',
      status: 'active',
      isProfileCompleted: true,
      isEmailVerified: true,
      isMpinSet: true,
      mpinHash: await hashMpin(before.ctx.config.mpinPepper, MPIN),
    })
    .returning();
  const token = await before.signIn();
  expect(token).toBeTruthy();
  const form = new FormData();
  form.append(
    'file',
    new Blob([new TextEncoder().encode('%PDF-1.4\n% medical certificate\n')], { type: 'application/pdf' }),
    'certificate.pdf',
  );
  form.append('folder_name', 'registered-participents-files');
  const uploaded = await before.client(token).POST('/uploads/single', { body: form as never });
  expect(uploaded.response.status).toBe(200);
  const subEvent = await createSubEvent(before.ctx.db, new Date());
  await createPendingTicket(before.ctx.db, {
    userId: user!.id,
    subEventId: subEvent.subEventId,
    category: '10k run',
    amountPaise: 79_900,
    phone: MOBILE,
  });
  const created = await before
    .client(token)
    .POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
  const checkout = created.data!.message.razorpay_order!;
  await before.client().POST('/payments/sandbox/complete', {
    body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
  });
  const status = await before.client(token).GET('/payments/status/{providerOrderId}', {
    params: { path: { providerOrderId: checkout.order_id } },
  });
  expect(status.data?.message.order.status).toBe('paid');
  const orderUuid = created.data!.message.order.order_uuid;
  const seenBefore = await whatThePersonSees(before, token!, orderUuid, subEvent.subEventUuid);
  expect(seenBefore.invoice?.document.number).toBeTruthy();
  expect(seenBefore.ticketCodes).toHaveLength(1);
  const filesBefore = await filesIn(uploadDir);
  expect(Object.keys(filesBefore)).toHaveLength(1);
  await before.close();

  // Back up; then lose everything.
  const backupDir = path.join(workDir, 'backup');
  await run('bash', ['scripts/backup.sh', backupDir], {
    env: { ...process.env, DATABASE_URL: original.url, UPLOAD_DIR: uploadDir },
  });
  expect((await readdir(backupDir)).sort()).toEqual(['SHA256SUMS', 'database.dump', 'uploads.tar.gz']);
  await original.close();
  await rm(uploadDir, { recursive: true, force: true });

  // Restore into a new, empty database, and start a server on it.
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const restoredName = `startline_restored_${Date.now()}`;
  await admin.query(`create database ${restoredName}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${restoredName} with (force)`);
    await admin.end();
  });
  const restoredUrl = new URL(serverUrl);
  restoredUrl.pathname = `/${restoredName}`;
  await run('bash', ['scripts/restore.sh', backupDir], {
    env: { ...process.env, DATABASE_URL: restoredUrl.toString(), UPLOAD_DIR: uploadDir },
  });

  const after = await startApp(restoredUrl.toString(), uploadDir);
  cleanups.push(() => after.close());
  const tokenAfter = await after.signIn();
  expect(tokenAfter, 'the person signs in with their MPIN after the restore').toBeTruthy();
  const seenAfter = await whatThePersonSees(after, tokenAfter!, orderUuid, subEvent.subEventUuid);
  expect(seenAfter).toEqual(seenBefore);
  expect(await filesIn(uploadDir)).toEqual(filesBefore);
  // The e-ticket still verifies with the key the restored server publishes.
  const publicKey = createPublicKey(
    (await after.app.inject({ method: 'GET', url: '/.well-known/startline-ticket-key.pem' })).body,
  );
  const code = seenAfter.ticketCodes[0]!;
  const signed = code.slice(0, code.lastIndexOf('.'));
  const signature = Buffer.from(code.slice(code.lastIndexOf('.') + 1), 'base64url');
  expect(verify(null, Buffer.from(signed), publicKey, signature)).toBe(true);
}, 120_000);

it('refuses a damaged backup before touching anything', async () => {
  const workDir = await mkdtemp(path.join(tmpdir(), 'startline-damaged-'));
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  await run('bash', [
    '-c',
    `cd ${workDir} && echo dump > database.dump && echo tar > uploads.tar.gz && sha256sum database.dump uploads.tar.gz > SHA256SUMS && echo changed >> database.dump`,
  ]);
  await expect(
    run('bash', ['scripts/restore.sh', workDir], {
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        UPLOAD_DIR: path.join(workDir, 'uploads'),
      },
    }),
  ).rejects.toMatchObject({ stderr: expect.stringMatching(/checksum did NOT match/) });
});
