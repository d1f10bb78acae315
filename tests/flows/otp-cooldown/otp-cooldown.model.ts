// The resend countdown's model (SPEC §5 'Resend OTP (available in {n}s)', one second less each second),
// and what each step must do as a hand-written SPEC table that QA reads (`otpCooldownTable` below;
// `.test-results/spec-tables/otp-cooldown.md` after a run); the model's `expect` reads the same table.
import type { AnyMachineSnapshot } from 'xstate';
import { otpCooldownMachine } from '../../../machines/otp-cooldown/otp-cooldown.machine';
import type { OtpCooldownContext, OtpCooldownMachine } from '../../../machines/otp-cooldown/otp-cooldown.machine';
import type { GraphBudget } from '../shared/bounded-graph';
import type { FlowModel } from '../shared/graph-model';
import { ANY_STATE, expectationFromTable } from '../shared/spec-table';
import type { SpecTable } from '../shared/spec-table';

export const COUNTDOWN_TICK = 'xstate.after.countdownTick.otpCooldown.coolingDown';

/** The graph merges the seconds between 2 and 29: every one of them behaves alike. */
function bucket(secondsLeft: number): string | number {
  if (secondsLeft === 30) return 'full';
  if (secondsLeft <= 1) return secondsLeft;
  return 'between';
}

// The SPEC table, for QA: a send (or a page that learns one went out less than 30 s ago) starts the
// countdown from the seconds left; each second one less; after the last one 'Resend OTP' again.
export const otpCooldownTable: SpecTable<OtpCooldownContext, unknown> = {
  flow: 'otp-cooldown',
  initial: 'ready',
  start: () => ({ context: { secondsLeft: 0 } }),
  screens: { ready: [{ role: 'button', name: 'Resend OTP' }] },
  rows: [
    {
      state: ANY_STATE,
      event: 'COOLDOWN.START',
      when: 'always (an OTP went out, or one was sent less than 30 s ago)',
      to: 'coolingDown',
      does: "'Resend OTP (available in {n}s)' from the seconds left, counting again from a full second",
      expect: ({ event }) => ({ context: { secondsLeft: event.secondsLeft } }),
      spec: '§5 resend cooldown of 30 seconds',
    },
    {
      state: 'coolingDown',
      event: COUNTDOWN_TICK,
      when: 'a second passed and it was the last one',
      holds: ({ before }) => before.secondsLeft <= 1,
      guard: 'isLastSecond',
      to: 'ready',
      does: "'Resend OTP' again, without a countdown",
      expect: () => ({ context: { secondsLeft: 0 } }),
      spec: '§5',
    },
    {
      state: 'coolingDown',
      event: COUNTDOWN_TICK,
      when: 'a second passed, more are left',
      to: 'coolingDown',
      does: 'one second less',
      expect: ({ before }) => ({ context: { secondsLeft: before.secondsLeft - 1 } }),
      spec: '§5 one second less each second',
    },
  ],
};

/** Three buckets of seconds in two states: about a dozen vertices. */
export const OTP_COOLDOWN_BUDGET: GraphBudget = { states: 60, depth: 40 };

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
  expect: expectationFromTable(otpCooldownTable),
};
