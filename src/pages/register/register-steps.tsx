// The wizard's three steps. Each shows its fields from the connect and calls its intents; the machine
// sanitizes, validates and decides whether the step's button is enabled.
import { useState } from 'react';
import { CONSENT_GIVEN } from '../../../machines/registration-wizard/registration-wizard.types';
import type { RegistrationConnect } from '../../../machines/registration-wizard/registration-wizard.connect';
import { OTP_LENGTH } from '../../domain/constants';
import { DigitBoxes } from '../../ui/auth/digit-boxes';
import { MobileField } from '../../ui/auth/mobile-field';
import { MpinField } from '../../ui/auth/mpin-field';
import { ResendHint } from '../../ui/auth/resend-hint';
import { TextField } from '../../ui/auth/text-field';
import { ConsentNotice } from './consent-notice';
import { useTranslation } from 'react-i18next';

interface StepProps {
  view: RegistrationConnect;
}

export function MobileStep({ view }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <MobileField value={view.values.mobile} {...view.fieldProps('mobile')} error={view.errors.mobile} autoFocus />
      <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
        {view.sending ? t('register.sending') : t('register.send')}
      </button>
    </>
  );
}

export function VerifyStep({ view }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="auth-form__hint">{t('register.otpSentTo', { mobile: view.values.mobile })}</p>
      {/* A refused OTP is cleared: new boxes, with focus back on the first one. */}
      <DigitBoxes
        key={view.otpClears}
        label="OTP"
        length={OTP_LENGTH}
        value={view.values.otp}
        {...view.fieldProps('otp')}
        error={view.errors.otp}
        autoComplete="one-time-code"
        autoFocus
      />
      <ResendHint cooldown={view.cooldown} onResend={view.resend} disabled={view.busy} />
      <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
        {view.verifying ? t('register.verifying') : t('register.verify')}
      </button>
      <button type="button" className="link-button" onClick={view.editMobile} disabled={view.busy}>
        ← {t('register.changeMobile')}
      </button>
    </>
  );
}

const TEXT_FIELDS: ReadonlyArray<{
  field: 'fullName' | 'username' | 'email';
  label: 'register.fullName' | 'register.username' | 'register.email';
  type: 'text' | 'email';
  autoComplete: 'name' | 'username' | 'email';
  hint?: 'register.usernameHint';
}> = [
  { field: 'fullName', label: 'register.fullName', type: 'text', autoComplete: 'name' },
  {
    field: 'username',
    label: 'register.username',
    type: 'text',
    autoComplete: 'username',
    hint: 'register.usernameHint',
  },
  { field: 'email', label: 'register.email', type: 'email', autoComplete: 'email' },
];

export function ProfileStep({ view }: StepProps) {
  const [mpinVisible, setMpinVisible] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      {TEXT_FIELDS.map(({ field, label, type, autoComplete, hint }, index) => (
        <TextField
          key={field}
          label={t(label)}
          type={type}
          autoComplete={autoComplete}
          hint={hint ? t(hint) : undefined}
          value={view.values[field]}
          {...view.fieldProps(field)}
          error={view.errors[field]}
          autoFocus={index === 0}
        />
      ))}
      <MpinField
        label="MPIN"
        value={view.values.mpin}
        {...view.fieldProps('mpin')}
        visible={mpinVisible}
        onToggleVisible={() => setMpinVisible((visible) => !visible)}
        error={view.errors.mpin}
      />
      <MpinField
        label={t('authFields.confirmMpin')}
        value={view.values.confirmMpin}
        {...view.fieldProps('confirmMpin')}
        visible={mpinVisible}
        error={view.errors.confirmMpin}
      />
      <ConsentNotice
        checked={view.values.consent === CONSENT_GIVEN}
        error={view.errors.consent}
        {...view.consentProps}
      />
      <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
        {view.busy ? t('register.creating') : t('register.complete')}
      </button>
    </>
  );
}
