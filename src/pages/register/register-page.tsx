// SPEC §2 Register: a three-step wizard (Mobile, Verify, Profile) with a back link on step 2 and a
// link to sign in. Renders the registration wizard's connect and calls its intents.
import { InternalLink } from '../../ui/internal-link';
import type { ActorRefFrom } from 'xstate';
import type { RegistrationWizardMachine } from '../../../machines/registration-wizard/registration-wizard.machine';
import { REGISTRATION_STEPS } from '../../../machines/registration-wizard/registration-wizard.types';
import { registrationConnect } from '../../../machines/registration-wizard/registration-wizard.connect';
import { AuthCard } from '../../ui/auth/auth-card';
import { useConnect } from '../../ui/hooks/use-connect';
import { MobileStep, ProfileStep, VerifyStep } from './register-steps';
import { submitWith } from '../../ui/submit-with';
import { useTranslation } from 'react-i18next';

export interface RegisterPageProps {
  wizard: ActorRefFrom<RegistrationWizardMachine>;
  homeHref: string;
  loginHref: string;
}

const STEP_FORMS = { mobile: MobileStep, verify: VerifyStep, profile: ProfileStep } as const;

export function RegisterPage({ wizard, homeHref, loginHref }: RegisterPageProps) {
  const view = useConnect(wizard, registrationConnect);
  const StepForm = STEP_FORMS[view.step];
  const submit = submitWith(view.submit);
  const { t } = useTranslation();

  return (
    <AuthCard
      heading={t('register.heading')}
      subtitle={t(`register.subtitles.${view.step}`)}
      homeHref={homeHref}
      footer={
        <p>
          {t('register.haveAccount')} <InternalLink href={loginHref}>{t('register.signIn')}</InternalLink>
        </p>
      }
    >
      <ol className="wizard-steps" aria-label={t('register.steps')}>
        {REGISTRATION_STEPS.map((name, index) => (
          <li
            key={name}
            className={`wizard-steps__step${index < view.stepIndex ? ' wizard-steps__step--done' : ''}${
              index === view.stepIndex ? ' wizard-steps__step--current' : ''
            }`}
            aria-current={index === view.stepIndex ? 'step' : undefined}
          >
            {index + 1}. {t(`register.stepLabels.${name}`)}
          </li>
        ))}
      </ol>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={view.busy}>
        <StepForm view={view} />
      </form>
    </AuthCard>
  );
}
