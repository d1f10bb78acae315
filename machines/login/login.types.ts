import { sanitizeMobileInput, sanitizeMpinInput, validateMobile, validateMpin } from '../../src/domain/validation';
import type { FieldErrors, FieldEvent } from '../shared/form-fields';
import type { NotifyEmitted, SignedInEmitted } from '../shared/auth-outcomes';

export type { SignInInput, SignInOutput } from '../shared/auth-outcomes';

export const LOGIN_FIELDS = ['mobile', 'mpin'] as const;
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
}

export type LoginEvent =
  | FieldEvent<LoginField>
  | { type: 'MPIN.TOGGLE_VISIBILITY' }
  | { type: 'SUBMIT' }
  | { type: 'FORGOT_MPIN.OPEN' }
  | { type: 'FORGOT_MPIN.CLOSE' };

export type LoginEmitted = NotifyEmitted | SignedInEmitted;

export type LoginTag = 'editing' | 'busy' | 'forgotMpinOpen';

export const INITIAL_LOGIN_CONTEXT: LoginContext = {
  mobile: '',
  mpin: '',
  mpinVisible: false,
  touched: { mobile: false, mpin: false },
  serverError: null,
  mpinClears: 0,
};

const SANITIZERS: Record<LoginField, (raw: string) => string> = {
  mobile: sanitizeMobileInput,
  mpin: sanitizeMpinInput,
};

export function sanitizeLoginField(field: LoginField, raw: string): string {
  return SANITIZERS[field](raw);
}

/** Sign-in checks only SPEC §5's form: an existing MPIN may be one that is no longer allowed for new ones. */
export function loginErrors(context: LoginContext): FieldErrors<LoginField> {
  return { mobile: validateMobile(context.mobile), mpin: validateMpin(context.mpin) };
}
