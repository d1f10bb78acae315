import type { AuthSession } from '../../src/api/types';
import {
  sanitizeFullNameInput,
  sanitizeMobileInput,
  sanitizeMpinInput,
  sanitizeOtpInput,
  validateConfirmMpin,
  validateEmail,
  validateFullName,
  validateMobile,
  validateMpin,
  validateOtp,
  validateUsername,
} from '../../src/domain/validation';
import type { LeaveEmitted, NotifyEmitted } from '../login/auth-outcomes';

export const REGISTRATION_STEPS = ['mobile', 'verify', 'profile'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export const REGISTRATION_STEP_LABELS: Record<RegistrationStep, string> = {
  mobile: 'Mobile',
  verify: 'Verify',
  profile: 'Profile',
};

export type ProfileField = 'fullName' | 'username' | 'email' | 'mpin' | 'confirmMpin';
export type RegistrationField = 'mobile' | 'otp' | ProfileField;

export type ProfileValues = Record<ProfileField, string>;

export interface RegistrationContext {
  mobile: string;
  otp: string;
  /** Set by verify-mobile-and-get-user; complete-profile needs it. */
  userUuid: string | null;
  profile: ProfileValues;
  touched: Record<RegistrationField, boolean>;
}

export type RegistrationEvent =
  | { type: 'MOBILE.CHANGE'; value: string }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'FIELD.CHANGE'; field: ProfileField; value: string }
  | { type: 'MOBILE.BLUR' }
  | { type: 'OTP.BLUR' }
  | { type: 'FIELD.BLUR'; field: ProfileField }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  | { type: 'BACK' }
  | { type: 'COOLDOWN.ALLOWED' }
  | { type: 'COOLDOWN.BLOCKED'; secondsLeft: number };

/** Start registration answers with its message (and, in development, the OTP, which the screen ignores). */
export interface SendOtpOutput {
  message: string | null;
}

export interface VerifyMobileOutput {
  userUuid: string;
  isProfileCompleted: boolean;
  isEmailVerified: boolean;
  isMpinSet: boolean;
  message: string | null;
}

export interface CompleteProfileInput extends ProfileValues {
  userUuid: string;
}

export type { SignInInput, SignInOutput } from '../login/login.types';

export interface RegisteredEmitted {
  type: 'signedIn';
  session: AuthSession;
}

export type RegistrationEmitted = NotifyEmitted | LeaveEmitted | RegisteredEmitted;

export type RegistrationTag = RegistrationStep | 'busy';

const UNTOUCHED: Record<RegistrationField, boolean> = {
  mobile: false,
  otp: false,
  fullName: false,
  username: false,
  email: false,
  mpin: false,
  confirmMpin: false,
};

export const INITIAL_REGISTRATION_CONTEXT: RegistrationContext = {
  mobile: '',
  otp: '',
  userUuid: null,
  profile: { fullName: '', username: '', email: '', mpin: '', confirmMpin: '' },
  touched: UNTOUCHED,
};

const PROFILE_SANITIZERS: Record<ProfileField, (raw: string) => string> = {
  fullName: sanitizeFullNameInput,
  username: (raw) => raw.trim(),
  email: (raw) => raw.trim(),
  mpin: sanitizeMpinInput,
  confirmMpin: sanitizeMpinInput,
};

export function sanitizeProfileField(field: ProfileField, raw: string): string {
  return PROFILE_SANITIZERS[field](raw);
}

export { sanitizeMobileInput, sanitizeOtpInput };

export function registrationErrors(context: RegistrationContext): Record<RegistrationField, string | null> {
  const { profile } = context;
  return {
    mobile: validateMobile(context.mobile),
    otp: validateOtp(context.otp),
    fullName: validateFullName(profile.fullName),
    username: validateUsername(profile.username),
    email: validateEmail(profile.email),
    mpin: validateMpin(profile.mpin),
    confirmMpin: validateConfirmMpin(profile.mpin, profile.confirmMpin),
  };
}

export function visibleRegistrationErrors(context: RegistrationContext): Record<RegistrationField, string | null> {
  const errors = registrationErrors(context);
  const visible = { ...errors };
  for (const field of Object.keys(visible) as RegistrationField[]) {
    if (!context.touched[field]) visible[field] = null;
  }
  return visible;
}

export const PROFILE_FIELDS: readonly ProfileField[] = ['fullName', 'username', 'email', 'mpin', 'confirmMpin'];
