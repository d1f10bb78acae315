// "Didn't receive the OTP? Resend OTP", with the seconds left of the resend cooldown (SPEC §5).
// The button stays pressable: during the cooldown the flow answers with SPEC's 'Please wait' text.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OtpCooldownMachine } from '../../../machines/otp-cooldown/otp-cooldown.machine';
import './auth.css';
import { useTranslation } from 'react-i18next';

interface ResendHintProps {
  /** The flow's countdown child; absent before the flow has started it. */
  cooldown: ActorRefFrom<OtpCooldownMachine> | undefined;
  onResend: () => void;
  disabled?: boolean;
}

export function ResendHint({ cooldown, onResend, disabled = false }: ResendHintProps) {
  const countdownId = useId();
  const { t } = useTranslation();
  const secondsLeft = useSelector(cooldown, (s) => s?.context.secondsLeft ?? 0);
  return (
    <p className="auth-form__hint">
      {t('resendHint.question')}{' '}
      <button
        type="button"
        className="link-button"
        onClick={onResend}
        disabled={disabled}
        aria-describedby={secondsLeft > 0 ? countdownId : undefined}
      >
        {t('resendHint.resend')}
      </button>
      {secondsLeft > 0 ? <span id={countdownId}>{t('resendHint.availableIn', { seconds: secondsLeft })}</span> : null}
    </p>
  );
}
