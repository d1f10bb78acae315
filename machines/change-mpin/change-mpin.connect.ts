// The Change MPIN modal's connect: the snapshot and `send` in; the three MPINs, what is wrong with them
// and whether it is busy, and what the person can do (type, leave a field, submit) out.
import type { SnapshotFrom } from 'xstate';
import { fieldPropsOf, visibleErrors } from '../shared/form-fields';
import { changeMpinErrors, eagerChangeMpinErrors } from './change-mpin.machine';
import type { ChangeMpinEvent, ChangeMpinMachine } from './change-mpin.machine';

export function changeMpinConnect(snapshot: SnapshotFrom<ChangeMpinMachine>, send: (event: ChangeMpinEvent) => void) {
  const { context } = snapshot;
  return {
    currentMpin: context.currentMpin,
    newMpin: context.newMpin,
    confirmMpin: context.confirmMpin,
    errors: visibleErrors(changeMpinErrors(context), context.touched, eagerChangeMpinErrors(context)),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    busy: snapshot.hasTag('busy'),
    fieldProps: fieldPropsOf(send),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
