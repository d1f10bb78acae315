import {
  sanitizeMobileInput,
  sanitizeMpinInput,
  sanitizeOtpInput,
  validateMobile,
  validateResetMpinForm,
} from '../../src/domain/validation';
import type { NotifyEmitted } from '../login/auth-outcomes';

export type ResetField = 'otp' | 'newMpin' | 'confirmMpin';
export type ForgotMpinField = 'mobile' | ResetField;

export interface ForgotMpinInput {
  /** Whatever the login form holds, so the person does not type the number twice. */
  mobile: string;
}

export interface ForgotMpinContext {
  mobile: string;
  /** The account the reset OTP was sent for (forgot-mpin answers it); null until then. */
  userUuid: string | null;
  otp: string;
  newMpin: string;
  confirmMpin: string;
  touched: Record<ForgotMpinField, boolean>;
}

export type ForgotMpinEvent =
  | { type: 'MOBILE.CHANGE'; value: string }
  | { type: 'FIELD.CHANGE'; field: ResetField; value: string }
  | { type: 'FIELD.BLUR'; field: ForgotMpinField }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'COOLDOWN.ALLOWED' }
  | { type: 'COOLDOWN.BLOCKED'; secondsLeft: number };

export interface SendResetOtpOutput {
  userUuid: string | null;
  message: string | null;
}

export interface ResetMpinCallInput {
  userUuid: string;
  otp: string;
  newMpin: string;
  confirmMpin: string;
}

/** What the modal hands back to the login form when the MPIN was reset. */
export interface ForgotMpinOutput {
  mobile: string;
  newMpin: string;
}

export type ForgotMpinEmitted = NotifyEmitted;

export type ForgotMpinTag = 'sendStep' | 'resetStep' | 'busy';

const ALL_UNTOUCHED: Record<ForgotMpinField, boolean> = {
  mobile: false,
  otp: false,
  newMpin: false,
  confirmMpin: false,
};

export function initialForgotMpinContext(input: ForgotMpinInput): ForgotMpinContext {
  return {
    mobile: sanitizeMobileInput(input.mobile),
    userUuid: null,
    otp: '',
    newMpin: '',
    confirmMpin: '',
    touched: { ...ALL_UNTOUCHED, mobile: input.mobile !== '' },
  };
}

const SANITIZERS: Record<ResetField, (raw: string) => string> = {
  otp: sanitizeOtpInput,
  newMpin: sanitizeMpinInput,
  confirmMpin: sanitizeMpinInput,
};

export function sanitizeResetField(field: ResetField, raw: string): string {
  return SANITIZERS[field](raw);
}

/** Every field's SPEC §5 message (null when fine), whether or not it has been touched. */
export function forgotMpinErrors(context: ForgotMpinContext): Record<ForgotMpinField, string | null> {
  return {
    mobile: validateMobile(context.mobile),
    ...validateResetMpinForm({ otp: context.otp, newMpin: context.newMpin, confirmMpin: context.confirmMpin }),
  };
}

/** The messages a person should see: only for fields they have left (or filled). */
export function visibleForgotMpinErrors(context: ForgotMpinContext): Record<ForgotMpinField, string | null> {
  const errors = forgotMpinErrors(context);
  return {
    mobile: context.touched.mobile ? errors.mobile : null,
    otp: context.touched.otp ? errors.otp : null,
    newMpin: context.touched.newMpin ? errors.newMpin : null,
    confirmMpin: context.touched.confirmMpin ? errors.confirmMpin : null,
  };
}
