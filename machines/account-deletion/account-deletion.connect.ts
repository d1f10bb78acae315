// 'Delete account': the snapshot and `send` in; whether the dialog is open, the MPIN and its error,
// whether 'Delete my account' is enabled, and the intents out.
import type { SnapshotFrom } from 'xstate';
import type { AccountDeletionMachine } from './account-deletion.machine';
import { deletionMpinError } from './account-deletion.types';
import type { AccountDeletionEvent } from './account-deletion.types';

export function accountDeletionConnect(
  snapshot: SnapshotFrom<AccountDeletionMachine>,
  send: (event: AccountDeletionEvent) => void,
) {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  return {
    open: snapshot.hasTag('open'),
    busy,
    mpin: context.mpin,
    mpinClears: context.mpinClears,
    error: context.touched ? deletionMpinError(context) : null,
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    submitLabel: busy ? 'Deleting...' : 'Delete my account',
    openDialog: () => send({ type: 'DELETE_ACCOUNT.OPEN' }),
    close: () => send({ type: 'DELETE_ACCOUNT.CLOSE' }),
    changeMpin: (value: string) => send({ type: 'FIELD.CHANGE', field: 'mpin', value }),
    leaveMpin: () => send({ type: 'FIELD.BLUR', field: 'mpin' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
