// Nothing given away (security issue, item 5; ASVS V6.3.8, API3): forgot-MPIN for a number with no
// completed account answers exactly as for a real one, 'OTP sent successfully' with a user_uuid, after
// the same work (the same locks, cooldown and send caps, a send logged), so neither the answer nor
// its timing tells whether the number has an account. The user_uuid is a decoy derived from the
// number with the server's pepper, so asking again gives the same one, as for a real account.
//
// A decoy challenge (otp_decoys) behaves like an otps row (otp.ts) for the client that asked: resends,
// the cooldown, wrong tries counted ('Invalid OTP. n attempts remaining.'), dead after the fifth,
// expiry after 10 minutes. No code is ever right, and no SMS is sent (there is no one to send it to).
// It answers a challenge id like a real send and is found by it (otp.ts), so a browser that moved
// address sees the same answers as a real account's.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { otpDecoys, otpSendLog } from '../../db/schema';
import { badRequest } from '../../errors';
import { withinFailureLimits } from './failure-limits';
import { AUTH_ERRORS, invalidOtpMessage } from './messages';
import { assertUnderSendCaps } from './otp-send-caps';
import { OTP_MAX_WRONG_TRIES, OTP_TTL_MS } from './rules';
import {
  assertResendCooldownOver,
  challengeHashOf,
  deadChallengeError,
  isDead,
  lockSendsOf,
  newChallengeId,
} from './otp';
import { hmacSha256Hex } from './secrets';

type DecoyRow = typeof otpDecoys.$inferSelect;

/**
 * A version-4-shaped UUID from the number, stable for the pepper: what a real account's uuid looks like.
 * `scope` keeps the decoys of different steps apart, as a real account's purposes are.
 */
export function decoyUserUuid(pepper: string, mobileNumber: string, scope = ''): string {
  const hex = hmacSha256Hex(pepper, `decoy-user:${scope}${mobileNumber}`).slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = '89ab'[Number.parseInt(hex[16]!, 16) % 4]!;
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const isLive = (row: DecoyRow, now: Date) => now < row.expiresAt;

function ownedBy(client: string, challengeId: string | undefined) {
  return challengeId === undefined
    ? eq(otpDecoys.client, client)
    : eq(otpDecoys.challengeHash, challengeHashOf(challengeId));
}

async function lockDecoy(
  db: Db,
  decoyUuid: string,
  client: string,
  challengeId: string | undefined,
): Promise<DecoyRow | undefined> {
  const [row] = await db
    .select()
    .from(otpDecoys)
    .where(and(eq(otpDecoys.decoyUuid, decoyUuid), ownedBy(client, challengeId)))
    .for('update');
  return row;
}

/**
 * The decoy of sendOtp: the same locks, cooldown and caps, a send logged for the number, and a code
 * returned that the decoy challenge will never accept (handed out only where real codes are).
 */
export async function sendDecoyOtp(
  db: Db,
  config: Config,
  input: {
    mobileNumber: string;
    ip: string;
    resendOnly?: boolean;
    decoyUuid: string;
    challengeId?: string | undefined;
    purpose?: 'mpin_reset' | 'signin';
  },
  now: Date,
): Promise<{ code: string; challengeId: string }> {
  return db.transaction(async (tx) => {
    await lockSendsOf(tx, input.mobileNumber, input.ip);
    const existing = await lockDecoy(tx, input.decoyUuid, input.ip, input.challengeId);
    if (input.resendOnly && !existing) throw badRequest(AUTH_ERRORS.nothingToResend);
    if (existing && isLive(existing, now) && isDead(existing)) throw deadChallengeError(existing, now);
    assertResendCooldownOver(existing?.lastSentAt, now);
    await assertUnderSendCaps(tx, config, input, now);
    const challengeId = newChallengeId();
    const fields = {
      challengeHash: challengeHashOf(challengeId),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      failedAttempts: existing && isLive(existing, now) ? existing.failedAttempts : 0,
      lastSentAt: now,
    };
    await tx
      .insert(otpDecoys)
      .values({
        decoyUuid: input.decoyUuid,
        mobileNumber: input.mobileNumber,
        client: existing?.client ?? input.ip,
        ...fields,
        createdAt: now,
      })
      .onConflictDoUpdate({ target: [otpDecoys.decoyUuid, otpDecoys.client], set: fields });
    await tx
      .insert(otpSendLog)
      .values({ mobileNumber: input.mobileNumber, ip: input.ip, purpose: input.purpose ?? 'mpin_reset', sentAt: now });
    return { code: String(randomInt(0, 1_000_000)).padStart(6, '0'), challengeId };
  });
}

/** The decoy of a resend: only for a decoy this client asked for, like a real challenge. */
export async function resendDecoyOtp(
  db: Db,
  config: Config,
  input: { decoyUuid: string; ip: string; challengeId?: string | undefined },
  now: Date,
): Promise<{ code: string; challengeId: string; mobileNumber: string }> {
  const [row] = await db
    .select({ mobileNumber: otpDecoys.mobileNumber })
    .from(otpDecoys)
    .where(and(eq(otpDecoys.decoyUuid, input.decoyUuid), ownedBy(input.ip, input.challengeId)));
  if (!row) throw badRequest(AUTH_ERRORS.nothingToResend);
  const sent = await sendDecoyOtp(db, config, { ...input, mobileNumber: row.mobileNumber, resendOnly: true }, now);
  return { ...sent, mobileNumber: row.mobileNumber };
}

/**
 * A reset for a user_uuid that is no account: answered as a wrong code of a live challenge would be
 * (or as 'not requested', 'expired' or 'too many tries' as its state says), counted against the
 * client's failure limits like any wrong code. It never succeeds.
 */
export async function refuseDecoyOtp(
  db: Db,
  config: Config,
  input: { decoyUuid: string; client: string; challengeId?: string | undefined; now: Date },
): Promise<never> {
  const { now } = input;
  return withinFailureLimits(db, config, { kind: 'otp_verify', client: input.client, now }, () =>
    db.transaction(async (tx) => {
      const row = await lockDecoy(tx, input.decoyUuid, input.client, input.challengeId);
      if (!row) throw badRequest(AUTH_ERRORS.otpNotRequested);
      if (now >= row.expiresAt) throw badRequest(AUTH_ERRORS.otpExpired);
      if (isDead(row)) throw deadChallengeError(row, now);
      const failedAttempts = row.failedAttempts + 1;
      await tx.update(otpDecoys).set({ failedAttempts }).where(eq(otpDecoys.id, row.id));
      // Answered after the transaction: it must commit the count, which throwing here would undo.
      return { ...row, failedAttempts };
    }),
  ).then((counted) => {
    const triesLeft = OTP_MAX_WRONG_TRIES - counted.failedAttempts;
    if (triesLeft <= 0) throw deadChallengeError(counted, now);
    const message = invalidOtpMessage(triesLeft);
    throw badRequest(message, [{ field: 'otp_code', message }]);
  });
}
