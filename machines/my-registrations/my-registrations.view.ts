// The 'Your Registrations' panel's view-model: the child's snapshot in, what the panel shows out.
import type { SnapshotFrom } from 'xstate';
import { registrationRow, type RegistrationRow } from '../../src/domain/my-registrations';
import type { MyRegistrationsMachine } from './my-registrations.machine';

export type MyRegistrationsScreen = 'signedOut' | 'loading' | 'loaded' | 'empty' | 'failed';

const SCREENS: readonly MyRegistrationsScreen[] = ['signedOut', 'loaded', 'empty', 'failed'];

export function myRegistrationsView(snapshot: SnapshotFrom<MyRegistrationsMachine>) {
  const screen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const { registrations, errorMessage } = snapshot.context;
  const rows: RegistrationRow[] = registrations ? registrations.participants.map(registrationRow) : [];
  return {
    screen,
    errorMessage,
    rows,
    totalParticipants: registrations?.totalParticipants ?? 0,
    completedCount: registrations?.completedCount ?? 0,
    pendingCount: registrations?.pendingCount ?? 0,
  };
}

export type MyRegistrationsView = ReturnType<typeof myRegistrationsView>;
