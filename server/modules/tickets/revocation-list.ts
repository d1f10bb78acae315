// The tickets of a sub-event that no longer admit anyone (issue 28): paid tickets since cancelled by
// their buyer or transferred to someone else, whose QR codes still carry a valid signature. An organiser
// fetches the list before the gates open, with the public key, and checks each scan against both
// offline. The list is signed with the same Ed25519 key as the tickets, so a copy carried on a scanner
// can be trusted as Startline's:
//
//   SLR1.<sub_event_uuid>.<issued_at seconds>
//   <participant uuid>            (one per line, sorted)
//   <base64url Ed25519 signature of every line above joined by '\n'>
import { sign, verify, type KeyObject } from 'node:crypto';

export const REVOCATION_LIST_VERSION = 'SLR1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEADER = /^SLR1\.([0-9a-f-]{36})\.([0-9]{1,12})$/;

export function signRevocationList(
  privateKey: KeyObject,
  subEventUuid: string,
  issuedAt: Date,
  participantUuids: readonly string[],
): string {
  const lines = [
    `${REVOCATION_LIST_VERSION}.${subEventUuid.toLowerCase()}.${Math.floor(issuedAt.getTime() / 1000)}`,
    ...[...participantUuids].map((uuid) => uuid.toLowerCase()).sort(),
  ];
  const signed = lines.join('\n');
  return `${signed}\n${sign(null, Buffer.from(signed, 'utf8'), privateKey).toString('base64url')}\n`;
}

export type RevocationList =
  | { valid: true; subEventUuid: string; issuedAt: Date; revoked: ReadonlySet<string> }
  | { valid: false; reason: string };

/** Reads a list and checks its signature; anything changed in it (a uuid taken out) fails. */
export function readRevocationList(text: string, publicKey: KeyObject): RevocationList {
  const lines = text.trim().split(/\r?\n/);
  const header = HEADER.exec(lines[0] ?? '');
  const signature = lines.at(-1) ?? '';
  if (!header || lines.length < 2) return { valid: false, reason: 'not a Startline revocation list' };
  const uuids = lines.slice(1, -1);
  if (!uuids.every((uuid) => UUID.test(uuid))) return { valid: false, reason: 'not a Startline revocation list' };
  const signed = lines.slice(0, -1).join('\n');
  const bytes = Buffer.from(signature, 'base64url');
  if (bytes.length !== 64 || !verify(null, Buffer.from(signed, 'utf8'), publicKey, bytes)) {
    return {
      valid: false,
      reason: 'the revocation list signature does not match: it was changed or signed with another key',
    };
  }
  return {
    valid: true,
    subEventUuid: header[1]!,
    issuedAt: new Date(Number(header[2]) * 1000),
    revoked: new Set(uuids),
  };
}
