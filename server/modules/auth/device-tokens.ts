// Device cookies (OWASP Authentication Cheat Sheet; 'Slow Down Online Guessing Attacks with Device
// Cookies'), issue 25 item 6: a browser that signed in to an account gets a token naming the account
// and a random nonce, signed with a key derived from JWT_SECRET. Sent with a later sign-in to that
// account, it replaces the address as the client the failure limit counts, so other people's failures
// behind the same address (carrier-grade NAT, office or college Wi-Fi) never refuse it; it has its own,
// smaller limit, and once that is used up the browser is treated as any other at its address. The API
// is called without cookies (SPEC §7), so the token travels as an extension field and the app keeps it
// in local storage per account.
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { hexDigestsEqual, hmacSha256Hex } from './secrets';

const VERSION = 'd1';

const signatureOf = (config: Config, payload: string) => hmacSha256Hex(config.jwtSecret, `device-token:${payload}`);

export function issueDeviceToken(config: Config, userUuid: string): string {
  const payload = Buffer.from(JSON.stringify({ u: userUuid, n: randomBytes(16).toString('base64url') })).toString(
    'base64url',
  );
  return `${VERSION}.${payload}.${signatureOf(config, payload)}`;
}

/**
 * The token's nonce when it is well signed and names `userUuid`; null for anything else (another
 * account's token, a forged or damaged one), which then counts for nothing.
 */
export function deviceNonceFor(config: Config, token: string | undefined, userUuid: string): string | null {
  if (token === undefined) return null;
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) return null;
  if (!hexDigestsEqual(signatureOf(config, payload), signature)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return null;
    const { u, n } = claims as Record<string, unknown>;
    return u === userUuid && typeof n === 'string' && n !== '' ? n : null;
  } catch {
    return null;
  }
}
