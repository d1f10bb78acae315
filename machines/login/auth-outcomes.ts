// What every auth flow reports to its screen, and how a failed auth call becomes a text (SPEC §8:
// the server's message is used when present). Shared by login, forgot MPIN, the registration
// wizard and change MPIN, so the rule lives once.

/** The failure an auth actor throws: the HTTP status (absent when no response came) and the server's text. */
export class AuthCallError extends Error {
  override name = 'AuthCallError';
  constructor(
    readonly status: number | undefined,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `Auth call failed${status === undefined ? ' without a response' : ` with ${status}`}`);
  }
}

/** SPEC §8 pairs each default: a short one when the server refused, a longer one when it could not be reached. */
export interface FailureDefaults {
  refused: string;
  unreachable: string;
}

export function failureText(error: unknown, defaults: FailureDefaults): string {
  if (error instanceof AuthCallError) {
    if (error.serverMessage) return error.serverMessage;
    return error.status === undefined ? defaults.unreachable : defaults.refused;
  }
  return defaults.unreachable;
}

/** A success text: the server's message when it sent one, else the SPEC default. */
export function successText(serverMessage: string | null | undefined, fallback: string): string {
  return serverMessage && serverMessage.trim() !== '' ? serverMessage : fallback;
}

/** Emitted for a toast (top centre, SPEC §9 duration); the screen shows it. */
export interface NotifyEmitted {
  type: 'notify';
  tone: 'success' | 'error' | 'info';
  message: string;
}

/** Emitted when the flow sends the person to another route (e.g. /login after 'Profile already exists'). */
export interface LeaveEmitted {
  type: 'leave';
  to: string;
}

export const AUTH_DEFAULTS = {
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

export const AUTH_SUCCESS_TEXTS = {
  otpSent: 'OTP sent successfully',
  otpResent: 'OTP resent successfully',
  mobileVerified: 'Mobile number verified successfully',
  profileCompleted: 'Profile completed successfully',
  mpinReset: 'MPIN reset successful',
  mpinUpdated: 'MPIN updated successfully',
  signedIn: 'Login successful! Welcome back to Startline',
  registered: 'Registration completed successfully! Welcome to Startline',
} as const;

export const AUTH_FLOW_TEXTS = {
  profileExists: 'Profile already exists. Please login to continue.',
  autoSignInFailed: 'Registration completed but login failed. Please login manually.',
  missingUserReference: 'Missing user reference. Please send OTP again.',
  loginToSeeProfile: 'Please login to access your profile',
  profileNotFound: 'Profile not found',
} as const;
