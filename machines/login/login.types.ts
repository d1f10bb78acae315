import {
  sanitizeMobileInput,
  sanitizeMpinInput,
  sanitizeOtpInput,
  validateMobile,
  validateMpin,
  validateOtp,
} from '../../src/domain/validation';
import type { FieldErrors, FieldEvent } from '../shared/form-fields';
import type { SignedInEmitted } from '../shared/auth-outcomes';
import type { NotifyEmitted } from '../shared/notices';

export type { SignInInput, SignInOutput } from '../shared/auth-outcomes';

export const LOGIN_FIELDS = ['mobile', 'mpin', 'otp'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export interface LoginContext {
  mobile: string;
  mpin: string;
  mpinVisible: boolean;
  touched: Record<LoginField, boolean>;
  /** The server's answer to the last failed sign-in (e.g. 'Invalid credentials'), shown until the next edit. */
  serverError: string | null;
  /** Counts the refused MPINs cleared from the boxes; the screen refocuses the first box on each. */
  mpinClears: number;
  /** The sign-in OTP step's code (issue 25 item 6). */
  otp: string;
  /** The challenge the server answered when it asked for the OTP step; null outside it. */
  challengeId: string | null;
  /** Counts the refused codes cleared from the OTP boxes. */
  otpClears: number;
}

export type LoginEvent =
  | FieldEvent<LoginField>
  | { type: 'MPIN.TOGGLE_VISIBILITY' }
  | { type: 'SUBMIT' }
  | { type: 'FORGOT_MPIN.OPEN' }
  | { type: 'FORGOT_MPIN.CLOSE' }
  | { type: 'OTP.BACK' };

export type LoginEmitted = NotifyEmitted | SignedInEmitted;

export type LoginTag = 'editing' | 'busy' | 'forgotMpinOpen' | 'otpStep';

export const INITIAL_LOGIN_CONTEXT: LoginContext = {
  mobile: '',
  mpin: '',
  mpinVisible: false,
  touched: { mobile: false, mpin: false, otp: false },
  serverError: null,
  mpinClears: 0,
  otp: '',
  challengeId: null,
  otpClears: 0,
};

const SANITIZERS: Record<LoginField, (raw: string) => string> = {
  mobile: sanitizeMobileInput,
  mpin: sanitizeMpinInput,
  otp: sanitizeOtpInput,
};

export function sanitizeLoginField(field: LoginField, raw: string): string {
  return SANITIZERS[field](raw);
}

/** Sign-in checks only SPEC §5's form: an existing MPIN may be one that is no longer allowed for new ones. */
export function loginErrors(context: LoginContext): FieldErrors<'mobile' | 'mpin'> {
  return { mobile: validateMobile(context.mobile), mpin: validateMpin(context.mpin) };
}

/** The sign-in OTP step's one field: SPEC §5's six digits. */
export function loginOtpError(context: LoginContext): string | null {
  return validateOtp(context.otp);
}
