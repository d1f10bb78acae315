// Session machine: every recorded path on a real actor (held storage reads and refresh calls, the
// other-tab watcher and the refresh lock as recorders, what it emits recorded, a simulated clock),
// held to models/session.model.ts, plus SPEC §4 and §8 examples.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from '../../../machines/session/session.machine';
import { describeGraph, startRig } from '../shared/graph-harness';
import {
  LOGGED_OUT_TOAST,
  LOGIN_REDIRECT,
  READ,
  REFRESHED,
  REFRESH_FAILED,
  SESSION_EXPIRED_TOAST,
  SIGNED_IN_TICK,
  sessionEnded,
  sessionModel,
  storedAsAsha,
  storedByOtherTab,
} from './session.model';

describeGraph(sessionModel);

describe('session machine: SPEC §4 and §8 examples', () => {
  async function signedIn() {
    const rig = startRig(sessionModel, undefined);
    rig.actor.start();
    await rig.drive({ type: READ, output: storedAsAsha }, 'first read');
    rig.takeRecords();
    const snapshot = () => rig.actor.getSnapshot() as SnapshotFrom<SessionMachine>;
    const reading = () => rig.calls().some((call) => call.id === 'readStoredSession');
    return { rig, snapshot, reading };
  }

  it('judges the first state from storage, and re-reads it every second', async () => {
    const { rig, snapshot, reading } = await signedIn();
    expect(snapshot().hasTag('signedIn')).toBe(true);
    expect(reading()).toBe(false);
    await rig.drive({ type: SIGNED_IN_TICK }, 'one second');
    expect(reading()).toBe(true);
    expect(snapshot().hasTag('signedIn')).toBe(true);
    await rig.drive({ type: READ, output: storedAsAsha }, 'read');
    expect(reading()).toBe(false);
    await rig.drive({ type: SIGNED_IN_TICK }, 'one more second');
    expect(reading()).toBe(true);
  });

  it('ignores a 401 for a token that is no longer current', async () => {
    const { rig, snapshot } = await signedIn();
    rig.actor.send({ type: 'TOKEN.REJECTED', token: 'token-from-before' });
    expect(snapshot().hasTag('refreshing')).toBe(false);
    expect(rig.calls()).toEqual([{ id: 'watchOtherTabs' }]);
  });

  it('starts one refresh however many 401s arrive for the current token', async () => {
    const { rig, snapshot } = await signedIn();
    for (let i = 0; i < 5; i += 1) rig.actor.send({ type: 'TOKEN.REJECTED', token: 'token-a' });
    expect(rig.calls()).toEqual([{ id: 'holdRefreshLock' }, { id: 'watchOtherTabs' }]);
    rig.actor.send({ type: 'LOCK.ACQUIRED' });
    await rig.drive({ type: READ, output: storedAsAsha }, 'read');
    expect(rig.calls()).toContainEqual({ id: 'refreshAccessToken', input: { refreshToken: 'refresh-a' } });
    await rig.drive({ type: REFRESHED, output: { token: 'token-c', refreshToken: null } }, 'refreshed');
    expect(rig.takeRecords().emitted).toEqual([
      { type: 'tokensRefreshed', tokens: { token: 'token-c', refreshToken: null } },
    ]);
    expect(snapshot().context).toMatchObject({ token: 'token-c', refreshToken: 'refresh-a' });
    expect(rig.calls()).toEqual([{ id: 'watchOtherTabs' }]);
  });

  it('uses the token another tab stored while this tab waited for the lock', async () => {
    const { rig, snapshot } = await signedIn();
    rig.actor.send({ type: 'TOKEN.REJECTED', token: 'token-a' });
    rig.actor.send({ type: 'LOCK.ACQUIRED' });
    await rig.drive({ type: READ, output: storedByOtherTab }, 'read');
    expect(rig.calls()).toEqual([{ id: 'watchOtherTabs' }]);
    expect(snapshot().context.token).toBe('token-b');
    expect(rig.takeRecords().emitted).toEqual([]);
  });

  it('ends a failed refresh with the session-expired toast, cleared auth and /login after exactly 1 s', async () => {
    const { rig, snapshot } = await signedIn();
    rig.actor.send({ type: 'TOKEN.REJECTED', token: 'token-a' });
    rig.actor.send({ type: 'LOCK.ACQUIRED' });
    await rig.drive({ type: READ, output: storedAsAsha }, 'read');
    await rig.drive({ type: REFRESH_FAILED, error: new Error('403') }, 'refused');
    expect(rig.takeRecords().emitted).toEqual([sessionEnded('expired', 'refresh-a'), SESSION_EXPIRED_TOAST]);
    expect(snapshot().hasTag('signedIn') || snapshot().hasTag('signedOut')).toBe(false);
    rig.actor.send({ type: 'TOKEN.REJECTED', token: 'token-a' });
    // The harness checks that nothing happens a millisecond before the second is up.
    await rig.drive({ type: LOGIN_REDIRECT }, 'one second');
    expect(rig.takeRecords().emitted).toEqual([{ type: 'signInRequired' }]);
    expect(snapshot().hasTag('signedOut')).toBe(true);
  });

  it("logs out: ends the server session, clears auth, 'Logged out successfully', home", async () => {
    const { rig, snapshot } = await signedIn();
    const { refreshToken } = snapshot().context;
    rig.actor.send({ type: 'LOGOUT' });
    expect(rig.takeRecords().emitted).toEqual([
      sessionEnded('logout', refreshToken),
      LOGGED_OUT_TOAST,
      { type: 'leave', to: '/' },
    ]);
    expect(snapshot().context).toEqual({ token: null, refreshToken: null, user: null });
  });

  it('follows another tab: its sign-out at once on the storage event, its sign-in likewise', async () => {
    const { rig, snapshot } = await signedIn();
    rig.actor.send({ type: 'STORAGE.CHANGED' });
    await rig.drive({ type: READ, output: null }, 'signed out elsewhere');
    expect(snapshot().hasTag('signedOut')).toBe(true);
    expect(rig.takeRecords().emitted).toEqual([]);
    rig.actor.send({ type: 'STORAGE.CHANGED' });
    await rig.drive({ type: READ, output: storedByOtherTab }, 'signed in elsewhere');
    expect(snapshot().context.user?.username).toBe('bhavin');
  });
});
