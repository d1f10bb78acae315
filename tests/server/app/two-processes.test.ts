// Scale-out (issue 10 item 9): two real server processes on one PostgreSQL, behind a round-robin
// that sends each request to the other process in turn, behave as one server. Both start at once on
// an empty database (migrations and the PIN code load happen once, not racing); every journey works
// with its steps split across the processes; the sign-in failure limit, held places, the one order
// per set of tickets and refresh-token rotation hold across them; and a file uploaded through one is
// served by the other, with uploads in the database (UPLOAD_STORAGE=database) and no shared disk.
// PostgreSQL only: PGlite lives inside one process and cannot be shared by two.
import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components, paths } from '../../../src/api/schema';
import { pincodes } from '../../../server/db/schema';
import { MIGRATIONS_FOLDER } from '../../../server/db/migrate';
import { createEvent, type CreatedEvent } from '../catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';
import { createPostgresTestDatabase, type TestDatabase } from '../../support/db';
import { postgresForTests } from '../../support/postgres';
import { SERVED_BY, startRoundRobin, type RoundRobin } from '../../support/round-robin';
import { startServerProcess, type ServerProcess } from '../../support/server-process';

const SIGNIN_FAILURE_LIMIT = 5;
const MPIN = '4826';
const WRONG_MPIN = '7391';
/** server/modules/auth/rules.ts REFRESH_REUSE_GRACE_MS, waited out for real: these servers keep real time. */
const REFRESH_GRACE_MS = 5_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let database: TestDatabase & { url: string };
let uploadRoot: string;
let servers: ServerProcess[] = [];
let balancer: RoundRobin;

beforeAll(async () => {
  database = await createPostgresTestDatabase(await postgresForTests(), { migrated: false });
  uploadRoot = await mkdtemp(path.join(tmpdir(), 'startline-two-processes-'));
  const envOf = (name: string) => ({
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '4',
    UPLOAD_STORAGE: 'database',
    // Each process its own (unused) upload folder: nothing may depend on a shared disk.
    UPLOAD_DIR: path.join(uploadRoot, name),
    TRUSTED_PROXIES: '127.0.0.1',
    SIGNIN_FAILURE_LIMIT_PER_CLIENT: String(SIGNIN_FAILURE_LIMIT),
  });
  // Started together on an empty database: both migrate and seed at the same moment.
  const started = await Promise.allSettled([startServerProcess(envOf('a')), startServerProcess(envOf('b'))]);
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  balancer = await startRoundRobin([
    { name: 'a', port: servers[0]!.port },
    { name: 'b', port: servers[1]!.port },
  ]);
}, 180_000);

afterAll(async () => {
  await balancer?.close();
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
  if (uploadRoot) await rm(uploadRoot, { recursive: true, force: true });
});

/** The generated client through the round-robin, as one visitor (one address) behind it. */
function visitor(address: string, token?: string): Client<paths> {
  return createClient<paths>({
    baseUrl: `${balancer.origin}/api/v1`,
    headers: { 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

let addressCounter = 0;
/** A documentation address (RFC 5737) of its own per visitor, so per-client limits do not mix tests. */
function freshAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

const freshMobile = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
const servedBy = (answer: { response: Response }) => answer.response.headers.get(SERVED_BY);

interface SignedIn {
  address: string;
  mobileNumber: string;
  token: string;
  refreshToken: string;
}

/** The sign-up wizard with the development OTP, then a sign-in: each step answered by the other process. */
async function signUpAndSignIn(address = freshAddress()): Promise<SignedIn & { servedBy: string[] }> {
  const client = visitor(address);
  const mobileNumber = freshMobile();
  const started = await client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
  expect(started.response.status).toBe(200);
  const verified = await client.POST('/auth/verify-mobile-and-get-user', {
    body: { mobile_number: mobileNumber, otp_code: started.data!.data.otp_code! },
  });
  expect(verified.response.status).toBe(200);
  const username = `runner_${mobileNumber.slice(-7)}`;
  const completed = await client.POST('/auth/complete-profile', {
    body: {
      user_uuid: verified.data!.data.user_uuid,
      username,
      email: `${username}@example.in`,
      mpin: MPIN,
      confirm_mpin: MPIN,
      user_type: 'participant',
    },
  });
  expect(completed.response.status).toBe(200);
  const signedIn = await client.POST('/auth/signin', {
    body: { identifier: mobileNumber, mpin: MPIN, login_type: 'mobile', user_type: 'participant', source: 'web' },
  });
  expect(signedIn.response.status).toBe(200);
  return {
    address,
    mobileNumber,
    token: signedIn.data!.data.token,
    refreshToken: signedIn.data!.data.refresh_token,
    servedBy: [started, verified, completed, signedIn].map((answer) => servedBy(answer) ?? '?'),
  };
}

const refresh = (address: string, refreshToken: string) =>
  visitor(address).POST('/auth/refresh-token', { body: { refresh_token: refreshToken } });

function paidEvent(capacity: number | null = null): Promise<CreatedEvent> {
  return createEvent(database.db, {
    now: new Date(),
    form: SIMPLE_FORM,
    subEvent: { totalAllowedRegistrations: capacity, entryFeePaise: 50_000 },
  });
}

function book(person: SignedIn, event: CreatedEvent, name = 'Asha Runner') {
  return visitor(person.address, person.token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers(event.fields, { mandatory_participant_name: name }) },
  });
}

const createOrder = (person: SignedIn, event: CreatedEvent) =>
  visitor(person.address, person.token).POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });

describe('two processes started at once on an empty database', () => {
  it('apply each migration once and load the PIN codes once, and both serve', async () => {
    const applied = await database.db.execute(sql`select count(*)::int as total from drizzle.__drizzle_migrations`);
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
    expect((applied as unknown as { rows: { total: number }[] }).rows[0]!.total).toBe(files.length);
    const [places] = await database.db.select({ total: count() }).from(pincodes);
    expect(places!.total).toBeGreaterThan(19_000);
    const answers = await Promise.all([1, 2, 3, 4].map(() => fetch(`${balancer.origin}/api/v1/sub-events/public`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.get(SERVED_BY)))).toEqual(new Set(['a', 'b']));
    for (const server of servers) expect(server.exitCode(), server.output()).toBeNull();
  });
});

describe('journeys with their steps on alternate processes', () => {
  it('sign-up with the development OTP and sign-in, then the profile with the token from the other process', async () => {
    const person = await signUpAndSignIn();
    expect(new Set(person.servedBy)).toEqual(new Set(['a', 'b']));
    const me = await visitor(person.address, person.token).GET('/auth/me');
    expect(me.response.status).toBe(200);
  });

  it('a booking from register to paid in the payment sandbox', async () => {
    const person = await signUpAndSignIn();
    const event = await paidEvent();
    const booked = await book(person, event);
    expect(booked.response.status).toBe(200);
    const client = visitor(person.address, person.token);
    const summary = await client.GET('/orders/summary/{eventUuid}', {
      params: { path: { eventUuid: event.subEventUuid } },
    });
    expect(summary.response.status).toBe(200);
    expect(servedBy(summary)).not.toBe(servedBy(booked));
    const created = await createOrder(person, event);
    expect(created.response.status).toBe(200);
    const checkout = created.data!.message.razorpay_order!;
    const completed = await visitor(person.address).POST('/payments/sandbox/complete', {
      body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
    });
    expect(completed.response.status).toBe(200);
    expect(servedBy(completed)).not.toBe(servedBy(created));
    const status = await client.GET('/payments/status/{providerOrderId}', {
      params: { path: { providerOrderId: checkout.order_id } },
    });
    expect(status.response.status).toBe(200);
    expect(status.data!.message.order.status).toBe('paid');
    const mine = await client.GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
      params: { path: { subEventUuid: event.subEventUuid } },
    });
    expect(mine.data!.message.participants.map((ticket) => [ticket.status, ticket.payment_status])).toEqual([
      ['confirmed', 'paid'],
    ]);
  });
});

describe('what must hold across the processes', () => {
  it('the sign-in failure limit: refused on the same attempt as with one process', async () => {
    const person = await signUpAndSignIn();
    const attacker = freshAddress();
    const answers = [];
    for (let attempt = 1; attempt <= SIGNIN_FAILURE_LIMIT + 2; attempt += 1) {
      answers.push(
        await visitor(attacker).POST('/auth/signin', {
          body: {
            identifier: person.mobileNumber,
            mpin: WRONG_MPIN,
            login_type: 'mobile',
            user_type: 'participant',
            source: 'web',
          },
        }),
      );
    }
    const statuses = answers.map((answer) => answer.response.status);
    expect(statuses).toEqual([...Array<number>(SIGNIN_FAILURE_LIMIT).fill(401), 429, 429]);
    expect(new Set(answers.slice(0, SIGNIN_FAILURE_LIMIT).map(servedBy))).toEqual(new Set(['a', 'b']));
    // Guesses fired at once over both processes, at another account (10 wrong MPINs lock an account):
    // still no more than the limit get their MPIN checked.
    const other = await signUpAndSignIn();
    const crowd = freshAddress();
    const atOnce = await Promise.all(
      Array.from({ length: SIGNIN_FAILURE_LIMIT + 5 }, () =>
        visitor(crowd).POST('/auth/signin', {
          body: {
            identifier: other.mobileNumber,
            mpin: WRONG_MPIN,
            login_type: 'mobile',
            user_type: 'participant',
            source: 'web',
          },
        }),
      ),
    );
    expect(new Set(atOnce.map(servedBy))).toEqual(new Set(['a', 'b']));
    expect(atOnce.filter((answer) => answer.response.status === 401)).toHaveLength(SIGNIN_FAILURE_LIMIT);
    expect(atOnce.filter((answer) => answer.response.status === 429)).toHaveLength(5);
    // The owner, from their own address, is not held up by the stranger's failures.
    const owner = await visitor(person.address).POST('/auth/signin', {
      body: {
        identifier: person.mobileNumber,
        mpin: MPIN,
        login_type: 'mobile',
        user_type: 'participant',
        source: 'web',
      },
    });
    expect(owner.response.status).toBe(200);
  });

  it('held places: a place held through one process is not sold through the other, even at once', async () => {
    const [holder, latecomer] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    const lastPlace = await paidEvent(1);
    const held = await book(holder, lastPlace);
    expect(held.response.status).toBe(200);
    const refused = await book(latecomer, lastPlace);
    expect(servedBy(refused)).not.toBe(servedBy(held));
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ message: 'Registrations are full for this event' });

    // Six buyers at once for two places, their requests spread over both processes: two are sold.
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signUpAndSignIn()));
    const twoPlaces = await paidEvent(2);
    const rush = await Promise.all(buyers.map((buyer, index) => book(buyer, twoPlaces, `Buyer ${'abcdef'[index]}`)));
    expect(rush.map((answer) => answer.response.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(new Set(rush.map(servedBy))).toEqual(new Set(['a', 'b']));
  });

  it('one order per set of tickets: asked through both processes, one after the other and at once', async () => {
    const person = await signUpAndSignIn();
    const event = await paidEvent();
    expect((await book(person, event)).response.status).toBe(200);
    const first = await createOrder(person, event);
    const second = await createOrder(person, event);
    expect(servedBy(second)).not.toBe(servedBy(first));
    expect(second.data!.message.order.order_uuid).toBe(first.data!.message.order.order_uuid);
    expect(second.data!.message.razorpay_order!.order_id).toBe(first.data!.message.razorpay_order!.order_id);

    const racer = await signUpAndSignIn();
    const raced = await paidEvent();
    expect((await book(racer, raced, 'Ravi Runner')).response.status).toBe(200);
    const together = await Promise.all([createOrder(racer, raced), createOrder(racer, raced)]);
    expect(new Set(together.map(servedBy))).toEqual(new Set(['a', 'b']));
    expect(together[1].data!.message.order.order_uuid).toBe(together[0].data!.message.order.order_uuid);
    const open = await database.db.execute(
      sql`select status from orders where sub_event_id = ${raced.subEventId} order by id`,
    );
    expect((open as unknown as { rows: { status: string }[] }).rows.map((row) => row.status)).toEqual(['created']);
  });

  it('refresh rotation: two racing refreshes on both get one pair; a reuse after the grace revokes the family', async () => {
    const racing = await signUpAndSignIn();
    const [one, other] = await Promise.all([
      refresh(racing.address, racing.refreshToken),
      refresh(racing.address, racing.refreshToken),
    ]);
    expect([one.response.status, other.response.status]).toEqual([200, 200]);
    expect(new Set([servedBy(one), servedBy(other)])).toEqual(new Set(['a', 'b']));
    expect(other.data!.data).toEqual(one.data!.data);

    const person = await signUpAndSignIn();
    const rotated = await refresh(person.address, person.refreshToken);
    expect(rotated.response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, REFRESH_GRACE_MS + 1_000));
    const reused = await refresh(person.address, person.refreshToken);
    expect(servedBy(reused)).not.toBe(servedBy(rotated));
    expect(reused.response.status).toBe(401);
    // The whole family is gone: the token the rotation handed out is refused too, on either process.
    const successor = rotated.data!.data.refresh_token!;
    const afterwards = [await refresh(person.address, successor), await refresh(person.address, successor)];
    expect(afterwards.map((answer) => answer.response.status)).toEqual([401, 401]);
    expect(new Set(afterwards.map(servedBy))).toEqual(new Set(['a', 'b']));
  });

  it('a file uploaded through one process is served by the other, from the database', async () => {
    const person = await signUpAndSignIn();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'finish.png');
    form.append('folder_name', 'registered-participents-files');
    const uploaded = await visitor(person.address, person.token).POST('/uploads/single', {
      body: form as unknown as components['schemas']['UploadRequest'],
    });
    expect(uploaded.response.status).toBe(200);
    const served = await fetch(`${balancer.origin}${uploaded.data!.data.file_url}`, {
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(served.headers.get(SERVED_BY)).not.toBe(servedBy(uploaded));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // Neither process wrote a file: the bytes live in the database.
    expect(await readdir(uploadRoot)).toEqual([]);
  });
});
