// The booking page's connect: the snapshot and `send` in; which step shows (by its tag), the event, the
// load failure and the steps' actors, and what the person can do (retry the load) out.
import type { SnapshotFrom } from 'xstate';
import type { BookingMachine } from './booking.machine';
import type { BookingFlowEvent } from './booking.types';

export type BookingScreen = 'loading' | 'failed' | 'selecting' | 'attendees' | 'leaving';

const SCREENS = ['failed', 'selecting', 'attendees', 'leaving'] as const;

export function bookingConnect(snapshot: SnapshotFrom<BookingMachine>, send: (event: BookingFlowEvent) => void) {
  const screen: BookingScreen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const { event, errorMessage, fields, subEventUuid } = snapshot.context;
  return {
    screen,
    event,
    errorMessage,
    fields,
    /** The event page, for the event's name and Back to event. */
    eventPath: `/event/${subEventUuid}`,
    /** Step 1's and step 2's actors, while their step shows. */
    selection: snapshot.children.ticketSelection,
    attendees: snapshot.children.attendeeSequencing,
    retry: () => send({ type: 'RETRY' }),
  };
}
