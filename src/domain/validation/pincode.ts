// SPEC §5 Indian PIN codes: 6 digits, the first 1-9. Two sets of texts: the attendee form's and the
// PIN lookup call's.
import { PIN_CODE_LENGTH } from '../constants';

export const PIN_CODE_MESSAGES = {
  startsWithZero: 'PIN code cannot start with 0',
  invalid: 'Please enter a valid Indian PIN code',
  tooLong: 'PIN code cannot be more than 6 digits',
  notSixDigits: 'PIN code must be exactly 6 digits',
} as const;

export const PIN_LOOKUP_MESSAGES = {
  invalidFormat: 'Invalid pincode format',
  notSixDigits: 'Pincode must be exactly 6 digits',
  startsWithZero: 'Pincode cannot start with 0',
} as const;

export interface PincodeValidationOptions {
  /**
   * Whether the field has been left once. While someone is still typing, a short PIN code is not yet
   * an error ('must be exactly 6 digits' is shown after touch); the other texts show at once.
   */
  touched?: boolean;
}

/** Attendee-form PIN code. Empty input is the required rule's business, so it passes here. */
export function validatePincode(
  value: string | null | undefined,
  { touched = true }: PincodeValidationOptions = {},
): string | null {
  const pincode = (value ?? '').trim();
  if (pincode === '') return null;
  if (!/^\d+$/.test(pincode)) return PIN_CODE_MESSAGES.invalid;
  if (pincode.startsWith('0')) return PIN_CODE_MESSAGES.startsWithZero;
  if (pincode.length > PIN_CODE_LENGTH) return PIN_CODE_MESSAGES.tooLong;
  if (pincode.length < PIN_CODE_LENGTH) return touched ? PIN_CODE_MESSAGES.notSixDigits : null;
  return null;
}

/** PIN lookup input, checked before the call is made (and by the server on the path parameter). */
export function validatePincodeLookup(input: unknown): string | null {
  if (typeof input !== 'string') return PIN_LOOKUP_MESSAGES.invalidFormat;
  if (!/^\d{6}$/.test(input)) return PIN_LOOKUP_MESSAGES.notSixDigits;
  return input.startsWith('0') ? PIN_LOOKUP_MESSAGES.startsWithZero : null;
}

/** True when a lookup may be made: exactly 6 digits, not starting with 0. */
export function isLookupablePincode(input: unknown): input is string {
  return validatePincodeLookup(input) === null;
}
