// Refresh tokens are opaque random strings; only their SHA-256 is stored. Each use rotates the token
// (the old one is revoked and points at its successor) within a family that starts at sign-in.
// A revoked token presented again means a copy leaked: the whole family is revoked, so whichever of
// the legitimate user and the thief refreshes next must sign in again. One exception: the same token
// presented again within REFRESH_REUSE_GRACE_MS of its rotation (two tabs refreshing together, a
// retry after a lost answer) gets the same new pair, so an honest race does not end the session.
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { refreshTokens, users } from '../../db/schema';
import { unauthorized } from '../../errors';
import { commitThenSettle, fail, succeed, type Outcome } from './outcome';
import { AUTH_ERRORS } from './messages';
import { REFRESH_REUSE_GRACE_MS } from './rules';
import { randomToken, seal, sha256Hex, unseal } from './secrets';

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
  user: { id: number; userUuid: string; sessionEpoch: number };
  refreshToken: string;
  /** When the pair was made: the rotation, also for a repeat within the grace period. */
  issuedAt: Date;
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
        sessionEpoch: users.sessionEpoch,
        replacedById: refreshTokens.replacedById,
        successorSealed: refreshTokens.successorSealed,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, sha256Hex(presented)))
      .for('update', { of: refreshTokens });
    if (!current) return invalidToken();
    const user = { id: current.userId, userUuid: current.userUuid, sessionEpoch: current.sessionEpoch };
    if (current.revokedAt) {
      const repeat = await repeatWithinGrace(tx, presented, { ...current, revokedAt: current.revokedAt }, now);
      if (repeat && current.userStatus === 'active') {
        return succeed({ user, refreshToken: repeat, issuedAt: current.revokedAt });
      }
      await revokeFamily(tx, current.familyId, now);
      return invalidToken();
    }
    if (now >= current.expiresAt || current.userStatus !== 'active') return invalidToken();
    const successor = await issueRefreshToken(tx, config, { userId: current.userId, familyId: current.familyId }, now);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now, replacedById: successor.id, successorSealed: seal(presented, successor.token) })
      .where(eq(refreshTokens.id, current.id));
    // Sealed successors older than the grace period are never opened again: erase them.
    await tx
      .update(refreshTokens)
      .set({ successorSealed: null })
      .where(
        and(
          eq(refreshTokens.familyId, current.familyId),
          isNotNull(refreshTokens.successorSealed),
          lt(refreshTokens.revokedAt, new Date(now.getTime() - REFRESH_REUSE_GRACE_MS)),
        ),
      );
    return succeed({ user, refreshToken: successor.token, issuedAt: now });
  });
}

/**
 * The successor handed out at this token's rotation, when the token comes back within the grace
 * period and that successor is still the family's live token; otherwise null (a reuse).
 */
async function repeatWithinGrace(
  db: Db,
  presented: string,
  rotated: { revokedAt: Date; replacedById: number | null; successorSealed: string | null },
  now: Date,
): Promise<string | null> {
  if (rotated.replacedById === null || rotated.successorSealed === null) return null;
  if (now.getTime() - rotated.revokedAt.getTime() > REFRESH_REUSE_GRACE_MS) return null;
  const [successor] = await db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, rotated.replacedById));
  if (!successor || successor.revokedAt) return null;
  return unseal(presented, rotated.successorSealed);
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await db.update(refreshTokens).set({ successorSealed: null }).where(eq(refreshTokens.familyId, familyId));
}

/** Logout: the session this refresh token belongs to ends (an unknown token changes nothing). */
export async function revokeSessionOf(db: Db, presented: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(presented)));
  if (row) await revokeFamily(db, row.familyId, now);
}

/**
 * Signs the user out everywhere: after an MPIN reset, sessions opened with the old MPIN end. Every
 * refresh token is revoked and the session epoch moves on, so access tokens already handed out stop
 * working too.
 */
export async function revokeAllRefreshTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, successorSealed: null })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
    .where(eq(users.id, userId));
}
