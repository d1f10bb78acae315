// Username (registration guide, SPEC §5): 3-20 letters, digits or underscores.
import { isBlank } from './text';

export const USERNAME_MESSAGES = {
  required: 'Username is required',
  invalid: 'Username must be 3-20 characters of letters, numbers or underscores',
} as const;

const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;

export function validateUsername(value: string | null | undefined): string | null {
  if (isBlank(value)) return USERNAME_MESSAGES.required;
  return USERNAME_PATTERN.test(value ?? '') ? null : USERNAME_MESSAGES.invalid;
}
