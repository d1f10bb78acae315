// MPIN storage: scrypt over an HMAC of the MPIN keyed with the server's pepper, with a per-user salt.
// A 4-digit MPIN has only 10,000 values, so the salt alone would not slow an offline attacker who
// has the table; the pepper lives in the environment, not the database, and stops that.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { MPIN_MESSAGES, CHANGE_MPIN_MESSAGES } from '../../../src/domain/validation/mpin';
import { validateMpinStrength } from '../../../src/domain/validation/weak-mpin';
import { badRequest } from '../../errors';
import { hmacSha256Hex } from './secrets';

const SCHEME = 'scrypt';
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Stored as `scrypt$N$r$p$salt$key` so the cost can be raised later without breaking old hashes. */
export async function hashMpin(pepper: string, mpin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(hmacSha256Hex(pepper, mpin), salt, COST);
  return [SCHEME, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyMpin(pepper: string, mpin: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== SCHEME || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(hmacSha256Hex(pepper, mpin), Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real MPIN, for unknown numbers and accounts without an MPIN,
 * so the answer time does not tell which mobile numbers have accounts.
 */
export async function spendMpinCheckTime(pepper: string, mpin: string): Promise<void> {
  decoyHash ??= hashMpin(pepper, '0000');
  await verifyMpin(pepper, mpin, await decoyHash);
}

export interface NewMpinInput {
  mpin: string;
  confirmation: string;
  /** The form's own text: 'MPIN does not match' (sign-up, reset) or the change-MPIN one. */
  mismatchMessage: typeof MPIN_MESSAGES.confirmMismatch | typeof CHANGE_MPIN_MESSAGES.mismatch;
  /** The request's name for the new MPIN ('mpin' or 'new_mpin'), for the field error. */
  mpinField: string;
}

/** Refuses a confirmation that differs, then an MPIN among the first anyone would try. */
export function assertAcceptableNewMpin(input: NewMpinInput): void {
  if (input.mpin !== input.confirmation) {
    throw badRequest(input.mismatchMessage, [{ field: 'confirm_mpin', message: input.mismatchMessage }]);
  }
  const weakness = validateMpinStrength(input.mpin);
  if (weakness) throw badRequest(weakness, [{ field: input.mpinField, message: weakness }]);
}
