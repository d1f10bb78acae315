// Username (registration guide, SPEC §5): 3-20 letters, digits or underscores.
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants';
import { isBlank } from './text';

export const USERNAME_MESSAGES = {
  required: 'Username is required',
  invalid: `Username must be ${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} characters of letters, numbers or underscores`,
} as const;

const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);

export function validateUsername(value: string | null | undefined): string | null {
  if (isBlank(value)) return USERNAME_MESSAGES.required;
  // Stryker disable next-line StringLiteral: isBlank has already refused null and undefined, so the fallback is never used
  return USERNAME_PATTERN.test(value ?? '') ? null : USERNAME_MESSAGES.invalid;
}
