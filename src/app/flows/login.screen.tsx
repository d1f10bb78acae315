import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { forgotMpinMachine } from '../../../machines/forgot-mpin/forgot-mpin.machine';
import { loginMachine } from '../../../machines/login/login.machine';
import { LoginPage } from '../../pages/login/login-page';
import { createForgotMpinActors } from './forgot-mpin';
import { createOtpSend } from './otp-send';
import { createSignIn } from './login';
import { useWordedNotices } from './shared/worded-notices';
import { inspect } from '../inspector';
import { takeRedirectUrl, withUtmParams } from '../navigation';
import { useServices } from '../services';
import { useSessionActor } from '../session/session-provider';

/** Route /login: the login machine wired to the API, the session, toasts and the way back. */
export default function LoginScreen() {
  const { api } = useServices();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const machine = useMemo(() => {
    const { deliverOtp, resetMpin } = createForgotMpinActors(api);
    return loginMachine.provide({
      actors: {
        signIn: createSignIn(api),
        forgotMpin: forgotMpinMachine.provide({ actors: { otpSend: createOtpSend(deliverOtp), resetMpin } }),
      },
    });
  }, [api]);
  const login = useActorRef(machine, { inspect });
  const forgotMpin = useSelector(login, (s) => s.children.forgotMpin);
  useWordedNotices(login);
  useWordedNotices(forgotMpin);

  useEffect(() => {
    const subscription = login.on('signedIn', (event) => {
      session.send({ type: 'SESSION.START', session: event.session });
      navigate(withUtmParams(takeRedirectUrl()), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [login, session, navigate]);

  return <LoginPage login={login} homeHref="/" registerHref="/register" />;
}
