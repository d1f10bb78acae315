// The OTP step written once for the registration wizard and Forgot MPIN (machines/otp-send/otp-step.ts),
// held on a small machine of its own: each send's outcome keeps the challenge it answered (a cooldown
// keeps the last one, issue 25 item 5), starts the resend countdown from what is left (30 s after a
// send, SPEC §5), and says what happened in SPEC §8's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup } from 'xstate';
import type { AnyEventObject } from 'xstate';
import { AuthCallError } from '../../../machines/shared/auth-outcomes';
import type { OtpSendOutput } from '../../../machines/otp-send/otp-send.types';
import { challengeIdOf, countdownAfter, userUuidOf } from '../../../machines/otp-send/otp-send.types';
import { codeToEnter, noCodeToEnter, otpStep, resent } from '../../../machines/otp-send/otp-step';
import type { OtpOutcomeParams } from '../../../machines/otp-send/otp-step';

interface StepContext {
  challengeId: string | null;
  otpClears: number;
  otp: string;
}
type StepEvent =
  | { type: 'OUTCOME'; params: OtpOutcomeParams }
  | { type: 'RESTART' }
  | { type: 'CLEAR' }
  | { type: 'ENTER?'; output: OtpSendOutput }
  | { type: 'SENT?'; output: OtpSendOutput }
  | { type: 'SAY'; params: OtpOutcomeParams }
  | { type: 'CODE.REFUSED'; error: unknown };

const USER = '6f1c2f5e-2d1b-4c4a-9f1e-8d7c6b5a4e3d';
const SENT: OtpSendOutput = { outcome: 'sent', message: null, userUuid: USER, challengeId: 'challenge-2' };
const COOLING: OtpSendOutput = { outcome: 'coolingDown', secondsLeft: 12, userUuid: USER };
const FAILED: OtpSendOutput = { outcome: 'failed', error: new AuthCallError(undefined, null) };

function started() {
  const step = otpStep<StepContext, StepEvent>({
    clearOtp: () => ({ otp: '' }),
    resendNotices: 'resend',
    needsAccount: true,
    codeRefused: { refused: 'Invalid OTP', unreachable: 'Could not check the OTP' },
  });
  const cooldown: AnyEventObject[] = [];
  const machine = setup({
    types: { context: {} as StepContext, events: {} as StepEvent },
    actors: { cooldown: fromCallback(({ receive }) => receive((event) => void cooldown.push(event))) },
    actions: step.actions,
    guards: step.guards,
  }).createMachine({
    context: { challengeId: 'challenge-1', otpClears: 0, otp: '12' },
    invoke: { id: 'cooldown', src: 'cooldown' },
    initial: 'number',
    states: { number: {}, code: {}, sent: {} },
    on: {
      OUTCOME: { actions: { type: 'takeOtpOutcome', params: ({ event }) => event.params } },
      RESTART: { actions: 'restartOtpEntry' },
      CLEAR: { actions: 'clearOtp' },
      'ENTER?': { guard: { type: 'hasCodeToEnter', params: ({ event }) => event.output }, target: '.code' },
      'SENT?': { guard: { type: 'wasSent', params: ({ event }) => event.output }, target: '.sent' },
      SAY: { actions: { type: 'notifyOtpOutcome', params: ({ event }) => event.params } },
      'CODE.REFUSED': { actions: { type: 'notifyCodeRefused', params: ({ event }) => ({ error: event.error }) } },
    },
  });
  const actor = createActor(machine);
  const notices: unknown[] = [];
  actor.on('notify', (event) => void notices.push(event));
  actor.start();
  return { actor, cooldown, notices, context: () => actor.getSnapshot().context };
}

describe('the OTP step', () => {
  it('a send keeps the challenge it answered and starts the 30 s countdown', () => {
    const { actor, cooldown, context } = started();
    actor.send({ type: 'OUTCOME', params: codeToEnter({ event: { output: SENT } }) });
    expect(context().challengeId).toBe('challenge-2');
    expect(cooldown).toEqual([{ type: 'COOLDOWN.START', secondsLeft: 30 }]);
  });

  it('a cooldown keeps the last challenge and counts down what is left of it', () => {
    const { actor, cooldown, context } = started();
    actor.send({ type: 'OUTCOME', params: noCodeToEnter({ event: { output: COOLING } }) });
    expect(context().challengeId).toBe('challenge-1');
    expect(cooldown).toEqual([{ type: 'COOLDOWN.START', secondsLeft: 12 }]);
  });

  it('a send the server answered without a challenge keeps the last one', () => {
    const { actor, context } = started();
    actor.send({ type: 'OUTCOME', params: resent({ event: { output: { ...SENT, challengeId: undefined } } }) });
    expect(context().challengeId).toBe('challenge-1');
  });

  it('a failed send starts no countdown and says it failed', () => {
    const { actor, cooldown, notices } = started();
    actor.send({ type: 'OUTCOME', params: resent({ event: { output: FAILED } }) });
    expect(cooldown).toEqual([]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'notify', tone: 'error' });
  });

  it('starting the boxes over empties them and counts it, so the screen refocuses the first', () => {
    const { actor, context } = started();
    actor.send({ type: 'RESTART' });
    actor.send({ type: 'RESTART' });
    expect(context()).toEqual({ challengeId: 'challenge-1', otpClears: 2, otp: '' });
  });

  it('clearing the boxes empties them without counting a restart', () => {
    const { actor, context } = started();
    actor.send({ type: 'CLEAR' });
    expect(context()).toEqual({ challengeId: 'challenge-1', otpClears: 0, otp: '' });
  });

  it("moves on to the code when there is one to enter: sent, or a cooldown on the account's code", () => {
    const where = (output: OtpSendOutput) => {
      const { actor } = started();
      actor.send({ type: 'ENTER?', output });
      return actor.getSnapshot().value;
    };
    expect(where(SENT)).toBe('code');
    expect(where(COOLING)).toBe('code');
    // A reset code is of use only with the account it was sent for.
    expect(where({ ...COOLING, userUuid: null })).toBe('number');
    expect(where(FAILED)).toBe('number');
  });

  it('tells a send that went out from one that did not', () => {
    const sent = (output: OtpSendOutput) => {
      const { actor } = started();
      actor.send({ type: 'SENT?', output });
      return actor.getSnapshot().value === 'sent';
    };
    expect(sent(SENT)).toBe(true);
    expect(sent(COOLING)).toBe(false);
  });

  it("says what a send did, and SPEC §8's text when the code is refused", () => {
    const { actor, notices } = started();
    actor.send({ type: 'SAY', params: resent({ event: { output: SENT } }) });
    actor.send({ type: 'CODE.REFUSED', error: new AuthCallError(400, null) });
    actor.send({ type: 'CODE.REFUSED', error: new AuthCallError(400, 'Invalid OTP. 4 attempts remaining.') });
    expect(notices).toEqual([
      { type: 'notify', tone: 'success', message: 'OTP resent successfully' },
      { type: 'notify', tone: 'error', message: 'Invalid OTP' },
      { type: 'notify', tone: 'error', message: 'Invalid OTP. 4 attempts remaining.' },
    ]);
  });

  it('names each outcome for the notices: a first send moving on or not, and a resend', () => {
    expect(codeToEnter({ event: { output: SENT } })).toEqual({ output: SENT, kind: 'send', movingOn: true });
    expect(noCodeToEnter({ event: { output: SENT } })).toEqual({ output: SENT, kind: 'send', movingOn: false });
    expect(resent({ event: { output: SENT } })).toEqual({ output: SENT, kind: 'resend', movingOn: false });
  });
});

describe("a send's outcome, read", () => {
  it('the countdown: 30 s after a send, what is left during a cooldown, none after a failure', () => {
    expect(countdownAfter(SENT)).toBe(30);
    expect(countdownAfter(COOLING)).toBe(12);
    expect(countdownAfter(FAILED)).toBe(0);
  });

  it('the challenge: only a send answers one', () => {
    expect(challengeIdOf(SENT)).toBe('challenge-2');
    expect(challengeIdOf({ ...SENT, challengeId: undefined })).toBeNull();
    expect(challengeIdOf(COOLING)).toBeNull();
    expect(challengeIdOf(FAILED)).toBeNull();
  });

  it('the account: known from a send or a cooldown, never from a failure', () => {
    expect(userUuidOf(SENT)).toBe(USER);
    expect(userUuidOf(COOLING)).toBe(USER);
    expect(userUuidOf(FAILED)).toBeNull();
  });
});
