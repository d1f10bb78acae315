// Every text the auth endpoints answer with. Success texts are SPEC §8's toasts, so the client can show
// the server's message as is; error texts say what went wrong and what to do next.

export const AUTH_SUCCESS = {
  otpSent: 'OTP sent successfully',
  otpResent: 'OTP resent successfully',
  mobileVerified: 'Mobile number verified successfully',
  profileCompleted: 'Profile completed successfully',
  emailVerified: 'Email verified successfully',
  mpinReset: 'MPIN reset successful',
  mpinUpdated: 'MPIN updated successfully',
  signedIn: 'Login successful! Welcome back to Startline',
  tokenRefreshed: 'Token refreshed successfully',
  profileFetched: 'Profile fetched successfully',
} as const;

export const AUTH_ERRORS = {
  // The client tells a wrong MPIN apart from an expired session by this exact text (SPEC §8).
  invalidCredentials: 'Invalid credentials',
  accountLocked: 'Your account is locked after too many incorrect MPIN attempts. Reset your MPIN with Forgot MPIN.',
  accountInactive: 'Your account is inactive. Please contact support.',
  invalidRefreshToken: 'Invalid or expired refresh token',
  userNotFound: 'User not found',
  noAccountForMobile: 'No account found for this mobile number',
  mobileNotVerified: 'Please verify your mobile number with the OTP before completing your profile.',
  profileAlreadyCompleted: 'Profile is already completed. Please login to continue.',
  profileNotCompleted: 'Please complete your profile first.',
  usernameTaken: 'Username is already taken',
  emailAlreadyVerified: 'Email is already verified',
  otpNotRequested: 'No OTP has been requested. Please request a new one.',
  otpAlreadyUsed: 'OTP has already been used. Please request a new one.',
  otpExpired: 'OTP has expired. Please request a new one.',
  nothingToResend: 'There is no OTP request to resend. Please start again.',
} as const;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** SPEC §8's default text, with how many tries the code has left. */
export const invalidOtpMessage = (triesLeft: number) => `Invalid OTP. ${plural(triesLeft, 'attempt')} remaining.`;

export const otpLockedMessage = (minutes: number) =>
  `Too many incorrect OTP attempts. Please request a new OTP in ${plural(minutes, 'minute')}.`;

/** SPEC §5's resend cooldown text, enforced here as well as in the client. */
export const resendCooldownMessage = (seconds: number) => `Please wait ${seconds}s before requesting another OTP`;

export const mobileSendCapMessage = (minutes: number) =>
  `Too many OTP requests for this mobile number. Please try again in ${plural(minutes, 'minute')}.`;

export const ipSendCapMessage = (minutes: number) =>
  `Too many OTP requests from your network. Please try again in ${plural(minutes, 'minute')}.`;
