// Profile page: every recorded path on a real actor, held to models/profile.model.ts, plus SPEC §2 examples.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ProfileInput, ProfileMachine } from '../../../machines/profile/profile.machine';
import { profileConnect } from '../../../machines/profile/profile.connect';
import { accountStatusColour } from '../../../src/domain/statuses';
import { SERVER_DOWN } from '../shared/auth-fixtures';
import { describeGraph, startRig } from '../shared/graph-harness';
import { profileModel, serverUser, storedUser } from './profile.model';

describeGraph(profileModel);

describe('profile machine: SPEC §2 examples', () => {
  function start(input: ProfileInput) {
    const rig = startRig(profileModel, input);
    rig.actor.start();
    const view = () =>
      profileConnect(rig.actor.getSnapshot() as SnapshotFrom<ProfileMachine>, (event) => rig.actor.send(event));
    return { rig, view };
  }

  it("sends a signed-out visitor to /login with 'Please login to access your profile', loading nothing", () => {
    const { rig, view } = start({ signedIn: false, storedUser: null });
    expect(rig.actor.getSnapshot().status).toBe('done');
    expect(view().screen).toBe('leaving');
    expect(rig.calls()).toEqual([]);
    expect(rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'error', message: 'Please login to access your profile' },
      { type: 'leave', to: '/login' },
    ]);
  });

  it('shows the profile from GET /auth/me', async () => {
    const { rig, view } = start({ signedIn: true, storedUser });
    expect(view().screen).toBe('loading');
    expect(rig.calls()).toEqual([{ id: 'loadProfile' }]);
    await rig.drive({ type: 'xstate.done.actor.loadProfile', output: serverUser }, 'loaded');
    expect(view()).toMatchObject({ screen: 'loaded', user: serverUser });
  });

  it('falls back to the saved user_data when /auth/me fails', async () => {
    const { rig, view } = start({ signedIn: true, storedUser });
    await rig.drive({ type: 'xstate.error.actor.loadProfile', error: SERVER_DOWN }, 'failed');
    expect(view()).toMatchObject({ screen: 'loaded', user: storedUser });
  });

  it("says 'Profile not found' when there is no data at all, and Try Again asks again", async () => {
    const { rig, view } = start({ signedIn: true, storedUser: null });
    await rig.drive({ type: 'xstate.done.actor.loadProfile', output: null }, 'nothing');
    expect(view().screen).toBe('notFound');
    view().retry();
    expect(rig.calls()).toEqual([{ id: 'loadProfile' }]);
  });

  it('opens and closes the Change MPIN modal, and asks the session to log out', async () => {
    const { rig, view } = start({ signedIn: true, storedUser });
    await rig.drive({ type: 'xstate.done.actor.loadProfile', output: serverUser }, 'loaded');
    view().openChangeMpin();
    expect(view().changeMpin).toBeDefined();
    view().closeChangeMpin();
    expect(view().changeMpin).toBeUndefined();
    rig.takeRecords();
    view().logout();
    expect(rig.takeRecords().emitted).toEqual([{ type: 'logout' }]);
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
