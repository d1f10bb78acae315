// The resend countdown's model (SPEC §5 'Resend OTP (available in {n}s)', one second less each second).
import type { AnyMachineSnapshot } from 'xstate';
import { otpCooldownMachine } from '../../../machines/otp-cooldown/otp-cooldown.machine';
import type { OtpCooldownMachine } from '../../../machines/otp-cooldown/otp-cooldown.machine';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';

export const COUNTDOWN_TICK = 'xstate.after.countdownTick.otpCooldown.coolingDown';

/** The graph merges the seconds between 2 and 29: every one of them behaves alike. */
function bucket(secondsLeft: number): string | number {
  if (secondsLeft === 30) return 'full';
  if (secondsLeft <= 1) return secondsLeft;
  return 'between';
}

export const otpCooldownModel: FlowModel<OtpCooldownMachine> = {
  flow: 'otp-cooldown',
  machine: otpCooldownMachine,
  events: [
    { type: 'COOLDOWN.START', secondsLeft: 30 },
    { type: 'COOLDOWN.START', secondsLeft: 25 },
    { type: 'COOLDOWN.START', secondsLeft: 1 },
    { type: COUNTDOWN_TICK },
  ],
  project: (snapshot: AnyMachineSnapshot) => ({
    value: snapshot.value,
    seconds: bucket((snapshot.context as { secondsLeft: number }).secondsLeft),
  }),
  // SPEC §5: the countdown shows whole seconds.
  delays: { countdownTick: 1000 },
  expect: ({ event, before }): StepExpectation => {
    if (before === null) return { context: { secondsLeft: 0 } };
    switch (event.type) {
      case 'COOLDOWN.START':
        return { context: { secondsLeft: (event as ModelEvent & { secondsLeft: number }).secondsLeft } };
      case COUNTDOWN_TICK:
        return { context: { secondsLeft: Math.max(0, before.secondsLeft - 1) } };
      default:
        throw new Error(`the otp-cooldown model has no expectation for ${event.type}`);
    }
  },
};
