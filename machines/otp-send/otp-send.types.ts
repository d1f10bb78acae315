import type { OtpPurpose } from '../otp-cooldown/otp-cooldown.machine';

export type OtpSendKind = 'send' | 'resend';

export interface OtpSendInput {
  purpose: OtpPurpose;
  kind: OtpSendKind;
  mobile: string;
  /** The account a reset OTP belongs to (forgot MPIN's resend needs it); null before it is known. */
  userUuid: string | null;
}

/** Where a cooldown is remembered: per purpose and mobile number (SPEC §9). */
export interface CooldownKey {
  purpose: OtpPurpose;
  mobile: string;
}

/** A remembered cooldown: whole seconds left (0 when none) and the account the OTP was sent for. */
export interface StoredCooldown {
  secondsLeft: number;
  userUuid: string | null;
}

export interface DeliverOtpInput {
  kind: OtpSendKind;
  mobile: string;
  userUuid: string | null;
}

/** The server's answer to a send: its text, and the account reference when it names one. */
export interface DeliveredOtp {
  message: string | null;
  userUuid: string | null;
}

export type OtpSendOutput =
  | { outcome: 'sent'; message: string | null; userUuid: string | null }
  | { outcome: 'coolingDown'; secondsLeft: number; userUuid: string | null }
  | { outcome: 'failed'; error: unknown };

export interface OtpSendContext extends OtpSendInput {
  result: OtpSendOutput | null;
}

/** The error of a failed send (for the parent's failure toast). */
export function sendFailureOf(output: OtpSendOutput): unknown {
  return output.outcome === 'failed' ? output.error : null;
}

/** The seconds the countdown shows after this send: 30 after a send, what is left during a cooldown. */
export function countdownAfter(output: OtpSendOutput, fullCooldownSeconds: number): number {
  if (output.outcome === 'sent') return fullCooldownSeconds;
  return output.outcome === 'coolingDown' ? output.secondsLeft : 0;
}

export function userUuidOf(output: OtpSendOutput): string | null {
  return output.outcome === 'failed' ? null : output.userUuid;
}
