// The registration screen's view-model: the wizard's snapshot in, what the page shows out.
import type { SnapshotFrom } from 'xstate';
import { visibleErrors } from '../shared/form-fields';
import type { RegistrationWizardMachine } from './registration-wizard.machine';
import { eagerRegistrationErrors, REGISTRATION_STEPS, registrationErrors } from './registration-wizard.types';
import type { RegistrationStep } from './registration-wizard.types';

function stepOf(snapshot: SnapshotFrom<RegistrationWizardMachine>): RegistrationStep {
  return REGISTRATION_STEPS.find((step) => snapshot.hasTag(step)) ?? 'mobile';
}

export function registrationView(snapshot: SnapshotFrom<RegistrationWizardMachine>) {
  const { context } = snapshot;
  const step = stepOf(snapshot);
  return {
    step,
    stepIndex: REGISTRATION_STEPS.indexOf(step),
    values: context.values,
    otpClears: context.otpClears,
    errors: visibleErrors(registrationErrors(context), context.touched, eagerRegistrationErrors(context)),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    busy: snapshot.hasTag('busy'),
    sending: snapshot.matches({ mobile: 'sending' }),
    verifying: snapshot.matches({ verify: 'verifying' }),
    cooldown: snapshot.children.cooldown,
  };
}

export type RegistrationView = ReturnType<typeof registrationView>;
