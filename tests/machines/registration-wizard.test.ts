// Registration wizard: graph-generated paths on a real actor (held calls, a recording cooldown), plus
// SPEC §4/§5/§8 examples.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SignInInput, SignInOutput } from '../../machines/login/login.types';
import { registrationWizardMachine } from '../../machines/registration-wizard/registration-wizard.machine';
import type {
  CompleteProfileInput,
  SendOtpOutput,
  VerifyMobileOutput,
} from '../../machines/registration-wizard/registration-wizard.types';
import { registrationErrors } from '../../machines/registration-wizard/registration-wizard.types';
import { recordingChild, runPathOnActor } from './graph-harness';
import { reachedStates, statesWithoutDescription, uncoveredTransitions } from './graph-model';
import type { ModelEvent } from './graph-model';
import { INVALID_CREDENTIALS, fakeSession } from './auth-fixtures';
import {
  REGISTERED_USER_UUID,
  REGISTRATION_CHILD_MACHINES,
  REGISTRATION_PROMISE_ACTORS,
  createRegistrationModel,
  projectRegistration,
} from './auth-models';

const paths = createRegistrationModel().getShortestPaths();

describe('registration wizard machine: graph', () => {
  it('reaches every state', () => {
    expect([...reachedStates(paths)].sort()).toEqual(
      [
        '{"mobile":"editing"}',
        '{"mobile":"checkingCooldown"}',
        '{"mobile":"sending"}',
        '{"verify":"entering"}',
        '{"verify":"checkingCooldown"}',
        '{"verify":"resending"}',
        '{"verify":"verifying"}',
        '{"profile":"editing"}',
        '{"profile":"completing"}',
        '{"profile":"signingIn"}',
        '"profileExists"',
        '"registered"',
        '"signInFailed"',
      ].sort(),
    );
  });

  it('takes every declared transition', () => {
    expect(uncoveredTransitions(registrationWizardMachine, paths)).toEqual([]);
  });

  it('describes every state', () => {
    expect(statesWithoutDescription(registrationWizardMachine)).toEqual([]);
  });
});

describe('registration wizard machine: every generated path on a real actor', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await runPathOnActor({
      machine: registrationWizardMachine,
      path,
      project: projectRegistration,
      promiseActors: REGISTRATION_PROMISE_ACTORS,
      childMachines: REGISTRATION_CHILD_MACHINES,
    });
  });
});

describe('registration wizard machine: SPEC examples', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const NEW_NUMBER: VerifyMobileOutput = {
    userUuid: REGISTERED_USER_UUID,
    isProfileCompleted: false,
    isEmailVerified: false,
    isMpinSet: false,
    message: null,
  };

  function start(
    overrides: {
      verifyMobile?: () => Promise<VerifyMobileOutput>;
      completeProfile?: (input: CompleteProfileInput) => Promise<string | null>;
      signIn?: (input: SignInInput) => Promise<SignInOutput>;
    } = {},
  ) {
    const cooldownEvents: ModelEvent[] = [];
    const actor = createActor(
      registrationWizardMachine.provide({
        actors: {
          sendOtp: fromPromise<SendOtpOutput, { mobile: string }>(async () => ({ message: null })),
          verifyMobile: fromPromise<VerifyMobileOutput, { mobile: string; otp: string }>(
            overrides.verifyMobile ?? (async () => NEW_NUMBER),
          ),
          completeProfile: fromPromise<string | null, CompleteProfileInput>(({ input }) =>
            (overrides.completeProfile ?? (async () => null))(input),
          ),
          signIn: fromPromise<SignInOutput, SignInInput>(({ input }) =>
            (overrides.signIn ?? (async () => ({ session: fakeSession(), message: null })))(input),
          ),
          otpCooldown: recordingChild(cooldownEvents) as never,
        },
      }),
    );
    const emitted: unknown[] = [];
    actor.on('*', (event) => void emitted.push(event));
    actor.start();
    return { actor, emitted, cooldownEvents };
  }

  async function reachProfileStep(started: ReturnType<typeof start>) {
    started.actor.send({ type: 'MOBILE.CHANGE', value: '9876543210' });
    started.actor.send({ type: 'SUBMIT' });
    started.actor.send({ type: 'COOLDOWN.ALLOWED' });
    await tick();
    started.actor.send({ type: 'OTP.CHANGE', value: '123456' });
    started.actor.send({ type: 'SUBMIT' });
    await tick();
  }

  function fillProfile(started: ReturnType<typeof start>) {
    const fields = {
      fullName: 'Asha 2 Verma',
      username: 'asha_v',
      email: ' asha@example.com ',
      mpin: '4826',
      confirmMpin: '4826',
    };
    for (const [field, value] of Object.entries(fields)) {
      started.actor.send({ type: 'FIELD.CHANGE', field: field as keyof typeof fields, value });
    }
  }

  it('goes Mobile -> Verify -> Profile, and the back link returns to the number kept as typed', async () => {
    const started = start();
    started.actor.send({ type: 'MOBILE.CHANGE', value: '9876543210' });
    started.actor.send({ type: 'SUBMIT' });
    expect(started.cooldownEvents).toEqual([{ type: 'REQUEST', mobile: '9876543210' }]);
    started.actor.send({ type: 'COOLDOWN.ALLOWED' });
    await tick();
    expect(started.actor.getSnapshot().hasTag('verify')).toBe(true);
    expect(started.cooldownEvents.at(-1)).toEqual({ type: 'STARTED', mobile: '9876543210' });
    started.actor.send({ type: 'BACK' });
    expect(started.actor.getSnapshot().value).toEqual({ mobile: 'editing' });
    expect(started.actor.getSnapshot().context.mobile).toBe('9876543210');
  });

  it("refuses an incomplete OTP with 'Please enter complete 6-digit OTP'", async () => {
    const started = start();
    started.actor.send({ type: 'MOBILE.CHANGE', value: '9876543210' });
    started.actor.send({ type: 'SUBMIT' });
    started.actor.send({ type: 'COOLDOWN.ALLOWED' });
    await tick();
    started.actor.send({ type: 'OTP.CHANGE', value: '12a3' });
    expect(started.actor.getSnapshot().context.otp).toBe('123');
    expect(started.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    expect(registrationErrors(started.actor.getSnapshot().context).otp).toBe('Please enter complete 6-digit OTP');
  });

  it("says 'Please wait 25s before requesting another OTP' when a resend comes too early", async () => {
    const started = start();
    started.actor.send({ type: 'MOBILE.CHANGE', value: '9876543210' });
    started.actor.send({ type: 'SUBMIT' });
    started.actor.send({ type: 'COOLDOWN.ALLOWED' });
    await tick();
    started.emitted.length = 0;
    started.actor.send({ type: 'RESEND' });
    started.actor.send({ type: 'COOLDOWN.BLOCKED', secondsLeft: 25 });
    expect(started.emitted).toEqual([
      { type: 'notify', tone: 'error', message: 'Please wait 25s before requesting another OTP' },
    ]);
  });

  it("sends an existing account to /login with 'Profile already exists. Please login to continue.'", async () => {
    const started = start({
      verifyMobile: async () => ({ ...NEW_NUMBER, isProfileCompleted: true, isEmailVerified: true, isMpinSet: true }),
    });
    await reachProfileStep(started);
    expect(started.actor.getSnapshot().value).toBe('profileExists');
    expect(started.emitted.slice(-2)).toEqual([
      { type: 'notify', tone: 'info', message: 'Profile already exists. Please login to continue.' },
      { type: 'leave', to: '/login' },
    ]);
  });

  it('strips digits from the full name, and needs every profile field valid', async () => {
    const started = start();
    await reachProfileStep(started);
    fillProfile(started);
    const { profile } = started.actor.getSnapshot().context;
    expect(profile.fullName).toBe('Asha  Verma');
    expect(profile.email).toBe('asha@example.com');
    expect(started.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
    started.actor.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4821' });
    expect(started.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    expect(registrationErrors(started.actor.getSnapshot().context).confirmMpin).toBe('MPIN does not match');
  });

  it("completes the profile, signs in with the new MPIN and says 'Registration completed successfully! Welcome to Startline'", async () => {
    const completed: CompleteProfileInput[] = [];
    const signIns: SignInInput[] = [];
    const session = fakeSession();
    const started = start({
      completeProfile: async (input) => {
        completed.push(input);
        return 'Profile completed successfully';
      },
      signIn: async (input) => {
        signIns.push(input);
        return { session, message: 'Login successful! Welcome back to Startline' };
      },
    });
    await reachProfileStep(started);
    fillProfile(started);
    started.emitted.length = 0;
    started.actor.send({ type: 'SUBMIT' });
    await tick();
    await tick();
    expect(completed).toEqual([
      {
        userUuid: REGISTERED_USER_UUID,
        fullName: 'Asha  Verma',
        username: 'asha_v',
        email: 'asha@example.com',
        mpin: '4826',
        confirmMpin: '4826',
      },
    ]);
    expect(signIns).toEqual([{ mobile: '9876543210', mpin: '4826' }]);
    expect(started.emitted).toEqual([
      { type: 'notify', tone: 'success', message: 'Profile completed successfully' },
      { type: 'signedIn', session },
      { type: 'notify', tone: 'success', message: 'Registration completed successfully! Welcome to Startline' },
    ]);
    expect(started.actor.getSnapshot().value).toBe('registered');
  });

  it("goes to /login with 'Registration completed but login failed. Please login manually.' when the sign-in fails", async () => {
    const started = start({
      signIn: async () => {
        throw INVALID_CREDENTIALS;
      },
    });
    await reachProfileStep(started);
    fillProfile(started);
    started.emitted.length = 0;
    started.actor.send({ type: 'SUBMIT' });
    await tick();
    await tick();
    expect(started.emitted).toEqual([
      { type: 'notify', tone: 'success', message: 'Profile completed successfully' },
      { type: 'notify', tone: 'error', message: 'Registration completed but login failed. Please login manually.' },
      { type: 'leave', to: '/login' },
    ]);
  });
});
