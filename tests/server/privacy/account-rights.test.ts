// Issue 27 items 2-3 on real PGlite through the generated client: consent stored with its time and
// policy version; the export holds what was entered; deleting the account asks the MPIN, ends every
// session, leaves the person's data in no table but the GST documents as issued, and lets the mobile
// number register again.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { PRIVACY_POLICY_VERSION } from '../../../src/domain/privacy';
import { consents, taxDocuments, users } from '../../../server/db/schema';
import { GENEROUS_LIMITS, freshMobile, freshUsername, signIn, STRONG_MPIN, verifyMobile } from '../auth/helpers';
import { createPendingTicket, createSubEvent } from '../orders/fixtures';
import { createTestServer, type TestServer } from '../../support/server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'startline-rights-'));
  server = await createTestServer({ env: { ...GENEROUS_LIMITS, UPLOAD_DIR: uploadDir } });
});

afterAll(async () => {
  await server?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

interface Person {
  mobile: string;
  username: string;
  email: string;
  userUuid: string;
}

async function register(consentVersion: string | undefined = PRIVACY_POLICY_VERSION, mobile = freshMobile()) {
  const username = freshUsername('rights');
  const email = `${username}@example.in`;
  const userUuid = await verifyMobile(server, mobile);
  const answer = await server.client.POST('/auth/complete-profile', {
    body: {
      user_uuid: userUuid,
      username,
      email,
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
      user_type: 'participant',
      full_name: 'Meera Iyer',
      ...(consentVersion === undefined ? {} : { consent_policy_version: consentVersion }),
    },
  });
  return { answer, person: { mobile, username, email, userUuid } satisfies Person };
}

async function signedIn(person: Person) {
  const { data } = await signIn(server, person.mobile, STRONG_MPIN);
  return { token: data!.data.token, refreshToken: data!.data.refresh_token };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every row of every table as text, by table: where a person's data could still be. */
async function everyTableAsText(): Promise<Map<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await server.ctx.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    ),
  );
  const texts = new Map<string, string>();
  for (const { table_name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await server.ctx.db.execute(sql.raw(`select t::text as row from "${table_name}" t`)),
    );
    texts.set(table_name, rows.map((row) => row.row).join('\n'));
  }
  return texts;
}

describe('consent at sign-up', () => {
  it('stores when the person agreed and to which policy version', async () => {
    const before = server.clock.now();
    const { answer, person } = await register();
    expect(answer.response.status).toBe(200);
    expect(answer.data!.data.user.user_uuid).toBe(person.userUuid);
    const rows = await server.ctx.db.select().from(consents);
    const mine = rows.filter((row) => row.policyVersion === PRIVACY_POLICY_VERSION);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.at(-1)!.givenAt.getTime()).toBe(before.getTime());
  });

  it('refuses a policy version that is not the current one, creating nothing', async () => {
    const consentsBefore = await server.ctx.db.select().from(consents);
    const { answer } = await register('2020-01-01');
    expect(answer.response.status).toBe(400);
    expect(answer.error?.message).toBe(
      'The privacy policy has changed. Please reload the page and read the new notice.',
    );
    expect(await server.ctx.db.select().from(consents)).toEqual(consentsBefore);
  });
});

describe("the person's rights on /profile", () => {
  async function personWithData() {
    const { person } = await register();
    const [user] = await server.ctx.db.select({ id: users.id }).from(users).where(eq(users.userUuid, person.userUuid));
    const userId = user!.id;
    const session = await signedIn(person);
    const client = server.clientWithToken(session.token);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await createPendingTicket(server.ctx.db, {
      userId,
      subEventId: subEvent.subEventId,
      category: '10k run',
      amountPaise: 79_900,
      name: `Kavya ${person.username}`,
      email: `kavya.${person.username}@example.in`,
      phone: person.mobile,
    });
    const created = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
    const checkout = created.data!.message.razorpay_order!;
    await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
    });
    await client.GET('/payments/status/{providerOrderId}', {
      params: { path: { providerOrderId: checkout.order_id } },
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'kavya-aadhaar.png');
    form.append('folder_name', 'registered-participents-files');
    const uploaded = await client.POST('/uploads/single', {
      body: form as unknown as components['schemas']['UploadRequest'],
    });
    return {
      person,
      session,
      client,
      orderUuid: created.data!.message.order.order_uuid,
      fileUrl: uploaded.data!.data.file_url,
    };
  }

  it("'Download my data' holds the profile, consent, attendees with their answers, orders and uploads", async () => {
    const { person, client, orderUuid } = await personWithData();
    const { data, response } = await client.GET('/auth/me/data');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="startline-my-data.json"');
    const exported = data!.data;
    expect(exported.profile).toMatchObject({
      user_uuid: person.userUuid,
      mobile_number: person.mobile,
      username: person.username,
      email: person.email,
      full_name: 'Meera Iyer',
    });
    expect(exported.profile).not.toHaveProperty('mpin_hash');
    expect(exported.consents).toEqual([
      expect.objectContaining({ policy_version: PRIVACY_POLICY_VERSION, given_at: expect.any(String) }),
    ]);
    expect(exported.attendees).toEqual([
      expect.objectContaining({
        order_uuid: orderUuid,
        answers: expect.objectContaining({
          mandatory_participant_name: `Kavya ${person.username}`,
          mandatory_email: `kavya.${person.username}@example.in`,
          mandatory_phone: person.mobile,
        }),
      }),
    ]);
    expect(exported.orders).toEqual([expect.objectContaining({ order_uuid: orderUuid, status: 'paid' })]);
    expect(exported.uploads).toEqual([expect.objectContaining({ original_name: 'kavya-aadhaar.png' })]);
  });

  it('the export needs a session', async () => {
    expect((await server.client.GET('/auth/me/data')).response.status).toBe(401);
  });

  it('a wrong MPIN deletes nothing', async () => {
    const { person, client } = await personWithData();
    const refused = await client.POST('/auth/delete-account', { body: { mpin: '7391' } });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.message).toBe('Incorrect MPIN');
    expect((await client.GET('/auth/me')).data!.data.user.username).toBe(person.username);
  });

  it('deletes the account: sessions end, no personal data is left but the GST invoice, the number registers again', async () => {
    const { person, session, client, orderUuid, fileUrl } = await personWithData();
    const second = await signedIn(person);
    const [invoiceBefore] = await server.ctx.db
      .select()
      .from(taxDocuments)
      .where(sql`${taxDocuments.orderUuid} = ${orderUuid}`);
    expect(invoiceBefore).toBeDefined();
    expect(await readdir(uploadDir)).toContain(fileUrl.split('/').pop());

    const deleted = await client.POST('/auth/delete-account', { body: { mpin: STRONG_MPIN } });
    expect(deleted.response.status).toBe(200);
    expect(deleted.data!.message).toBe('Your account has been deleted');

    // Every session ends: both access tokens and both refresh tokens.
    expect((await client.GET('/auth/me')).response.status).toBe(401);
    expect((await server.clientWithToken(second.token).GET('/auth/me/data')).response.status).toBe(401);
    for (const refreshToken of [session.refreshToken, second.refreshToken]) {
      const refreshed = await server.client.POST('/auth/refresh-token', { body: { refresh_token: refreshToken } });
      expect(refreshed.response.status).toBe(401);
    }
    // The file goes with the account.
    expect(await readdir(uploadDir)).not.toContain(fileUrl.split('/').pop());

    // Nothing names the person any more, in any table, except the invoice kept as issued.
    const traces = [person.mobile, person.email, person.username, person.userUuid];
    for (const [table, text] of await everyTableAsText()) {
      if (table === 'tax_documents') continue;
      for (const trace of traces) expect(text.includes(trace), `${trace} in ${table}`).toBe(false);
    }
    const [invoiceAfter] = await server.ctx.db
      .select()
      .from(taxDocuments)
      .where(sql`${taxDocuments.orderUuid} = ${orderUuid}`);
    expect(invoiceAfter!.data).toEqual(invoiceBefore!.data);
    expect(invoiceAfter!.pdf.equals(invoiceBefore!.pdf)).toBe(true);

    // The mobile number can register again, as a new account.
    const again = await register(PRIVACY_POLICY_VERSION, person.mobile);
    expect(again.answer.response.status).toBe(200);
    expect(again.answer.data!.data.user.user_uuid).not.toBe(person.userUuid);
  });
});
