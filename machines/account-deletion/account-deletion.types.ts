import { validateMpin } from '../../src/domain/validation';
import { PRIVACY_TEXTS } from '../../src/domain/privacy';
import type { NotifyEmitted } from '../shared/auth-outcomes';
import type { FieldEvent } from '../shared/form-fields';

export interface AccountDeletionContext {
  mpin: string;
  touched: boolean;
  /** Counts the times the MPIN boxes started over (a refused MPIN); the dialog refocuses the first box. */
  mpinClears: number;
}

export type AccountDeletionEvent =
  { type: 'DELETE_ACCOUNT.OPEN' } | { type: 'DELETE_ACCOUNT.CLOSE' } | FieldEvent<'mpin'> | { type: 'SUBMIT' };

export type AccountDeletionTag = 'open' | 'busy';

/** The account is gone: the screen ends the session here and leaves for /. */
export type AccountDeletionEmitted = NotifyEmitted | { type: 'accountDeleted' };

export const ACCOUNT_DELETION_FAILURE = {
  refused: PRIVACY_TEXTS.deleteFailed,
  unreachable: PRIVACY_TEXTS.deleteFailed,
};

export const INITIAL_ACCOUNT_DELETION: AccountDeletionContext = { mpin: '', touched: false, mpinClears: 0 };

export function deletionMpinError(context: AccountDeletionContext): string | null {
  return validateMpin(context.mpin);
}
