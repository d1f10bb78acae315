// Refresh tokens are opaque random strings; only their SHA-256 is stored. Each use rotates the token
// (the old one is revoked and points at its successor) within a family that starts at sign-in.
// A revoked token presented again means a copy leaked: the whole family is revoked, so whichever of
// the legitimate user and the thief refreshes next must sign in again.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { refreshTokens, users } from '../../db/schema';
import { unauthorized } from '../../errors';
import { commitThenSettle, fail, succeed, type Outcome } from './outcome';
import { AUTH_ERRORS } from './messages';
import { randomToken, sha256Hex } from './secrets';

export interface IssuedRefreshToken {
  id: number;
  token: string;
}

export async function issueRefreshToken(
  db: Db,
  config: Config,
  input: { userId: number; familyId?: string },
  now: Date,
): Promise<IssuedRefreshToken> {
  const token = randomToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId: input.userId,
      tokenHash: sha256Hex(token),
      familyId: input.familyId ?? randomUUID(),
      expiresAt: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
      createdAt: now,
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token insert returned no row');
  return { id: row.id, token };
}

export interface RotatedRefreshToken {
  user: { id: number; userUuid: string };
  refreshToken: string;
}

const invalidToken = () => fail(unauthorized(AUTH_ERRORS.invalidRefreshToken));

/** Exchanges a refresh token for its successor; throws 401 for unknown, expired or reused tokens. */
export async function rotateRefreshToken(
  db: Db,
  config: Config,
  presented: string,
  now: Date,
): Promise<RotatedRefreshToken> {
  // The family revocation on reuse must commit although the call fails.
  return commitThenSettle(db, async (tx): Promise<Outcome<RotatedRefreshToken>> => {
    const [current] = await tx
      .select({
        id: refreshTokens.id,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
        userId: users.id,
        userUuid: users.userUuid,
        userStatus: users.status,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, sha256Hex(presented)))
      .for('update', { of: refreshTokens });
    if (!current) return invalidToken();
    if (current.revokedAt) {
      await revokeFamily(tx, current.familyId, now);
      return invalidToken();
    }
    if (now >= current.expiresAt || current.userStatus !== 'active') return invalidToken();
    const successor = await issueRefreshToken(tx, config, { userId: current.userId, familyId: current.familyId }, now);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now, replacedById: successor.id })
      .where(eq(refreshTokens.id, current.id));
    return succeed({ user: { id: current.userId, userUuid: current.userUuid }, refreshToken: successor.token });
  });
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Signs the user out everywhere: after an MPIN reset, sessions opened with the old MPIN end. */
export async function revokeAllRefreshTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
