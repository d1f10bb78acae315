import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config';
import type { AuthenticatedUser } from '../../context';

// Access tokens are short-lived HS256 JWTs; refresh tokens are opaque and stored hashed
// (see refresh-tokens.ts), so only access tokens need a signature check.

const ISSUER = 'startline';
const encoder = new TextEncoder();

export async function signAccessToken(config: Config, user: AuthenticatedUser, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ uid: user.id, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(user.userUuid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.accessTokenTtlSeconds)
    .sign(encoder.encode(config.jwtSecret));
}

/** Returns the user the token names, or null when it is malformed, forged or expired. */
export async function verifyAccessToken(config: Config, token: string, now: Date): Promise<AuthenticatedUser | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(config.jwtSecret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (payload.typ !== 'access' || typeof payload.uid !== 'number' || typeof payload.sub !== 'string') return null;
    return { id: payload.uid, userUuid: payload.sub };
  } catch {
    return null;
  }
}
