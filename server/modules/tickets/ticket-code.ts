// E-tickets (issue 9, issue 26 item 2): the text a ticket's QR code holds.
//
//   SL2.<participant uuid>.<sub-event uuid>.<expires>.<signature>
//
// <expires> is the instant the ticket stops verifying, in whole seconds since 1970 (UTC), and
// <signature> base64url(Ed25519(TICKET_SIGNING_KEY, 'SL2.<participant>.<sub-event>.<expires>')), 86
// characters. The server alone holds the private key; an organiser checks a code offline with the public
// key (GET /.well-known/startline-ticket-key.pem, docs/e-tickets.md), which cannot make one.
//
// Codes issued before Ed25519 are 'SL1.<participant uuid>.<sub-event uuid>.<signature>', an HMAC-SHA256
// of TICKET_SIGNING_SECRET cut to 18 bytes. Nothing issues them any more; they are still accepted while
// the verifier is given that secret and until TICKET_HMAC_VALID_UNTIL, so tickets already printed work
// until their events are over.
import { createHmac, sign, timingSafeEqual, verify, type KeyObject } from 'node:crypto';

export const TICKET_CODE_VERSION = 'SL2';
/** The HMAC codes issued before Ed25519 (verified only, never issued). */
export const LEGACY_TICKET_CODE_VERSION = 'SL1';
/** Bytes of the legacy HMAC kept: 144 bits, a whole number of base64url characters (no padding). */
export const TICKET_SIGNATURE_BYTES = 18;
const LEGACY_SIGNATURE_CHARS = (TICKET_SIGNATURE_BYTES * 4) / 3;
/** An Ed25519 signature is 64 bytes: 86 base64url characters without padding. */
const SIGNATURE_CHARS = 86;
/** A ticket stays valid this long after its event ends (or starts, when it has no end): a night's leeway. */
export const TICKET_GRACE_MS = 24 * 60 * 60 * 1000;
/** A ticket for an event with no dates at all is valid this long after it was paid. */
export const UNDATED_TICKET_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_PATTERN = new RegExp(`^${UUID}$`);
const CODE_PATTERN = new RegExp(
  `^(${TICKET_CODE_VERSION}\\.(${UUID})\\.(${UUID})\\.([0-9]{1,12}))\\.([A-Za-z0-9_-]{${SIGNATURE_CHARS}})$`,
);
const LEGACY_CODE_PATTERN = new RegExp(
  `^${LEGACY_TICKET_CODE_VERSION}\\.(${UUID})\\.(${UUID})\\.([A-Za-z0-9_-]{${LEGACY_SIGNATURE_CHARS}})$`,
);

export class TicketCodeError extends Error {
  override name = 'TicketCodeError';
}

function requireUuid(name: string, value: string): string {
  const lower = value.toLowerCase();
  if (!UUID_PATTERN.test(lower)) throw new TicketCodeError(`${name} must be a UUID, got '${value}'`);
  return lower;
}

/**
 * Until when a ticket admits its holder: a day after its event ends (or starts, if it has no end);
 * for an event without dates, a year after the ticket was paid (or registered).
 */
export function ticketExpiry(ticket: {
  startDatetime: Date | null;
  endDatetime: Date | null;
  paidAt: Date | null;
  registeredAt: Date;
}): Date {
  const last = ticket.endDatetime ?? ticket.startDatetime;
  if (last) return new Date(last.getTime() + TICKET_GRACE_MS);
  return new Date((ticket.paidAt ?? ticket.registeredAt).getTime() + UNDATED_TICKET_LIFETIME_MS);
}

/** 'SL2.<participant uuid>.<sub-event uuid>.<expires>', lower case: the signed part of a code. */
export function ticketReference(participantUuid: string, subEventUuid: string, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isFinite(seconds) || seconds < 0) throw new TicketCodeError('The ticket expiry must be a valid date');
  return `${TICKET_CODE_VERSION}.${requireUuid('participantUuid', participantUuid)}.${requireUuid('subEventUuid', subEventUuid)}.${seconds}`;
}

/** What the QR code holds: '<reference>.<Ed25519 signature>'. */
export function ticketCode(
  privateKey: KeyObject,
  participantUuid: string,
  subEventUuid: string,
  expiresAt: Date,
): string {
  const reference = ticketReference(participantUuid, subEventUuid, expiresAt);
  return `${reference}.${sign(null, Buffer.from(reference, 'utf8'), privateKey).toString('base64url')}`;
}

/** base64url(HMAC-SHA256(secret, reference)) cut to TICKET_SIGNATURE_BYTES: the legacy SL1 signature. */
export function signLegacyTicketReference(secret: string, reference: string): string {
  if (secret.length === 0) throw new TicketCodeError('The ticket signing secret is empty');
  return createHmac('sha256', secret)
    .update(reference, 'utf8')
    .digest()
    .subarray(0, TICKET_SIGNATURE_BYTES)
    .toString('base64url');
}

/** A legacy SL1 code, as the server issued them before Ed25519 (kept for tests and the docs' example). */
export function legacyTicketCode(secret: string, participantUuid: string, subEventUuid: string): string {
  const reference = `${LEGACY_TICKET_CODE_VERSION}.${requireUuid('participantUuid', participantUuid)}.${requireUuid('subEventUuid', subEventUuid)}`;
  return `${reference}.${signLegacyTicketReference(secret, reference)}`;
}

export interface TicketVerifier {
  /** The Ed25519 public key (or the private key, whose public half is used). */
  publicKey: KeyObject;
  /** Legacy SL1 codes: the HMAC secret and the instant they stop verifying (null: no end set). */
  legacyHmac?: { secret: string; validUntil: Date | null } | null;
  /**
   * A sub-event's signed list of tickets cancelled or transferred since (revocation-list.ts), already
   * checked: a good signature alone cannot say that a ticket was given away after it was issued.
   */
  revoked?: RevokedTickets | null;
  now: Date;
}

export interface RevokedTickets {
  subEventUuid: string;
  revoked: ReadonlySet<string>;
}

export const REVOKED_TICKET = 'the ticket was cancelled or transferred';

export type TicketVerification =
  | {
      valid: true;
      version: typeof TICKET_CODE_VERSION | typeof LEGACY_TICKET_CODE_VERSION;
      participantUuid: string;
      subEventUuid: string;
      /** When the ticket stops verifying; for SL1, TICKET_HMAC_VALID_UNTIL (null when unset). */
      expiresAt: Date | null;
    }
  | { valid: false; reason: string };

const NOT_A_CODE = `not a Startline ticket code (expected ${TICKET_CODE_VERSION}.<participant uuid>.<sub-event uuid>.<expiry>.<signature>)`;

/**
 * Whether `code` is a ticket Startline issued and still valid at `now`. Surrounding whitespace (a
 * scanner's newline) is ignored; anything else that differs (a character of a uuid, of the expiry or
 * the signature, the case) is refused.
 */
export function verifyTicketCode(code: string, verifier: TicketVerifier): TicketVerification {
  const result = verifySignedCode(code, verifier);
  const list = verifier.revoked;
  if (!result.valid || !list) return result;
  // A list of another sub-event says nothing of this ticket: refusing beats admitting unchecked.
  if (list.subEventUuid.toLowerCase() !== result.subEventUuid) {
    return {
      valid: false,
      reason: `the revoked list is of sub-event ${list.subEventUuid}, not of this ticket's ${result.subEventUuid}`,
    };
  }
  return list.revoked.has(result.participantUuid) ? { valid: false, reason: REVOKED_TICKET } : result;
}

function verifySignedCode(code: string, verifier: TicketVerifier): TicketVerification {
  const text = code.trim();
  const match = CODE_PATTERN.exec(text);
  if (match) {
    const [, reference, participantUuid, subEventUuid, seconds, signature] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const signatureBytes = Buffer.from(signature, 'base64url');
    if (
      signatureBytes.length !== 64 ||
      signatureBytes.toString('base64url') !== signature ||
      !verify(null, Buffer.from(reference, 'utf8'), verifier.publicKey, signatureBytes)
    ) {
      return { valid: false, reason: 'the signature does not match: the code was changed or signed with another key' };
    }
    const expiresAt = new Date(Number(seconds) * 1000);
    if (verifier.now.getTime() >= expiresAt.getTime()) {
      return { valid: false, reason: `the ticket expired at ${expiresAt.toISOString()}` };
    }
    return { valid: true, version: TICKET_CODE_VERSION, participantUuid, subEventUuid, expiresAt };
  }
  const legacy = LEGACY_CODE_PATTERN.exec(text);
  if (legacy) return verifyLegacy(legacy as unknown as [string, string, string, string], verifier);
  return { valid: false, reason: NOT_A_CODE };
}

function verifyLegacy(
  [, participantUuid, subEventUuid, signature]: [string, string, string, string],
  verifier: TicketVerifier,
): TicketVerification {
  const hmac = verifier.legacyHmac;
  if (!hmac || hmac.secret === '') {
    return {
      valid: false,
      reason: `an old HMAC ticket (${LEGACY_TICKET_CODE_VERSION}), and HMAC tickets are retired here (no TICKET_SIGNING_SECRET)`,
    };
  }
  const expected = Buffer.from(
    signLegacyTicketReference(hmac.secret, `${LEGACY_TICKET_CODE_VERSION}.${participantUuid}.${subEventUuid}`),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'the signature does not match: the code was changed or signed with another secret' };
  }
  if (hmac.validUntil && verifier.now.getTime() >= hmac.validUntil.getTime()) {
    return {
      valid: false,
      reason: `an old HMAC ticket (${LEGACY_TICKET_CODE_VERSION}): those stopped verifying at ${hmac.validUntil.toISOString()} (TICKET_HMAC_VALID_UNTIL)`,
    };
  }
  return {
    valid: true,
    version: LEGACY_TICKET_CODE_VERSION,
    participantUuid,
    subEventUuid,
    expiresAt: hmac.validUntil,
  };
}
