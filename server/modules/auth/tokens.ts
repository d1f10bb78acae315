import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config';
import type { AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';

// Access tokens are short-lived HS256 JWTs; refresh tokens are opaque and stored hashed
// (see refresh-tokens.ts), so only access tokens need a signature check. A token also carries the
// user's session epoch (`sev`): resetting the MPIN moves the epoch on, which ends every access token
// issued before it although its signature and expiry are still good.

const ISSUER = 'startline';
const encoder = new TextEncoder();

export interface TokenSubject extends AuthenticatedUser {
  sessionEpoch: number;
}

export async function signAccessToken(config: Config, user: TokenSubject, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ uid: user.id, sev: user.sessionEpoch, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(user.userUuid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.accessTokenTtlSeconds)
    .sign(encoder.encode(config.jwtSecret));
}

/**
 * The claims of a well-formed, genuine, unexpired access token, or null. A token without an expiry,
 * an issue time or a subject is refused: one that never expires must not exist.
 */
export async function verifyAccessToken(config: Config, token: string, now: Date): Promise<TokenSubject | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(config.jwtSecret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { typ, uid, sev, sub } = payload;
    if (typ !== 'access' || typeof uid !== 'number' || typeof sev !== 'number' || typeof sub !== 'string') return null;
    return { id: uid, userUuid: sub, sessionEpoch: sev };
  } catch {
    return null;
  }
}

/**
 * The caller a bearer token names, checked against the database: the user must exist with that id
 * and uuid (a token whose subject and user id disagree is refused), be active, and still be in the
 * session epoch the token was issued in.
 */
export async function authenticateAccessToken(
  db: Db,
  config: Config,
  token: string,
  now: Date,
): Promise<AuthenticatedUser | null> {
  const claims = await verifyAccessToken(config, token, now);
  if (!claims) return null;
  const [user] = await db
    .select({ userUuid: users.userUuid, sessionEpoch: users.sessionEpoch, status: users.status })
    .from(users)
    .where(eq(users.id, claims.id));
  if (!user || user.userUuid !== claims.userUuid || user.sessionEpoch !== claims.sessionEpoch) return null;
  if (user.status === 'inactive') return null;
  return { id: claims.id, userUuid: claims.userUuid };
}
