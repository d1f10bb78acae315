// SPEC §4 Forgot MPIN modal: send step (mobile), then reset step (OTP, new MPIN, confirm).
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ForgotMpinMachine } from '../../../machines/forgot-mpin/forgot-mpin.machine';
import { forgotMpinView } from '../../../machines/forgot-mpin/forgot-mpin.view';
import type { ForgotMpinView } from '../../../machines/forgot-mpin/forgot-mpin.view';
import { OTP_LENGTH } from '../../domain/constants';
import { LazyAuthModal } from '../../ui/auth/LazyAuthModal';
import { DigitBoxes } from '../../ui/auth/DigitBoxes';
import { MobileField } from '../../ui/auth/MobileField';
import { MpinField } from '../../ui/auth/MpinField';
import { ResendHint } from '../../ui/auth/ResendHint';
import { useView } from '../../ui/hooks/useView';

interface ForgotMpinModalProps {
  forgotMpin: ActorRefFrom<ForgotMpinMachine>;
  onClose: () => void;
}

type Forgot = ActorRefFrom<ForgotMpinMachine>;

export function ForgotMpinModal({ forgotMpin, onClose }: ForgotMpinModalProps) {
  const view = useView(forgotMpin, forgotMpinView);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgotMpin.send({ type: 'SUBMIT' });
  };
  return (
    <LazyAuthModal
      open
      onClose={onClose}
      title="Forgot MPIN"
      description={
        view.step === 'send'
          ? "Enter your registered mobile number and we'll send you an OTP to reset your MPIN."
          : 'Enter the 6-digit OTP sent to your mobile number and choose a new MPIN.'
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={view.busy}>
        {view.step === 'send' ? (
          <SendStep forgotMpin={forgotMpin} view={view} />
        ) : (
          <ResetStep forgotMpin={forgotMpin} view={view} />
        )}
      </form>
    </LazyAuthModal>
  );
}

function SendStep({ forgotMpin, view }: { forgotMpin: Forgot; view: ForgotMpinView }) {
  return (
    <>
      <MobileField
        value={view.mobile}
        onChange={(value) => forgotMpin.send({ type: 'FIELD.CHANGE', field: 'mobile', value })}
        onBlur={() => forgotMpin.send({ type: 'FIELD.BLUR', field: 'mobile' })}
        error={view.errors.mobile}
        autoFocus
      />
      <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
        {view.sending ? 'Sending OTP...' : 'Send OTP'}
      </button>
    </>
  );
}

function ResetStep({ forgotMpin, view }: { forgotMpin: Forgot; view: ForgotMpinView }) {
  const [mpinVisible, setMpinVisible] = useState(false);
  const change = (field: 'otp' | 'newMpin' | 'confirmMpin') => (value: string) =>
    forgotMpin.send({ type: 'FIELD.CHANGE', field, value });
  const blur = (field: 'otp' | 'newMpin' | 'confirmMpin') => () => forgotMpin.send({ type: 'FIELD.BLUR', field });
  return (
    <>
      <p className="auth-form__hint">
        OTP sent to +91 {view.mobile}.{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => forgotMpin.send({ type: 'MOBILE.EDIT' })}
          disabled={view.busy}
        >
          Change number
        </button>
      </p>
      {/* A refused OTP is cleared: new boxes, with focus back on the first one. */}
      <DigitBoxes
        key={view.otpClears}
        label="OTP"
        length={OTP_LENGTH}
        value={view.otp}
        onChange={change('otp')}
        onBlur={blur('otp')}
        error={view.errors.otp}
        autoComplete="one-time-code"
        autoFocus
      />
      <ResendHint cooldown={view.cooldown} onResend={() => forgotMpin.send({ type: 'RESEND' })} disabled={view.busy} />
      <MpinField
        label="New MPIN"
        value={view.newMpin}
        onChange={change('newMpin')}
        onBlur={blur('newMpin')}
        visible={mpinVisible}
        onToggleVisible={() => setMpinVisible((visible) => !visible)}
        error={view.errors.newMpin}
      />
      <MpinField
        label="Confirm MPIN"
        value={view.confirmMpin}
        onChange={change('confirmMpin')}
        onBlur={blur('confirmMpin')}
        visible={mpinVisible}
        error={view.errors.confirmMpin}
      />
      <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
        {view.resetting ? 'Please wait...' : 'Reset MPIN'}
      </button>
    </>
  );
}
