// SPEC §2 Register: a three-step wizard (Mobile, Verify, Profile) with a back link on step 2 and a
// link to sign in. Renders the registration wizard machine and sends it events.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { RegistrationWizardMachine } from '../../../machines/registration-wizard/registration-wizard.machine';
import {
  REGISTRATION_STEPS,
  REGISTRATION_STEP_LABELS,
} from '../../../machines/registration-wizard/registration-wizard.types';
import type { RegistrationStep } from '../../../machines/registration-wizard/registration-wizard.types';
import { AuthCard } from '../../ui/auth/AuthCard';
import { MobileStep, ProfileStep, VerifyStep } from './RegisterSteps';

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

export function RegisterPage({ wizard, homeHref, loginHref }: RegisterPageProps) {
  const step = useSelector(wizard, (s): RegistrationStep => {
    if (s.hasTag('profile')) return 'profile';
    if (s.hasTag('verify')) return 'verify';
    return 'mobile';
  });
  const stepIndex = REGISTRATION_STEPS.indexOf(step);

  return (
    <AuthCard
      heading="Create Your Account"
      subtitle={SUBTITLES[step]}
      homeHref={homeHref}
      footer={
        <p>
          Already have an account? <Link href={loginHref}>Sign In</Link>
        </p>
      }
    >
      <ol className="wizard-steps" aria-label="Registration steps">
        {REGISTRATION_STEPS.map((name, index) => (
          <li
            key={name}
            className={`wizard-steps__step${index < stepIndex ? ' wizard-steps__step--done' : ''}${
              index === stepIndex ? ' wizard-steps__step--current' : ''
            }`}
            aria-current={index === stepIndex ? 'step' : undefined}
          >
            {index + 1}. {REGISTRATION_STEP_LABELS[name]}
          </li>
        ))}
      </ol>
      {step === 'mobile' ? <MobileStep wizard={wizard} /> : null}
      {step === 'verify' ? <VerifyStep wizard={wizard} /> : null}
      {step === 'profile' ? <ProfileStep wizard={wizard} /> : null}
    </AuthCard>
  );
}
