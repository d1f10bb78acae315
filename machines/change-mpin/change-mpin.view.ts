// The Change MPIN modal's view-model: the machine's snapshot in, what the modal shows out.
import type { SnapshotFrom } from 'xstate';
import { visibleErrors } from '../shared/form-fields';
import { changeMpinErrors, eagerChangeMpinErrors } from './change-mpin.machine';
import type { ChangeMpinMachine } from './change-mpin.machine';

export function changeMpinView(snapshot: SnapshotFrom<ChangeMpinMachine>) {
  const { context } = snapshot;
  return {
    currentMpin: context.currentMpin,
    newMpin: context.newMpin,
    confirmMpin: context.confirmMpin,
    errors: visibleErrors(changeMpinErrors(context), context.touched, eagerChangeMpinErrors(context)),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    busy: snapshot.hasTag('busy'),
  };
}

export type ChangeMpinView = ReturnType<typeof changeMpinView>;
