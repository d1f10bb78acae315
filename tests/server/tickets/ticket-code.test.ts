// E-tickets: the code a paid ticket's QR holds is signed with the server's Ed25519 key and verifies with
// the public key alone; a code with any character changed, signed with another key, or past its expiry
// does not. Old HMAC (SL1) codes keep verifying with the legacy secret until TICKET_HMAC_VALID_UNTIL.
// Only paid tickets get a code, only their holder sees it, and the public key is served at a known URL.
import { execFile } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTicketPublicKey, parseTicketSigningKey } from '../../../server/modules/tickets/signing-key';
import {
  legacyTicketCode,
  ticketCode,
  ticketExpiry,
  ticketReference,
  TicketCodeError,
  verifyTicketCode,
  type TicketVerifier,
} from '../../../server/modules/tickets/ticket-code';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, createTicket } from '../catalog/fixtures';

const SECRET = 'a-ticket-secret-for-tests-only-0123456789';
const KEY_BASE64 = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'der' })
  .toString('base64');
const KEY = parseTicketSigningKey(KEY_BASE64);
const PUBLIC_KEY = createPublicKey(KEY);
const OTHER_KEY = generateKeyPairSync('ed25519').privateKey;
const PARTICIPANT = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const SUB_EVENT = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const NOW = new Date('2027-01-10T04:30:00Z');
const EXPIRES = new Date('2027-01-20T18:30:00Z');

const verifier = (overrides: Partial<TicketVerifier> = {}): TicketVerifier => ({
  publicKey: PUBLIC_KEY,
  legacyHmac: { secret: SECRET, validUntil: new Date('2027-03-31T18:30:00Z') },
  now: NOW,
  ...overrides,
});

/** The same text with the character at `index` replaced by another one of the same alphabet. */
function changeAt(code: string, index: number): string {
  const original = code[index]!;
  const replacement = /[0-9]/.test(original) ? (original === '0' ? '1' : '0') : original === 'a' ? 'b' : 'a';
  return code.slice(0, index) + replacement + code.slice(index + 1);
}

describe('ticket codes (Ed25519)', () => {
  it('signs SL2.<participant>.<sub-event>.<expires> with a 64-byte Ed25519 signature, the same every time', () => {
    const code = ticketCode(KEY, PARTICIPANT, SUB_EVENT, EXPIRES);
    expect(code).toMatch(/^SL2\.[0-9a-f-]{36}\.[0-9a-f-]{36}\.[0-9]{1,12}\.[A-Za-z0-9_-]{86}$/);
    expect(code.startsWith(`SL2.${PARTICIPANT}.${SUB_EVENT}.${EXPIRES.getTime() / 1000}.`)).toBe(true);
    expect(ticketCode(KEY, PARTICIPANT.toUpperCase(), SUB_EVENT, EXPIRES)).toBe(code);
    expect(Buffer.from(code.split('.')[4]!, 'base64url')).toHaveLength(64);
    expect(ticketCode(OTHER_KEY, PARTICIPANT, SUB_EVENT, EXPIRES)).not.toBe(code);
  });

  it('verifies with the public key alone, naming the ticket and its expiry, and ignores a trailing newline', () => {
    const code = ticketCode(KEY, PARTICIPANT, SUB_EVENT, EXPIRES);
    const expected = {
      valid: true,
      version: 'SL2',
      participantUuid: PARTICIPANT,
      subEventUuid: SUB_EVENT,
      expiresAt: EXPIRES,
    };
    expect(verifyTicketCode(code, verifier())).toEqual(expected);
    // The published PEM is all an organiser has.
    const pem = PUBLIC_KEY.export({ type: 'spki', format: 'pem' }).toString();
    expect(verifyTicketCode(`${code}\n`, verifier({ publicKey: parseTicketPublicKey(pem), legacyHmac: null }))).toEqual(
      expected,
    );
  });

  it('refuses a code whose participant, sub-event, expiry or signature was changed, or that another key signed', () => {
    const code = ticketCode(KEY, PARTICIPANT, SUB_EVENT, EXPIRES);
    const participantAt = 'SL2.'.length;
    const subEventAt = participantAt + 37;
    const expiresAt = subEventAt + 37;
    const signatureAt = code.lastIndexOf('.') + 1;
    for (const at of [participantAt, subEventAt, expiresAt + 3, signatureAt, signatureAt + 40]) {
      const changed = changeAt(code, at);
      expect(changed).not.toBe(code);
      expect(verifyTicketCode(changed, verifier())).toEqual({
        valid: false,
        reason: expect.stringContaining('signature'),
      });
    }
    // A later expiry with the original signature (making a ticket last for ever).
    const extended = code.replace(`.${EXPIRES.getTime() / 1000}.`, '.9999999999.');
    expect(verifyTicketCode(extended, verifier()).valid).toBe(false);
    expect(verifyTicketCode(code.replace(PARTICIPANT, randomUUID()), verifier()).valid).toBe(false);
    // Wrong key: a code signed by someone else's key, and the right code checked with another public key.
    expect(verifyTicketCode(ticketCode(OTHER_KEY, PARTICIPANT, SUB_EVENT, EXPIRES), verifier()).valid).toBe(false);
    expect(verifyTicketCode(code, verifier({ publicKey: createPublicKey(OTHER_KEY) }))).toEqual({
      valid: false,
      reason: 'the signature does not match: the code was changed or signed with another key',
    });
  });

  it('refuses a ticket at and after its expiry', () => {
    const code = ticketCode(KEY, PARTICIPANT, SUB_EVENT, EXPIRES);
    expect(verifyTicketCode(code, verifier({ now: new Date(EXPIRES.getTime() - 1000) })).valid).toBe(true);
    expect(verifyTicketCode(code, verifier({ now: EXPIRES }))).toEqual({
      valid: false,
      reason: 'the ticket expired at 2027-01-20T18:30:00.000Z',
    });
  });

  it('expires a day after the event ends (or starts), or a year after payment for an undated event', () => {
    const registeredAt = new Date('2026-12-01T00:00:00Z');
    const paidAt = new Date('2026-12-02T00:00:00Z');
    const start = new Date('2027-01-19T00:30:00Z');
    const end = new Date('2027-01-19T18:30:00Z');
    expect(ticketExpiry({ startDatetime: start, endDatetime: end, paidAt, registeredAt })).toEqual(EXPIRES);
    expect(ticketExpiry({ startDatetime: start, endDatetime: null, paidAt, registeredAt })).toEqual(
      new Date('2027-01-20T00:30:00Z'),
    );
    expect(ticketExpiry({ startDatetime: null, endDatetime: null, paidAt, registeredAt })).toEqual(
      new Date('2027-12-02T00:00:00Z'),
    );
    expect(ticketExpiry({ startDatetime: null, endDatetime: null, paidAt: null, registeredAt })).toEqual(
      new Date('2027-12-01T00:00:00Z'),
    );
  });

  it('refuses text that is not a ticket code with the shape it expected', () => {
    const code = ticketCode(KEY, PARTICIPANT, SUB_EVENT, EXPIRES);
    for (const bad of ['', 'hello', code.slice(0, -1), `${code}A`, code.replace('SL2', 'SL3'), code.toUpperCase()]) {
      expect(verifyTicketCode(bad, verifier())).toEqual({
        valid: false,
        reason: expect.stringContaining('not a Startline ticket code'),
      });
    }
  });

  it('refuses to sign for a reference that is not two uuids', () => {
    expect(() => ticketReference('not-a-uuid', SUB_EVENT, EXPIRES)).toThrow(
      "participantUuid must be a UUID, got 'not-a-uuid'",
    );
    expect(() => ticketCode(KEY, PARTICIPANT, '', EXPIRES)).toThrow(TicketCodeError);
    expect(() => ticketReference(PARTICIPANT, SUB_EVENT, new Date(Number.NaN))).toThrow(
      'The ticket expiry must be a valid date',
    );
  });
});

describe('old HMAC (SL1) ticket codes', () => {
  const old = legacyTicketCode(SECRET, PARTICIPANT, SUB_EVENT);

  it('still verify with the legacy secret until TICKET_HMAC_VALID_UNTIL, marked as SL1', () => {
    expect(old).toMatch(/^SL1\.[0-9a-f-]{36}\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{24}$/);
    expect(verifyTicketCode(old, verifier())).toEqual({
      valid: true,
      version: 'SL1',
      participantUuid: PARTICIPANT,
      subEventUuid: SUB_EVENT,
      expiresAt: new Date('2027-03-31T18:30:00Z'),
    });
  });

  it('stop verifying at TICKET_HMAC_VALID_UNTIL, without the secret, or when changed', () => {
    expect(verifyTicketCode(old, verifier({ now: new Date('2027-03-31T18:30:00Z') }))).toEqual({
      valid: false,
      reason: 'an old HMAC ticket (SL1): those stopped verifying at 2027-03-31T18:30:00.000Z (TICKET_HMAC_VALID_UNTIL)',
    });
    expect(verifyTicketCode(old, verifier({ legacyHmac: null }))).toEqual({
      valid: false,
      reason: 'an old HMAC ticket (SL1), and HMAC tickets are retired here (no TICKET_SIGNING_SECRET)',
    });
    expect(verifyTicketCode(changeAt(old, old.length - 2), verifier()).valid).toBe(false);
    expect(
      verifyTicketCode(
        old,
        verifier({ legacyHmac: { secret: 'another-secret-another-secret-0000', validUntil: null } }),
      ).valid,
    ).toBe(false);
  });
});

describe('npm run ticket:verify', () => {
  const run = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/modules/tickets/verify-cli.ts', ...args], {
      env: { ...process.env, TICKET_SIGNING_SECRET: SECRET, APP_ENV: 'test', ...env },
    }).then(
      (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        out: failed.stdout,
        err: failed.stderr,
      }),
    );

  it('checks with a public key file alone: valid, changed (exit 1), old HMAC, no code (exit 2)', async () => {
    const future = new Date(Date.now() + 86_400_000 * 30);
    const code = ticketCode(KEY, PARTICIPANT, SUB_EVENT, future);
    const dir = await mkdtemp(path.join(tmpdir(), 'ticket-key-'));
    const keyFile = path.join(dir, 'startline-ticket-key.pem');
    await writeFile(keyFile, PUBLIC_KEY.export({ type: 'spki', format: 'pem' }));
    // No TICKET_SIGNING_KEY in the environment: the public key file is all it has.
    const valid = await run(['--public-key', keyFile, code]);
    const expiresText = new Date(Math.floor(future.getTime() / 1000) * 1000).toISOString();
    expect(valid).toMatchObject({
      code: 0,
      out: `valid: participant ${PARTICIPANT}, sub-event ${SUB_EVENT} (SL2, valid until ${expiresText})\n`,
    });
    const invalid = await run(['--public-key', keyFile, changeAt(code, code.length - 5)]);
    expect(invalid.code).toBe(1);
    expect(invalid.out).toMatch(/^invalid: the signature does not match/);
    const legacy = await run(['--public-key', keyFile, legacyTicketCode(SECRET, PARTICIPANT, SUB_EVENT)]);
    expect(legacy).toMatchObject({ code: 0, out: `valid: participant ${PARTICIPANT}, sub-event ${SUB_EVENT} (SL1)\n` });
    const missing = await run([]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Usage: npm run ticket:verify -- [--public-key FILE] [--revoked FILE] <ticket code>');
    const badKey = await run(['--public-key', path.join(dir, 'none.pem'), code]);
    expect(badKey.code).toBe(2);
  }, 30_000);
});

describe('ticket codes in my-registrations', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ env: { TICKET_SIGNING_KEY: KEY_BASE64 } });
  });

  afterAll(async () => {
    await server?.close();
  });

  function myRegistrations(user: TestUser, subEventUuid: string) {
    return server
      .clientWithToken(user.token)
      .GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
        params: { path: { subEventUuid } },
      });
  }

  it('gives each paid ticket a code that verifies with the server secret; unpaid ones get none', async () => {
    const event = await createEvent(server.ctx.db, { now: server.clock.now() });
    const me = await createSignedInUser(server);
    const paid = await createTicket(server.ctx.db, {
      userId: me.id,
      subEventId: event.subEventId,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const unpaid = await createTicket(server.ctx.db, { userId: me.id, subEventId: event.subEventId });
    const failed = await createTicket(server.ctx.db, {
      userId: me.id,
      subEventId: event.subEventId,
      paymentStatus: 'failed',
    });

    const { data } = await myRegistrations(me, event.subEventUuid);
    const byUuid = new Map(
      data!.message.participants.map((participant) => [participant.participant_uuid, participant]),
    );
    const code = byUuid.get(paid.participantUuid)?.ticket_code;
    expect(code).toBeDefined();
    const check = { publicKey: PUBLIC_KEY, now: server.clock.now() };
    expect(verifyTicketCode(code!, check)).toMatchObject({
      valid: true,
      version: 'SL2',
      participantUuid: paid.participantUuid,
      subEventUuid: event.subEventUuid,
    });
    expect(verifyTicketCode(code!.replace(paid.participantUuid, unpaid.participantUuid), check).valid).toBe(false);
    expect(byUuid.get(unpaid.participantUuid)).toBeDefined();
    expect(byUuid.get(unpaid.participantUuid)).not.toHaveProperty('ticket_code');
    expect(byUuid.get(failed.participantUuid)).not.toHaveProperty('ticket_code');
  });

  it("never shows another user's tickets or their codes", async () => {
    const event = await createEvent(server.ctx.db, { now: server.clock.now() });
    const owner = await createSignedInUser(server);
    const stranger = await createSignedInUser(server);
    const theirs = await createTicket(server.ctx.db, {
      userId: owner.id,
      subEventId: event.subEventId,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const { data: ownerView } = await myRegistrations(owner, event.subEventUuid);
    const ownerCode = ownerView!.message.participants[0]!.ticket_code!;
    const { data: strangerView } = await myRegistrations(stranger, event.subEventUuid);
    expect(strangerView!.message.participants).toEqual([]);
    expect(JSON.stringify(strangerView)).not.toContain(theirs.participantUuid);
    expect(JSON.stringify(strangerView)).not.toContain(ownerCode);
  });
});

describe('the public key URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ env: { TICKET_SIGNING_KEY: KEY_BASE64 } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('serves the public half of TICKET_SIGNING_KEY as PEM at /.well-known/startline-ticket-key.pem', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/.well-known/startline-ticket-key.pem' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-pem-file; charset=utf-8');
    expect(response.body).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/);
    expect(response.body).not.toContain('PRIVATE');
    const served = parseTicketPublicKey(response.body);
    expect(served.equals(PUBLIC_KEY)).toBe(true);
    const code = ticketCode(KEY, PARTICIPANT, SUB_EVENT, EXPIRES);
    expect(verifyTicketCode(code, { publicKey: served, now: NOW }).valid).toBe(true);
  });
});
