// The saved-attendee control's connect: the snapshot and `send` in; the list, shown only once loaded (by
// its tag) and not empty, and what the person can do (forget one) out.
import type { SnapshotFrom } from 'xstate';
import type { SavedAttendeesEvent, SavedAttendeesMachine } from './saved-attendees.machine';

export function savedAttendeesConnect(
  snapshot: SnapshotFrom<SavedAttendeesMachine>,
  send: (event: SavedAttendeesEvent) => void,
) {
  return {
    attendees: snapshot.hasTag('loaded') ? snapshot.context.attendees : [],
    forgetting: snapshot.context.forgetting,
    forget: (attendeeUuid: string) => send({ type: 'SAVED.FORGET', attendeeUuid }),
  };
}
