// Profile page: graph-generated paths on a real actor (held GET /auth/me, a recording Change MPIN
// child) for a signed-in visitor with and without saved user data, and a signed-out one.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import type { User } from '../../src/api/types';
import { profileMachine } from '../../machines/profile/profile.machine';
import type { ProfileContext, ProfileInput } from '../../machines/profile/profile.machine';
import { accountStatusColour } from '../../src/domain/statuses';
import { recordingChild, runPathOnActor } from './graph-harness';
import { createGraphModel, reachedStates, statesWithoutDescription, uncoveredTransitions } from './graph-model';
import type { ModelEvent, ModelPath } from './graph-model';
import { SERVER_DOWN, fakeUser } from './auth-fixtures';

const serverUser = fakeUser({ email: 'asha.verma@example.com', last_login_at: '2026-11-21T04:00:00.000Z' });
const storedUser = fakeUser();

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadProfile', output: serverUser },
  { type: 'xstate.done.actor.loadProfile', output: null },
  { type: 'xstate.error.actor.loadProfile', error: SERVER_DOWN },
  { type: 'CHANGE_MPIN.OPEN' },
  { type: 'CHANGE_MPIN.CLOSE' },
  { type: 'xstate.done.actor.changeMpin' },
  { type: 'LOGOUT' },
  { type: 'RETRY' },
];

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ProfileContext;
  return { value: snapshot.value, user: context.user?.email ?? null };
};

const inputs: Record<string, ProfileInput> = {
  'signed in with saved user data': { signedIn: true, storedUser },
  'signed in without saved user data': { signedIn: true, storedUser: null },
  'signed out': { signedIn: false, storedUser: null },
};

const runs = Object.entries(inputs).flatMap(([name, input]) =>
  createGraphModel(profileMachine, events, project, input)
    .getShortestPaths()
    .map((path) => ({ name, input, path })),
);
const allPaths: ModelPath[] = runs.map((run) => run.path);

describe('profile machine: graph', () => {
  it('reaches every state', () => {
    expect([...reachedStates(allPaths)].sort()).toEqual(
      ['"loading"', '"notFound"', '"signedOut"', '{"ready":"changingMpin"}', '{"ready":"viewing"}'].sort(),
    );
  });

  it('takes every declared transition', () => {
    expect(uncoveredTransitions(profileMachine, allPaths)).toEqual([]);
  });

  it('describes every state', () => {
    expect(statesWithoutDescription(profileMachine)).toEqual([]);
  });
});

describe('profile machine: every generated path on a real actor', () => {
  it.each(runs.map((run) => [`${run.name}: ${run.path.description}`, run] as const))('%s', async (_name, run) => {
    await runPathOnActor({
      machine: profileMachine,
      path: run.path,
      project,
      input: run.input,
      promiseActors: ['loadProfile'],
      childMachines: ['changeMpin'],
    });
  });
});

describe('profile machine: SPEC §2 examples', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  function start(input: ProfileInput, loadProfile: () => Promise<User | null>) {
    const actor = createActor(
      profileMachine.provide({
        actors: { loadProfile: fromPromise(loadProfile), changeMpin: recordingChild([]) as never },
      }),
      { input },
    );
    const emitted: unknown[] = [];
    actor.on('*', (event) => void emitted.push(event));
    actor.start();
    return { actor, emitted };
  }

  it("sends a signed-out visitor to /login with 'Please login to access your profile'", () => {
    const { actor, emitted } = start({ signedIn: false, storedUser: null }, async () => serverUser);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([
      { type: 'notify', tone: 'error', message: 'Please login to access your profile' },
      { type: 'leave', to: '/login' },
    ]);
  });

  it('shows the profile from GET /auth/me', async () => {
    const { actor } = start({ signedIn: true, storedUser }, async () => serverUser);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await tick();
    expect(actor.getSnapshot().context.user).toEqual(serverUser);
  });

  it('falls back to the saved user_data when /auth/me fails', async () => {
    const { actor } = start({ signedIn: true, storedUser }, async () => {
      throw SERVER_DOWN;
    });
    await tick();
    expect(actor.getSnapshot().context.user).toEqual(storedUser);
  });

  it("says 'Profile not found' when there is no data at all", async () => {
    const { actor } = start({ signedIn: true, storedUser: null }, async () => null);
    await tick();
    expect(actor.getSnapshot().hasTag('notFound')).toBe(true);
  });

  it('asks the session to log out', async () => {
    const { actor, emitted } = start({ signedIn: true, storedUser }, async () => serverUser);
    await tick();
    actor.send({ type: 'LOGOUT' });
    expect(emitted).toEqual([{ type: 'logout' }]);
  });

  it.each([
    ['active', 'green'],
    ['inactive', 'red'],
    ['pending', 'yellow'],
    ['suspended', 'grey'],
  ])('shows account status %s in %s', (status, colour) => {
    expect(accountStatusColour(status)).toBe(colour);
  });
});
