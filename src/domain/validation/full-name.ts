// SPEC §5 full name: 3 to 50 characters, letters and spaces only.
import { FULL_NAME_MAX_LENGTH, FULL_NAME_MIN_LENGTH } from '../constants';
import { isBlank } from './text';

export const FULL_NAME_MESSAGES = {
  required: 'Full name is required',
  tooShort: 'Full name must be at least 3 characters',
  tooLong: 'Full name must be less than 50 characters',
  invalidCharacters: 'Full name can only contain letters and spaces',
} as const;

// Letters of any script (with their combining marks), so names written in Devanagari, Tamil and
// other Indian scripts are accepted as well as Latin ones.
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

export function validateFullName(value: string | null | undefined): string | null {
  if (isBlank(value)) return FULL_NAME_MESSAGES.required;
  // Stryker disable next-line StringLiteral: isBlank has already refused null and undefined, so the fallback is never used
  const name = (value ?? '').trim();
  // Counted in characters, not UTF-16 units.
  const length = [...name].length;
  if (length < FULL_NAME_MIN_LENGTH) return FULL_NAME_MESSAGES.tooShort;
  if (length > FULL_NAME_MAX_LENGTH) return FULL_NAME_MESSAGES.tooLong;
  return NAME_PATTERN.test(name) ? null : FULL_NAME_MESSAGES.invalidCharacters;
}

/** Digits are stripped while typing (SPEC §5); everything else is left for the validator to judge. */
export function sanitizeFullNameInput(raw: string): string {
  return raw.replace(/\p{Nd}/gu, '');
}
