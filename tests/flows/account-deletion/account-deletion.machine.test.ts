// 'Delete account': every recorded path on a real actor, held to models/account-deletion.model.ts,
// plus the dialog as the page sees it through the connect.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { accountDeletionConnect } from '../../../machines/account-deletion/account-deletion.connect';
import type { AccountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import { describeGraph, startRig } from '../shared/graph-harness';
import { WRONG_MPIN, accountDeletionModel } from './account-deletion.model';

describeGraph(accountDeletionModel);

describe("'Delete account' through its connect", () => {
  function start() {
    const rig = startRig(accountDeletionModel, undefined);
    rig.actor.start();
    const view = () =>
      accountDeletionConnect(rig.actor.getSnapshot() as SnapshotFrom<AccountDeletionMachine>, (event) =>
        rig.actor.send(event),
      );
    return { rig, view };
  }

  it("opens the dialog, enables 'Delete my account' at four digits, and says what is wrong once left", () => {
    const { view } = start();
    expect(view().open).toBe(false);
    view().openDialog();
    expect(view()).toMatchObject({ open: true, canSubmit: false, error: null, submitLabel: 'Delete my account' });
    view().changeMpin('4a8');
    expect(view().mpin).toBe('48');
    view().leaveMpin();
    expect(view().error).toBe('MPIN must be 4 digits');
    view().changeMpin('4826');
    expect(view()).toMatchObject({ canSubmit: true, error: null });
    view().close();
    expect(view().open).toBe(false);
  });

  it('a wrong MPIN keeps the dialog open with empty boxes; the right one deletes and announces it', async () => {
    const { rig, view } = start();
    view().openDialog();
    view().changeMpin('7391');
    view().submit();
    expect(rig.calls()).toEqual([{ id: 'deleteAccount', input: { mpin: '7391' } }]);
    expect(view()).toMatchObject({ busy: true, submitLabel: 'Deleting...' });
    await rig.drive({ type: 'xstate.error.actor.deleteAccount', error: WRONG_MPIN }, 'wrong MPIN');
    expect(view()).toMatchObject({ open: true, busy: false, mpin: '' });
    expect(rig.takeRecords().emitted).toEqual([{ type: 'notify', tone: 'error', message: 'Incorrect MPIN' }]);
    view().changeMpin('4826');
    view().submit();
    await rig.drive({ type: 'xstate.done.actor.deleteAccount', output: { message: null } }, 'deleted');
    expect(rig.actor.getSnapshot().status).toBe('done');
    expect(rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'success', message: 'Your account has been deleted' },
      { type: 'accountDeleted' },
    ]);
  });
});
