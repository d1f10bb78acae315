// The saved attendees behind 'Fill from a previous attendee' (extension), written by hand: loaded once,
// forgotten one at a time, and what the attendee form hears ('Saved attendee removed', the server's
// text on a failure, that the list is unavailable).
import type { AnyMachineSnapshot } from 'xstate';
import { ForgetSavedAttendeeError } from '../../../machines/saved-attendees/saved-attendees.types';
import { savedAttendeesMachine } from '../../../machines/saved-attendees/saved-attendees.machine';
import type {
  SavedAttendeesContext,
  SavedAttendeesMachine,
} from '../../../machines/saved-attendees/saved-attendees.machine';
import type { FlowModel, StepExpectation } from '../shared/graph-model';
import { SAVED } from '../attendee-form/attendee-form.model';

const LOAD_FAILURE = new Error('saved attendees answered 500');
const without = (calls: readonly { id: string }[], id: string) => calls.filter((call) => call.id !== id);

export const savedAttendeesModel: FlowModel<SavedAttendeesMachine, undefined> = {
  flow: 'saved-attendees',
  machine: savedAttendeesMachine,
  events: [
    { type: 'xstate.done.actor.loadSavedAttendees', output: [SAVED] },
    { type: 'xstate.error.actor.loadSavedAttendees', error: LOAD_FAILURE },
    { type: 'SAVED.FORGET', attendeeUuid: SAVED.attendeeUuid },
    { type: 'SAVED.FORGET', attendeeUuid: 'not-a-saved-attendee' },
    { type: 'xstate.done.actor.forgetSavedAttendee' },
    { type: 'xstate.error.actor.forgetSavedAttendee', error: new ForgetSavedAttendeeError('Resource not found') },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as SavedAttendeesContext;
    return { value: snapshot.value, attendees: context.attendees.length, forgetting: context.forgetting };
  },
  promiseActors: ['loadSavedAttendees', 'forgetSavedAttendee'],
  probeEveryEvent: true,
  expect: ({ event, before, callsBefore }): StepExpectation => {
    if (before === null) return { calls: [{ id: 'loadSavedAttendees' }], context: { attendees: [] } };
    switch (event.type) {
      case 'xstate.done.actor.loadSavedAttendees':
        return { calls: [], context: { attendees: [SAVED] } };
      case 'xstate.error.actor.loadSavedAttendees':
        // The attendee form hides the control and logs why.
        return { emitted: [{ type: 'unavailable', error: LOAD_FAILURE }], calls: [], context: { attendees: [] } };
      case 'SAVED.FORGET':
        // Only a saved attendee on the list, one at a time: anything else changes nothing.
        if (before.forgetting !== null || !before.attendees.some((saved) => saved.attendeeUuid === event.attendeeUuid))
          return { calls: callsBefore };
        return {
          calls: [...callsBefore, { id: 'forgetSavedAttendee', input: { attendeeUuid: SAVED.attendeeUuid } }],
          context: { forgetting: SAVED.attendeeUuid },
        };
      case 'xstate.done.actor.forgetSavedAttendee':
        return {
          emitted: [{ type: 'notify', tone: 'success', message: 'Saved attendee removed' }],
          calls: without(callsBefore, 'forgetSavedAttendee'),
          context: { attendees: [], forgetting: null },
        };
      case 'xstate.error.actor.forgetSavedAttendee':
        // The server's text (SPEC §8: its error field wins); the attendee stays.
        return {
          emitted: [{ type: 'notify', tone: 'error', message: 'Resource not found' }],
          calls: without(callsBefore, 'forgetSavedAttendee'),
          context: { attendees: [SAVED], forgetting: null },
        };
      default:
        throw new Error(`the saved-attendees model has no expectation for ${event.type}`);
    }
  },
};
