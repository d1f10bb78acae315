// SPEC §5 and §8 texts as the models expect them, written out by hand from the SPEC (the welcome texts
// name the product, DESIGN §6), so a machine that shows another text fails its graph test.
import { AuthCallError } from '../../../machines/shared/auth-outcomes';

export const SPEC_TEXT = {
  otpSent: 'OTP sent successfully',
  otpResent: 'OTP resent successfully',
  mobileVerified: 'Mobile number verified successfully',
  profileCompleted: 'Profile completed successfully',
  mpinReset: 'MPIN reset successful',
  mpinUpdated: 'MPIN updated successfully',
  signedIn: 'Login successful! Welcome back to Startline',
  registered: 'Registration completed successfully! Welcome to Startline',
  profileExists: 'Profile already exists. Please login to continue.',
  autoSignInFailed: 'Registration completed but login failed. Please login manually.',
  missingUserReference: 'Missing user reference. Please send OTP again.',
  loginToSeeProfile: 'Please login to access your profile',
} as const;

/** SPEC §8 defaults: the first when the server refused without a text, the second when it could not be reached. */
export const SPEC_FAILURE = {
  sendOtp: ['Failed to send OTP', 'Failed to send OTP. Please try again.'],
  verifyOtp: ['Invalid OTP', 'Invalid OTP. Please try again.'],
  completeProfile: ['Failed to complete profile', 'Failed to complete profile. Please try again.'],
  signIn: [
    'Login failed. Please check your credentials.',
    'Login failed. Please check your credentials and try again.',
  ],
  resendOtp: ['Failed to resend OTP', 'Failed to resend OTP. Please try again.'],
  resetMpin: ['Failed to reset MPIN', 'Failed to reset MPIN. Please try again.'],
  updateMpin: ['Failed to update MPIN', 'Failed to update MPIN'],
} as const satisfies Record<string, readonly [string, string]>;

/** SPEC §5 resend cooldown text. */
export function pleaseWait(seconds: number): string {
  return `Please wait ${seconds}s before requesting another OTP`;
}

/** SPEC §8: the server's message is used when present, else the default for a refusal or for no answer. */
export function failureMessage(error: unknown, [refused, unreachable]: readonly [string, string]): string {
  if (!(error instanceof AuthCallError)) return unreachable;
  if (error.serverMessage) return error.serverMessage;
  return error.status === undefined ? unreachable : refused;
}

/** A refused code is wrong and is cleared; without an answer it may be right and stays. */
export function wasRefused(error: unknown): boolean {
  return error instanceof AuthCallError && error.status !== undefined;
}

export function successMessage(serverMessage: string | null | undefined, fallback: string): string {
  return serverMessage ? serverMessage : fallback;
}

export const notify = (tone: 'success' | 'error' | 'info', message: string) => ({ type: 'notify', tone, message });
export const leave = (to: string) => ({ type: 'leave', to });

/** SPEC §5 form rules the models decide enabled submits by. */
export const SPEC_RULES = {
  mobile: (value: string) => /^[6-9]\d{9}$/.test(value),
  otp: (value: string) => /^\d{6}$/.test(value),
  mpin: (value: string) => /^\d{4}$/.test(value),
};

/** DESIGN §5: a new MPIN may not be a repeated digit or a run (the models' examples are 1234 and 4826). */
export function isAcceptableNewMpin(value: string): boolean {
  if (!SPEC_RULES.mpin(value)) return false;
  const digits = [...value].map(Number);
  const steps = digits.slice(1).map((digit, i) => digit - digits[i]!);
  return (
    !steps.every((step) => step === 0) && !steps.every((step) => step === 1) && !steps.every((step) => step === -1)
  );
}
