// What 'Delete account' reads and sends (accountDeletionConnect), written out by hand from the DPDP
// rights issue: the dialog open while confirming and deleting, 'Deleting...' while busy, and the MPIN
// field's events.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accountDeletionConnect } from '../../../machines/account-deletion/account-deletion.connect';
import { accountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import type { AccountDeletionEvent } from '../../../machines/account-deletion/account-deletion.types';

const initial = () => createActor(accountDeletionMachine).getSnapshot().context;

function faceOf(value: string) {
  const sent: AccountDeletionEvent[] = [];
  const snapshot = accountDeletionMachine.resolveState({ value, context: initial() });
  return { face: accountDeletionConnect(snapshot, (event) => void sent.push(event)), sent };
}

describe('delete account: what the dialog reads and sends', () => {
  it.each([
    ['closed', { open: false, busy: false, submitLabel: 'Delete my account' }],
    ['confirming', { open: true, busy: false, submitLabel: 'Delete my account' }],
    ['deleting', { open: true, busy: true, submitLabel: 'Deleting...' }],
  ])('%s', (value, expected) => {
    const { open, busy, submitLabel } = faceOf(value).face;
    expect({ open, busy, submitLabel }).toEqual(expected);
  });

  it('sends what its buttons and the MPIN field say', () => {
    const { face, sent } = faceOf('confirming');
    face.openDialog();
    face.changeMpin('4826');
    face.leaveMpin();
    face.submit();
    face.close();
    expect(sent).toEqual([
      { type: 'DELETE_ACCOUNT.OPEN' },
      { type: 'FIELD.CHANGE', field: 'mpin', value: '4826' },
      { type: 'FIELD.BLUR', field: 'mpin' },
      { type: 'SUBMIT' },
      { type: 'DELETE_ACCOUNT.CLOSE' },
    ]);
  });
});
