// signin, refreshToken, logout, getMyProfile and setMyLanguage.
import { eq } from 'drizzle-orm';
import { callerOf, type AppContext, type ContractHandlers } from '../../context';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../../errors';
import { AUTH_ERRORS, AUTH_SUCCESS } from './messages';
import { spendMpinCheckTime } from './mpin';
import { accountLocked, attemptMpin } from './mpin-attempt';
import { ClientLimitReached, withinFailureLimits } from './failure-limits';
import { commitThenSettle, fail, succeed } from './outcome';
import { revokeSessionOf, rotateRefreshToken } from './refresh-tokens';
import { openSession } from './session';
import { signAccessToken } from './tokens';
import { findUserByMobile, lockUserById, lockUserByMobile, requireUserById, toUserBody, type UserRow } from './users';
import type { Db } from '../../db/connect';
import { HttpError } from '../../errors';
import { AUTH_FAILURE_DEFAULTS, SIGNIN_OTP_TEXTS } from '../../../src/domain/auth-texts';
import { decoyUserUuid, refuseDecoyOtp, sendDecoyOtp } from './decoy-otp';
import { deliverOtp } from './deliver-otp';
import { deviceNonceFor, issueDeviceToken } from './device-tokens';
import { exposeOtp } from './expose-otp';
import { checkOtpThen, sendOtp } from './otp';
import type { Outcome } from './outcome';
import type { SessionTokens } from './session';

/** Decoys of the sign-in OTP step are kept apart from forgot-MPIN's, as a real account's purposes are. */
const SIGNIN_DECOY_SCOPE = 'signin:';

type SignedIn = SessionTokens & { user: ReturnType<typeof toUserBody>; device_token: string };

const signedInAnswer = (session: SignedIn) => ({ success: true, message: AUTH_SUCCESS.signedIn, data: session });

export function createSessionHandlers(
  ctx: AppContext,
): Pick<ContractHandlers, 'signin' | 'refreshToken' | 'logout' | 'getMyProfile' | 'setMyLanguage'> {
  const { db, config } = ctx;
  return {
    async signin(request) {
      const { body, ip } = request;
      const now = ctx.now();
      const account = await findUserByMobile(db, body.identifier);
      const deviceNonce = account ? deviceNonceFor(config, body.device_token, account.userUuid) : null;
      // The sign-in OTP step's second call: the code proves the number, so no address limit applies.
      if (body.otp_code !== undefined) {
        return signedInAnswer(await signInWithOtp(request, body.otp_code, account, now));
      }
      // A browser that signed in to this account before counts against its own limit, not its
      // address's; once that is used up it is one more browser at its address.
      const clients = [
        ...(deviceNonce
          ? [
              {
                client: `device:${deviceNonce}`,
                limits: { perClient: config.signinFailureLimitPerDevice, global: null },
              },
            ]
          : []),
        { client: ip, limits: undefined },
      ];
      for (const [index, { client, limits }] of clients.entries()) {
        try {
          const attempt = { kind: 'signin' as const, client, now, ...(limits ? { limits } : {}) };
          return signedInAnswer(await withinFailureLimits(db, config, attempt, (markRight) => checkMpin(markRight)));
        } catch (error) {
          if (!(error instanceof ClientLimitReached)) throw error;
          if (index < clients.length - 1) continue;
          // The address is throttled: an OTP to the account's number lets this person in, and a
          // spray of one MPIN over many numbers cannot pass it. The MPIN is not checked here, so the
          // answer says nothing about it.
          return sendSigninOtp(request);
        }
      }
      throw new Error('unreachable: the last client either signs in or asks for the OTP step');

      function checkMpin(markRight: () => void) {
        return commitThenSettle(db, async (tx) => {
          const user = await lockUserByMobile(tx, body.identifier);
          if (!user?.mpinHash) {
            await spendMpinCheckTime(config.mpinPepper, body.mpin);
            return fail(unauthorized(AUTH_ERRORS.invalidCredentials));
          }
          const checked = await attemptMpin(tx, config, { ...user, mpinHash: user.mpinHash }, body.mpin, now);
          if (checked === 'locked') return fail(accountLocked());
          if (checked === 'wrong') return fail(unauthorized(AUTH_ERRORS.invalidCredentials));
          markRight();
          return signIn(tx, user);
        });
      }

      async function signIn(tx: Db, user: UserRow): Promise<Outcome<SignedIn>> {
        if (user.status !== 'active') return fail(forbidden(AUTH_ERRORS.accountInactive));
        const [signedIn] = await tx
          .update(users)
          .set({ mpinFailedAttempts: 0, lastLoginAt: now, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning();
        if (!signedIn) throw new Error('signed-in user vanished inside its own transaction');
        return succeed({
          ...(await openSession(tx, config, signedIn, now)),
          user: toUserBody(signedIn),
          device_token: issueDeviceToken(config, signedIn.userUuid),
        });
      }

      async function signInWithOtp(
        req: typeof request,
        code: string,
        user: UserRow | undefined,
        at: Date,
      ): Promise<SignedIn> {
        const challengeId = req.body.challenge_id;
        if (!user?.mpinHash) {
          // Hashed either way, so a number without an account answers in a real check's time.
          await spendMpinCheckTime(config.mpinPepper, req.body.mpin);
          const decoyUuid = decoyUserUuid(config.mpinPepper, req.body.identifier, SIGNIN_DECOY_SCOPE);
          return refuseDecoyOtp(db, config, { decoyUuid, client: req.ip, challengeId, now: at });
        }
        const key = { userId: user.id, purpose: 'signin' as const, client: req.ip, challengeId, code, now: at };
        return checkOtpThen(db, config, key, async (tx) => {
          const locked = await lockUserById(tx, user.id);
          if (!locked?.mpinHash) return fail(unauthorized(AUTH_ERRORS.invalidCredentials));
          const checked = await attemptMpin(tx, config, { ...locked, mpinHash: locked.mpinHash }, req.body.mpin, at);
          if (checked === 'locked') return fail(accountLocked());
          if (checked === 'wrong') return fail(unauthorized(AUTH_ERRORS.invalidCredentials));
          return signIn(tx, locked);
        });
      }

      async function sendSigninOtp(req: typeof request): Promise<never> {
        const mobileNumber = req.body.identifier;
        let sent: { challengeId: string; exposed: { otp_code?: string } };
        if (!account?.mpinHash) {
          const decoyUuid = decoyUserUuid(config.mpinPepper, mobileNumber, SIGNIN_DECOY_SCOPE);
          const decoy = await sendDecoyOtp(
            db,
            config,
            { mobileNumber, ip: req.ip, decoyUuid, purpose: 'signin', challengeId: req.body.challenge_id },
            now,
          );
          const exposed = exposeOtp(config, req, { code: decoy.code, purpose: 'signin', mobileNumber });
          sent = { challengeId: decoy.challengeId, exposed };
        } else {
          const issued = await sendOtp(
            db,
            config,
            { userId: account.id, purpose: 'signin', mobileNumber, ip: req.ip, challengeId: req.body.challenge_id },
            now,
          );
          const exposed = await deliverOtp(ctx, req, issued, {
            mobileNumber,
            purpose: 'signin',
            failureText: AUTH_FAILURE_DEFAULTS.sendOtp.unreachable,
          });
          sent = { challengeId: issued.challengeId, exposed };
        }
        throw new HttpError(429, SIGNIN_OTP_TEXTS.required, undefined, {
          otp_required: true,
          challenge_id: sent.challengeId,
          ...sent.exposed,
        });
      }
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

    // The contract's enum refuses any language but en and hi with 400 before this runs.
    async setMyLanguage(request) {
      const { id } = callerOf(request);
      await db.update(users).set({ language: request.body.language, updatedAt: ctx.now() }).where(eq(users.id, id));
      const user = await requireUserById(db, id);
      return {
        success: true,
        message: AUTH_SUCCESS.languageSaved,
        data: { user: toUserBody(user) },
      };
    },
  };
}
