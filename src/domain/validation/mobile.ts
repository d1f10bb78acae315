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
  return INDIAN_MOBILE_PATTERN.test(value ?? '') ? null : MOBILE_MESSAGES.invalid;
}

/**
 * What the mobile field keeps of what was typed or pasted: digits only, at most 10. A pasted number
 * with its country code ('+91 98765 43210') keeps the national 10 digits rather than losing the last two.
 */
export function sanitizeMobileInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const withoutCountryCode =
    digits.length === MOBILE_NUMBER_LENGTH + 2 && digits.startsWith('91') ? digits.slice(2) : digits;
  return withoutCountryCode.slice(0, MOBILE_NUMBER_LENGTH);
}
