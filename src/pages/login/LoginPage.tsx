// SPEC §2 Login: mobile number (+91), four MPIN boxes with show/hide, the Forgot MPIN modal and a
// link to register. Renders the login machine's view-model and sends it events; src/app wires effects.
import type { FormEvent } from 'react';
import { InternalLink } from '../../ui/InternalLink';
import type { ActorRefFrom } from 'xstate';
import type { LoginMachine } from '../../../machines/login/login.machine';
import { loginView } from '../../../machines/login/login.view';
import { AuthCard } from '../../ui/auth/AuthCard';
import { MobileField } from '../../ui/auth/MobileField';
import { MpinField } from '../../ui/auth/MpinField';
import { useView } from '../../ui/hooks/useView';
import { usePrefetchedAuthModal } from '../../ui/auth/LazyAuthModal';
import { ForgotMpinModal } from './ForgotMpinModal';

export interface LoginPageProps {
  login: ActorRefFrom<LoginMachine>;
  homeHref: string;
  registerHref: string;
}

export function LoginPage({ login, homeHref, registerHref }: LoginPageProps) {
  const view = useView(login, loginView);
  usePrefetchedAuthModal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.send({ type: 'SUBMIT' });
  };

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
        <MobileField
          value={view.mobile}
          onChange={(value) => login.send({ type: 'FIELD.CHANGE', field: 'mobile', value })}
          onBlur={() => login.send({ type: 'FIELD.BLUR', field: 'mobile' })}
          error={view.errors.mobile}
          autoFocus
        />
        {/* A refused MPIN is cleared: new boxes, with focus back on the first one. */}
        <MpinField
          key={view.mpinClears}
          label="MPIN"
          value={view.mpin}
          onChange={(value) => login.send({ type: 'FIELD.CHANGE', field: 'mpin', value })}
          onBlur={() => login.send({ type: 'FIELD.BLUR', field: 'mpin' })}
          visible={view.mpinVisible}
          onToggleVisible={() => login.send({ type: 'MPIN.TOGGLE_VISIBILITY' })}
          error={view.errors.mpin}
          autoFocus={view.mpinClears > 0}
        />
        {view.serverError ? (
          <p className="auth-form__alert" role="alert">
            {view.serverError}
          </p>
        ) : null}
        <div className="auth-form__row">
          <button type="button" className="link-button" onClick={() => login.send({ type: 'FORGOT_MPIN.OPEN' })}>
            Forgot MPIN?
          </button>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
          {view.busy ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      {view.forgotMpin ? (
        <ForgotMpinModal forgotMpin={view.forgotMpin} onClose={() => login.send({ type: 'FORGOT_MPIN.CLOSE' })} />
      ) : null}
    </AuthCard>
  );
}
