// Forgot MPIN modal: every recorded path on a real actor, held to models/forgot-mpin.model.ts, plus
// SPEC §4/§5/§8 examples.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ForgotMpinMachine } from '../../../machines/forgot-mpin/forgot-mpin.machine';
import { forgotMpinConnect } from '../../../machines/forgot-mpin/forgot-mpin.connect';
import { SERVER_DOWN, WRONG_OTP } from '../shared/auth-fixtures';
import { describeGraph, startRig } from '../shared/graph-harness';
import { RESET_USER_UUID, forgotMpinModel } from './forgot-mpin.model';

describeGraph(forgotMpinModel);

describe('forgot MPIN machine: SPEC examples', () => {
  function start(mobile = '98765 43210') {
    const rig = startRig(forgotMpinModel, { mobile });
    rig.actor.start();
    const snapshot = () => rig.actor.getSnapshot() as SnapshotFrom<ForgotMpinMachine>;
    const view = () => forgotMpinConnect(snapshot(), () => {});
    const change = (field: 'mobile' | 'otp' | 'newMpin' | 'confirmMpin', value: string) =>
      rig.actor.send({ type: 'FIELD.CHANGE', field, value });
    return { rig, snapshot, view, change };
  }

  async function onResetStep(userUuid: string | null = RESET_USER_UUID) {
    const started = start();
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.rig.drive(
      { type: 'xstate.done.actor.sendOtp', output: { outcome: 'sent', message: null, userUuid } },
      'sent',
    );
    started.rig.takeRecords();
    return started;
  }

  function fillResetForm(started: ReturnType<typeof start>, newMpin = '5937') {
    started.change('otp', '123456');
    started.change('newMpin', newMpin);
    started.change('confirmMpin', newMpin);
  }

  it("starts from the login form's number, cleaned, and sends the reset OTP through otp-send", () => {
    const { rig, snapshot } = start();
    expect(snapshot().context.mobile).toBe('9876543210');
    rig.actor.send({ type: 'SUBMIT' });
    expect(rig.calls()).toContainEqual({
      id: 'sendOtp',
      input: { purpose: 'mpin_reset', kind: 'send', mobile: '9876543210', userUuid: null },
    });
  });

  it("goes to the reset step when the code is less than 30 s old and its account is known: 'Please wait 25s ...' as info", async () => {
    const { rig, snapshot } = start();
    rig.actor.send({ type: 'SUBMIT' });
    await rig.drive(
      {
        type: 'xstate.done.actor.sendOtp',
        output: { outcome: 'coolingDown', secondsLeft: 25, userUuid: RESET_USER_UUID },
      },
      'cooling down',
    );
    expect(snapshot().value).toEqual({ resetStep: 'editing' });
    expect(snapshot().context.userUuid).toBe(RESET_USER_UUID);
    expect(rig.takeRecords()).toMatchObject({
      emitted: [{ type: 'notify', tone: 'info', message: 'Please wait 25s before requesting another OTP' }],
      sentToChildren: [{ to: 'cooldown', event: { type: 'COOLDOWN.START', secondsLeft: 25 } }],
    });
  });

  it('stays on the send step during the cooldown when the stored account is unknown', async () => {
    const { rig, snapshot } = start();
    rig.actor.send({ type: 'SUBMIT' });
    await rig.drive(
      { type: 'xstate.done.actor.sendOtp', output: { outcome: 'coolingDown', secondsLeft: 25, userUuid: null } },
      'cooling down',
    );
    expect(snapshot().value).toEqual({ sendStep: 'editing' });
    expect(rig.takeRecords()).toMatchObject({
      emitted: [{ type: 'notify', tone: 'error', message: 'Please wait 25s before requesting another OTP' }],
      sentToChildren: [],
    });
  });

  it("sends the OTP, starts the 30 s countdown and says 'OTP sent successfully'", async () => {
    const { rig, snapshot } = start();
    rig.actor.send({ type: 'SUBMIT' });
    await rig.drive(
      { type: 'xstate.done.actor.sendOtp', output: { outcome: 'sent', message: null, userUuid: RESET_USER_UUID } },
      'sent',
    );
    expect(snapshot().value).toEqual({ resetStep: 'editing' });
    expect(rig.takeRecords()).toMatchObject({
      emitted: [{ type: 'notify', tone: 'success', message: 'OTP sent successfully' }],
      sentToChildren: [{ to: 'cooldown', event: { type: 'COOLDOWN.START', secondsLeft: 30 } }],
    });
  });

  it('keeps Reset MPIN disabled until OTP, an acceptable new MPIN and a matching confirmation are in', async () => {
    const started = await onResetStep();
    const canSubmit = () => started.view().canSubmit;
    started.change('otp', '12345');
    started.change('newMpin', '5937');
    started.change('confirmMpin', '5937');
    expect(canSubmit()).toBe(false);
    expect(started.view().errors.otp).toBeNull();
    started.rig.actor.send({ type: 'FIELD.BLUR', field: 'otp' });
    expect(started.view().errors.otp).toBe('OTP must be 6 digits');
    started.change('otp', '123456');
    started.change('confirmMpin', '5938');
    expect(canSubmit()).toBe(false);
    started.change('confirmMpin', '5937');
    expect(canSubmit()).toBe(true);
  });

  it('refuses the weak MPIN 1234 at once, with SUBMIT disabled', async () => {
    const started = await onResetStep();
    fillResetForm(started, '1234');
    expect(started.view().canSubmit).toBe(false);
    expect(started.view().errors.newMpin).toBe('This MPIN is too easy to guess. Choose a less obvious one.');
  });

  it("says 'Missing user reference. Please send OTP again.' when the server gave no reference", async () => {
    const started = await onResetStep(null);
    fillResetForm(started);
    started.rig.actor.send({ type: 'SUBMIT' });
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'error', message: 'Missing user reference. Please send OTP again.' },
    ]);
    expect(started.snapshot().value).toEqual({ sendStep: 'editing' });
  });

  it('resets with the OTP and ends with the number and the new MPIN for the login form', async () => {
    const started = await onResetStep();
    fillResetForm(started);
    started.rig.actor.send({ type: 'SUBMIT' });
    expect(started.rig.calls()).toContainEqual({
      id: 'resetMpin',
      input: { userUuid: RESET_USER_UUID, otp: '123456', newMpin: '5937', confirmMpin: '5937' },
    });
    await started.rig.drive({ type: 'xstate.done.actor.resetMpin', output: null }, 'reset');
    expect(started.snapshot().status).toBe('done');
    expect(started.snapshot().output).toEqual({ mobile: '9876543210', newMpin: '5937' });
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'success', message: 'MPIN reset successful' },
    ]);
  });

  it("shows the server's text on a wrong OTP, clears the OTP and counts the clear; the new MPIN stays", async () => {
    const started = await onResetStep();
    fillResetForm(started);
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.rig.drive({ type: 'xstate.error.actor.resetMpin', error: WRONG_OTP }, 'refused');
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'error', message: 'Invalid OTP. 4 attempts remaining.' },
    ]);
    expect(started.snapshot().context).toMatchObject({ otp: '', otpClears: 1, newMpin: '5937', confirmMpin: '5937' });
  });

  it("keeps the OTP when the server could not be reached: 'Failed to reset MPIN. Please try again.'", async () => {
    const started = await onResetStep();
    fillResetForm(started);
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.rig.drive({ type: 'xstate.error.actor.resetMpin', error: SERVER_DOWN }, 'no answer');
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'error', message: 'Failed to reset MPIN. Please try again.' },
    ]);
    expect(started.snapshot().context).toMatchObject({ otp: '123456', otpClears: 0 });
  });

  it("falls back to 'Failed to send OTP. Please try again.' when the server cannot be reached", async () => {
    const { rig, snapshot } = start();
    rig.actor.send({ type: 'SUBMIT' });
    await rig.drive({ type: 'xstate.done.actor.sendOtp', output: { outcome: 'failed', error: SERVER_DOWN } }, 'fail');
    expect(rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'error', message: 'Failed to send OTP. Please try again.' },
    ]);
    expect(snapshot().context.mobile).toBe('9876543210');
  });

  it('resends for the same account through otp-send', async () => {
    const started = await onResetStep();
    started.rig.actor.send({ type: 'RESEND' });
    expect(started.rig.calls()).toContainEqual({
      id: 'resendOtp',
      input: { purpose: 'mpin_reset', kind: 'resend', mobile: '9876543210', userUuid: RESET_USER_UUID },
    });
  });

  it('keeps the challenge id each send answers and passes it to the resend and the reset (issue 25 item 5)', async () => {
    const started = start();
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.rig.drive(
      {
        type: 'xstate.done.actor.sendOtp',
        output: { outcome: 'sent', message: null, userUuid: RESET_USER_UUID, challengeId: 'Zmlyc3QtY2hhbGxlbmdl' },
      },
      'sent',
    );
    started.rig.actor.send({ type: 'RESEND' });
    expect(started.rig.calls()).toContainEqual({
      id: 'resendOtp',
      input: {
        purpose: 'mpin_reset',
        kind: 'resend',
        mobile: '9876543210',
        userUuid: RESET_USER_UUID,
        challengeId: 'Zmlyc3QtY2hhbGxlbmdl',
      },
    });
    await started.rig.drive(
      {
        type: 'xstate.done.actor.resendOtp',
        output: { outcome: 'sent', message: null, userUuid: RESET_USER_UUID, challengeId: 'cmVzZW50LWNoYWxsZW5nZQ' },
      },
      'resent',
    );
    fillResetForm(started);
    started.rig.actor.send({ type: 'SUBMIT' });
    expect(started.rig.calls()).toContainEqual({
      id: 'resetMpin',
      input: {
        userUuid: RESET_USER_UUID,
        challengeId: 'cmVzZW50LWNoYWxsZW5nZQ',
        otp: '123456',
        newMpin: '5937',
        confirmMpin: '5937',
      },
    });
  });
});
