// forgotMpin, resetMpin, updateMpin and resendOtp (which serves the reset and the email OTPs).
import { eq } from 'drizzle-orm';
import { CHANGE_MPIN_MESSAGES, MPIN_MESSAGES } from '../../../src/domain/validation/mpin';
import { callerOf, type AppContext, type ContractHandlers } from '../../context';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { decoyUserUuid, refuseDecoyOtp, resendDecoyOtp, sendDecoyOtp } from './decoy-otp';
import { AUTH_FAILURE_DEFAULTS } from '../../../src/domain/auth-texts';
import { deliverOtp } from './deliver-otp';
import { exposeOtp } from './expose-otp';
import { AUTH_ERRORS, AUTH_SUCCESS } from './messages';
import { assertAcceptableNewMpin, hashMpin } from './mpin';
import { consumeOtpThen, sendOtp } from './otp';
import { revokeAllRefreshTokens } from './refresh-tokens';
import { findUserByMobile, findUserByUuid, lockUserById, requireUserById } from './users';
import { withinFailureLimits } from './failure-limits';
import { accountLocked, attemptMpin } from './mpin-attempt';
import { commitThenSettle, fail, succeed } from './outcome';
import { openSession } from './session';

export function createMpinHandlers(
  ctx: AppContext,
): Pick<ContractHandlers, 'forgotMpin' | 'resetMpin' | 'resendOtp' | 'updateMpin'> {
  const { db, config } = ctx;
  return {
    async forgotMpin(request) {
      const { body } = request;
      const now = ctx.now();
      const user = await findUserByMobile(db, body.mobile_number);
      // A half-registered number has no MPIN to reset; like a number with no account at all, it gets
      // the decoy answer (decoy-otp.ts), so the answer never says whether an account exists.
      if (!user?.isProfileCompleted) {
        const decoyUuid = decoyUserUuid(config.mpinPepper, body.mobile_number);
        const decoy = await sendDecoyOtp(
          db,
          config,
          { mobileNumber: body.mobile_number, ip: request.ip, decoyUuid },
          now,
        );
        return {
          success: true,
          message: AUTH_SUCCESS.otpSent,
          data: {
            user_uuid: decoyUuid,
            challenge_id: decoy.challengeId,
            ...exposeOtp(config, request, {
              code: decoy.code,
              purpose: 'mpin_reset',
              mobileNumber: body.mobile_number,
            }),
          },
        };
      }
      const issued = await sendOtp(
        db,
        config,
        {
          userId: user.id,
          purpose: 'mpin_reset',
          mobileNumber: user.mobileNumber,
          ip: request.ip,
        },
        now,
      );
      const exposed = await deliverOtp(ctx, request, issued, {
        mobileNumber: user.mobileNumber,
        purpose: 'mpin_reset',
        failureText: AUTH_FAILURE_DEFAULTS.sendOtp.unreachable,
      });
      return {
        success: true,
        message: AUTH_SUCCESS.otpSent,
        data: { user_uuid: user.userUuid, challenge_id: issued.challengeId, ...exposed },
      };
    },

    async resetMpin({ body, ip }) {
      const challengeId = body.challenge_id;
      const now = ctx.now();
      // Checked before the OTP, so a typo in the confirmation does not use the code up.
      assertAcceptableNewMpin({
        mpin: body.new_mpin,
        confirmation: body.confirm_mpin,
        mismatchMessage: MPIN_MESSAGES.confirmMismatch,
        mpinField: 'new_mpin',
      });
      const user = await findUserByUuid(db, body.user_uuid);
      // Hashed either way, so a decoy answers in the time a real reset takes.
      const mpinHash = await hashMpin(config.mpinPepper, body.new_mpin);
      if (!user) return refuseDecoyOtp(db, config, { decoyUuid: body.user_uuid, client: ip, challengeId, now });
      await consumeOtpThen(
        db,
        config,
        { userId: user.id, purpose: 'mpin_reset', code: body.otp_code, now, client: ip, challengeId },
        async (tx) => {
          await tx
            .update(users)
            .set({ mpinHash, isMpinSet: true, mpinFailedAttempts: 0, mpinLockedAt: null, updatedAt: now })
            .where(eq(users.id, user.id));
          // Whoever made the reset necessary may hold a session opened with the old MPIN.
          await revokeAllRefreshTokens(tx, user.id, now);
        },
      );
      return { success: true, message: AUTH_SUCCESS.mpinReset };
    },

    async resendOtp(request) {
      const { body } = request;
      const now = ctx.now();
      const user = await findUserByUuid(db, body.user_id);
      const purpose = body.otp_type;
      if (!user) {
        // A decoy's resend works like a real one (an account here always has its email verified).
        if (purpose === 'email_verification') throw badRequest(AUTH_ERRORS.emailAlreadyVerified);
        const decoy = await resendDecoyOtp(
          db,
          config,
          { decoyUuid: body.user_id, ip: request.ip, challengeId: body.challenge_id },
          now,
        );
        const exposed = exposeOtp(config, request, { code: decoy.code, purpose, mobileNumber: decoy.mobileNumber });
        return {
          success: true,
          message: AUTH_SUCCESS.otpResent,
          data: { challenge_id: decoy.challengeId, ...exposed },
        };
      }
      if (purpose === 'email_verification' && user.isEmailVerified) throw badRequest(AUTH_ERRORS.emailAlreadyVerified);
      const issued = await sendOtp(
        db,
        config,
        {
          userId: user.id,
          purpose,
          mobileNumber: user.mobileNumber,
          ip: request.ip,
          challengeId: body.challenge_id,
          resendOnly: true,
        },
        now,
      );
      const exposed = await deliverOtp(ctx, request, issued, {
        mobileNumber: user.mobileNumber,
        purpose,
        failureText: AUTH_FAILURE_DEFAULTS.resendOtp.unreachable,
      });
      return { success: true, message: AUTH_SUCCESS.otpResent, data: { challenge_id: issued.challengeId, ...exposed } };
    },

    // Asks for the current MPIN (counted like a sign-in guess), then ends every session and access
    // token issued before the change; the caller's own session goes on with the fresh pair answered.
    async updateMpin(request) {
      const { body, ip } = request;
      const now = ctx.now();
      assertAcceptableNewMpin({
        mpin: body.new_mpin,
        confirmation: body.confirm_mpin,
        mismatchMessage: CHANGE_MPIN_MESSAGES.mismatch,
        mpinField: 'new_mpin',
      });
      if (body.new_mpin === body.current_mpin) {
        throw badRequest(CHANGE_MPIN_MESSAGES.sameAsCurrent, [
          { field: 'new_mpin', message: CHANGE_MPIN_MESSAGES.sameAsCurrent },
        ]);
      }
      const callerId = callerOf(request).id;
      const mpinHash = await hashMpin(config.mpinPepper, body.new_mpin);
      const session = await withinFailureLimits(db, config, { kind: 'signin', client: ip, now }, (markRight) =>
        commitThenSettle(db, async (tx) => {
          const user = await lockUserById(tx, callerId);
          if (!user?.mpinHash) return fail(notFound(AUTH_ERRORS.userNotFound));
          const checked = await attemptMpin(tx, config, { ...user, mpinHash: user.mpinHash }, body.current_mpin, now);
          if (checked === 'locked') return fail(accountLocked());
          if (checked === 'wrong') {
            const message = CHANGE_MPIN_MESSAGES.currentIncorrect;
            return fail(badRequest(message, [{ field: 'current_mpin', message }]));
          }
          markRight();
          await tx
            .update(users)
            .set({ mpinHash, isMpinSet: true, mpinFailedAttempts: 0, updatedAt: now })
            .where(eq(users.id, user.id));
          await revokeAllRefreshTokens(tx, user.id, now);
          const renewed = await requireUserById(tx, user.id);
          return succeed(await openSession(tx, config, renewed, now));
        }),
      );
      return { success: true, message: AUTH_SUCCESS.mpinUpdated, data: session };
    },
  };
}
