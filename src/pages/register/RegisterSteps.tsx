// The wizard's three forms. Each reads its fields from the machine and sends edits back; the machine
// sanitizes, validates and decides whether the step's button is enabled (s.can SUBMIT).
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OtpCooldownMachine } from '../../../machines/otp-cooldown/otp-cooldown.machine';
import type { RegistrationWizardMachine } from '../../../machines/registration-wizard/registration-wizard.machine';
import { visibleRegistrationErrors } from '../../../machines/registration-wizard/registration-wizard.types';
import type { ProfileField, RegistrationField } from '../../../machines/registration-wizard/registration-wizard.types';
import { OTP_LENGTH } from '../../domain/constants';
import { DigitBoxes } from '../../ui/auth/DigitBoxes';
import { MobileField } from '../../ui/auth/MobileField';
import { MpinField } from '../../ui/auth/MpinField';
import { ResendHint } from '../../ui/auth/ResendHint';
import { TextField } from '../../ui/auth/TextField';

type Wizard = ActorRefFrom<RegistrationWizardMachine>;

function useStepForm(wizard: Wizard) {
  const canSubmit = useSelector(wizard, (s) => s.can({ type: 'SUBMIT' }));
  const busy = useSelector(wizard, (s) => s.hasTag('busy'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    wizard.send({ type: 'SUBMIT' });
  };
  return { canSubmit, busy, submit };
}

function useFieldError(wizard: Wizard, field: RegistrationField) {
  return useSelector(wizard, (s) => visibleRegistrationErrors(s.context)[field]);
}

export function MobileStep({ wizard }: { wizard: Wizard }) {
  const mobile = useSelector(wizard, (s) => s.context.mobile);
  const error = useFieldError(wizard, 'mobile');
  const { canSubmit, busy, submit } = useStepForm(wizard);
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <MobileField
        value={mobile}
        onChange={(value) => wizard.send({ type: 'MOBILE.CHANGE', value })}
        onBlur={() => wizard.send({ type: 'MOBILE.BLUR' })}
        error={error}
        autoFocus
      />
      <button type="submit" className="button button--primary button--block" disabled={!canSubmit}>
        {busy ? 'Sending OTP...' : 'Send OTP'}
      </button>
    </form>
  );
}

export function VerifyStep({ wizard }: { wizard: Wizard }) {
  const mobile = useSelector(wizard, (s) => s.context.mobile);
  const otp = useSelector(wizard, (s) => s.context.otp);
  const error = useFieldError(wizard, 'otp');
  const cooldown = useSelector(wizard, (s) => s.children.cooldown as ActorRefFrom<OtpCooldownMachine> | undefined);
  const secondsLeft = useSelector(cooldown, (s) => s?.context.secondsLeft ?? 0);
  const { canSubmit, busy, submit } = useStepForm(wizard);
  const verifying = useSelector(wizard, (s) => s.matches({ verify: 'verifying' }));
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="auth-form__hint">Enter the 6-digit OTP sent to +91 {mobile}.</p>
      <DigitBoxes
        label="OTP"
        length={OTP_LENGTH}
        value={otp}
        onChange={(value) => wizard.send({ type: 'OTP.CHANGE', value })}
        onBlur={() => wizard.send({ type: 'OTP.BLUR' })}
        error={error}
        autoComplete="one-time-code"
        autoFocus
      />
      <ResendHint secondsLeft={secondsLeft} onResend={() => wizard.send({ type: 'RESEND' })} disabled={busy} />
      <button type="submit" className="button button--primary button--block" disabled={!canSubmit}>
        {verifying ? 'Verifying...' : 'Verify OTP'}
      </button>
      <button type="button" className="link-button" onClick={() => wizard.send({ type: 'BACK' })} disabled={busy}>
        ← Change mobile number
      </button>
    </form>
  );
}

const TEXT_FIELDS: ReadonlyArray<{
  field: Extract<ProfileField, 'fullName' | 'username' | 'email'>;
  label: string;
  type: 'text' | 'email';
  autoComplete: 'name' | 'username' | 'email';
  hint?: string;
}> = [
  { field: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'name' },
  {
    field: 'username',
    label: 'Username',
    type: 'text',
    autoComplete: 'username',
    hint: '3-20 letters, numbers or underscores. It cannot be changed later.',
  },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

export function ProfileStep({ wizard }: { wizard: Wizard }) {
  const [mpinVisible, setMpinVisible] = useState(false);
  const profile = useSelector(wizard, (s) => s.context.profile);
  const errors = useSelector(
    wizard,
    (s) => visibleRegistrationErrors(s.context),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const { canSubmit, busy, submit } = useStepForm(wizard);
  const change = (field: ProfileField) => (value: string) => wizard.send({ type: 'FIELD.CHANGE', field, value });
  const blur = (field: ProfileField) => () => wizard.send({ type: 'FIELD.BLUR', field });
  const toggle = () => setMpinVisible((visible) => !visible);
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      {TEXT_FIELDS.map(({ field, label, type, autoComplete, hint }, index) => (
        <TextField
          key={field}
          label={label}
          type={type}
          autoComplete={autoComplete}
          hint={hint}
          value={profile[field]}
          onChange={change(field)}
          onBlur={blur(field)}
          error={errors[field]}
          autoFocus={index === 0}
        />
      ))}
      <MpinField
        label="MPIN"
        value={profile.mpin}
        onChange={change('mpin')}
        onBlur={blur('mpin')}
        visible={mpinVisible}
        onToggleVisible={toggle}
        error={errors.mpin}
      />
      <MpinField
        label="Confirm MPIN"
        value={profile.confirmMpin}
        onChange={change('confirmMpin')}
        onBlur={blur('confirmMpin')}
        visible={mpinVisible}
        error={errors.confirmMpin}
      />
      <button type="submit" className="button button--primary button--block" disabled={!canSubmit}>
        {busy ? 'Creating your account...' : 'Complete Registration'}
      </button>
    </form>
  );
}
