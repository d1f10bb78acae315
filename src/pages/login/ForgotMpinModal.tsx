// SPEC §4 Forgot MPIN modal: send step (mobile), then reset step (OTP, new MPIN, confirm).
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ForgotMpinMachine } from '../../../machines/forgot-mpin/forgot-mpin.machine';
import type { OtpCooldownMachine } from '../../../machines/otp-cooldown/otp-cooldown.machine';
import { visibleForgotMpinErrors } from '../../../machines/forgot-mpin/forgot-mpin.types';
import type { ForgotMpinField } from '../../../machines/forgot-mpin/forgot-mpin.types';
import { OTP_LENGTH } from '../../domain/constants';
import { AuthModal } from '../../ui/auth/AuthModal';
import { DigitBoxes } from '../../ui/auth/DigitBoxes';
import { MobileField } from '../../ui/auth/MobileField';
import { MpinField } from '../../ui/auth/MpinField';
import { ResendHint } from '../../ui/auth/ResendHint';

interface ForgotMpinModalProps {
  forgotMpin: ActorRefFrom<ForgotMpinMachine>;
  onClose: () => void;
}

export function ForgotMpinModal({ forgotMpin, onClose }: ForgotMpinModalProps) {
  const step = useSelector(forgotMpin, (s) => (s.hasTag('resetStep') ? 'reset' : 'send'));
  return (
    <AuthModal
      open
      onClose={onClose}
      title="Forgot MPIN"
      description={
        step === 'send'
          ? "Enter your registered mobile number and we'll send you an OTP to reset your MPIN."
          : 'Enter the 6-digit OTP sent to your mobile number and choose a new MPIN.'
      }
    >
      {step === 'send' ? <SendStep forgotMpin={forgotMpin} /> : <ResetStep forgotMpin={forgotMpin} />}
    </AuthModal>
  );
}

function useFieldErrors(forgotMpin: ActorRefFrom<ForgotMpinMachine>, field: ForgotMpinField) {
  return useSelector(forgotMpin, (s) => visibleForgotMpinErrors(s.context)[field]);
}

function SendStep({ forgotMpin }: { forgotMpin: ActorRefFrom<ForgotMpinMachine> }) {
  const mobile = useSelector(forgotMpin, (s) => s.context.mobile);
  const error = useFieldErrors(forgotMpin, 'mobile');
  const canSubmit = useSelector(forgotMpin, (s) => s.can({ type: 'SUBMIT' }));
  const busy = useSelector(forgotMpin, (s) => s.hasTag('busy'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgotMpin.send({ type: 'SUBMIT' });
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <MobileField
        value={mobile}
        onChange={(value) => forgotMpin.send({ type: 'MOBILE.CHANGE', value })}
        onBlur={() => forgotMpin.send({ type: 'FIELD.BLUR', field: 'mobile' })}
        error={error}
        autoFocus
      />
      <button type="submit" className="button button--primary button--block" disabled={!canSubmit}>
        {busy ? 'Sending OTP...' : 'Send OTP'}
      </button>
    </form>
  );
}

function ResetStep({ forgotMpin }: { forgotMpin: ActorRefFrom<ForgotMpinMachine> }) {
  const [mpinVisible, setMpinVisible] = useState(false);
  const mobile = useSelector(forgotMpin, (s) => s.context.mobile);
  const otp = useSelector(forgotMpin, (s) => s.context.otp);
  const newMpin = useSelector(forgotMpin, (s) => s.context.newMpin);
  const confirmMpin = useSelector(forgotMpin, (s) => s.context.confirmMpin);
  const otpError = useFieldErrors(forgotMpin, 'otp');
  const newMpinError = useFieldErrors(forgotMpin, 'newMpin');
  const confirmError = useFieldErrors(forgotMpin, 'confirmMpin');
  const canSubmit = useSelector(forgotMpin, (s) => s.can({ type: 'SUBMIT' }));
  const busy = useSelector(forgotMpin, (s) => s.hasTag('busy'));
  const cooldown = useSelector(forgotMpin, (s) => s.children.cooldown as ActorRefFrom<OtpCooldownMachine> | undefined);
  const secondsLeft = useSelector(cooldown, (s) => s?.context.secondsLeft ?? 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgotMpin.send({ type: 'SUBMIT' });
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="auth-form__hint">
        OTP sent to +91 {mobile}.{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => forgotMpin.send({ type: 'CHANGE_NUMBER' })}
          disabled={busy}
        >
          Change number
        </button>
      </p>
      <DigitBoxes
        label="OTP"
        length={OTP_LENGTH}
        value={otp}
        onChange={(value) => forgotMpin.send({ type: 'FIELD.CHANGE', field: 'otp', value })}
        onBlur={() => forgotMpin.send({ type: 'FIELD.BLUR', field: 'otp' })}
        error={otpError}
        autoComplete="one-time-code"
        autoFocus
      />
      <ResendHint secondsLeft={secondsLeft} onResend={() => forgotMpin.send({ type: 'RESEND' })} disabled={busy} />
      <MpinField
        label="New MPIN"
        value={newMpin}
        onChange={(value) => forgotMpin.send({ type: 'FIELD.CHANGE', field: 'newMpin', value })}
        onBlur={() => forgotMpin.send({ type: 'FIELD.BLUR', field: 'newMpin' })}
        visible={mpinVisible}
        onToggleVisible={() => setMpinVisible((visible) => !visible)}
        error={newMpinError}
      />
      <MpinField
        label="Confirm MPIN"
        value={confirmMpin}
        onChange={(value) => forgotMpin.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value })}
        onBlur={() => forgotMpin.send({ type: 'FIELD.BLUR', field: 'confirmMpin' })}
        visible={mpinVisible}
        error={confirmError}
      />
      <button type="submit" className="button button--primary button--block" disabled={!canSubmit}>
        {busy ? 'Please wait...' : 'Reset MPIN'}
      </button>
    </form>
  );
}
