// Caps on OTP sends over the last hour, counted from the append-only otp_send_log so they hold for
// numbers without a user row, across purposes and across server processes:
// - per mobile number and client: one client's sends to a number do not spend anyone else's, so a
//   stranger who locked an account and spent their sends cannot stop the owner's forgot-MPIN;
// - per mobile number from all clients together, higher, against SMS bombing from many addresses;
// - per client, whatever the numbers; and for the whole server.
import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { otpSendLog } from '../../db/schema';
import { RetryLaterError } from '../../errors';
import { globalSendCapMessage, ipSendCapMessage, mobileSendCapMessage } from './messages';
import { OTP_SEND_CAP_WINDOW_MS, ceilUnits } from './rules';

const MINUTE_MS = 60 * 1000;

/** Milliseconds until fewer than `limit` sends remain in the window, or 0 if one is allowed now. */
async function waitUnderCap(db: Db, where: SQL | undefined, limit: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - OTP_SEND_CAP_WINDOW_MS);
  if (limit <= 0) return OTP_SEND_CAP_WINDOW_MS;
  // The limit-th newest send in the window is the one whose leaving it brings the count under the limit.
  const [freeing] = await db
    .select({ sentAt: otpSendLog.sentAt })
    .from(otpSendLog)
    .where(and(where, gt(otpSendLog.sentAt, windowStart)))
    .orderBy(desc(otpSendLog.sentAt))
    .offset(limit - 1)
    .limit(1);
  return freeing ? freeing.sentAt.getTime() + OTP_SEND_CAP_WINDOW_MS - now.getTime() : 0;
}

/** Throws a 429 when this number, this client or the server has used up its sends for the hour. */
export async function assertUnderSendCaps(
  db: Db,
  config: Config,
  target: { mobileNumber: string; ip: string },
  now: Date,
): Promise<void> {
  const toNumber = eq(otpSendLog.mobileNumber, target.mobileNumber);
  const mobileWait = Math.max(
    await waitUnderCap(db, and(toNumber, eq(otpSendLog.ip, target.ip)), config.otpSendLimitPerHour, now),
    await waitUnderCap(db, toNumber, config.otpSendLimitPerMobilePerHour, now),
  );
  if (mobileWait > 0) {
    throw new RetryLaterError(mobileSendCapMessage(ceilUnits(mobileWait, MINUTE_MS)), ceilUnits(mobileWait, 1000));
  }
  const ipWait = await waitUnderCap(db, eq(otpSendLog.ip, target.ip), config.otpSendLimitPerIpPerHour, now);
  if (ipWait > 0) {
    throw new RetryLaterError(ipSendCapMessage(ceilUnits(ipWait, MINUTE_MS)), ceilUnits(ipWait, 1000));
  }
  const globalWait = await waitUnderCap(db, undefined, config.otpSendLimitGlobalPerHour, now);
  if (globalWait > 0) {
    throw new RetryLaterError(globalSendCapMessage(ceilUnits(globalWait, MINUTE_MS)), ceilUnits(globalWait, 1000));
  }
}
