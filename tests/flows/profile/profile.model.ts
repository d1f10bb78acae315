// The profile page's model (SPEC §2 Profile): signed in with and without saved user data, and signed out.
import type { AnyMachineSnapshot } from 'xstate';
import { profileMachine } from '../../../machines/profile/profile.machine';
import type { ProfileContext, ProfileInput, ProfileMachine } from '../../../machines/profile/profile.machine';
import type { User } from '../../../src/api/types';
import { SERVER_DOWN, fakeUser } from '../shared/auth-fixtures';
import type { FlowModel, StepExpectation } from '../shared/graph-model';
import { SPEC_TEXT, leave, notify } from '../shared/spec-texts';

export const serverUser = fakeUser({ email: 'asha.verma@example.com', last_login_at: '2026-11-21T04:00:00.000Z' });
export const storedUser = fakeUser();

export const profileModel: FlowModel<ProfileMachine, ProfileInput> = {
  flow: 'profile',
  machine: profileMachine,
  inputs: {
    'signed in with saved user data': { signedIn: true, storedUser },
    'signed in without saved user data': { signedIn: true, storedUser: null },
    'signed out': { signedIn: false, storedUser: null },
  },
  events: [
    { type: 'xstate.done.actor.loadProfile', output: serverUser },
    { type: 'xstate.done.actor.loadProfile', output: null },
    { type: 'xstate.error.actor.loadProfile', error: SERVER_DOWN },
    { type: 'CHANGE_MPIN.OPEN' },
    { type: 'CHANGE_MPIN.CLOSE' },
    { type: 'xstate.done.actor.changeMpin' },
    { type: 'LOGOUT' },
    { type: 'RETRY' },
  ],
  project: (snapshot: AnyMachineSnapshot) => ({
    value: snapshot.value,
    user: (snapshot.context as ProfileContext).user?.email ?? null,
  }),
  promiseActors: ['loadProfile'],
  childMachines: ['changeMpin'],
  expect: ({ event, before, input, callsBefore }): StepExpectation => {
    // GET /auth/me answered nothing usable: the saved user_data still describes the person, else 'Profile not found'.
    const fallBack = (): StepExpectation => ({ context: { user: input.storedUser } });
    if (before === null) {
      if (!input.signedIn) return { emitted: [notify('error', SPEC_TEXT.loginToSeeProfile), leave('/login')] };
      return { calls: [{ id: 'loadProfile' }], context: { user: null } };
    }
    switch (event.type) {
      case 'xstate.done.actor.loadProfile':
        return event.output ? { context: { user: event.output as User } } : fallBack();
      case 'xstate.error.actor.loadProfile':
        return fallBack();
      case 'RETRY':
        return { calls: [{ id: 'loadProfile' }] };
      case 'CHANGE_MPIN.OPEN':
        return { calls: [{ id: 'changeMpin' }], context: { user: before.user } };
      case 'CHANGE_MPIN.CLOSE':
      case 'xstate.done.actor.changeMpin':
        return { context: { user: before.user } };
      case 'LOGOUT':
        // The session logs out (and says so); the page only asks.
        return { emitted: [{ type: 'logout' }], calls: callsBefore };
      default:
        throw new Error(`the profile model has no expectation for ${event.type}`);
    }
  },
};
