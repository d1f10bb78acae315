// The saved-attendee control's view-model: shown only once loaded and not empty.
import type { SnapshotFrom } from 'xstate';
import type { SavedAttendeesMachine } from './saved-attendees.machine';

export function savedAttendeesView(snapshot: SnapshotFrom<SavedAttendeesMachine>) {
  const loaded = snapshot.matches('ready') || snapshot.matches('forgetting');
  return {
    attendees: loaded ? snapshot.context.attendees : [],
    forgetting: snapshot.context.forgetting,
  };
}
