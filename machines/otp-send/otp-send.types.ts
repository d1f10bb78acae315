import { AUTH_FAILURE_DEFAULTS, AUTH_SUCCESS_TEXTS, otpCooldownMessage } from '../../src/domain/auth-texts';
import type { FailureDefaults } from '../../src/domain/auth-texts';
import { OTP_RESEND_COOLDOWN_SECONDS } from '../../src/domain/constants';
import type { OtpPurpose } from '../otp-cooldown/otp-cooldown.machine';
import { failureText, successText } from '../shared/auth-outcomes';
import { notice, type NotifyEmitted } from '../shared/notices';

export type OtpSendKind = 'send' | 'resend';

export interface OtpSendInput {
  purpose: OtpPurpose;
  kind: OtpSendKind;
  mobile: string;
  /** The account a reset OTP belongs to (forgot MPIN's resend needs it); null before it is known. */
  userUuid: string | null;
  /** The challenge a resend carries on (issue 25 item 5); absent when the flow has none. */
  challengeId?: string;
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
  challengeId?: string;
}

/**
 * The server's answer to a send: its text, the account reference when it names one, and the challenge
 * id that binds the code to this browser (issue 25 item 5) when the server answers one.
 */
export interface DeliveredOtp {
  message: string | null;
  userUuid: string | null;
  challengeId?: string;
}

export type OtpSendOutput =
  | { outcome: 'sent'; message: string | null; userUuid: string | null; challengeId?: string }
  | { outcome: 'coolingDown'; secondsLeft: number; userUuid: string | null }
  | { outcome: 'failed'; error: unknown };

export interface OtpSendContext extends OtpSendInput {
  result: OtpSendOutput | null;
}

/**
 * Whether the person has a code to enter after this send: one just went out, or one went out less than
 * 30 s ago (for a reset, only when we know the account it belongs to).
 */
export function hasCodeToEnter(output: OtpSendOutput, needsAccount: boolean): boolean {
  if (output.outcome === 'sent') return true;
  return output.outcome === 'coolingDown' && (!needsAccount || output.userUuid !== null);
}

/** The seconds the countdown shows after this send: 30 after a send, what is left during a cooldown, else 0. */
export function countdownAfter(output: OtpSendOutput): number {
  if (output.outcome === 'sent') return OTP_RESEND_COOLDOWN_SECONDS;
  return output.outcome === 'coolingDown' ? output.secondsLeft : 0;
}

/** The challenge id a send answered, if it did (issue 25 item 5). */
export function challengeIdOf(output: OtpSendOutput): string | null {
  // Stryker disable next-line ConditionalExpression: no other outcome carries a challenge, so it reads null either way.
  return output.outcome === 'sent' ? (output.challengeId ?? null) : null;
}

export function userUuidOf(output: OtpSendOutput): string | null {
  return output.outcome === 'failed' ? null : output.userUuid;
}

interface OtpNotices {
  sentFallback: string;
  /** The server's own text, when it sends one, replaces the fallback. */
  serverTextWins: boolean;
  failure: FailureDefaults;
}

/** SPEC §8 texts of each kind of send. start-registration says 'OTP sent' even for a resend. */
export const OTP_NOTICES = {
  send: { sentFallback: AUTH_SUCCESS_TEXTS.otpSent, serverTextWins: true, failure: AUTH_FAILURE_DEFAULTS.sendOtp },
  resend: {
    sentFallback: AUTH_SUCCESS_TEXTS.otpResent,
    serverTextWins: true,
    failure: AUTH_FAILURE_DEFAULTS.resendOtp,
  },
  registrationResend: {
    sentFallback: AUTH_SUCCESS_TEXTS.otpResent,
    serverTextWins: false,
    failure: AUTH_FAILURE_DEFAULTS.resendOtp,
  },
} as const satisfies Record<string, OtpNotices>;

export type OtpNoticeKind = keyof typeof OTP_NOTICES;

/**
 * The toast after a send: the sent text, the cooldown's 'Please wait {n}s …' (information when the
 * person moves on to enter the code they have, an error when they stay), or why the send failed.
 */
export function otpOutcomeNotice(output: OtpSendOutput, kind: OtpNoticeKind, movingOn: boolean): NotifyEmitted {
  const notices: OtpNotices = OTP_NOTICES[kind];
  switch (output.outcome) {
    case 'sent':
      return notice.success(
        notices.serverTextWins ? successText(output.message, notices.sentFallback) : notices.sentFallback,
      );
    case 'coolingDown':
      return notice[movingOn ? 'info' : 'error'](otpCooldownMessage(output.secondsLeft));
    case 'failed':
      return notice.error(failureText(output.error, notices.failure));
  }
}
