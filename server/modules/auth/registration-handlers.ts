// The registration wizard: startRegistration, verifyMobileAndGetUser, completeProfile,
// verifyEmailAndComplete.
import { and, eq, ne, sql } from 'drizzle-orm';
import { UTM_PARAMETERS } from '../../../src/domain/constants';
import { validateEmail } from '../../../src/domain/validation/email';
import { validateFullName } from '../../../src/domain/validation/full-name';
import { MPIN_MESSAGES } from '../../../src/domain/validation/mpin';
import { validateUsername } from '../../../src/domain/validation/username';
import type { AppContext, ContractHandlers, ContractRequest } from '../../context';
import { languageFromCookieHeader } from '../../../src/domain/language';
import type { Db } from '../../db/connect';
import { consents, users, type OtpPurpose } from '../../db/schema';
import { PRIVACY_POLICY_VERSION } from '../../../src/domain/privacy';
import { badRequest, conflict, forbidden } from '../../errors';
import { AUTH_FAILURE_DEFAULTS } from '../../../src/domain/auth-texts';
import { deliverOtp } from './deliver-otp';
import { AUTH_ERRORS, AUTH_SUCCESS } from './messages';
import { assertAcceptableNewMpin, hashMpin } from './mpin';
import { consumeOtpThen, sendOtp } from './otp';
import { issueDeviceToken } from './device-tokens';
import { openSession } from './session';
import { MOBILE_VERIFICATION_WINDOW_MS, OTP_TTL_MS } from './rules';
import { isUniqueViolation } from './unique-violation';
import { findUserByMobile, requireUserByUuid, toUserBody, type UserRow } from './users';

const USERNAME_INDEX = 'users_username_lower_key';

function utmParameters(query: ContractRequest<'startRegistration'>['query']): Record<string, string> | null {
  const found = UTM_PARAMETERS.flatMap((name) => {
    const value = query[name];
    return typeof value === 'string' && value !== '' ? [[name, value] as const] : [];
  });
  return found.length > 0 ? Object.fromEntries(found) : null;
}

/** The user of this number, created as pending (with the visit's utm_* parameters) if new. */
async function ensureUser(
  db: Db,
  mobileNumber: string,
  utm: Record<string, string> | null,
  now: Date,
): Promise<UserRow> {
  await db
    .insert(users)
    .values({ mobileNumber, signupUtm: utm, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.mobileNumber });
  const user = await findUserByMobile(db, mobileNumber);
  if (!user) throw new Error('user missing right after its insert');
  return user;
}

/** Field problems a person can fix, with SPEC §5's texts (the contract has checked the shapes). */
function assertProfileFields(body: ContractRequest<'completeProfile'>['body']): void {
  const problems = [
    { field: 'username', message: validateUsername(body.username) },
    { field: 'email', message: validateEmail(body.email) },
    { field: 'full_name', message: body.full_name === undefined ? null : validateFullName(body.full_name) },
  ].flatMap(({ field, message }) => (message ? [{ field, message }] : []));
  const first = problems[0];
  if (first) throw badRequest(first.message, problems);
}

async function assertUsernameFree(db: Db, username: string, ownerId: number): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, ownerId)));
  if (taken) throw conflict(AUTH_ERRORS.usernameTaken);
}

export function createRegistrationHandlers(
  ctx: AppContext,
): Pick<
  ContractHandlers,
  'startRegistration' | 'verifyMobileAndGetUser' | 'completeProfile' | 'verifyEmailAndComplete'
> {
  const { db, config } = ctx;

  /**
   * Checks the code `user` was sent for `purpose` and, in the same transaction, records on the user
   * what the code proved: the code is used up exactly when the fact is written.
   */
  async function markProvedByOtp(
    user: UserRow,
    purpose: OtpPurpose,
    request: { body: { otp_code: string; challenge_id?: string | undefined }; ip: string; now: Date },
    proved: Partial<typeof users.$inferInsert>,
  ): Promise<UserRow> {
    const { body, ip: client, now } = request;
    const otp = { userId: user.id, purpose, code: body.otp_code, challengeId: body.challenge_id, client, now };
    return consumeOtpThen(db, config, otp, async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...proved, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
      return row ?? user;
    });
  }

  return {
    async startRegistration(request) {
      const { body } = request;
      const now = ctx.now();
      const mobileNumber = body.mobile_number;
      // One transaction: a refused send (cooldown, caps) leaves no pending user behind.
      const issued = await db.transaction(async (tx) => {
        const user = await ensureUser(tx, mobileNumber, utmParameters(request.query), now);
        return sendOtp(tx, config, { userId: user.id, purpose: 'registration', mobileNumber, ip: request.ip }, now);
      });
      const exposed = await deliverOtp(ctx, request, issued, {
        mobileNumber,
        purpose: 'registration',
        failureText: AUTH_FAILURE_DEFAULTS.sendOtp.unreachable,
      });
      return {
        success: true,
        message: AUTH_SUCCESS.otpSent,
        data: {
          mobile_number: mobileNumber,
          expires_in_seconds: OTP_TTL_MS / 1000,
          challenge_id: issued.challengeId,
          ...exposed,
        },
      };
    },

    async verifyMobileAndGetUser({ body, ip }) {
      const now = ctx.now();
      const user = await findUserByMobile(db, body.mobile_number);
      // A number that never asked for a code gets the same answer as one whose code is gone.
      if (!user) throw badRequest(AUTH_ERRORS.otpNotRequested);
      const verified = await markProvedByOtp(user, 'registration', { body, ip, now }, { mobileVerifiedAt: now });
      return {
        success: true,
        message: AUTH_SUCCESS.mobileVerified,
        data: {
          user_uuid: verified.userUuid,
          is_profile_completed: verified.isProfileCompleted,
          is_email_verified: verified.isEmailVerified,
          is_mpin_set: verified.isMpinSet,
        },
      };
    },

    async completeProfile({ body, headers }) {
      const now = ctx.now();
      assertProfileFields(body);
      assertAcceptableNewMpin({
        mpin: body.mpin,
        confirmation: body.confirm_mpin,
        mismatchMessage: MPIN_MESSAGES.confirmMismatch,
        mpinField: 'mpin',
      });
      const consentVersion = body.consent_policy_version;
      if (consentVersion !== undefined && consentVersion !== PRIVACY_POLICY_VERSION) {
        throw badRequest(AUTH_ERRORS.stalePrivacyPolicy, [
          { field: 'consent_policy_version', message: AUTH_ERRORS.stalePrivacyPolicy },
        ]);
      }
      const user = await requireUserByUuid(db, body.user_uuid);
      if (user.isProfileCompleted) throw conflict(AUTH_ERRORS.profileAlreadyCompleted);
      // Without a fresh mobile OTP, anyone who learned a user_uuid could choose that account's MPIN.
      const verifiedAt = user.mobileVerifiedAt?.getTime();
      if (verifiedAt === undefined || now.getTime() - verifiedAt > MOBILE_VERIFICATION_WINDOW_MS) {
        throw forbidden(AUTH_ERRORS.mobileNotVerified);
      }
      await assertUsernameFree(db, body.username, user.id);
      const mpinHash = await hashMpin(config.mpinPepper, body.mpin);
      try {
        const [completed] = await db
          .update(users)
          .set({
            username: body.username,
            email: body.email.trim(),
            fullName: body.full_name?.trim() ?? user.fullName,
            // A person signing up in Hindi has a Hindi account from the start (issue 30 part 2).
            language: languageFromCookieHeader(headers.cookie) ?? user.language,
            mpinHash,
            mpinFailedAttempts: 0,
            mpinLockedAt: null,
            status: 'active',
            isProfileCompleted: true,
            // Startline's sign-up has no email step: completing the profile accepts the email, so a
            // returning number is recognised by the wizard (docs/architecture.md, Account flags).
            isEmailVerified: true,
            isMpinSet: true,
            // The verification is spent: it cannot complete (or redo) a profile again.
            mobileVerifiedAt: null,
            updatedAt: now,
          })
          // Guards against a concurrent completion of the same account.
          .where(and(eq(users.id, user.id), eq(users.isProfileCompleted, false)))
          .returning();
        if (!completed) throw conflict(AUTH_ERRORS.profileAlreadyCompleted);
        // DPDP Act §6: when, and to which policy, the person agreed (the wizard's notice).
        if (consentVersion !== undefined) {
          await db.insert(consents).values({ userId: completed.id, policyVersion: consentVersion, givenAt: now });
        }
        // The number was just proved with an OTP and the MPIN chosen: the new account is signed in
        // here (issue 25 item 6), so no address limit can refuse its first sign-in.
        // (last_login_at stays the last sign-in with the MPIN.)
        const session = await openSession(db, config, completed, now);
        return {
          success: true,
          message: AUTH_SUCCESS.profileCompleted,
          data: {
            user: toUserBody(completed),
            ...session,
            device_token: issueDeviceToken(config, completed.userUuid),
          },
        };
      } catch (error) {
        // Two people racing for one username: the index decides, the loser hears it like anyone else.
        if (isUniqueViolation(error, USERNAME_INDEX)) throw conflict(AUTH_ERRORS.usernameTaken);
        throw error;
      }
    },

    // The documented backend's email step (SPEC §7: not used by the screens). completeProfile here
    // accepts the email, so accounts made here answer 'Email is already verified'; the step still
    // serves any account whose email is unverified (docs/architecture.md, Account flags).
    async verifyEmailAndComplete({ body, ip }) {
      const now = ctx.now();
      const user = await requireUserByUuid(db, body.user_uuid);
      if (user.isEmailVerified) throw badRequest(AUTH_ERRORS.emailAlreadyVerified);
      const verified = await markProvedByOtp(user, 'email_verification', { body, ip, now }, { isEmailVerified: true });
      return {
        success: true,
        message: AUTH_SUCCESS.emailVerified,
        data: { user: toUserBody(verified) },
      };
    },
  };
}
