// The numbers behind DESIGN §5's auth rules, in one place.
import { OTP_RESEND_COOLDOWN_SECONDS } from '../../../src/domain/constants';

export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong codes a challenge survives; the fifth kills it (see otp.ts for when a new one may start). */
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_COOLDOWN_MS = OTP_RESEND_COOLDOWN_SECONDS * 1000;
/** The window the per-number and per-IP send caps count over. */
export const OTP_SEND_CAP_WINDOW_MS = 60 * 60 * 1000;

/** The window the per-client and global limits on failed sign-ins and OTP checks count over. */
export const AUTH_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** A refresh token presented again this soon after its rotation gets the same new pair (two tabs, a retry). */
export const REFRESH_REUSE_GRACE_MS = 5 * 1000;

/** Wrong MPINs in a row that lock the account until an MPIN reset. */
export const MPIN_MAX_WRONG_TRIES = 10;

/** How long a verified mobile number lets complete-profile act on its user_uuid. */
export const MOBILE_VERIFICATION_WINDOW_MS = 15 * 60 * 1000;

/** Whole units still to wait, never 0 while anything is left. */
export function ceilUnits(ms: number, unitMs: number): number {
  return Math.max(1, Math.ceil(ms / unitMs));
}
