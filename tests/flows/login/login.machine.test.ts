// Login: every recorded path on a real actor, held to the login model (models/login.model.ts), plus
// SPEC §2/§5/§7/§8 examples.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ForgotMpinMachine } from '../../../machines/forgot-mpin/forgot-mpin.machine';
import { loginMachine } from '../../../machines/login/login.machine';
import type { LoginMachine } from '../../../machines/login/login.machine';
import { loginConnect } from '../../../machines/login/login.connect';
import {
  ACCOUNT_LOCKED,
  INVALID_CREDENTIALS,
  REFUSED_WITHOUT_TEXT,
  SERVER_DOWN,
  fakeSession,
} from '../shared/auth-fixtures';
import { describeGraph, startRig } from '../shared/graph-harness';
import { loginModel } from './login.model';

describeGraph(loginModel);

describe('login machine: SPEC examples', () => {
  function start() {
    const rig = startRig(loginModel, undefined);
    rig.actor.start();
    const send = (field: 'mobile' | 'mpin', value: string) => rig.actor.send({ type: 'FIELD.CHANGE', field, value });
    const snapshot = () => rig.actor.getSnapshot() as SnapshotFrom<LoginMachine>;
    const context = () => snapshot().context;
    const canSubmit = () => snapshot().can({ type: 'SUBMIT' });
    return { rig, send, snapshot, context, canSubmit };
  }

  async function submitted(error?: unknown) {
    const started = start();
    started.send('mobile', '+91 98765-43210');
    started.send('mpin', '48a26');
    started.rig.actor.send({ type: 'SUBMIT' });
    if (error !== undefined) await started.rig.drive({ type: 'xstate.error.actor.signIn', error }, 'answer');
    return started;
  }

  it('keeps digits only: the mobile number without +91, four MPIN digits', async () => {
    const { context, rig } = await submitted();
    expect(context()).toMatchObject({ mobile: '9876543210', mpin: '4826' });
    expect(rig.calls()).toEqual([{ id: 'signIn', input: { mobile: '9876543210', mpin: '4826' } }]);
  });

  it('keeps Sign In disabled until the number starts 6-9 and the MPIN has 4 digits', () => {
    const { send, canSubmit } = start();
    send('mobile', '5876543210');
    send('mpin', '4826');
    expect(canSubmit()).toBe(false);
    send('mobile', '6876543210');
    send('mpin', '482');
    expect(canSubmit()).toBe(false);
    send('mpin', '4826');
    expect(canSubmit()).toBe(true);
  });

  it.each(['1234', '0000', '2580'])(
    'accepts any 4 digits, even %s that a new MPIN may not be: the account may have it',
    (mpin) => {
      const { send, canSubmit, snapshot } = start();
      send('mobile', '9876543210');
      send('mpin', mpin);
      expect(canSubmit()).toBe(true);
      expect(loginConnect(snapshot(), () => {}).errors).toEqual({ mobile: null, mpin: null });
    },
  );

  it("signs in, hands the session over and says 'Login successful! Welcome back to Startline'", async () => {
    const { rig } = await submitted();
    rig.takeRecords();
    const session = fakeSession();
    await rig.drive({ type: 'xstate.done.actor.signIn', output: { session, message: null } }, 'answer');
    expect(rig.takeRecords().emitted).toEqual([
      { type: 'signedIn', session },
      { type: 'notify', tone: 'success', message: 'Login successful! Welcome back to Startline' },
    ]);
    expect(rig.actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['a wrong MPIN', INVALID_CREDENTIALS, 'Invalid credentials'],
    ['a locked account', ACCOUNT_LOCKED, ACCOUNT_LOCKED.serverMessage],
    ['a refusal without text', REFUSED_WITHOUT_TEXT, 'Login failed. Please check your credentials.'],
  ])(
    'shows the text for %s, clears the refused MPIN and counts the clear; the number stays',
    async (_c, error, text) => {
      const { rig, context, send } = await submitted(error);
      expect(context()).toMatchObject({ mobile: '9876543210', mpin: '', mpinClears: 1, serverError: text });
      expect(rig.takeRecords().emitted).toEqual([{ type: 'notify', tone: 'error', message: text }]);
      send('mpin', '482');
      expect(context().serverError).toBeNull();
    },
  );

  it('keeps the digits when the server could not be reached: they may be right', async () => {
    const { rig, context, canSubmit } = await submitted(SERVER_DOWN);
    const text = 'Login failed. Please check your credentials and try again.';
    expect(context()).toMatchObject({ mobile: '9876543210', mpin: '4826', mpinClears: 0, serverError: text });
    expect(rig.takeRecords().emitted).toEqual([{ type: 'notify', tone: 'error', message: text }]);
    expect(canSubmit()).toBe(true);
  });

  it('prefills the number and the new MPIN when the Forgot MPIN modal finishes', async () => {
    const { rig, send, context, canSubmit } = start();
    send('mobile', '98765');
    rig.actor.send({ type: 'FORGOT_MPIN.OPEN' });
    expect(rig.calls()).toEqual([{ id: 'forgotMpin', input: { mobile: '98765' } }]);
    await rig.drive(
      { type: 'xstate.done.actor.forgotMpin', output: { mobile: '9123456789', newMpin: '5937' } },
      'modal done',
    );
    expect(rig.actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ mobile: '9123456789', mpin: '5937' });
    expect(canSubmit()).toBe(true);
  });

  it('hands the real modal the number typed so far, and closing it keeps the form', () => {
    const actor = createActor(loginMachine).start();
    actor.send({ type: 'FIELD.CHANGE', field: 'mobile', value: '9876543210' });
    actor.send({ type: 'FIELD.CHANGE', field: 'mpin', value: '4826' });
    actor.send({ type: 'FORGOT_MPIN.OPEN' });
    const modal = actor.getSnapshot().children.forgotMpin as ActorRefFrom<ForgotMpinMachine> | undefined;
    expect(modal?.getSnapshot().context.mobile).toBe('9876543210');
    actor.send({ type: 'FORGOT_MPIN.CLOSE' });
    expect(actor.getSnapshot().context).toMatchObject({ mobile: '9876543210', mpin: '4826' });
    expect(actor.getSnapshot().children.forgotMpin).toBeUndefined();
  });
});
