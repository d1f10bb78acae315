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
  validateMpinStrength,
  validateNewMpin,
  validateOtp,
  validateUsername,
} from '../../src/domain/validation';
import { CONSENT_NOTICE } from '../../src/domain/privacy';
import type { SignedInEmitted } from '../shared/auth-outcomes';
import type { LeaveEmitted, NotifyEmitted } from '../shared/notices';
import { untouched } from '../shared/form-fields';
import type { FieldErrors, FieldEvent } from '../shared/form-fields';

export type { SignInInput, SignInOutput } from '../shared/auth-outcomes';

/** The consent field's value once the notice's checkbox is ticked. */
export const CONSENT_GIVEN = 'yes';

export const REGISTRATION_STEPS = ['mobile', 'verify', 'profile'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export const REGISTRATION_STEP_LABELS: Record<RegistrationStep, string> = {
  mobile: 'Mobile',
  verify: 'Verify',
  profile: 'Profile',
};

/**
 * `consent` is the privacy notice's agree checkbox (issue 27 item 2, DPDP Act §6): 'yes' when ticked,
 * '' when not; 'Complete Registration' waits for it like for any other field.
 */
export const PROFILE_FIELDS = ['fullName', 'username', 'email', 'mpin', 'confirmMpin', 'consent'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const REGISTRATION_FIELDS = ['mobile', 'otp', ...PROFILE_FIELDS] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export type RegistrationValues = Record<RegistrationField, string>;

/** The fields each step shows: a step takes edits of its own fields only, as its screen does. */
export const STEP_FIELDS: Record<RegistrationStep, readonly RegistrationField[]> = {
  mobile: ['mobile'],
  verify: ['otp'],
  profile: PROFILE_FIELDS,
};

export interface RegistrationContext {
  values: RegistrationValues;
  touched: Record<RegistrationField, boolean>;
  /** Set by verify-mobile-and-get-user; complete-profile needs it. */
  userUuid: string | null;
  /** The challenge the last send answered: the code is this browser's, wherever it moves (issue 25 item 5). */
  challengeId: string | null;
  /** Counts the times the OTP boxes started over (a refused code, a resent one); the screen refocuses the first box on each. */
  otpClears: number;
}

export type RegistrationEvent =
  FieldEvent<RegistrationField> | { type: 'SUBMIT' } | { type: 'RESEND' } | { type: 'MOBILE.EDIT' };

export interface VerifyMobileOutput {
  userUuid: string;
  isProfileCompleted: boolean;
  isEmailVerified: boolean;
  isMpinSet: boolean;
  message: string | null;
}

/**
 * complete-profile's answer: its text, and the new account's session when the server signs it in there
 * (issue 25 item 6); null from a server that does not, and the wizard then signs in itself.
 */
export interface CompleteProfileOutput {
  message: string | null;
  session: AuthSession | null;
}

export interface CompleteProfileInput extends Record<ProfileField, string> {
  userUuid: string;
}

export type RegistrationEmitted = NotifyEmitted | LeaveEmitted | SignedInEmitted;

export type RegistrationTag = RegistrationStep | 'busy';

export const INITIAL_REGISTRATION_CONTEXT: RegistrationContext = {
  values: { mobile: '', otp: '', fullName: '', username: '', email: '', mpin: '', confirmMpin: '', consent: '' },
  touched: untouched(REGISTRATION_FIELDS),
  userUuid: null,
  challengeId: null,
  otpClears: 0,
};

const SANITIZERS: Record<RegistrationField, (raw: string) => string> = {
  mobile: sanitizeMobileInput,
  otp: sanitizeOtpInput,
  fullName: sanitizeFullNameInput,
  username: (raw) => raw.trim(),
  email: (raw) => raw.trim(),
  mpin: sanitizeMpinInput,
  confirmMpin: sanitizeMpinInput,
  consent: (raw) => (raw === CONSENT_GIVEN ? CONSENT_GIVEN : ''),
};

export function sanitizeRegistrationField(field: RegistrationField, raw: string): string {
  return SANITIZERS[field](raw);
}

export function registrationErrors({ values }: RegistrationContext): FieldErrors<RegistrationField> {
  return {
    mobile: validateMobile(values.mobile),
    otp: validateOtp(values.otp),
    fullName: validateFullName(values.fullName),
    username: validateUsername(values.username),
    email: validateEmail(values.email),
    mpin: validateNewMpin(values.mpin),
    confirmMpin: validateConfirmMpin(values.mpin, values.confirmMpin),
    consent: values.consent === CONSENT_GIVEN ? null : CONSENT_NOTICE.required,
  };
}

/** Shown before the field is left: a too-easy MPIN, as soon as its four digits are in. */
export function eagerRegistrationErrors({ values }: RegistrationContext): Partial<FieldErrors<RegistrationField>> {
  return { mpin: validateMpinStrength(values.mpin) };
}

export function profileOf(values: RegistrationValues): Record<ProfileField, string> {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, values[field]])) as Record<ProfileField, string>;
}
