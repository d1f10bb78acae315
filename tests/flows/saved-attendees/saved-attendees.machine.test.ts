// Saved attendees: every recorded path on a real actor, held to models/saved-attendees.model.ts, plus
// what the attendee form hears from it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { savedAttendeesMachine } from '../../../machines/saved-attendees/saved-attendees.machine';
import { describeGraph } from '../shared/graph-harness';
import { SAVED } from '../attendee-form/attendee-form.model';
import { savedAttendeesModel } from './saved-attendees.model';

describeGraph(savedAttendeesModel);

describe('saved attendees: what the attendee form hears', () => {
  it('ignores Forget for someone not in the list', async () => {
    const actor = createActor(
      savedAttendeesMachine.provide({ actors: { loadSavedAttendees: fromPromise(async () => [SAVED]) } }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().can({ type: 'SAVED.FORGET', attendeeUuid: 'someone-else' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'SAVED.FORGET', attendeeUuid: SAVED.attendeeUuid })).toBe(true);
  });
});
