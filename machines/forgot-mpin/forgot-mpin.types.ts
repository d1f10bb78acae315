import {
  sanitizeMobileInput,
  sanitizeMpinInput,
  sanitizeOtpInput,
  validateMobile,
  validateMpinStrength,
  validateResetMpinForm,
} from '../../src/domain/validation';
import type { NotifyEmitted } from '../shared/notices';
import { untouched } from '../shared/form-fields';
import type { FieldErrors, FieldEvent } from '../shared/form-fields';

export const FORGOT_MPIN_FIELDS = ['mobile', 'otp', 'newMpin', 'confirmMpin'] as const;
export type ForgotMpinField = (typeof FORGOT_MPIN_FIELDS)[number];
export type ResetField = Exclude<ForgotMpinField, 'mobile'>;

/** The fields each step shows: a step takes edits of its own fields only, as the dialog does. */
export const STEP_FIELDS = {
  sendStep: ['mobile'],
  resetStep: ['otp', 'newMpin', 'confirmMpin'],
} as const satisfies Record<string, readonly ForgotMpinField[]>;
export type ForgotMpinStep = keyof typeof STEP_FIELDS;

export interface ForgotMpinInput {
  /** Whatever the login form holds, so the person does not type the number twice. */
  mobile: string;
}

export interface ForgotMpinContext {
  mobile: string;
  /** The account the reset OTP was sent for (forgot-mpin answers it); null until then. */
  userUuid: string | null;
  /** The challenge the last send answered: the code is this browser's, wherever it moves (issue 25 item 5). */
  challengeId: string | null;
  otp: string;
  newMpin: string;
  confirmMpin: string;
  touched: Record<ForgotMpinField, boolean>;
  /** Counts the times the OTP boxes started over (a refused code, a resent one); the screen refocuses the first box on each. */
  otpClears: number;
}

export type ForgotMpinEvent =
  FieldEvent<ForgotMpinField> | { type: 'SUBMIT' } | { type: 'RESEND' } | { type: 'MOBILE.EDIT' };

export interface ResetMpinCallInput {
  userUuid: string;
  challengeId?: string;
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

export type ForgotMpinTag = 'sendStep' | 'resetStep' | 'busy' | 'sending' | 'resetting';

export function initialForgotMpinContext(input: ForgotMpinInput): ForgotMpinContext {
  return {
    mobile: sanitizeMobileInput(input.mobile),
    userUuid: null,
    challengeId: null,
    otp: '',
    newMpin: '',
    confirmMpin: '',
    touched: { ...untouched(FORGOT_MPIN_FIELDS), mobile: input.mobile !== '' },
    otpClears: 0,
  };
}

const SANITIZERS: Record<ForgotMpinField, (raw: string) => string> = {
  mobile: sanitizeMobileInput,
  otp: sanitizeOtpInput,
  newMpin: sanitizeMpinInput,
  confirmMpin: sanitizeMpinInput,
};

export function sanitizeForgotMpinField(field: ForgotMpinField, raw: string): string {
  return SANITIZERS[field](raw);
}

/** Every field's SPEC §5 message (null when fine), whether or not it has been touched. */
export function forgotMpinErrors(context: ForgotMpinContext): FieldErrors<ForgotMpinField> {
  return {
    mobile: validateMobile(context.mobile),
    ...validateResetMpinForm({ otp: context.otp, newMpin: context.newMpin, confirmMpin: context.confirmMpin }),
  };
}

/** Shown before the field is left: a too-easy new MPIN, as soon as its four digits are in. */
export function eagerForgotMpinErrors(context: ForgotMpinContext): Partial<FieldErrors<ForgotMpinField>> {
  return { newMpin: validateMpinStrength(context.newMpin) };
}
