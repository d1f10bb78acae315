// Keyed hashes and constant-time comparison shared by OTPs, MPINs and refresh tokens.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(key: string, message: string): string {
  return createHmac('sha256', key).update(message).digest('hex');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two hex digests without leaking, through timing, how many leading characters match. */
export function hexDigestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** An unguessable opaque token: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

// AES-256-GCM under a key derived from a secret only the sealer and the opener hold (here: the
// refresh token being rotated), so a database copy alone opens nothing.
const sealingKey = (keyMaterial: string) => createHash('sha256').update(`seal:${keyMaterial}`).digest();

export function seal(keyMaterial: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(keyMaterial), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed text, or null when the key is wrong or the box was tampered with. */
export function unseal(keyMaterial: string, sealed: string): string | null {
  try {
    const box = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(keyMaterial), box.subarray(0, 12));
    decipher.setAuthTag(box.subarray(12, 28));
    return Buffer.concat([decipher.update(box.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
