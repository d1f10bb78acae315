import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, internalId, sqlList, updatedAt } from './columns';

export const USER_STATUSES = ['pending', 'active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The languages an account's messages (SMS, e-mails) may be sent in; the app's languages too. */
export const ACCOUNT_LANGUAGES = ['en', 'hi'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

export const OTP_PURPOSES = ['registration', 'mpin_reset', 'email_verification', 'signin'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const users = pgTable(
  'users',
  {
    id: internalId(),
    userUuid: uuid('user_uuid').notNull().unique().defaultRandom(),
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull().unique(),
    username: varchar('username', { length: 20 }),
    fullName: varchar('full_name', { length: 50 }),
    email: varchar('email', { length: 254 }),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    loginType: text('login_type').$type<'mobile'>().notNull().default('mobile'),
    userType: text('user_type').$type<'participant'>().notNull().default('participant'),
    mpinHash: text('mpin_hash'),
    mpinFailedAttempts: integer('mpin_failed_attempts').notNull().default(0),
    mpinLockedAt: instant('mpin_locked_at'),
    // Bumped when the MPIN is reset or changed: access tokens carry the epoch they were issued in,
    // and one from an earlier epoch is refused although its signature and expiry are fine.
    sessionEpoch: integer('session_epoch').notNull().default(0),
    isProfileCompleted: boolean('is_profile_completed').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isMpinSet: boolean('is_mpin_set').notNull().default(false),
    lastLoginAt: instant('last_login_at'),
    // When an OTP last proved the caller holds this number; complete-profile accepts a user_uuid only
    // shortly after, so knowing someone's user_uuid is not enough to set their MPIN.
    mobileVerifiedAt: instant('mobile_verified_at'),
    // The marketing parameters (utm_*) of the visit that started the registration, kept as sent.
    signupUtm: jsonb('signup_utm').$type<Record<string, string>>(),
    // The language the person chose in the app (issue 30): their SMS and e-mails are sent in it.
    language: text('language').$type<AccountLanguage>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames are unique regardless of case, so 'Asha_R' and 'asha_r' cannot both exist.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_status_check', sql.raw(`status in (${sqlList(USER_STATUSES)})`)),
    check('users_login_type_check', sql`${t.loginType} = 'mobile'`),
    check('users_user_type_check', sql`${t.userType} = 'participant'`),
    check('users_language_check', sql.raw(`language in (${sqlList(ACCOUNT_LANGUAGES)})`)),
  ],
);

// One live OTP per user and purpose: a resend overwrites code_hash and expires_at in place but keeps
// failed_attempts, so resending never buys more guesses.
export const otps = pgTable(
  'otps',
  {
    id: internalId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    // The client (address) that asked for the challenge: each client has its own, so a stranger's
    // sends and wrong codes never touch the owner's (security issue, item 3).
    client: text('client').notNull().default(''),
    // SHA-256 of the challenge id answered to the browser that asked (issue 25 item 5): a call that
    // sends it back finds the challenge from any address; a call without it finds it by client.
    challengeHash: text('challenge_hash'),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: instant('consumed_at'),
    lastSentAt: instant('last_sent_at').notNull().defaultNow(),
    sendsInWindow: integer('sends_in_window').notNull().default(1),
    windowStartedAt: instant('window_started_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('otps_user_purpose_client_key').on(t.userId, t.purpose, t.client),
    index('otps_challenge_idx').on(t.challengeHash),
    check('otps_purpose_check', sql.raw(`purpose in (${sqlList(OTP_PURPOSES)})`)),
  ],
);

// Forgot-MPIN for a number with no account answers like a real send (security issue, item 5): a
// decoy challenge per decoy user_uuid and client, counting wrong codes and expiring like an otps row,
// but with no code that could ever be right (server/modules/auth/decoy-otp.ts).
export const otpDecoys = pgTable(
  'otp_decoys',
  {
    id: internalId(),
    decoyUuid: uuid('decoy_uuid').notNull(),
    // The number it was asked for (already in otp_send_log), so a resend counts against its caps.
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
    client: text('client').notNull(),
    // As otps.challenge_hash: a decoy answers a challenge id too, so its answer looks like a real one.
    challengeHash: text('challenge_hash'),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastSentAt: instant('last_sent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('otp_decoys_uuid_client_key').on(t.decoyUuid, t.client),
    index('otp_decoys_expires_idx').on(t.expiresAt),
    index('otp_decoys_challenge_idx').on(t.challengeHash),
  ],
);

// Append-only log of OTP sends, counted over a sliding window to cap sends per number and per IP
// (also for numbers that have no user row yet).
export const otpSendLog = pgTable(
  'otp_send_log',
  {
    id: internalId(),
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
    ip: text('ip').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [
    index('otp_send_log_mobile_sent_idx').on(t.mobileNumber, t.sentAt),
    index('otp_send_log_ip_sent_idx').on(t.ip, t.sentAt),
    // The server-wide hourly cap counts every send in the window.
    index('otp_send_log_sent_idx').on(t.sentAt),
  ],
);

// Refresh tokens rotate: each use revokes the token and links its successor (replaced_by_id). A revoked
// token presented again means it leaked, and the whole family_id is revoked.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: internalId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    replacedById: integer('replaced_by_id'),
    // The successor's token sealed with a key derived from this token, so that the same token
    // presented again within the grace period (two tabs, a retry) gets the same new pair; only the
    // holder of this token can open it, and it is erased when the grace period is over.
    successorSealed: text('successor_sealed'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Failures that count against a client's and the whole server's guessing budget. */
export type AuthFailureKind = 'signin' | 'otp_verify';

// Append-only log of failed sign-ins and OTP checks, counted over a sliding window per client (IP, or
// the X-Forwarded-For client behind a trusted proxy) and across all clients. Kept in the database so
// the limits hold across several server processes on one PostgreSQL.
export const authFailureLog = pgTable(
  'auth_failure_log',
  {
    id: internalId(),
    kind: text('kind').$type<AuthFailureKind>().notNull(),
    client: text('client').notNull(),
    failedAt: instant('failed_at').notNull().defaultNow(),
  },
  (t) => [
    index('auth_failure_log_client_idx').on(t.kind, t.client, t.failedAt),
    index('auth_failure_log_kind_idx').on(t.kind, t.failedAt),
  ],
);
