// E-tickets: the signed code a paid ticket's QR holds verifies with the server's secret, and a code
// with any character changed, or signed with another secret, does not; only paid tickets get one, and
// only their holder sees them.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signTicketReference,
  ticketCode,
  ticketReference,
  TicketCodeError,
  verifyTicketCode,
} from '../../../server/modules/tickets/ticket-code';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, createTicket } from '../catalog/fixtures';

const SECRET = 'a-ticket-secret-for-tests-only-0123456789';
const PARTICIPANT = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const SUB_EVENT = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

/** The same text with the character at `index` replaced by another one of the same alphabet. */
function changeAt(code: string, index: number): string {
  const original = code[index]!;
  const replacement = /[0-9]/.test(original) ? (original === '0' ? '1' : '0') : original === 'a' ? 'b' : 'a';
  return code.slice(0, index) + replacement + code.slice(index + 1);
}

describe('ticket codes', () => {
  it('signs SL1.<participant>.<sub-event> with a 144-bit base64url HMAC, the same every time', () => {
    const code = ticketCode(SECRET, PARTICIPANT, SUB_EVENT);
    expect(code).toMatch(/^SL1\.[0-9a-f-]{36}\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{24}$/);
    expect(code.startsWith(`SL1.${PARTICIPANT}.${SUB_EVENT}.`)).toBe(true);
    expect(ticketCode(SECRET, PARTICIPANT.toUpperCase(), SUB_EVENT)).toBe(code);
    expect(Buffer.from(code.split('.')[3]!, 'base64url')).toHaveLength(18);
    expect(ticketCode('another-secret-another-secret-0000', PARTICIPANT, SUB_EVENT)).not.toBe(code);
  });

  it('verifies a code it signed, naming the ticket, and ignores a trailing newline', () => {
    const code = ticketCode(SECRET, PARTICIPANT, SUB_EVENT);
    expect(verifyTicketCode(SECRET, code)).toEqual({
      valid: true,
      participantUuid: PARTICIPANT,
      subEventUuid: SUB_EVENT,
    });
    expect(verifyTicketCode(SECRET, `${code}\n`).valid).toBe(true);
  });

  it('refuses a code whose participant, sub-event or signature was changed, or that another secret signed', () => {
    const code = ticketCode(SECRET, PARTICIPANT, SUB_EVENT);
    const participantAt = 'SL1.'.length;
    const subEventAt = participantAt + 37;
    const signatureAt = subEventAt + 37;
    for (const changed of [changeAt(code, participantAt), changeAt(code, subEventAt), changeAt(code, signatureAt)]) {
      expect(changed).not.toBe(code);
      expect(verifyTicketCode(SECRET, changed)).toEqual({ valid: false, reason: expect.stringContaining('signature') });
    }
    // Another attendee's uuid with this ticket's signature.
    const swapped = code.replace(PARTICIPANT, randomUUID());
    expect(verifyTicketCode(SECRET, swapped).valid).toBe(false);
    expect(verifyTicketCode('another-secret-another-secret-0000', code).valid).toBe(false);
    // A signature over the reference made without the secret (a plain SHA-256) is refused too.
    const forged = `SL1.${PARTICIPANT}.${SUB_EVENT}.${signTicketReference('guess', ticketReference(PARTICIPANT, SUB_EVENT))}`;
    expect(verifyTicketCode(SECRET, forged).valid).toBe(false);
  });

  it('refuses text that is not a ticket code with the shape it expected', () => {
    const code = ticketCode(SECRET, PARTICIPANT, SUB_EVENT);
    for (const bad of ['', 'hello', code.slice(0, -1), `${code}A`, code.replace('SL1', 'SL2'), code.toUpperCase()]) {
      expect(verifyTicketCode(SECRET, bad)).toEqual({
        valid: false,
        reason: expect.stringContaining('not a Startline ticket code'),
      });
    }
  });

  it('refuses to sign without a secret or for a reference that is not two uuids', () => {
    expect(() => ticketCode('', PARTICIPANT, SUB_EVENT)).toThrow(TicketCodeError);
    expect(() => verifyTicketCode('', 'SL1.x')).toThrow('The ticket signing secret is empty');
    expect(() => ticketReference('not-a-uuid', SUB_EVENT)).toThrow("participantUuid must be a UUID, got 'not-a-uuid'");
    expect(() => ticketReference(PARTICIPANT, '')).toThrow('subEventUuid must be a UUID');
  });
});

describe('npm run ticket:verify', () => {
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/modules/tickets/verify-cli.ts', ...args], {
      env: { ...process.env, TICKET_SIGNING_SECRET: SECRET, APP_ENV: 'test' },
    }).then(
      (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        out: failed.stdout,
        err: failed.stderr,
      }),
    );

  it('prints valid for a code this secret signed and invalid (exit 1) for a changed one', async () => {
    const code = ticketCode(SECRET, PARTICIPANT, SUB_EVENT);
    const valid = await run([code]);
    expect(valid).toMatchObject({ code: 0, out: `valid: participant ${PARTICIPANT}, sub-event ${SUB_EVENT}\n` });
    const invalid = await run([changeAt(code, code.length - 1)]);
    expect(invalid.code).toBe(1);
    expect(invalid.out).toMatch(/^invalid: the signature does not match/);
    const missing = await run([]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Usage: npm run ticket:verify -- <ticket code>');
  }, 30_000);
});

describe('ticket codes in my-registrations', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ env: { TICKET_SIGNING_SECRET: SECRET } });
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
    expect(verifyTicketCode(SECRET, code!)).toEqual({
      valid: true,
      participantUuid: paid.participantUuid,
      subEventUuid: event.subEventUuid,
    });
    expect(verifyTicketCode(SECRET, code!.replace(paid.participantUuid, unpaid.participantUuid)).valid).toBe(false);
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
