// SPEC §2 Register: a three-step wizard (Mobile, Verify, Profile) with a back link on step 2 and a
// link to sign in. Renders the registration wizard's connect and calls its intents.
import { InternalLink } from '../../ui/internal-link';
import type { ActorRefFrom } from 'xstate';
import type { RegistrationWizardMachine } from '../../../machines/registration-wizard/registration-wizard.machine';
import {
  REGISTRATION_STEPS,
  REGISTRATION_STEP_LABELS,
} from '../../../machines/registration-wizard/registration-wizard.types';
import type { RegistrationStep } from '../../../machines/registration-wizard/registration-wizard.types';
import { registrationConnect } from '../../../machines/registration-wizard/registration-wizard.connect';
import { AuthCard } from '../../ui/auth/auth-card';
import { useConnect } from '../../ui/hooks/use-connect';
import { MobileStep, ProfileStep, VerifyStep } from './register-steps';
import { submitWith } from '../../ui/submit-with';

export interface RegisterPageProps {
  wizard: ActorRefFrom<RegistrationWizardMachine>;
  homeHref: string;
  loginHref: string;
}

const SUBTITLES: Record<RegistrationStep, string> = {
  mobile: 'Enter your mobile number to get started.',
  verify: 'Verify your mobile number with the OTP we sent.',
  profile: 'Tell us a little about yourself and set your MPIN.',
};

const STEP_FORMS = { mobile: MobileStep, verify: VerifyStep, profile: ProfileStep } as const;

export function RegisterPage({ wizard, homeHref, loginHref }: RegisterPageProps) {
  const view = useConnect(wizard, registrationConnect);
  const StepForm = STEP_FORMS[view.step];
  const submit = submitWith(view.submit);

  return (
    <AuthCard
      heading="Create Your Account"
      subtitle={SUBTITLES[view.step]}
      homeHref={homeHref}
      footer={
        <p>
          Already have an account? <InternalLink href={loginHref}>Sign In</InternalLink>
        </p>
      }
    >
      <ol className="wizard-steps" aria-label="Registration steps">
        {REGISTRATION_STEPS.map((name, index) => (
          <li
            key={name}
            className={`wizard-steps__step${index < view.stepIndex ? ' wizard-steps__step--done' : ''}${
              index === view.stepIndex ? ' wizard-steps__step--current' : ''
            }`}
            aria-current={index === view.stepIndex ? 'step' : undefined}
          >
            {index + 1}. {REGISTRATION_STEP_LABELS[name]}
          </li>
        ))}
      </ol>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={view.busy}>
        <StepForm view={view} />
      </form>
    </AuthCard>
  );
}
