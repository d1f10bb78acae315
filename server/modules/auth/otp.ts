// One-time passwords (DESIGN §5). A challenge is the otps row of one user, purpose and client (the
// address that asked for it, as failure-limits.ts names clients). Each client has its own challenge,
// so a stranger's sends, wrong codes and dead challenge never touch the owner's: the owner asking
// from their own phone is never locked out by someone else (security issue, item 3). A code is
// checked only against the challenge of the client entering it.
//
// - Sending (first send or resend) while the challenge is live — not consumed and its current code
//   not expired — replaces the code and restarts its 10 minutes but keeps the wrong-try count, so
//   resending never buys more guesses.
// - The fifth wrong code kills the challenge: verification then answers 429 and sends are refused
//   too, until the dead code's 10 minutes are over. Only then may a new challenge start, with a fresh
//   count. At most 5 guesses per 10 minutes, within the hourly send caps, keeps a 1-in-a-million code
//   out of reach.
// - A send after the challenge was consumed or expired starts a new challenge.
// Codes are stored as HMAC-SHA256 keyed with the server's pepper and compared in constant time.
//
// A challenge belongs to the browser that asked for it (issue 25 item 5): every send answers a fresh
// challenge id (128 random bits, base64url; only its SHA-256 is stored). A call that sends it back
// finds the challenge by it, from whatever address the browser has moved to; another browser, with
// no id or another one, never reaches it. A call without a challenge id (a client of the documented
// backend) finds the challenge of its own address, as before.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { otpSendLog, otps, type OtpPurpose } from '../../db/schema';
import { RetryLaterError, badRequest } from '../../errors';
import { AUTH_ERRORS, invalidOtpMessage, otpLockedMessage, resendCooldownMessage } from './messages';
import { assertUnderSendCaps } from './otp-send-caps';
import { withinFailureLimits } from './failure-limits';
import { commitThenSettle, fail, succeed, type Outcome } from './outcome';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS, ceilUnits } from './rules';
import { hexDigestsEqual, hmacSha256Hex, sha256Hex } from './secrets';

/** A new opaque challenge id: 128 random bits, base64url. */
export const newChallengeId = (): string => randomBytes(16).toString('base64url');

/** What is stored of a challenge id. */
export const challengeHashOf = (challengeId: string): string => sha256Hex(`otp-challenge:${challengeId}`);

export interface OtpChallengeKey {
  userId: number;
  purpose: OtpPurpose;
  /** The requesting client's address (request.ip). */
  client: string;
  /** The challenge id the browser sent back; when present it, not the address, names the challenge. */
  challengeId?: string | undefined;
}

export interface SendOtpInput extends Omit<OtpChallengeKey, 'client'> {
  mobileNumber: string;
  /** The requesting client's address: it owns the challenge, and the send caps count it. */
  ip: string;
  /** A resend: only for a challenge that exists and has not been used yet. */
  resendOnly?: boolean;
}

type OtpRow = typeof otps.$inferSelect;

const MINUTE_MS = 60 * 1000;

function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

// Bound to the user and purpose, so a stored hash is worthless for any other challenge.
function hashCode(pepper: string, key: OtpChallengeKey, code: string): string {
  return hmacSha256Hex(pepper, `otp:${key.purpose}:${key.userId}:${code}`);
}

const isLive = (row: OtpRow, now: Date) => row.consumedAt === null && now < row.expiresAt;

/** The fifth wrong code kills a challenge, a real one or a decoy (decoy-otp.ts). */
export const isDead = (row: { failedAttempts: number }) => row.failedAttempts >= OTP_MAX_WRONG_TRIES;

/** The answer for a dead challenge: wait until its code's 10 minutes are over. */
export function deadChallengeError(row: { expiresAt: Date }, now: Date): RetryLaterError {
  const wait = row.expiresAt.getTime() - now.getTime();
  return new RetryLaterError(otpLockedMessage(ceilUnits(wait, MINUTE_MS)), ceilUnits(wait, 1000));
}

/**
 * Serialises concurrent sends for one number, then for one IP, so parallel requests cannot overrun
 * the caps; taking the two locks always in this order rules out deadlocks. Decoy sends take the same
 * locks, so they wait exactly as real ones do.
 */
export async function lockSendsOf(tx: Db, mobileNumber: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-send-mobile:${mobileNumber}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-send-ip:${ip}`}))`);
}

/** A send within the cooldown of the challenge's last one is refused with the seconds left. */
export function assertResendCooldownOver(lastSentAt: Date | undefined, now: Date): void {
  const sinceLastSend = lastSentAt ? now.getTime() - lastSentAt.getTime() : Infinity;
  if (sinceLastSend < OTP_RESEND_COOLDOWN_MS) {
    const seconds = ceilUnits(OTP_RESEND_COOLDOWN_MS - sinceLastSend, 1000);
    throw new RetryLaterError(resendCooldownMessage(seconds), seconds);
  }
}

async function lockChallenge(db: Db, key: OtpChallengeKey): Promise<OtpRow | undefined> {
  const owner =
    key.challengeId === undefined
      ? eq(otps.client, key.client)
      : eq(otps.challengeHash, challengeHashOf(key.challengeId));
  const [row] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, key.userId), eq(otps.purpose, key.purpose), owner))
    .for('update');
  return row;
}

/** A code just issued, with what it replaced, so an SMS that could not be sent can be undone. */
export interface IssuedOtp {
  code: string;
  /** The challenge id answered to the asking browser (only its hash is stored). */
  challengeId: string;
  key: OtpChallengeKey;
  codeHash: string;
  /** The challenge as it was before this send; undefined when this send started it. */
  previous: OtpRow | undefined;
}

/** Issues a code for the challenge and returns it in clear (for the SMS, or the response outside production). */
export async function sendOtp(db: Db, config: Config, input: SendOtpInput, now: Date): Promise<IssuedOtp> {
  return db.transaction(async (tx) => {
    await lockSendsOf(tx, input.mobileNumber, input.ip);
    const asked = { userId: input.userId, purpose: input.purpose, client: input.ip, challengeId: input.challengeId };
    const existing = await lockChallenge(tx, asked);
    // A resend by challenge id from a new address carries on the challenge where it was asked.
    const key: OtpChallengeKey = { userId: input.userId, purpose: input.purpose, client: existing?.client ?? input.ip };
    if (input.resendOnly && (!existing || existing.consumedAt)) throw badRequest(AUTH_ERRORS.nothingToResend);
    if (existing && isLive(existing, now) && isDead(existing)) throw deadChallengeError(existing, now);
    assertResendCooldownOver(existing?.lastSentAt, now);
    await assertUnderSendCaps(tx, config, input, now);
    const code = generateCode();
    const challengeId = newChallengeId();
    const fields = {
      challengeHash: challengeHashOf(challengeId),
      codeHash: hashCode(config.mpinPepper, key, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      failedAttempts: existing && isLive(existing, now) ? existing.failedAttempts : 0,
      consumedAt: null,
      lastSentAt: now,
    };
    await tx
      .insert(otps)
      .values({ ...key, ...fields, createdAt: now })
      .onConflictDoUpdate({ target: [otps.userId, otps.purpose, otps.client], set: fields });
    await tx
      .insert(otpSendLog)
      .values({ mobileNumber: input.mobileNumber, ip: input.ip, purpose: input.purpose, sentAt: now });
    return { code, challengeId, key, codeHash: fields.codeHash, previous: existing };
  });
}

/**
 * The SMS carrying `issued` could not be sent: the challenge goes back to what it was, so the person's
 * cooldown is not spent and an earlier code still works. The send stays in otp_send_log: the abuse
 * budgets count the attempt. Guarded by the new code's hash, so a later send is never undone.
 */
export async function revertOtpSend(db: Db, issued: IssuedOtp): Promise<void> {
  const { key, codeHash, previous } = issued;
  const ours = and(
    eq(otps.userId, key.userId),
    eq(otps.purpose, key.purpose),
    eq(otps.client, key.client),
    eq(otps.codeHash, codeHash),
  );
  if (!previous) {
    await db.delete(otps).where(ours);
    return;
  }
  await db
    .update(otps)
    .set({
      challengeHash: previous.challengeHash,
      codeHash: previous.codeHash,
      expiresAt: previous.expiresAt,
      failedAttempts: previous.failedAttempts,
      consumedAt: previous.consumedAt,
      lastSentAt: previous.lastSentAt,
    })
    .where(ours);
}

// Records a wrong try even though the caller then fails: that write must be committed.
async function checkAndConsume(
  db: Db,
  config: Config,
  key: OtpChallengeKey,
  code: string,
  now: Date,
): Promise<Outcome<number>> {
  const row = await lockChallenge(db, key);
  if (!row) return fail(badRequest(AUTH_ERRORS.otpNotRequested));
  if (row.consumedAt) return fail(badRequest(AUTH_ERRORS.otpAlreadyUsed));
  if (now >= row.expiresAt) return fail(badRequest(AUTH_ERRORS.otpExpired));
  if (isDead(row)) return fail(deadChallengeError(row, now));
  if (!hexDigestsEqual(hashCode(config.mpinPepper, key, code), row.codeHash)) {
    const failedAttempts = row.failedAttempts + 1;
    await db.update(otps).set({ failedAttempts }).where(eq(otps.id, row.id));
    const triesLeft = OTP_MAX_WRONG_TRIES - failedAttempts;
    if (triesLeft <= 0) return fail(deadChallengeError(row, now));
    const message = invalidOtpMessage(triesLeft);
    return fail(badRequest(message, [{ field: 'otp_code', message }]));
  }
  await db.update(otps).set({ consumedAt: now }).where(eq(otps.id, row.id));
  return succeed(row.id);
}

/**
 * Checks the code and, in the same transaction, runs `effect`: the code is used up exactly when the
 * effect commits. A wrong code is counted and answered with its error; `effect` does not run.
 */
export async function consumeOtpThen<T>(
  db: Db,
  config: Config,
  input: OtpChallengeKey & { code: string; now: Date },
  effect: (tx: Db) => Promise<T>,
): Promise<T> {
  // An effect that never refuses: checkOtpThen then has nothing to give back.
  return checkOtpThen(db, config, input, async (tx) => succeed(await effect(tx)));
}

/**
 * As consumeOtpThen, for a step that may still refuse after a right code (sign-in's OTP step refuses
 * a wrong MPIN): then the code is not used up, so the person can retype the MPIN, but the refusal
 * counts as a wrong try of the challenge, so its 5 tries bound the MPIN guesses made through it too.
 */
export async function checkOtpThen<T>(
  db: Db,
  config: Config,
  input: OtpChallengeKey & { code: string; now: Date },
  effect: (tx: Db) => Promise<Outcome<T>>,
): Promise<T> {
  const attempt = { kind: 'otp_verify' as const, client: input.client, now: input.now };
  return withinFailureLimits(db, config, attempt, (markRight) =>
    commitThenSettle(db, async (tx) => {
      const key = {
        userId: input.userId,
        purpose: input.purpose,
        client: input.client,
        challengeId: input.challengeId,
      };
      const checked = await checkAndConsume(tx, config, key, input.code, input.now);
      if (!checked.ok) return checked;
      markRight();
      const done = await effect(tx);
      if (!done.ok) {
        await tx
          .update(otps)
          .set({ consumedAt: null, failedAttempts: sql`${otps.failedAttempts} + 1` })
          .where(eq(otps.id, checked.value));
      }
      return done;
    }),
  );
}
