// signin, refreshToken, logout and getMyProfile.
import { eq } from 'drizzle-orm';
import { callerOf, type AppContext, type ContractHandlers } from '../../context';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../../errors';
import { AUTH_ERRORS, AUTH_SUCCESS } from './messages';
import { spendMpinCheckTime } from './mpin';
import { accountLocked, attemptMpin } from './mpin-attempt';
import { withinFailureLimits } from './failure-limits';
import { commitThenSettle, fail, succeed } from './outcome';
import { revokeSessionOf, rotateRefreshToken } from './refresh-tokens';
import { openSession } from './session';
import { signAccessToken } from './tokens';
import { lockUserByMobile, requireUserById, toUserBody } from './users';

export function createSessionHandlers(
  ctx: AppContext,
): Pick<ContractHandlers, 'signin' | 'refreshToken' | 'logout' | 'getMyProfile'> {
  const { db, config } = ctx;
  return {
    async signin({ body, ip }) {
      const now = ctx.now();
      // The user row stays locked while the MPIN is checked, so parallel guesses queue behind each
      // other and cannot slip past the limit of wrong attempts.
      const attempt = { kind: 'signin' as const, client: ip, now };
      const session = await withinFailureLimits(db, config, attempt, (markRight) =>
        commitThenSettle(db, async (tx) => {
          const user = await lockUserByMobile(tx, body.identifier);
          if (!user?.mpinHash) {
            await spendMpinCheckTime(config.mpinPepper, body.mpin);
            return fail(unauthorized(AUTH_ERRORS.invalidCredentials));
          }
          const checked = await attemptMpin(tx, config, { ...user, mpinHash: user.mpinHash }, body.mpin, now);
          if (checked === 'locked') return fail(accountLocked());
          if (checked === 'wrong') return fail(unauthorized(AUTH_ERRORS.invalidCredentials));
          markRight();
          if (user.status !== 'active') return fail(forbidden(AUTH_ERRORS.accountInactive));
          const [signedIn] = await tx
            .update(users)
            .set({ mpinFailedAttempts: 0, lastLoginAt: now, updatedAt: now })
            .where(eq(users.id, user.id))
            .returning();
          if (!signedIn) throw new Error('signed-in user vanished inside its own transaction');
          return succeed({ ...(await openSession(tx, config, signedIn, now)), user: toUserBody(signedIn) });
        }),
      );
      return { success: true, message: AUTH_SUCCESS.signedIn, data: session };
    },

    async refreshToken({ body }) {
      const now = ctx.now();
      const rotated = await rotateRefreshToken(db, config, body.refresh_token, now);
      // Signed at the rotation's instant, so a repeat within the grace period gets the very same token.
      const token = await signAccessToken(config, rotated.user, rotated.issuedAt);
      return {
        success: true,
        message: AUTH_SUCCESS.tokenRefreshed,
        data: { token, refresh_token: rotated.refreshToken },
      };
    },

    async logout({ body }) {
      await revokeSessionOf(db, body.refresh_token, ctx.now());
      return { success: true, message: AUTH_SUCCESS.loggedOut };
    },

    async getMyProfile(request) {
      const user = await requireUserById(db, callerOf(request).id);
      return {
        success: true,
        message: AUTH_SUCCESS.profileFetched,
        data: { user: toUserBody(user) },
      };
    },
  };
}
