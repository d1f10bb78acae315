// The login screen's connect: the snapshot and `send` in; what the page shows (the form, or the sign-in
// OTP step by its tag) and what the person can do (type, submit, show the MPIN, open and close Forgot
// MPIN, go back from the OTP step) out.
import type { SnapshotFrom } from 'xstate';
import { fieldPropsOf, visibleErrors } from '../shared/form-fields';
import type { LoginMachine } from './login.machine';
import { loginErrors, loginOtpError } from './login.types';
import type { LoginEvent } from './login.types';

export function loginConnect(snapshot: SnapshotFrom<LoginMachine>, send: (event: LoginEvent) => void) {
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
    fieldProps: fieldPropsOf(send),
    submit: () => send({ type: 'SUBMIT' }),
    toggleMpinVisible: () => send({ type: 'MPIN.TOGGLE_VISIBILITY' }),
    openForgotMpin: () => send({ type: 'FORGOT_MPIN.OPEN' }),
    closeForgotMpin: () => send({ type: 'FORGOT_MPIN.CLOSE' }),
    backFromOtp: () => send({ type: 'OTP.BACK' }),
  };
}

export type LoginConnect = ReturnType<typeof loginConnect>;
