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

export interface LoginPageProps {
  login: ActorRefFrom<LoginMachine>;
  homeHref: string;
  registerHref: string;
}

export function LoginPage({ login, homeHref, registerHref }: LoginPageProps) {
  const view = useConnect(login, loginConnect);
  usePrefetchedAuthModal();
  const submit = submitWith(view.submit);

  if (view.otpStep) return <SignInOtpStep view={view} homeHref={homeHref} submit={submit} />;

  return (
    <AuthCard
      heading="Sign In"
      subtitle="Welcome back! Sign in with your mobile number and MPIN."
      homeHref={homeHref}
      footer={
        <p>
          New to Startline? <InternalLink href={registerHref}>Create an account</InternalLink>
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
            {view.serverError}
          </p>
        ) : null}
        <div className="auth-form__row">
          <button type="button" className="link-button" onClick={view.openForgotMpin}>
            Forgot MPIN?
          </button>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
          {view.busy ? 'Signing In...' : 'Sign In'}
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
  return (
    <AuthCard heading={SIGNIN_OTP_TEXTS.heading} subtitle={SIGNIN_OTP_TEXTS.required} homeHref={homeHref}>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={view.busy}>
        {/* The lead text already says what to do; this names where the code went, kept on one line. */}
        <p className="auth-form__hint">OTP sent by SMS to +91&nbsp;{view.mobile}.</p>
        {/* A refused code is cleared: new boxes, with focus back on the first one. */}
        <DigitBoxes
          key={view.otpClears}
          label={SIGNIN_OTP_TEXTS.otpLabel}
          length={OTP_LENGTH}
          value={view.otp}
          {...view.fieldProps('otp')}
          error={view.otpError}
          autoComplete="one-time-code"
          autoFocus
        />
        {view.serverError ? (
          <p className="auth-form__alert" role="alert">
            {view.serverError}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
          {view.busy ? SIGNIN_OTP_TEXTS.submitting : SIGNIN_OTP_TEXTS.submit}
        </button>
        <button type="button" className="link-button" onClick={view.backFromOtp} disabled={view.busy}>
          <span aria-hidden="true">← </span>
          {SIGNIN_OTP_TEXTS.back}
        </button>
      </form>
    </AuthCard>
  );
}
