// SPEC §5 registration OTP: 6 digits.
import { OTP_LENGTH } from '../constants';

export const OTP_MESSAGES = {
  incomplete: 'Please enter complete 6-digit OTP',
} as const;

const OTP_PATTERN = /^\d{6}$/;

export function validateOtp(value: string | null | undefined): string | null {
  // Stryker disable next-line StringLiteral: any fallback that is not 6 digits fails the pattern the same way
  return OTP_PATTERN.test(value ?? '') ? null : OTP_MESSAGES.incomplete;
}

/** What the OTP boxes keep of typed or pasted text: digits only, at most 6. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
