// SPEC §5 and §8 texts of the sign-in flows, in the one place the browser, the machines and the server
// read them from. Quoted exactly; the product name is DESIGN §6's.

export const PRODUCT_NAME = 'Startline';

/** The sign-in refusal the client tells apart from an expired session (SPEC §8 Session). */
export const INVALID_CREDENTIALS = 'Invalid credentials';

/** SPEC §5 resend cooldown. */
export function otpCooldownMessage(secondsLeft: number): string {
  return `Please wait ${secondsLeft}s before requesting another OTP`;
}

/** SPEC §8 pairs each default: a short one when the server refused, a longer one when it could not be reached. */
export interface FailureDefaults {
  refused: string;
  unreachable: string;
}

/** SPEC §8 auth and registration toasts, used when the server sends no message of its own. */
export const AUTH_FAILURE_DEFAULTS = {
  sendOtp: { refused: 'Failed to send OTP', unreachable: 'Failed to send OTP. Please try again.' },
  verifyOtp: { refused: 'Invalid OTP', unreachable: 'Invalid OTP. Please try again.' },
  completeProfile: {
    refused: 'Failed to complete profile',
    unreachable: 'Failed to complete profile. Please try again.',
  },
  signIn: {
    refused: 'Login failed. Please check your credentials.',
    unreachable: 'Login failed. Please check your credentials and try again.',
  },
  resendOtp: { refused: 'Failed to resend OTP', unreachable: 'Failed to resend OTP. Please try again.' },
  resetMpin: { refused: 'Failed to reset MPIN', unreachable: 'Failed to reset MPIN. Please try again.' },
  updateMpin: { refused: 'Failed to update MPIN', unreachable: 'Failed to update MPIN' },
} as const satisfies Record<string, FailureDefaults>;

/** SPEC §8 success toasts of the sign-in flows (the welcome texts name the product, DESIGN §6). */
export const AUTH_SUCCESS_TEXTS = {
  otpSent: 'OTP sent successfully',
  otpResent: 'OTP resent successfully',
  mobileVerified: 'Mobile number verified successfully',
  profileCompleted: 'Profile completed successfully',
  mpinReset: 'MPIN reset successful',
  mpinUpdated: 'MPIN updated successfully',
  signedIn: `Login successful! Welcome back to ${PRODUCT_NAME}`,
  registered: `Registration completed successfully! Welcome to ${PRODUCT_NAME}`,
  loggedOut: 'Logged out successfully',
} as const;

/**
 * The sign-in OTP step (issue 25 item 6): a browser new to the account, on an address with too many
 * failed sign-ins (other people's, behind the same network), proves the number with an OTP. In SPEC
 * §8's tone: what happened, then what to do.
 */
export const SIGNIN_OTP_TEXTS = {
  /** The server's 429 answer that opens the step; also the step's lead text. */
  required: 'Too many failed sign-in attempts from your network. Enter the OTP sent to your mobile number to continue.',
  heading: 'Verify it is you',
  otpLabel: 'OTP',
  submit: 'Verify and Sign In',
  submitting: 'Verifying...',
  resend: 'Resend OTP',
  back: 'Back',
} as const;

/** SPEC §2, §4 and §8 texts that move a person on. */
export const AUTH_FLOW_TEXTS = {
  profileExists: 'Profile already exists. Please login to continue.',
  autoSignInFailed: 'Registration completed but login failed. Please login manually.',
  missingUserReference: 'Missing user reference. Please send OTP again.',
  loginToSeeProfile: 'Please login to access your profile',
  profileNotFound: 'Profile not found',
  sessionExpired: 'Session expired, please login again',
} as const;
