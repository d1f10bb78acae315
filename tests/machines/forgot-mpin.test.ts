// Forgot MPIN modal: graph-generated paths on a real actor (held calls, a recording cooldown), plus
// SPEC §4/§5/§8 examples.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { forgotMpinMachine } from '../../machines/forgot-mpin/forgot-mpin.machine';
import { forgotMpinErrors } from '../../machines/forgot-mpin/forgot-mpin.types';
import type {
  ForgotMpinContext,
  ResetMpinCallInput,
  SendResetOtpOutput,
} from '../../machines/forgot-mpin/forgot-mpin.types';
import { AuthCallError } from '../../machines/login/auth-outcomes';
import { recordingChild, runPathOnActor } from './graph-harness';
import { createGraphModel, reachedStates, statesWithoutDescription, uncoveredTransitions } from './graph-model';
import type { ModelEvent } from './graph-model';
import { SERVER_DOWN, SHORT_MOBILE, VALID_MOBILE, WRONG_OTP } from './auth-fixtures';

const USER_UUID = '6f1c2f5e-2d1b-4c4a-9f1e-8d7c6b5a4e3d';
const events: ModelEvent[] = [
  { type: 'MOBILE.CHANGE', value: VALID_MOBILE },
  { type: 'MOBILE.CHANGE', value: SHORT_MOBILE },
  { type: 'FIELD.CHANGE', field: 'otp', value: '123456' },
  { type: 'FIELD.CHANGE', field: 'newMpin', value: '4826' },
  { type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4826' },
  { type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4821' },
  { type: 'FIELD.BLUR', field: 'otp' },
  { type: 'SUBMIT' },
  { type: 'RESEND' },
  { type: 'CHANGE_NUMBER' },
  { type: 'COOLDOWN.ALLOWED' },
  { type: 'COOLDOWN.BLOCKED', secondsLeft: 25 },
  { type: 'xstate.done.actor.sendResetOtp', output: { userUuid: USER_UUID, message: 'OTP sent successfully' } },
  { type: 'xstate.done.actor.sendResetOtp', output: { userUuid: null, message: null } },
  { type: 'xstate.error.actor.sendResetOtp', error: new AuthCallError(404, 'No account found for this mobile number') },
  { type: 'xstate.error.actor.sendResetOtp', error: SERVER_DOWN },
  { type: 'xstate.done.actor.resendResetOtp', output: 'OTP resent successfully' },
  { type: 'xstate.error.actor.resendResetOtp', error: SERVER_DOWN },
  { type: 'xstate.done.actor.resetMpin', output: 'MPIN reset successful' },
  { type: 'xstate.error.actor.resetMpin', error: WRONG_OTP },
];

/** Context reduced to what decides transitions: validity, the reference, and how many reset fields are fine. */
const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ForgotMpinContext;
  const errors = forgotMpinErrors(context);
  return {
    value: snapshot.value,
    mobileValid: errors.mobile === null,
    userUuid: context.userUuid,
    validResetFields: [errors.otp, errors.newMpin, errors.confirmMpin].filter((error) => error === null).length,
  };
};

const input = { mobile: '' };
const model = createGraphModel(forgotMpinMachine, events, project, input);
const paths = model.getShortestPaths();

describe('forgot MPIN machine: graph', () => {
  it('reaches every state', () => {
    expect([...reachedStates(paths)].sort()).toEqual(
      [
        '"reset"',
        '{"resetStep":"checkingCooldown"}',
        '{"resetStep":"editing"}',
        '{"resetStep":"resending"}',
        '{"resetStep":"resetting"}',
        '{"sendStep":"checkingCooldown"}',
        '{"sendStep":"editing"}',
        '{"sendStep":"sending"}',
      ].sort(),
    );
  });

  it('takes every declared transition', () => {
    expect(uncoveredTransitions(forgotMpinMachine, paths)).toEqual([]);
  });

  it('describes every state', () => {
    expect(statesWithoutDescription(forgotMpinMachine)).toEqual([]);
  });
});

describe('forgot MPIN machine: every generated path on a real actor', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await runPathOnActor({
      machine: forgotMpinMachine,
      path,
      project,
      input,
      promiseActors: ['sendResetOtp', 'resendResetOtp', 'resetMpin'],
      childMachines: ['otpCooldown'],
    });
  });
});

describe('forgot MPIN machine: SPEC examples', () => {
  function start(
    options: {
      sendResetOtp?: (mobile: string) => Promise<SendResetOtpOutput>;
      resetMpin?: (input: ResetMpinCallInput) => Promise<string | null>;
    } = {},
  ) {
    const cooldownEvents: ModelEvent[] = [];
    const actor = createActor(
      forgotMpinMachine.provide({
        actors: {
          sendResetOtp: fromPromise<SendResetOtpOutput, { mobile: string }>(({ input }) =>
            (options.sendResetOtp ?? (async () => ({ userUuid: USER_UUID, message: null })))(input.mobile),
          ),
          resetMpin: fromPromise<string | null, ResetMpinCallInput>(({ input }) =>
            (options.resetMpin ?? (async () => null))(input),
          ),
          otpCooldown: recordingChild(cooldownEvents) as never,
        },
      }),
      { input: { mobile: '98765 43210' } },
    );
    const notices: unknown[] = [];
    actor.on('notify', (event) => void notices.push(event));
    actor.start();
    return { actor, notices, cooldownEvents };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  async function reachResetStep(started: ReturnType<typeof start>) {
    started.actor.send({ type: 'SUBMIT' });
    started.actor.send({ type: 'COOLDOWN.ALLOWED' });
    await tick();
  }

  function fillResetForm(started: ReturnType<typeof start>) {
    started.actor.send({ type: 'FIELD.CHANGE', field: 'otp', value: '123456' });
    started.actor.send({ type: 'FIELD.CHANGE', field: 'newMpin', value: '5937' });
    started.actor.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value: '5937' });
  }

  it("starts from the login form's number, cleaned", () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.mobile).toBe('9876543210');
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
  });

  it("asks the cooldown first and says 'Please wait 25s before requesting another OTP' when refused", () => {
    const started = start();
    started.actor.send({ type: 'SUBMIT' });
    expect(started.cooldownEvents).toEqual([{ type: 'REQUEST', mobile: '9876543210' }]);
    started.actor.send({ type: 'COOLDOWN.BLOCKED', secondsLeft: 25 });
    expect(started.notices).toEqual([
      { type: 'notify', tone: 'error', message: 'Please wait 25s before requesting another OTP' },
    ]);
    expect(started.actor.getSnapshot().value).toEqual({ sendStep: 'editing' });
  });

  it("sends the OTP, starts the cooldown and says 'OTP sent successfully'", async () => {
    const started = start();
    await reachResetStep(started);
    expect(started.actor.getSnapshot().value).toEqual({ resetStep: 'editing' });
    expect(started.cooldownEvents.at(-1)).toEqual({ type: 'STARTED', mobile: '9876543210' });
    expect(started.notices).toEqual([{ type: 'notify', tone: 'success', message: 'OTP sent successfully' }]);
  });

  it('keeps Reset MPIN disabled until OTP, new MPIN and a matching confirmation are in', async () => {
    const started = start();
    await reachResetStep(started);
    const canSubmit = () => started.actor.getSnapshot().can({ type: 'SUBMIT' });
    started.actor.send({ type: 'FIELD.CHANGE', field: 'otp', value: '12345' });
    started.actor.send({ type: 'FIELD.CHANGE', field: 'newMpin', value: '5937' });
    started.actor.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value: '5937' });
    expect(canSubmit()).toBe(false);
    expect(forgotMpinErrors(started.actor.getSnapshot().context).otp).toBe('OTP must be 6 digits');
    started.actor.send({ type: 'FIELD.CHANGE', field: 'otp', value: '123456' });
    started.actor.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value: '5938' });
    expect(canSubmit()).toBe(false);
    expect(forgotMpinErrors(started.actor.getSnapshot().context).confirmMpin).toBe('MPIN does not match');
    started.actor.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value: '5937' });
    expect(canSubmit()).toBe(true);
  });

  it("says 'Missing user reference. Please send OTP again.' when the server gave no reference", async () => {
    const started = start({ sendResetOtp: async () => ({ userUuid: null, message: null }) });
    await reachResetStep(started);
    fillResetForm(started);
    started.actor.send({ type: 'SUBMIT' });
    expect(started.notices.at(-1)).toEqual({
      type: 'notify',
      tone: 'error',
      message: 'Missing user reference. Please send OTP again.',
    });
    expect(started.actor.getSnapshot().value).toEqual({ sendStep: 'editing' });
  });

  it('resets with the OTP and ends with the number and the new MPIN for the login form', async () => {
    const calls: ResetMpinCallInput[] = [];
    const started = start({
      resetMpin: async (call) => {
        calls.push(call);
        return 'MPIN reset successful';
      },
    });
    await reachResetStep(started);
    fillResetForm(started);
    started.actor.send({ type: 'SUBMIT' });
    await tick();
    expect(calls).toEqual([{ userUuid: USER_UUID, otp: '123456', newMpin: '5937', confirmMpin: '5937' }]);
    expect(started.actor.getSnapshot().status).toBe('done');
    expect(started.actor.getSnapshot().output).toEqual({ mobile: '9876543210', newMpin: '5937' });
    expect(started.notices.at(-1)).toEqual({ type: 'notify', tone: 'success', message: 'MPIN reset successful' });
  });

  it("shows the server's message on a wrong OTP and keeps everything typed", async () => {
    const started = start({
      resetMpin: async () => {
        throw WRONG_OTP;
      },
    });
    await reachResetStep(started);
    fillResetForm(started);
    started.actor.send({ type: 'SUBMIT' });
    await tick();
    expect(started.notices.at(-1)).toEqual({ type: 'notify', tone: 'error', message: WRONG_OTP.serverMessage });
    expect(started.actor.getSnapshot().context).toMatchObject({ otp: '123456', newMpin: '5937', confirmMpin: '5937' });
  });

  it("falls back to 'Failed to send OTP. Please try again.' when the server cannot be reached", async () => {
    const started = start({
      sendResetOtp: async () => {
        throw SERVER_DOWN;
      },
    });
    await reachResetStep(started);
    expect(started.notices).toEqual([
      { type: 'notify', tone: 'error', message: 'Failed to send OTP. Please try again.' },
    ]);
    expect(started.actor.getSnapshot().context.mobile).toBe('9876543210');
  });
});
