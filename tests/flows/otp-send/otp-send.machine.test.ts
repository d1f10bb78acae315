// Sending an OTP through the resend cooldown: every recorded path on a real actor, held to
// models/otp-send.model.ts, plus SPEC §5/§9 examples with the storage of src/app.
import { describe, expect, it } from 'vitest';
import { describeGraph, startRig } from '../shared/graph-harness';
import { RESET_USER_UUID, otpSendModel } from './otp-send.model';
import { SERVER_DOWN } from '../shared/auth-fixtures';

describeGraph(otpSendModel);

describe('otp-send machine: SPEC examples', () => {
  const resend = otpSendModel.inputs!['an MPIN reset resend']!;
  const firstSend = otpSendModel.inputs!['a first registration send']!;

  function started(input = firstSend) {
    const rig = startRig(otpSendModel, input);
    rig.actor.start();
    return rig;
  }

  it('reads the cooldown of this number and purpose first, and sends nothing yet', async () => {
    const rig = started(resend);
    expect(rig.calls()).toEqual([{ id: 'readCooldown', input: { purpose: 'mpin_reset', mobile: '9876543210' } }]);
  });

  it('during the cooldown ends coolingDown with the seconds left and the remembered account, calling nothing', async () => {
    const rig = started();
    await rig.drive(
      { type: 'xstate.done.actor.readCooldown', output: { secondsLeft: 25, userUuid: RESET_USER_UUID } },
      'read',
    );
    expect(rig.calls()).toEqual([]);
    expect(rig.takeRecords().actions).toEqual([]);
    expect(rig.actor.getSnapshot().output).toEqual({
      outcome: 'coolingDown',
      secondsLeft: 25,
      userUuid: RESET_USER_UUID,
    });
  });

  it('otherwise delivers with kind, number and account, and remembers 30 s with the account', async () => {
    const rig = started(resend);
    await rig.drive({ type: 'xstate.done.actor.readCooldown', output: { secondsLeft: 0, userUuid: null } }, 'read');
    expect(rig.calls()).toEqual([
      { id: 'deliverOtp', input: { kind: 'resend', mobile: '9876543210', userUuid: RESET_USER_UUID } },
    ]);
    await rig.drive(
      { type: 'xstate.done.actor.deliverOtp', output: { message: 'OTP resent successfully', userUuid: null } },
      'delivered',
    );
    expect(rig.takeRecords().actions).toEqual([
      {
        type: 'rememberCooldown',
        params: { purpose: 'mpin_reset', mobile: '9876543210', seconds: 30, userUuid: RESET_USER_UUID },
      },
    ]);
    expect(rig.actor.getSnapshot().output).toEqual({
      outcome: 'sent',
      message: 'OTP resent successfully',
      userUuid: RESET_USER_UUID,
    });
  });

  it('does not let unreadable storage block a send', async () => {
    const rig = started();
    await rig.drive({ type: 'xstate.error.actor.readCooldown', error: new Error('blocked') }, 'read');
    expect(rig.calls()).toEqual([{ id: 'deliverOtp', input: { kind: 'send', mobile: '9876543210', userUuid: null } }]);
  });

  it('ends failed with the error of a failed delivery, and remembers nothing', async () => {
    const rig = started();
    await rig.drive({ type: 'xstate.done.actor.readCooldown', output: { secondsLeft: 0, userUuid: null } }, 'read');
    await rig.drive({ type: 'xstate.error.actor.deliverOtp', error: SERVER_DOWN }, 'failed');
    expect(rig.takeRecords().actions).toEqual([]);
    expect(rig.actor.getSnapshot().output).toEqual({ outcome: 'failed', error: SERVER_DOWN });
  });
});
