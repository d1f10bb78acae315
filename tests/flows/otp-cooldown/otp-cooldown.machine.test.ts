// The resend countdown (SPEC §5): the machine held to its hand-written SPEC table (otp-cooldown.model.ts)
// on a real actor with a simulated clock, every event in every reached state, plus examples.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { cooldownMessage, otpCooldownMachine } from '../../../machines/otp-cooldown/otp-cooldown.machine';
import { describeSpecTable } from '../shared/table-replay';
import { OTP_COOLDOWN_BUDGET, otpCooldownModel, otpCooldownTable } from './otp-cooldown.model';

describeSpecTable(otpCooldownModel as never, otpCooldownTable, OTP_COOLDOWN_BUDGET);

describe('OTP cooldown: SPEC §5 examples', () => {
  it("says 'Please wait {n}s before requesting another OTP'", () => {
    expect(cooldownMessage(30)).toBe('Please wait 30s before requesting another OTP');
    expect(cooldownMessage(7)).toBe('Please wait 7s before requesting another OTP');
  });

  it('counts 30 seconds down one a second, then offers Resend OTP again', () => {
    const clock = new SimulatedClock();
    const actor = createActor(otpCooldownMachine, { clock }).start();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    actor.send({ type: 'COOLDOWN.START', secondsLeft: 30 });
    const seen: number[] = [];
    for (let second = 0; second < 30; second += 1) {
      seen.push(actor.getSnapshot().context.secondsLeft);
      expect(actor.getSnapshot().hasTag('coolingDown')).toBe(true);
      clock.increment(1000);
    }
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('starts over from what a later send says is left', () => {
    const clock = new SimulatedClock();
    const actor = createActor(otpCooldownMachine, { clock }).start();
    actor.send({ type: 'COOLDOWN.START', secondsLeft: 30 });
    for (let second = 0; second < 10; second += 1) clock.increment(1000);
    clock.increment(500);
    expect(actor.getSnapshot().context.secondsLeft).toBe(20);
    actor.send({ type: 'COOLDOWN.START', secondsLeft: 25 });
    clock.increment(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(25);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(24);
  });
});
