// One MPIN guess against an account, wherever it is asked (sign-in, Change MPIN's current MPIN): a
// wrong one is counted on the account, and the tenth in a row locks it until an MPIN reset.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { HttpError } from '../../errors';
import { AUTH_ERRORS } from './messages';
import { verifyMpin } from './mpin';
import { MPIN_MAX_WRONG_TRIES } from './rules';
import type { UserRow } from './users';

const ACCOUNT_LOCKED = 423;
export const accountLocked = () => new HttpError(ACCOUNT_LOCKED, AUTH_ERRORS.accountLocked);

export type MpinAttempt = 'right' | 'wrong' | 'locked';

/**
 * Checks `mpin` for a user row the caller locked for update (so parallel guesses queue and cannot
 * slip past the limit). 'locked' also for the right MPIN: only a reset, proving the number, unlocks.
 * The attempt that locks the account already answers 'locked'.
 */
export async function attemptMpin(
  db: Db,
  config: Config,
  user: UserRow & { mpinHash: string },
  mpin: string,
  now: Date,
): Promise<MpinAttempt> {
  if (user.mpinLockedAt) return 'locked';
  if (await verifyMpin(config.mpinPepper, mpin, user.mpinHash)) return 'right';
  const failedAttempts = user.mpinFailedAttempts + 1;
  const locks = failedAttempts >= MPIN_MAX_WRONG_TRIES;
  await db
    .update(users)
    .set({ mpinFailedAttempts: failedAttempts, mpinLockedAt: locks ? now : null, updatedAt: now })
    .where(eq(users.id, user.id));
  return locks ? 'locked' : 'wrong';
}
