// Change MPIN modal: every recorded path on a real actor, held to models/change-mpin.model.ts, plus
// SPEC §5 examples.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ChangeMpinMachine } from '../../../machines/change-mpin/change-mpin.machine';
import { changeMpinConnect } from '../../../machines/change-mpin/change-mpin.connect';
import { REFUSED_WITHOUT_TEXT } from '../shared/auth-fixtures';
import { describeGraph, startRig } from '../shared/graph-harness';
import { changeMpinModel } from './change-mpin.model';

describeGraph(changeMpinModel);

describe('change MPIN machine: SPEC §5 examples', () => {
  function start() {
    const rig = startRig(changeMpinModel, undefined);
    rig.actor.start();
    const snapshot = () => rig.actor.getSnapshot() as SnapshotFrom<ChangeMpinMachine>;
    // Driven through the intents the modal calls.
    const view = () => changeMpinConnect(snapshot(), (event) => rig.actor.send(event));
    const change = (field: 'currentMpin' | 'newMpin' | 'confirmMpin', value: string) =>
      view().fieldProps(field).onChange(value);
    return { rig, snapshot, view, change };
  }

  it('keeps submit disabled until all three are 4 digits and the new ones match and differ from the current', () => {
    const { view, change } = start();
    expect(view().canSubmit).toBe(false);
    change('currentMpin', '4826');
    change('newMpin', '4826');
    change('confirmMpin', '4826');
    expect(view().canSubmit).toBe(false);
    change('currentMpin', '3951');
    change('confirmMpin', '4821');
    expect(view().canSubmit).toBe(false);
    change('confirmMpin', '4826');
    expect(view().canSubmit).toBe(true);
  });

  it('says which rule is broken once the fields are left', () => {
    const { view, change } = start();
    change('currentMpin', '39');
    change('newMpin', '48');
    change('confirmMpin', '4');
    expect(view().errors).toEqual({ currentMpin: null, newMpin: null, confirmMpin: null });
    view().fieldProps('currentMpin').onBlur();
    view().fieldProps('newMpin').onBlur();
    view().fieldProps('confirmMpin').onBlur();
    expect(view().errors).toEqual({
      currentMpin: 'Current MPIN must be 4 digits',
      newMpin: 'MPIN must be 4 digits',
      confirmMpin: 'Confirm MPIN must be 4 digits',
    });
    change('currentMpin', '3951');
    change('newMpin', '4826');
    change('confirmMpin', '4821');
    expect(view().errors).toEqual({
      currentMpin: null,
      newMpin: null,
      confirmMpin: 'MPIN and Confirm MPIN do not match',
    });
  });

  it('refuses the weak MPIN 1234 at once, with submit disabled', () => {
    const { view, change } = start();
    change('newMpin', '1234');
    change('confirmMpin', '1234');
    expect(view().canSubmit).toBe(false);
    expect(view().errors.newMpin).toBe('This MPIN is too easy to guess. Choose a less obvious one.');
  });

  it('strips non-digits and stops at 4 digits', () => {
    const { snapshot, change } = start();
    change('newMpin', '4a8-2 6 9');
    expect(snapshot().context.newMpin).toBe('4826');
  });

  it("calls update-mpin with the three MPINs, keeps the session with the new tokens, says 'MPIN updated successfully'", async () => {
    const { rig, snapshot, view, change } = start();
    change('currentMpin', '3951');
    change('newMpin', '4826');
    change('confirmMpin', '4826');
    view().submit();
    expect(rig.calls()).toEqual([
      { id: 'updateMpin', input: { currentMpin: '3951', newMpin: '4826', confirmMpin: '4826' } },
    ]);
    const output = { message: null, tokens: { token: 'token-b', refreshToken: 'refresh-b' } };
    await rig.drive({ type: 'xstate.done.actor.updateMpin', output }, 'updated');
    expect(snapshot().status).toBe('done');
    expect(rig.takeRecords().emitted).toEqual([
      { type: 'sessionRenewed', token: 'token-b', refreshToken: 'refresh-b' },
      { type: 'notify', tone: 'success', message: 'MPIN updated successfully' },
    ]);
  });

  it("shows the server's message, else 'Failed to update MPIN', and keeps what was typed", async () => {
    const { rig, snapshot, view, change } = start();
    change('currentMpin', '3951');
    change('newMpin', '4826');
    change('confirmMpin', '4826');
    view().submit();
    await rig.drive({ type: 'xstate.error.actor.updateMpin', error: REFUSED_WITHOUT_TEXT }, 'refused');
    expect(rig.takeRecords().emitted).toEqual([{ type: 'notify', tone: 'error', message: 'Failed to update MPIN' }]);
    expect(snapshot().context).toMatchObject({ newMpin: '4826', confirmMpin: '4826' });
    expect(snapshot().value).toBe('editing');
  });
});
