// The login screen's view-model: the machine's snapshot in, what the page shows out.
import type { SnapshotFrom } from 'xstate';
import { visibleErrors } from '../shared/form-fields';
import type { LoginMachine } from './login.machine';
import { loginErrors, loginOtpError } from './login.types';

export function loginView(snapshot: SnapshotFrom<LoginMachine>) {
  const { context } = snapshot;
  return {
    mobile: context.mobile,
    mpin: context.mpin,
    mpinVisible: context.mpinVisible,
    mpinClears: context.mpinClears,
    serverError: context.serverError,
    errors: visibleErrors(loginErrors(context), context.touched),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    busy: snapshot.hasTag('busy'),
    forgotMpin: snapshot.children.forgotMpin,
    /** The sign-in OTP step (issue 25 item 6) instead of the form. */
    otpStep: snapshot.hasTag('otpStep'),
    otp: context.otp,
    otpClears: context.otpClears,
    otpError: context.touched.otp ? loginOtpError(context) : null,
  };
}

export type LoginView = ReturnType<typeof loginView>;
