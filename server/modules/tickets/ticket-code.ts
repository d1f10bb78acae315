// E-tickets (issue 9): the text a ticket's QR code holds. A reference names the ticket
// ('SL1.<participant uuid>.<sub-event uuid>') and a signature proves Startline issued it: base64url of
// HMAC-SHA256(TICKET_SIGNING_SECRET, reference), cut to 18 bytes (144 bits, 24 characters). An organiser
// who holds the secret checks a code offline (docs/e-tickets.md); without it nobody can make one.
// The secret never leaves the server: the browser only shows codes the server signed.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TICKET_CODE_VERSION = 'SL1';
/** Bytes of the HMAC kept: 144 bits, a whole number of base64url characters (no padding). */
export const TICKET_SIGNATURE_BYTES = 18;
const SIGNATURE_CHARS = (TICKET_SIGNATURE_BYTES * 4) / 3;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_PATTERN = new RegExp(`^${UUID}$`);
const CODE_PATTERN = new RegExp(
  `^${TICKET_CODE_VERSION}\\.(${UUID})\\.(${UUID})\\.([A-Za-z0-9_-]{${SIGNATURE_CHARS}})$`,
);

export class TicketCodeError extends Error {
  override name = 'TicketCodeError';
}

function requireSecret(secret: string): void {
  if (secret.length === 0) throw new TicketCodeError('The ticket signing secret is empty');
}

function requireUuid(name: string, value: string): string {
  const lower = value.toLowerCase();
  if (!UUID_PATTERN.test(lower)) throw new TicketCodeError(`${name} must be a UUID, got '${value}'`);
  return lower;
}

/** 'SL1.<participant uuid>.<sub-event uuid>', lower case. */
export function ticketReference(participantUuid: string, subEventUuid: string): string {
  return `${TICKET_CODE_VERSION}.${requireUuid('participantUuid', participantUuid)}.${requireUuid('subEventUuid', subEventUuid)}`;
}

/** base64url(HMAC-SHA256(secret, reference)) cut to TICKET_SIGNATURE_BYTES. */
export function signTicketReference(secret: string, reference: string): string {
  requireSecret(secret);
  return createHmac('sha256', secret)
    .update(reference, 'utf8')
    .digest()
    .subarray(0, TICKET_SIGNATURE_BYTES)
    .toString('base64url');
}

/** What the QR code holds: '<reference>.<signature>'. */
export function ticketCode(secret: string, participantUuid: string, subEventUuid: string): string {
  const reference = ticketReference(participantUuid, subEventUuid);
  return `${reference}.${signTicketReference(secret, reference)}`;
}

export type TicketVerification =
  { valid: true; participantUuid: string; subEventUuid: string } | { valid: false; reason: string };

/**
 * Whether `code` is a ticket code this secret signed. Surrounding whitespace (a scanner's newline) is
 * ignored; anything else that differs (a character of a uuid, of the signature, the case) is refused.
 */
export function verifyTicketCode(secret: string, code: string): TicketVerification {
  requireSecret(secret);
  const match = CODE_PATTERN.exec(code.trim());
  if (!match) {
    return {
      valid: false,
      reason: `not a Startline ticket code (expected ${TICKET_CODE_VERSION}.<participant uuid>.<sub-event uuid>.<signature>)`,
    };
  }
  const [, participantUuid, subEventUuid, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(
    signTicketReference(secret, `${TICKET_CODE_VERSION}.${participantUuid}.${subEventUuid}`),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'the signature does not match: the code was changed or signed with another secret' };
  }
  return { valid: true, participantUuid, subEventUuid };
}
