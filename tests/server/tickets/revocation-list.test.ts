// The signed list of a sub-event's tickets that no longer admit (issue 28): paid tickets since cancelled
// or transferred keep a good signature, so an organiser checks each scan against this list too. The list
// verifies with the public key alone, refuses a copy with a uuid taken out, and is checked by
// verifyTicketCode and `npm run ticket:verify -- --revoked FILE` only for its own sub-event.
import { execFile } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRevocationList, signRevocationList } from '../../../server/modules/tickets/revocation-list';
import { parseTicketSigningKey } from '../../../server/modules/tickets/signing-key';
import {
  legacyTicketCode,
  REVOKED_TICKET,
  ticketCode,
  verifyTicketCode,
} from '../../../server/modules/tickets/ticket-code';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { createEvent, createTicket } from '../catalog/fixtures';

const KEY_BASE64 = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'der' })
  .toString('base64');
const KEY = parseTicketSigningKey(KEY_BASE64);
const PUBLIC_KEY = createPublicKey(KEY);
const OTHER_KEY = generateKeyPairSync('ed25519').privateKey;
const SECRET = 'a-ticket-secret-for-tests-only-0123456789';
const SUB_EVENT = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const REVOKED = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const KEPT = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ISSUED = new Date('2027-01-10T04:30:00Z');
const NOW = new Date('2027-01-11T04:30:00Z');
const EXPIRES = new Date('2027-01-20T18:30:00Z');

describe('the list', () => {
  it('is a header, the uuids sorted, and the Ed25519 signature of the lines above', () => {
    const text = signRevocationList(KEY, SUB_EVENT, ISSUED, [REVOKED, KEPT.toUpperCase()]);
    const lines = text.trimEnd().split('\n');
    expect(lines.slice(0, -1)).toEqual([`SLR1.${SUB_EVENT}.${ISSUED.getTime() / 1000}`, KEPT, REVOKED]);
    expect(lines.at(-1)).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(readRevocationList(text, PUBLIC_KEY)).toEqual({
      valid: true,
      subEventUuid: SUB_EVENT,
      issuedAt: ISSUED,
      revoked: new Set([KEPT, REVOKED]),
    });
    // An empty list is still signed: it says nothing was revoked as of its instant.
    expect(readRevocationList(signRevocationList(KEY, SUB_EVENT, ISSUED, []), PUBLIC_KEY)).toMatchObject({
      valid: true,
      revoked: new Set(),
    });
  });

  it('is refused with a uuid taken out, signed with another key, or not a list at all', () => {
    const text = signRevocationList(KEY, SUB_EVENT, ISSUED, [REVOKED, KEPT]);
    expect(readRevocationList(text.replace(`${REVOKED}\n`, ''), PUBLIC_KEY).valid).toBe(false);
    expect(readRevocationList(signRevocationList(OTHER_KEY, SUB_EVENT, ISSUED, [REVOKED]), PUBLIC_KEY)).toEqual({
      valid: false,
      reason: 'the revocation list signature does not match: it was changed or signed with another key',
    });
    expect(readRevocationList('hello\nworld', PUBLIC_KEY)).toEqual({
      valid: false,
      reason: 'not a Startline revocation list',
    });
  });
});

describe('verifyTicketCode with a revoked list', () => {
  const list = { subEventUuid: SUB_EVENT, revoked: new Set([REVOKED]) };

  it('refuses a code on the list and admits one that is not', () => {
    const revoked = ticketCode(KEY, REVOKED, SUB_EVENT, EXPIRES);
    expect(verifyTicketCode(revoked, { publicKey: PUBLIC_KEY, now: NOW }).valid).toBe(true);
    expect(verifyTicketCode(revoked, { publicKey: PUBLIC_KEY, now: NOW, revoked: list })).toEqual({
      valid: false,
      reason: REVOKED_TICKET,
    });
    expect(REVOKED_TICKET).toBe('the ticket was cancelled or transferred');
    const kept = ticketCode(KEY, KEPT, SUB_EVENT, EXPIRES);
    expect(verifyTicketCode(kept, { publicKey: PUBLIC_KEY, now: NOW, revoked: list })).toMatchObject({
      valid: true,
      participantUuid: KEPT,
    });
    // Old HMAC codes name their ticket the same way and are revoked the same way.
    const legacy = legacyTicketCode(SECRET, REVOKED, SUB_EVENT);
    const legacyHmac = { secret: SECRET, validUntil: null };
    expect(verifyTicketCode(legacy, { publicKey: PUBLIC_KEY, legacyHmac, now: NOW, revoked: list }).valid).toBe(false);
  });

  it("refuses rather than admits unchecked when the list is another sub-event's", () => {
    const other = randomUUID();
    const code = ticketCode(KEY, KEPT, other, EXPIRES);
    expect(verifyTicketCode(code, { publicKey: PUBLIC_KEY, now: NOW, revoked: list })).toEqual({
      valid: false,
      reason: `the revoked list is of sub-event ${SUB_EVENT}, not of this ticket's ${other}`,
    });
  });
});

describe('npm run ticket:verify -- --revoked FILE', () => {
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/modules/tickets/verify-cli.ts', ...args], {
      env: { ...process.env, APP_ENV: 'test' },
    }).then(
      (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        out: failed.stdout,
        err: failed.stderr,
      }),
    );

  it('checks the list’s signature, then the code against it', async () => {
    const future = new Date(Date.now() + 30 * 86_400_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'revoked-'));
    const keyFile = path.join(dir, 'key.pem');
    const listFile = path.join(dir, 'revoked.txt');
    const forgedFile = path.join(dir, 'forged.txt');
    await writeFile(keyFile, PUBLIC_KEY.export({ type: 'spki', format: 'pem' }));
    const list = signRevocationList(KEY, SUB_EVENT, ISSUED, [REVOKED]);
    await writeFile(listFile, list);
    await writeFile(forgedFile, list.replace(`${REVOKED}\n`, ''));

    const revoked = await run([
      '--public-key',
      keyFile,
      '--revoked',
      listFile,
      ticketCode(KEY, REVOKED, SUB_EVENT, future),
    ]);
    expect(revoked).toMatchObject({ code: 1, out: 'invalid: the ticket was cancelled or transferred\n' });
    const kept = await run([
      '--public-key',
      keyFile,
      `--revoked=${listFile}`,
      ticketCode(KEY, KEPT, SUB_EVENT, future),
    ]);
    expect(kept.code).toBe(0);
    expect(kept.out).toContain(`not on the revoked list of ${ISSUED.toISOString()}`);
    const forged = await run([
      '--public-key',
      keyFile,
      '--revoked',
      forgedFile,
      ticketCode(KEY, KEPT, SUB_EVENT, future),
    ]);
    expect(forged.code).toBe(2);
    expect(forged.err).toContain('the revocation list signature does not match');
  }, 30_000);
});

describe('GET /.well-known/startline-revoked-tickets/{subEventUuid}', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ env: { TICKET_SIGNING_KEY: KEY_BASE64 } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lists the paid tickets since cancelled or transferred, signed, from any origin and never stale', async () => {
    const db = server.ctx.db;
    const event = await createEvent(db, { now: new Date() });
    const { id: userId } = await createSignedInUser(server);
    const ticket = (status: 'confirmed' | 'cancelled' | 'transferred', paid: boolean) =>
      createTicket(db, {
        userId,
        subEventId: event.subEventId,
        status,
        paymentStatus: paid ? 'paid' : 'pending',
        ...(paid ? { paidAt: new Date() } : {}),
      });
    const cancelled = await ticket('cancelled', true);
    const transferred = await ticket('transferred', true);
    await ticket('confirmed', true);
    // Removed before payment: it never had a code to revoke.
    await ticket('cancelled', false);

    const response = await server.app.inject({ url: `/.well-known/startline-revoked-tickets/${event.subEventUuid}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
    const list = readRevocationList(response.body, PUBLIC_KEY);
    expect(list).toMatchObject({ valid: true, subEventUuid: event.subEventUuid });
    expect(list.valid && list.revoked).toEqual(new Set([cancelled.participantUuid, transferred.participantUuid]));

    const unknown = await server.app.inject({ url: `/.well-known/startline-revoked-tickets/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await server.app.inject({ url: '/.well-known/startline-revoked-tickets/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
  });
});
