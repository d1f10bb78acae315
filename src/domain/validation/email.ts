// SPEC §5 email: required, and a simple address pattern.
import { isBlank } from './text';

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
} as const;

/** Something, an @, something, a dot, something; no spaces. Deliverability is the OTP's job. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailFormat(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function validateEmail(value: string | null | undefined): string | null {
  if (isBlank(value)) return EMAIL_MESSAGES.required;
  // Stryker disable next-line StringLiteral: isBlank has already refused null and undefined, so the fallback is never used
  return isEmailFormat(value ?? '') ? null : EMAIL_MESSAGES.invalid;
}
