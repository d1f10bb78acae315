import type { AuthSession } from '../../src/api/types';
import { sanitizeMobileInput, sanitizeMpinInput, validateMobile, validateMpin } from '../../src/domain/validation';
import type { NotifyEmitted } from './auth-outcomes';

export type LoginField = 'mobile' | 'mpin';

export interface LoginContext {
  mobile: string;
  mpin: string;
  mpinVisible: boolean;
  touched: Record<LoginField, boolean>;
  /** The server's answer to the last failed sign-in (e.g. 'Invalid credentials'), shown until the next edit. */
  serverError: string | null;
}

export type LoginEvent =
  | { type: 'MOBILE.CHANGE'; value: string }
  | { type: 'MPIN.CHANGE'; value: string }
  | { type: 'MPIN.TOGGLE_VISIBILITY' }
  | { type: 'FIELD.BLUR'; field: LoginField }
  | { type: 'SUBMIT' }
  | { type: 'FORGOT.OPEN' }
  | { type: 'FORGOT.CLOSE' };

export interface SignInInput {
  mobile: string;
  mpin: string;
}

export interface SignInOutput {
  session: AuthSession;
  message: string | null;
}

/** Emitted once signed in: the screen hands the session over and goes to the saved redirect URL. */
export interface SignedInEmitted {
  type: 'signedIn';
  session: AuthSession;
}

export type LoginEmitted = NotifyEmitted | SignedInEmitted;

export type LoginTag = 'editing' | 'busy' | 'forgotMpinOpen';

export const INITIAL_LOGIN_CONTEXT: LoginContext = {
  mobile: '',
  mpin: '',
  mpinVisible: false,
  touched: { mobile: false, mpin: false },
  serverError: null,
};

export function sanitizeLoginField(field: LoginField, raw: string): string {
  return field === 'mobile' ? sanitizeMobileInput(raw) : sanitizeMpinInput(raw);
}

export function loginErrors(context: LoginContext): Record<LoginField, string | null> {
  return { mobile: validateMobile(context.mobile), mpin: validateMpin(context.mpin) };
}

export function visibleLoginErrors(context: LoginContext): Record<LoginField, string | null> {
  const errors = loginErrors(context);
  return {
    mobile: context.touched.mobile ? errors.mobile : null,
    mpin: context.touched.mpin ? errors.mpin : null,
  };
}
