// The profile page's view-model: the machine's snapshot in, what the page shows out.
import type { SnapshotFrom } from 'xstate';
import type { ProfileMachine } from './profile.machine';

export type ProfileScreen = 'loading' | 'ready' | 'notFound' | 'leaving';

export function profileView(snapshot: SnapshotFrom<ProfileMachine>) {
  let screen: ProfileScreen = 'leaving';
  if (snapshot.hasTag('loading')) screen = 'loading';
  else if (snapshot.hasTag('ready')) screen = 'ready';
  else if (snapshot.hasTag('notFound')) screen = 'notFound';
  return { screen, user: snapshot.context.user, changeMpin: snapshot.children.changeMpin };
}
