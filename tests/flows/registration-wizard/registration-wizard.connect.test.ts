// What the registration screen reads (registrationConnect) in each of its states, written out by hand
// from SPEC §4/§5: the step and its index in the stepper, what is busy (sending the code, checking it),
// and the privacy notice's checkbox as the consent field. Snapshots are resolved from (state, context).
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { registrationConnect } from '../../../machines/registration-wizard/registration-wizard.connect';
import { registrationWizardMachine } from '../../../machines/registration-wizard/registration-wizard.machine';
import {
  INITIAL_REGISTRATION_CONTEXT,
  type RegistrationEvent,
} from '../../../machines/registration-wizard/registration-wizard.types';

function faceOf(value: StateValue) {
  const sent: RegistrationEvent[] = [];
  const snapshot = registrationWizardMachine.resolveState({ value, context: INITIAL_REGISTRATION_CONTEXT });
  const face = registrationConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

describe('registration: what the screen reads', () => {
  it.each([
    [{ mobile: 'editing' }, { step: 'mobile', stepIndex: 0, busy: false, sending: false, verifying: false }],
    [{ mobile: 'sending' }, { step: 'mobile', stepIndex: 0, busy: true, sending: true, verifying: false }],
    [{ verify: 'entering' }, { step: 'verify', stepIndex: 1, busy: false, sending: false, verifying: false }],
    [{ verify: 'resending' }, { step: 'verify', stepIndex: 1, busy: true, sending: false, verifying: false }],
    [{ verify: 'verifying' }, { step: 'verify', stepIndex: 1, busy: true, sending: false, verifying: true }],
    [{ profile: 'editing' }, { step: 'profile', stepIndex: 2, busy: false, sending: false, verifying: false }],
    [{ profile: 'completing' }, { step: 'profile', stepIndex: 2, busy: true, sending: false, verifying: false }],
    // Leaving the wizard: no step of its own, so the stepper reads the first.
    ['registered', { step: 'mobile', stepIndex: 0, busy: false, sending: false, verifying: false }],
  ] as const)('%j', (value, expected) => {
    const { step, stepIndex, busy, sending, verifying } = faceOf(value).face;
    expect({ step, stepIndex, busy, sending, verifying }).toEqual(expected);
  });

  it("ticking the privacy notice is the consent field's 'yes'; unticking empties it", () => {
    const { face, sent } = faceOf({ profile: 'editing' });
    face.consentProps.onChange(true);
    face.consentProps.onChange(false);
    face.consentProps.onBlur();
    expect(sent).toEqual([
      { type: 'FIELD.CHANGE', field: 'consent', value: 'yes' },
      { type: 'FIELD.CHANGE', field: 'consent', value: '' },
      { type: 'FIELD.BLUR', field: 'consent' },
    ]);
  });
});
