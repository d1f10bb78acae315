// SPEC §5 mobile number: 10 digits starting 6-9 (shown after a fixed +91).
import { MOBILE_NUMBER_LENGTH } from '../constants';
import { isBlank } from './text';

export const MOBILE_MESSAGES = {
  required: 'Mobile number is required',
  invalid: 'Please enter a valid 10-digit mobile number',
} as const;

const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

export function validateMobile(value: string | null | undefined): string | null {
  if (isBlank(value)) return MOBILE_MESSAGES.required;
  // Stryker disable next-line StringLiteral: isBlank has already refused null and undefined, so the fallback is never used
  return INDIAN_MOBILE_PATTERN.test(value ?? '') ? null : MOBILE_MESSAGES.invalid;
}

/** A country code still being typed: '+', '+9', '+91', '+91 ' (kept as typed until a digit follows). */
const COUNTRY_CODE_IN_PROGRESS = /^\+(9(1[\s-]*)?)?$/;

/**
 * What the mobile field keeps of what was typed or pasted: digits only, at most 10. The +91 country
 * code is dropped, whether the number is pasted whole ('+91 98765 43210') or typed key by key: while
 * only '+', '+9' or '+91' is in, it stays as typed, and the digits after it are the national number.
 * A 12-digit '91…' paste and an 11-digit '0…' trunk-prefixed number keep their last 10 digits.
 */
export function sanitizeMobileInput(raw: string): string {
  const text = raw.trimStart();
  if (COUNTRY_CODE_IN_PROGRESS.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return (digits.startsWith('91') ? digits.slice(2) : digits).slice(0, MOBILE_NUMBER_LENGTH);
  if (digits.length === MOBILE_NUMBER_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === MOBILE_NUMBER_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, MOBILE_NUMBER_LENGTH);
}
