// The e-ticket signing key (TICKET_SIGNING_KEY): an Ed25519 private key, as PEM ('-----BEGIN PRIVATE
// KEY-----') or as the base64 of its PKCS8 DER. Only the server holds it; organisers get the public key
// (GET /.well-known/startline-ticket-key.pem), which checks tickets but cannot make one.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * Development's fixed key, like the other development secrets: tickets made on one machine verify on
 * another. Production refuses it (server/config.ts).
 */
export const DEV_TICKET_SIGNING_KEY = 'MC4CAQAwBQYDK2VwBCIEIBy1YWnj3TrE4z6LydXXDzxlW+m7JgRsATXpll/e+y7z';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function ed25519Only(key: KeyObject, name: string, what: 'private' | 'public'): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`${name} must be an Ed25519 ${what} key, got a ${key.asymmetricKeyType ?? 'symmetric'} key`);
  }
  return key;
}

/** The private key `text` holds, or an error naming `name` and what is wrong with it. */
export function parseTicketSigningKey(text: string, name = 'TICKET_SIGNING_KEY'): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  try {
    if (trimmed.includes('-----BEGIN')) {
      key = createPrivateKey({ key: trimmed, format: 'pem' });
    } else {
      const compact = trimmed.replace(/\s+/g, '');
      if (!BASE64.test(compact)) throw new Error('not base64');
      key = createPrivateKey({ key: Buffer.from(compact, 'base64'), format: 'der', type: 'pkcs8' });
    }
  } catch {
    throw new Error(
      `${name} must be an Ed25519 private key as PEM or base64 PKCS8 DER (openssl genpkey -algorithm ed25519)`,
    );
  }
  return ed25519Only(key, name, 'private');
}

/**
 * A public key to verify with: SPKI PEM ('-----BEGIN PUBLIC KEY-----') or base64 SPKI DER. A private
 * key is accepted too (its public half is used), so a verifier can be pointed at the server's key.
 */
export function parseTicketPublicKey(text: string, name = 'the public key'): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  try {
    if (trimmed.includes('PRIVATE KEY-----')) {
      key = createPublicKey(createPrivateKey({ key: trimmed, format: 'pem' }));
    } else if (trimmed.includes('-----BEGIN')) {
      key = createPublicKey({ key: trimmed, format: 'pem' });
    } else {
      const compact = trimmed.replace(/\s+/g, '');
      if (!BASE64.test(compact)) throw new Error('not base64');
      key = createPublicKey({ key: Buffer.from(compact, 'base64'), format: 'der', type: 'spki' });
    }
  } catch {
    throw new Error(`${name} must be an Ed25519 public key as PEM or base64 SPKI DER`);
  }
  return ed25519Only(key, name, 'public');
}

/** The public half of the signing key as SPKI PEM: what the well-known URL serves. */
export function ticketPublicKeyPem(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
}

const parsed = new Map<string, KeyObject>();

/** The KeyObject of a configured key, parsed once per process. */
export function signingKeyOf(text: string): KeyObject {
  let key = parsed.get(text);
  if (!key) {
    key = parseTicketSigningKey(text);
    parsed.set(text, key);
  }
  return key;
}
