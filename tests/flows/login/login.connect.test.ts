// What the login screen reads (loginConnect), written out by hand from SPEC §2 Login ("Mobile number
// field, four MPIN boxes with show/hide, a Forgot MPIN modal, and a link to register") and §5's messages:
// when 'Sign In' may be pressed, when the form is busy, the sign-in OTP step (issue 25 item 6), and what
// each control sends. Snapshots are resolved from (state, context).
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { loginConnect } from '../../../machines/login/login.connect';
import { loginMachine } from '../../../machines/login/login.machine';
import { INITIAL_LOGIN_CONTEXT, type LoginContext, type LoginEvent } from '../../../machines/login/login.types';

function faceOf(value: StateValue, context: Partial<LoginContext> = {}) {
  const sent: LoginEvent[] = [];
  const snapshot = loginMachine.resolveState({ value, context: { ...INITIAL_LOGIN_CONTEXT, ...context } });
  return { face: loginConnect(snapshot, (event) => void sent.push(event)), sent };
}

const VALID = { mobile: '9876543210', mpin: '4826' };

describe('login: what the screen reads', () => {
  it("an empty form: 'Sign In' cannot be pressed yet, and no error shows before a field is left", () => {
    expect(faceOf('editing').face).toMatchObject({
      mobile: '',
      mpin: '',
      mpinVisible: false,
      serverError: null,
      errors: { mobile: null, mpin: null },
      canSubmit: false,
      busy: false,
      otpStep: false,
      otpError: null,
      forgotMpin: undefined,
    });
  });

  it("left empty: 'Mobile number is required' and 'MPIN is required'", () => {
    const touched = { mobile: true, mpin: true, otp: false };
    expect(faceOf('editing', { touched }).face.errors).toEqual({
      mobile: 'Mobile number is required',
      mpin: 'MPIN is required',
    });
  });

  it("a valid number and MPIN: 'Sign In' can be pressed", () => {
    expect(faceOf('editing', VALID).face).toMatchObject({ canSubmit: true, busy: false, otpStep: false });
  });

  it("while signing in: busy, and 'Sign In' cannot be pressed again", () => {
    expect(faceOf('signingIn', VALID).face).toMatchObject({ canSubmit: false, busy: true, otpStep: false });
  });

  it('the sign-in OTP step shows instead of the form; an incomplete code once left says so', () => {
    const touched = { mobile: true, mpin: true, otp: true };
    expect(faceOf({ otpStep: 'entering' }, { ...VALID, otp: '123', touched }).face).toMatchObject({
      otpStep: true,
      busy: false,
      otp: '123',
      otpError: 'Please enter complete 6-digit OTP',
    });
  });

  it('while the code is checked: the OTP step, busy', () => {
    expect(faceOf({ otpStep: 'verifying' }, { ...VALID, otp: '123456' }).face).toMatchObject({
      otpStep: true,
      busy: true,
      otpError: null,
    });
  });

  it('sends what each control says', () => {
    const { face, sent } = faceOf('editing', VALID);
    face.fieldProps('mobile').onChange('98765');
    face.fieldProps('mpin').onBlur();
    face.submit();
    face.toggleMpinVisible();
    face.openForgotMpin();
    face.closeForgotMpin();
    face.backFromOtp();
    expect(sent).toEqual([
      { type: 'FIELD.CHANGE', field: 'mobile', value: '98765' },
      { type: 'FIELD.BLUR', field: 'mpin' },
      { type: 'SUBMIT' },
      { type: 'MPIN.TOGGLE_VISIBILITY' },
      { type: 'FORGOT_MPIN.OPEN' },
      { type: 'FORGOT_MPIN.CLOSE' },
      { type: 'OTP.BACK' },
    ]);
  });
});
