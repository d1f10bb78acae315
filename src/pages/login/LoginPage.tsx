// SPEC §2 Login: mobile number (+91), four MPIN boxes with show/hide, the Forgot MPIN modal and a
// link to register. Renders the login machine and sends it events; src/app wires the effects.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { LoginMachine } from '../../../machines/login/login.machine';
import { visibleLoginErrors } from '../../../machines/login/login.types';
import type { ForgotMpinMachine } from '../../../machines/forgot-mpin/forgot-mpin.machine';
import { AuthCard } from '../../ui/auth/AuthCard';
import { MobileField } from '../../ui/auth/MobileField';
import { MpinField } from '../../ui/auth/MpinField';
import { ForgotMpinModal } from './ForgotMpinModal';

export interface LoginPageProps {
  login: ActorRefFrom<LoginMachine>;
  homeHref: string;
  registerHref: string;
}

export function LoginPage({ login, homeHref, registerHref }: LoginPageProps) {
  const mobile = useSelector(login, (s) => s.context.mobile);
  const mpin = useSelector(login, (s) => s.context.mpin);
  const mpinVisible = useSelector(login, (s) => s.context.mpinVisible);
  const serverError = useSelector(login, (s) => s.context.serverError);
  const mobileError = useSelector(login, (s) => visibleLoginErrors(s.context).mobile);
  const mpinError = useSelector(login, (s) => visibleLoginErrors(s.context).mpin);
  const canSubmit = useSelector(login, (s) => s.can({ type: 'SUBMIT' }));
  const busy = useSelector(login, (s) => s.hasTag('busy'));
  const forgotMpin = useSelector(login, (s) => s.children.forgotMpin as ActorRefFrom<ForgotMpinMachine> | undefined);

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
          New to Startline? <Link href={registerHref}>Create an account</Link>
        </p>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <MobileField
          value={mobile}
          onChange={(value) => login.send({ type: 'MOBILE.CHANGE', value })}
          onBlur={() => login.send({ type: 'FIELD.BLUR', field: 'mobile' })}
          error={mobileError}
          autoFocus
        />
        <MpinField
          label="MPIN"
          value={mpin}
          onChange={(value) => login.send({ type: 'MPIN.CHANGE', value })}
          onBlur={() => login.send({ type: 'FIELD.BLUR', field: 'mpin' })}
          visible={mpinVisible}
          onToggleVisible={() => login.send({ type: 'MPIN.TOGGLE_VISIBILITY' })}
          error={mpinError}
        />
        {serverError ? (
          <p className="auth-form__alert" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="auth-form__row">
          <button type="button" className="link-button" onClick={() => login.send({ type: 'FORGOT.OPEN' })}>
            Forgot MPIN?
          </button>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={!canSubmit}>
          {busy ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      {forgotMpin ? (
        <ForgotMpinModal forgotMpin={forgotMpin} onClose={() => login.send({ type: 'FORGOT.CLOSE' })} />
      ) : null}
    </AuthCard>
  );
}
