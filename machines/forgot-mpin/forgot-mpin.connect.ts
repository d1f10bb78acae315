// The Forgot MPIN modal's connect: the snapshot and `send` in; the step (by its tag), the fields and what
// is busy, and what the person can do (type, submit, resend, change the number) out.
import type { SnapshotFrom } from 'xstate';
import { otpFormIntents, visibleErrors } from '../shared/form-fields';
import type { ForgotMpinMachine } from './forgot-mpin.machine';
import { eagerForgotMpinErrors, forgotMpinErrors } from './forgot-mpin.types';
import type { ForgotMpinEvent } from './forgot-mpin.types';

export function forgotMpinConnect(snapshot: SnapshotFrom<ForgotMpinMachine>, send: (event: ForgotMpinEvent) => void) {
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
    sending: snapshot.hasTag('sending'),
    resetting: snapshot.hasTag('resetting'),
    cooldown: snapshot.children.cooldown,
    ...otpFormIntents(send),
  };
}

export type ForgotMpinConnect = ReturnType<typeof forgotMpinConnect>;
