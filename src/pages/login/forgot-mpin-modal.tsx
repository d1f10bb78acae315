// SPEC §4 Forgot MPIN modal: send step (mobile), then reset step (OTP, new MPIN, confirm).
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ForgotMpinMachine } from '../../../machines/forgot-mpin/forgot-mpin.machine';
import { forgotMpinConnect } from '../../../machines/forgot-mpin/forgot-mpin.connect';
import type { ForgotMpinConnect } from '../../../machines/forgot-mpin/forgot-mpin.connect';
import { OTP_LENGTH } from '../../domain/constants';
import { LazyAuthModal } from '../../ui/auth/lazy-auth-modal';
import { DigitBoxes } from '../../ui/auth/digit-boxes';
import { MobileField } from '../../ui/auth/mobile-field';
import { NewMpinFields } from '../../ui/auth/new-mpin-fields';
import { ResendHint } from '../../ui/auth/resend-hint';
import { useConnect } from '../../ui/hooks/use-connect';
import { submitWith } from '../../ui/submit-with';
import { useTranslation } from 'react-i18next';

interface ForgotMpinModalProps {
  forgotMpin: ActorRefFrom<ForgotMpinMachine>;
  onClose: () => void;
}

export function ForgotMpinModal({ forgotMpin, onClose }: ForgotMpinModalProps) {
  const view = useConnect(forgotMpin, forgotMpinConnect);
  const submit = submitWith(view.submit);
  const { t } = useTranslation();
  return (
    <LazyAuthModal
      open
      onClose={onClose}
      title={t('forgotMpin.title')}
      description={view.step === 'send' ? t('forgotMpin.sendIntro') : t('forgotMpin.resetIntro')}
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={view.busy}>
        {view.step === 'send' ? <SendStep view={view} /> : <ResetStep view={view} />}
      </form>
    </LazyAuthModal>
  );
}

function SendStep({ view }: { view: ForgotMpinConnect }) {
  const { t } = useTranslation();
  return (
    <>
      <MobileField value={view.mobile} {...view.fieldProps('mobile')} error={view.errors.mobile} autoFocus />
      <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
        {view.sending ? t('forgotMpin.sending') : t('forgotMpin.send')}
      </button>
    </>
  );
}

function ResetStep({ view }: { view: ForgotMpinConnect }) {
  const [mpinVisible, setMpinVisible] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <p className="auth-form__hint">
        {t('forgotMpin.otpSentTo', { mobile: view.mobile })}{' '}
        <button type="button" className="link-button" onClick={view.editMobile} disabled={view.busy}>
          {t('forgotMpin.changeNumber')}
        </button>
      </p>
      {/* A refused OTP is cleared: new boxes, with focus back on the first one. */}
      <DigitBoxes
        key={view.otpClears}
        label="OTP"
        length={OTP_LENGTH}
        value={view.otp}
        {...view.fieldProps('otp')}
        error={view.errors.otp}
        autoComplete="one-time-code"
        autoFocus
      />
      <ResendHint cooldown={view.cooldown} onResend={view.resend} disabled={view.busy} />
      <NewMpinFields
        newMpin={view.newMpin}
        confirmMpin={view.confirmMpin}
        errors={view.errors}
        fieldProps={view.fieldProps}
        visible={mpinVisible}
        onToggleVisible={() => setMpinVisible((visible) => !visible)}
      />
      <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
        {view.resetting ? t('forgotMpin.resetting') : t('forgotMpin.reset')}
      </button>
    </>
  );
}
