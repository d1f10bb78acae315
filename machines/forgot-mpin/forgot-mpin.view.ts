// The Forgot MPIN modal's view-model: the machine's snapshot in, what the modal shows out.
import type { SnapshotFrom } from 'xstate';
import { visibleErrors } from '../shared/form-fields';
import type { ForgotMpinMachine } from './forgot-mpin.machine';
import { eagerForgotMpinErrors, forgotMpinErrors } from './forgot-mpin.types';

export function forgotMpinView(snapshot: SnapshotFrom<ForgotMpinMachine>) {
  const { context } = snapshot;
  return {
    step: snapshot.hasTag('resetStep') ? ('reset' as const) : ('send' as const),
    mobile: context.mobile,
    otp: context.otp,
    otpClears: context.otpClears,
    newMpin: context.newMpin,
    confirmMpin: context.confirmMpin,
    errors: visibleErrors(forgotMpinErrors(context), context.touched, eagerForgotMpinErrors(context)),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    busy: snapshot.hasTag('busy'),
    sending: snapshot.matches({ sendStep: 'sending' }),
    resetting: snapshot.matches({ resetStep: 'resetting' }),
    cooldown: snapshot.children.cooldown,
  };
}

export type ForgotMpinView = ReturnType<typeof forgotMpinView>;
