// Reading users for the auth endpoints and shaping them as the contract's User (SPEC §3).
import { eq } from 'drizzle-orm';
import type { components } from '../../../src/api/schema';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { AUTH_ERRORS } from './messages';

export type UserRow = typeof users.$inferSelect;
type UserBody = components['schemas']['User'];

export async function findUserByMobile(db: Db, mobileNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber));
  return row;
}

/** The user named by a user_uuid from a request body, or 404. */
export async function findUserByUuid(db: Db, userUuid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userUuid, userUuid));
  return row;
}

export async function requireUserByUuid(db: Db, userUuid: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.userUuid, userUuid));
  if (!row) throw notFound(AUTH_ERRORS.userNotFound);
  return row;
}

export async function requireUserById(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(AUTH_ERRORS.userNotFound);
  return row;
}

/** Locks the row for the rest of the transaction, so concurrent attempts on one account queue. */
export async function lockUserByMobile(db: Db, mobileNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber)).for('update');
  return row;
}

/** Locks the row for the rest of the transaction (see lockUserByMobile). */
export async function lockUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export function toUserBody(user: UserRow): UserBody {
  return {
    user_uuid: user.userUuid,
    username: user.username,
    email: user.email,
    mobile_number: user.mobileNumber,
    status: user.status,
    login_type: user.loginType,
    last_login_at: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    is_profile_completed: user.isProfileCompleted,
    is_email_verified: user.isEmailVerified,
    is_mpin_set: user.isMpinSet,
    full_name: user.fullName,
    language: user.language,
  };
}
