// SPEC §2 Login: mobile number (+91), four MPIN boxes with show/hide, the Forgot MPIN modal and a
// link to register. Renders the login machine's connect and calls its intents; src/app wires effects.
import type { FormEvent } from 'react';
import { InternalLink } from '../../ui/internal-link';
import type { ActorRefFrom } from 'xstate';
import type { LoginMachine } from '../../../machines/login/login.machine';
import { loginConnect } from '../../../machines/login/login.connect';
import { AuthCard } from '../../ui/auth/auth-card';
import { MobileField } from '../../ui/auth/mobile-field';
import { MpinField } from '../../ui/auth/mpin-field';
import { useConnect } from '../../ui/hooks/use-connect';
import { usePrefetchedAuthModal } from '../../ui/auth/lazy-auth-modal';
import { ForgotMpinModal } from './forgot-mpin-modal';
import { DigitBoxes } from '../../ui/auth/digit-boxes';
import { OTP_LENGTH } from '../../domain/constants';
import { SIGNIN_OTP_TEXTS } from '../../domain/auth-texts';
import type { LoginConnect } from '../../../machines/login/login.connect';
import { submitWith } from '../../ui/submit-with';
import { useTranslation } from 'react-i18next';
import { useLocalWording } from '../../ui/auth/local-wording';

export interface LoginPageProps {
  login: ActorRefFrom<LoginMachine>;
  homeHref: string;
  registerHref: string;
}

export function LoginPage({ login, homeHref, registerHref }: LoginPageProps) {
  const view = useConnect(login, loginConnect);
  usePrefetchedAuthModal();
  const submit = submitWith(view.submit);
  const { t } = useTranslation();
  const local = useLocalWording();

  if (view.otpStep) return <SignInOtpStep view={view} homeHref={homeHref} submit={submit} />;

  return (
    <AuthCard
      heading={t('signIn.heading')}
      subtitle={t('signIn.subtitle')}
      homeHref={homeHref}
      footer={
        <p>
          {t('signIn.newHere')} <InternalLink href={registerHref}>{t('signIn.createAccount')}</InternalLink>
        </p>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={view.busy}>
        <MobileField value={view.mobile} {...view.fieldProps('mobile')} error={view.errors.mobile} autoFocus />
        {/* A refused MPIN is cleared: new boxes, with focus back on the first one. */}
        <MpinField
          key={view.mpinClears}
          label="MPIN"
          value={view.mpin}
          {...view.fieldProps('mpin')}
          visible={view.mpinVisible}
          onToggleVisible={view.toggleMpinVisible}
          error={view.errors.mpin}
          autoFocus={view.mpinClears > 0}
        />
        {view.serverError ? (
          <p className="auth-form__alert" role="alert">
            {local(view.serverError)}
          </p>
        ) : null}
        <div className="auth-form__row">
          <button type="button" className="link-button" onClick={view.openForgotMpin}>
            {t('signIn.forgotMpin')}
          </button>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
          {view.busy ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
      {view.forgotMpin ? <ForgotMpinModal forgotMpin={view.forgotMpin} onClose={view.closeForgotMpin} /> : null}
    </AuthCard>
  );
}

/**
 * The sign-in OTP step (issue 25 item 6): the network has too many failed sign-ins, so a browser new
 * to the account proves the number with the OTP the server sent to it.
 */
function SignInOtpStep({
  view,
  homeHref,
  submit,
}: {
  view: LoginConnect;
  homeHref: string;
  submit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation();
  const local = useLocalWording();
  return (
    <AuthCard heading={t('signInOtp.heading')} subtitle={t('signInOtp.required')} homeHref={homeHref}>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={view.busy}>
        {/* The lead text already says what to do; this names where the code went, kept on one line. */}
        <p className="auth-form__hint">{t('signIn.otpSentTo', { mobile: view.mobile })}</p>
        {/* A refused code is cleared: new boxes, with focus back on the first one. */}
        <DigitBoxes
          key={view.otpClears}
          label={SIGNIN_OTP_TEXTS.otpLabel}
          length={OTP_LENGTH}
          value={view.otp}
          {...view.fieldProps('otp')}
          error={local(view.otpError)}
          autoComplete="one-time-code"
          autoFocus
        />
        {view.serverError ? (
          <p className="auth-form__alert" role="alert">
            {local(view.serverError)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
          {view.busy ? t('signInOtp.submitting') : t('signInOtp.submit')}
        </button>
        <button type="button" className="link-button" onClick={view.backFromOtp} disabled={view.busy}>
          <span aria-hidden="true">← </span>
          {t('signInOtp.back')}
        </button>
      </form>
    </AuthCard>
  );
}
