// The booking page's view-model: which step shows, the event, and the load failure.
import type { SnapshotFrom } from 'xstate';
import type { BookingMachine } from './booking.machine';

export type BookingScreen = 'loading' | 'failed' | 'selecting' | 'attendees' | 'leaving';

export function bookingView(snapshot: SnapshotFrom<BookingMachine>) {
  const screen: BookingScreen = snapshot.matches('failed')
    ? 'failed'
    : snapshot.matches('selecting')
      ? 'selecting'
      : snapshot.matches('attendees')
        ? 'attendees'
        : snapshot.matches('leaving')
          ? 'leaving'
          : 'loading';
  const { event, errorMessage, fields } = snapshot.context;
  return { screen, event, errorMessage, fields };
}
