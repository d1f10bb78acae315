// Every text the auth endpoints answer with. SPEC §5/§8 texts come from src/domain/auth-texts, the one
// place the browser and the machines read them too, so the client can show the server's message as is;
// the texts only the server says (what went wrong and what to do next) live here.
import {
  AUTH_FAILURE_DEFAULTS,
  AUTH_SUCCESS_TEXTS,
  INVALID_CREDENTIALS,
  otpCooldownMessage,
} from '../../../src/domain/auth-texts';

export const AUTH_SUCCESS = {
  otpSent: AUTH_SUCCESS_TEXTS.otpSent,
  otpResent: AUTH_SUCCESS_TEXTS.otpResent,
  mobileVerified: AUTH_SUCCESS_TEXTS.mobileVerified,
  profileCompleted: AUTH_SUCCESS_TEXTS.profileCompleted,
  mpinReset: AUTH_SUCCESS_TEXTS.mpinReset,
  mpinUpdated: AUTH_SUCCESS_TEXTS.mpinUpdated,
  signedIn: AUTH_SUCCESS_TEXTS.signedIn,
  loggedOut: AUTH_SUCCESS_TEXTS.loggedOut,
  // Server only: calls whose answers no screen shows (SPEC §7).
  emailVerified: 'Email verified successfully',
  tokenRefreshed: 'Token refreshed successfully',
  profileFetched: 'Profile fetched successfully',
  languageSaved: 'Language saved',
} as const;

export const AUTH_ERRORS = {
  // The client tells a wrong MPIN apart from an expired session by this exact text (SPEC §8).
  invalidCredentials: INVALID_CREDENTIALS,
  accountLocked: 'Your account is locked after too many incorrect MPIN attempts. Reset your MPIN with Forgot MPIN.',
  accountInactive: 'Your account is inactive. Please contact support.',
  invalidRefreshToken: 'Invalid or expired refresh token',
  userNotFound: 'User not found',
  mobileNotVerified: 'Please verify your mobile number with the OTP before completing your profile.',
  profileAlreadyCompleted: 'Profile is already completed. Please login to continue.',
  profileNotCompleted: 'Please complete your profile first.',
  usernameTaken: 'Username is already taken',
  stalePrivacyPolicy: 'The privacy policy has changed. Please reload the page and read the new notice.',
  emailAlreadyVerified: 'Email is already verified',
  otpNotRequested: 'No OTP has been requested. Please request a new one.',
  otpAlreadyUsed: 'OTP has already been used. Please request a new one.',
  otpExpired: 'OTP has expired. Please request a new one.',
  nothingToResend: 'There is no OTP request to resend. Please start again.',
} as const;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** SPEC §8's default text ('Invalid OTP'), with how many tries the code has left. */
export const invalidOtpMessage = (triesLeft: number) =>
  `${AUTH_FAILURE_DEFAULTS.verifyOtp.refused}. ${plural(triesLeft, 'attempt')} remaining.`;

export const otpLockedMessage = (minutes: number) =>
  `Too many incorrect OTP attempts. Please request a new OTP in ${plural(minutes, 'minute')}.`;

/** SPEC §5's resend cooldown text, enforced here as well as in the client. */
export const resendCooldownMessage = otpCooldownMessage;

export const mobileSendCapMessage = (minutes: number) =>
  `Too many OTP requests for this mobile number. Please try again in ${plural(minutes, 'minute')}.`;

export const ipSendCapMessage = (minutes: number) =>
  `Too many OTP requests from your network. Please try again in ${plural(minutes, 'minute')}.`;

export const globalSendCapMessage = (minutes: number) =>
  `We are sending too many OTPs right now. Please try again in ${plural(minutes, 'minute')}.`;

export const clientFailureCapMessage = (kind: 'signin' | 'otp_verify', minutes: number) =>
  kind === 'signin'
    ? `Too many failed sign-in attempts from your network. Please try again in ${plural(minutes, 'minute')}.`
    : `Too many incorrect OTPs from your network. Please try again in ${plural(minutes, 'minute')}.`;

export const globalFailureCapMessage = (minutes: number) =>
  `Too many failed attempts right now. Please try again in ${plural(minutes, 'minute')}.`;
