// Caps on OTP sends per mobile number and per client IP over the last hour, counted from the
// append-only otp_send_log so they hold for numbers without a user row and across purposes.
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { otpSendLog } from '../../db/schema';
import { RetryLaterError } from '../../errors';
import { ipSendCapMessage, mobileSendCapMessage } from './messages';
import { OTP_SEND_CAP_WINDOW_MS, ceilUnits } from './rules';

const MINUTE_MS = 60 * 1000;

/** Milliseconds until fewer than `limit` sends remain in the window, or 0 if one is allowed now. */
async function waitUnderCap(db: Db, where: SQL | undefined, limit: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - OTP_SEND_CAP_WINDOW_MS);
  const sends = await db
    .select({ sentAt: otpSendLog.sentAt })
    .from(otpSendLog)
    .where(and(where, gt(otpSendLog.sentAt, windowStart)))
    .orderBy(asc(otpSendLog.sentAt));
  if (sends.length < limit) return 0;
  // The send whose leaving the window brings the count back under the limit.
  const freeing = sends[sends.length - limit];
  if (!freeing) return OTP_SEND_CAP_WINDOW_MS;
  return freeing.sentAt.getTime() + OTP_SEND_CAP_WINDOW_MS - now.getTime();
}

/** Throws a 429 when this number or this IP has used up its sends for the hour. */
export async function assertUnderSendCaps(
  db: Db,
  config: Config,
  target: { mobileNumber: string; ip: string },
  now: Date,
): Promise<void> {
  const mobileWait = await waitUnderCap(
    db,
    eq(otpSendLog.mobileNumber, target.mobileNumber),
    config.otpSendLimitPerHour,
    now,
  );
  if (mobileWait > 0) {
    throw new RetryLaterError(mobileSendCapMessage(ceilUnits(mobileWait, MINUTE_MS)), ceilUnits(mobileWait, 1000));
  }
  const ipWait = await waitUnderCap(db, eq(otpSendLog.ip, target.ip), config.otpSendLimitPerIpPerHour, now);
  if (ipWait > 0) {
    throw new RetryLaterError(ipSendCapMessage(ceilUnits(ipWait, MINUTE_MS)), ceilUnits(ipWait, 1000));
  }
}
