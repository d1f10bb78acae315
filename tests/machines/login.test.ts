// Login: graph-generated paths on a real actor (held sign-in, a recording Forgot MPIN child), plus
// SPEC §2/§7/§8 examples.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { forgotMpinMachine } from '../../machines/forgot-mpin/forgot-mpin.machine';
import type { ForgotMpinMachine } from '../../machines/forgot-mpin/forgot-mpin.machine';
import { loginMachine } from '../../machines/login/login.machine';
import type { SignInInput, SignInOutput } from '../../machines/login/login.types';
import { recordingChild, runPathOnActor } from './graph-harness';
import { reachedStates, statesWithoutDescription, uncoveredTransitions } from './graph-model';
import type { ModelEvent } from './graph-model';
import { ACCOUNT_LOCKED, INVALID_CREDENTIALS, REFUSED_WITHOUT_TEXT, SERVER_DOWN, fakeSession } from './auth-fixtures';
import { LOGIN_CHILD_MACHINES, LOGIN_PROMISE_ACTORS, createLoginModel, projectLogin } from './auth-models';

const paths = createLoginModel().getShortestPaths();

describe('login machine: graph', () => {
  it('reaches every state', () => {
    expect([...reachedStates(paths)].sort()).toEqual(['"editing"', '"forgotMpin"', '"signedIn"', '"signingIn"']);
  });

  it('takes every declared transition', () => {
    expect(uncoveredTransitions(loginMachine, paths)).toEqual([]);
  });

  it('describes every state', () => {
    expect(statesWithoutDescription(loginMachine)).toEqual([]);
  });
});

describe('login machine: every generated path on a real actor', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await runPathOnActor({
      machine: loginMachine,
      path,
      project: projectLogin,
      promiseActors: LOGIN_PROMISE_ACTORS,
      childMachines: LOGIN_CHILD_MACHINES,
    });
  });
});

describe('login machine: SPEC examples', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  function start(signIn: (input: SignInInput) => Promise<SignInOutput>) {
    const forgotEvents: ModelEvent[] = [];
    const actor = createActor(
      loginMachine.provide({
        actors: {
          signIn: fromPromise<SignInOutput, SignInInput>(({ input }) => signIn(input)),
          forgotMpin: recordingChild(forgotEvents) as never,
        },
      }),
    );
    const emitted: unknown[] = [];
    actor.on('*', (event) => void emitted.push(event));
    actor.start();
    return { actor, emitted };
  }

  function fill(actor: ReturnType<typeof start>['actor']) {
    actor.send({ type: 'MOBILE.CHANGE', value: '+91 98765-43210' });
    actor.send({ type: 'MPIN.CHANGE', value: '48a26' });
  }

  it('keeps digits only: the mobile number without +91, four MPIN digits', () => {
    const { actor } = start(async () => ({ session: fakeSession(), message: null }));
    fill(actor);
    expect(actor.getSnapshot().context).toMatchObject({ mobile: '9876543210', mpin: '4826' });
  });

  it('keeps Sign In disabled until the number starts 6-9 and the MPIN has 4 digits', () => {
    const { actor } = start(async () => ({ session: fakeSession(), message: null }));
    const canSubmit = () => actor.getSnapshot().can({ type: 'SUBMIT' });
    actor.send({ type: 'MOBILE.CHANGE', value: '5876543210' });
    actor.send({ type: 'MPIN.CHANGE', value: '4826' });
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'MOBILE.CHANGE', value: '6876543210' });
    actor.send({ type: 'MPIN.CHANGE', value: '482' });
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'MPIN.CHANGE', value: '4826' });
    expect(canSubmit()).toBe(true);
  });

  it("signs in, hands the session over and says 'Login successful! Welcome back to Startline'", async () => {
    const calls: SignInInput[] = [];
    const session = fakeSession();
    const { actor, emitted } = start(async (input) => {
      calls.push(input);
      return { session, message: null };
    });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(calls).toEqual([{ mobile: '9876543210', mpin: '4826' }]);
    expect(emitted).toEqual([
      { type: 'signedIn', session },
      { type: 'notify', tone: 'success', message: 'Login successful! Welcome back to Startline' },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['a wrong MPIN', INVALID_CREDENTIALS, 'Invalid credentials'],
    ['a locked account', ACCOUNT_LOCKED, ACCOUNT_LOCKED.serverMessage],
    ['a refusal without text', REFUSED_WITHOUT_TEXT, 'Login failed. Please check your credentials.'],
    ['no response', SERVER_DOWN, 'Login failed. Please check your credentials and try again.'],
  ])('shows the right text for %s and keeps what was typed', async (_case, error, text) => {
    const { actor, emitted } = start(async () => {
      throw error;
    });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().context).toMatchObject({ mobile: '9876543210', mpin: '4826', serverError: text });
    expect(emitted).toEqual([{ type: 'notify', tone: 'error', message: text }]);
    actor.send({ type: 'MPIN.CHANGE', value: '482' });
    expect(actor.getSnapshot().context.serverError).toBeNull();
  });

  it('prefills the number and the new MPIN when the Forgot MPIN modal finishes', () => {
    const { actor } = start(async () => ({ session: fakeSession(), message: null }));
    actor.send({ type: 'MOBILE.CHANGE', value: '98765' });
    actor.send({ type: 'FORGOT.OPEN' });
    const child = actor.getSnapshot().children.forgotMpin;
    expect(child).toBeDefined();
    child!.send({ type: 'FINISH', output: { mobile: '9123456789', newMpin: '5937' } } as never);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ mobile: '9123456789', mpin: '5937' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
  });

  it('hands the modal the number typed so far, and closing it keeps the form', () => {
    const actor = createActor(
      loginMachine.provide({
        actors: {
          forgotMpin: forgotMpinMachine.provide({ actors: { otpCooldown: recordingChild([]) as never } }),
        },
      }),
    ).start();
    actor.send({ type: 'MOBILE.CHANGE', value: '9876543210' });
    actor.send({ type: 'MPIN.CHANGE', value: '4826' });
    actor.send({ type: 'FORGOT.OPEN' });
    const modal = actor.getSnapshot().children.forgotMpin as ActorRefFrom<ForgotMpinMachine> | undefined;
    expect(modal?.getSnapshot().context.mobile).toBe('9876543210');
    actor.send({ type: 'FORGOT.CLOSE' });
    expect(actor.getSnapshot().context).toMatchObject({ mobile: '9876543210', mpin: '4826' });
    expect(actor.getSnapshot().children.forgotMpin).toBeUndefined();
  });
});
