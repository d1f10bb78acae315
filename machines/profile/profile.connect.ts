// The profile page's connect: the snapshot and `send` in; the screen (by its tag), the user and the
// Change MPIN modal's child out, with what the person can do (try again, open and close Change MPIN,
// log out).
import type { SnapshotFrom } from 'xstate';
import type { ProfileEvent, ProfileMachine } from './profile.machine';

export type ProfileScreen = 'loading' | 'loaded' | 'notFound' | 'leaving';

export function profileConnect(snapshot: SnapshotFrom<ProfileMachine>, send: (event: ProfileEvent) => void) {
  let screen: ProfileScreen = 'leaving';
  if (snapshot.hasTag('loading')) screen = 'loading';
  else if (snapshot.hasTag('ready')) screen = 'loaded';
  else if (snapshot.hasTag('notFound')) screen = 'notFound';
  return {
    screen,
    user: snapshot.context.user,
    changeMpin: snapshot.children.changeMpin,
    retry: () => send({ type: 'RETRY' }),
    openChangeMpin: () => send({ type: 'CHANGE_MPIN.OPEN' }),
    closeChangeMpin: () => send({ type: 'CHANGE_MPIN.CLOSE' }),
    logout: () => send({ type: 'LOGOUT' }),
  };
}
