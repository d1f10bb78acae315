// "Didn't receive the OTP? Resend OTP", with the seconds left of the resend cooldown (SPEC §5).
// The button stays pressable: during the cooldown the flow answers with SPEC's 'Please wait' text.
import { useId } from 'react';
import './auth.css';

interface ResendHintProps {
  secondsLeft: number;
  onResend: () => void;
  disabled?: boolean;
}

export function ResendHint({ secondsLeft, onResend, disabled = false }: ResendHintProps) {
  const countdownId = useId();
  return (
    <p className="auth-form__hint">
      Didn&apos;t receive the OTP?{' '}
      <button
        type="button"
        className="link-button"
        onClick={onResend}
        disabled={disabled}
        aria-describedby={secondsLeft > 0 ? countdownId : undefined}
      >
        Resend OTP
      </button>
      {secondsLeft > 0 ? <span id={countdownId}> (available in {secondsLeft}s)</span> : null}
    </p>
  );
}
