// The registration screen's connect: the wizard's snapshot and `send` in; the step (by its tag), the
// fields and what is busy, and what the person can do (type, submit, resend, change the number) out.
import type { SnapshotFrom } from 'xstate';
import { otpFormIntents, visibleErrors } from '../shared/form-fields';
import type { RegistrationWizardMachine } from './registration-wizard.machine';
import {
  CONSENT_GIVEN,
  eagerRegistrationErrors,
  REGISTRATION_STEPS,
  registrationErrors,
} from './registration-wizard.types';
import type { RegistrationEvent, RegistrationStep } from './registration-wizard.types';

function stepOf(snapshot: SnapshotFrom<RegistrationWizardMachine>): RegistrationStep {
  return REGISTRATION_STEPS.find((step) => snapshot.hasTag(step)) ?? 'mobile';
}

export function registrationConnect(
  snapshot: SnapshotFrom<RegistrationWizardMachine>,
  send: (event: RegistrationEvent) => void,
) {
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
    /** The step's fields (the wizard sanitizes and validates what they send), submit, resend, change the number. */
    ...otpFormIntents(send),
    /** The privacy notice's checkbox: ticking it is the consent field's 'yes', unticking it empties the field. */
    consentProps: {
      onChange: (checked: boolean) =>
        send({ type: 'FIELD.CHANGE', field: 'consent', value: checked ? CONSENT_GIVEN : '' }),
      onBlur: () => send({ type: 'FIELD.BLUR', field: 'consent' }),
    },
  };
}

export type RegistrationConnect = ReturnType<typeof registrationConnect>;
