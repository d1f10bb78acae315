// SPEC §5 MPIN rules for sign-up and sign-in, reset MPIN (forgot-MPIN modal) and change MPIN (profile).
import { isBlank, type FieldErrors } from './text';
import { validateMpinStrength } from './weak-mpin';

export const MPIN_MESSAGES = {
  required: 'MPIN is required',
  notFourDigits: 'MPIN must be 4 digits',
  notDigits: 'MPIN must contain only digits',
  confirmRequired: 'Please confirm your MPIN',
  confirmMismatch: 'MPIN does not match',
} as const;

export const RESET_MPIN_MESSAGES = {
  otpRequired: 'OTP is required',
  otpNotSixDigits: 'OTP must be 6 digits',
  newMpinRequired: 'New MPIN is required',
  newMpinNotFourDigits: 'New MPIN must be 4 digits',
} as const;

export const CHANGE_MPIN_MESSAGES = {
  newMpinNotFourDigits: 'MPIN must be 4 digits',
  confirmNotFourDigits: 'Confirm MPIN must be 4 digits',
  mismatch: 'MPIN and Confirm MPIN do not match',
  // Beyond SPEC §5: the modal also asks for the current MPIN, so a stolen session cannot change it.
  currentNotFourDigits: 'Current MPIN must be 4 digits',
  sameAsCurrent: 'New MPIN must be different from your current MPIN',
  currentIncorrect: 'Current MPIN is incorrect',
} as const;

const FOUR_DIGITS = /^\d{4}$/;
const SIX_DIGITS = /^\d{6}$/;
const DIGITS_ONLY = /^\d*$/;

/** Length is judged before content, so '12a' reads 'must be 4 digits' and '12a4' 'only digits'. */
export function validateMpin(value: string | null | undefined): string | null {
  if (isBlank(value)) return MPIN_MESSAGES.required;
  // Stryker disable next-line StringLiteral: isBlank has already refused null and undefined, so the fallback is never used
  const mpin = value ?? '';
  if (mpin.length !== 4) return MPIN_MESSAGES.notFourDigits;
  return DIGITS_ONLY.test(mpin) ? null : MPIN_MESSAGES.notDigits;
}

/**
 * An MPIN being chosen (sign-up, reset, change): SPEC §5's rules, then the server's refusal of the
 * easiest PINs (weak-mpin.ts), so the person hears it as soon as the four digits are in.
 */
export function validateNewMpin(value: string | null | undefined): string | null {
  // Stryker disable next-line StringLiteral: validateMpin answers null and undefined itself, so the fallback is never used
  return validateMpin(value) ?? validateMpinStrength(value ?? '');
}

export function validateConfirmMpin(
  mpin: string | null | undefined,
  confirmMpin: string | null | undefined,
): string | null {
  if (isBlank(confirmMpin)) return MPIN_MESSAGES.confirmRequired;
  return confirmMpin === mpin ? null : MPIN_MESSAGES.confirmMismatch;
}

/** What the MPIN boxes keep of typed or pasted text: digits only, at most 4. */
export function sanitizeMpinInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}

// ---- Reset MPIN (forgot-MPIN modal, reset step) ----

export function validateResetOtp(value: string | null | undefined): string | null {
  if (isBlank(value)) return RESET_MPIN_MESSAGES.otpRequired;
  // Stryker disable next-line StringLiteral: isBlank has already refused null and undefined, so the fallback is never used
  return SIX_DIGITS.test(value ?? '') ? null : RESET_MPIN_MESSAGES.otpNotSixDigits;
}

export function validateResetNewMpin(value: string | null | undefined): string | null {
  if (isBlank(value)) return RESET_MPIN_MESSAGES.newMpinRequired;
  // Stryker disable next-line StringLiteral: isBlank has already refused null and undefined, so the fallback is never used
  if (!FOUR_DIGITS.test(value ?? '')) return RESET_MPIN_MESSAGES.newMpinNotFourDigits;
  // Stryker disable next-line StringLiteral: the 4-digit check above has refused null and undefined, so the fallback is never used
  return validateMpinStrength(value ?? '');
}

export interface ResetMpinInput {
  otp: string;
  newMpin: string;
  confirmMpin: string;
}

/** The reset step's fields; the confirmation uses the general MPIN confirmation texts. */
export function validateResetMpinForm(input: ResetMpinInput): FieldErrors<'otp' | 'newMpin' | 'confirmMpin'> {
  return {
    otp: validateResetOtp(input.otp),
    newMpin: validateResetNewMpin(input.newMpin),
    confirmMpin: validateConfirmMpin(input.newMpin, input.confirmMpin),
  };
}

// ---- Change MPIN (profile modal) ----

export interface ChangeMpinInput {
  currentMpin: string;
  newMpin: string;
  confirmMpin: string;
}

/** The mismatch is reported on the confirmation, once it is itself 4 digits. */
export function validateChangeMpinForm(input: ChangeMpinInput): FieldErrors<'currentMpin' | 'newMpin' | 'confirmMpin'> {
  const currentMpin = FOUR_DIGITS.test(input.currentMpin) ? null : CHANGE_MPIN_MESSAGES.currentNotFourDigits;
  let newMpin = FOUR_DIGITS.test(input.newMpin)
    ? validateMpinStrength(input.newMpin)
    : CHANGE_MPIN_MESSAGES.newMpinNotFourDigits;
  if (newMpin === null && input.newMpin === input.currentMpin) newMpin = CHANGE_MPIN_MESSAGES.sameAsCurrent;
  let confirmMpin: string | null = null;
  if (!FOUR_DIGITS.test(input.confirmMpin)) confirmMpin = CHANGE_MPIN_MESSAGES.confirmNotFourDigits;
  else if (input.confirmMpin !== input.newMpin) confirmMpin = CHANGE_MPIN_MESSAGES.mismatch;
  return { currentMpin, newMpin, confirmMpin };
}
