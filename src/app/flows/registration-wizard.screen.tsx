import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { registrationWizardMachine } from '../../../machines/registration-wizard/registration-wizard.machine';
import { RegisterPage } from '../../pages/register/register-page';
import { createOtpSend } from './otp-send';
import { createRegistrationActors } from './registration-wizard';
import { createSignIn } from './login';
import { useWordedNotices } from './shared/worded-notices';
import { inspect } from '../inspector';
import { savedUtmParams, takeRedirectUrl, withUtmParams } from '../navigation';
import { useServices } from '../services';
import { useSessionActor } from '../session/session-provider';

/** Route /register: the wizard wired to the API (UTM parameters on start-registration), the session and toasts. */
export default function RegisterScreen() {
  const { api } = useServices();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const machine = useMemo(() => {
    const { deliverOtp, verifyMobile, completeProfile } = createRegistrationActors(api, () => savedUtmParams());
    return registrationWizardMachine.provide({
      actors: { otpSend: createOtpSend(deliverOtp), verifyMobile, completeProfile, signIn: createSignIn(api) },
    });
  }, [api]);
  const wizard = useActorRef(machine, { inspect });
  useWordedNotices(wizard);

  useEffect(() => {
    const signedIn = wizard.on('signedIn', (event) => {
      session.send({ type: 'SESSION.START', session: event.session });
      navigate(withUtmParams(takeRedirectUrl()), { replace: true });
    });
    const leave = wizard.on('leave', (event) => navigate(withUtmParams(event.to)));
    return () => {
      signedIn.unsubscribe();
      leave.unsubscribe();
    };
  }, [wizard, session, navigate]);

  return <RegisterPage wizard={wizard} homeHref="/" loginHref="/login" />;
}
