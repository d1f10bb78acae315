// The edit-details page's model (issue 28 item 4), written by hand: the ticket read with its window
// open (the form), past its cut-off or never allowed (why), refused by the server (not the caller's,
// not paid), no answer with Try Again, and the form's submit answered.
import type { AnyMachineSnapshot } from 'xstate';
import {
  ticketDetailsMachine,
  type TicketDetailsMachine,
} from '../../../machines/ticket-details/ticket-details.machine';
import {
  TicketDetailsRefusedError,
  type TicketDetails,
  type TicketDetailsContext,
  type TicketDetailsInput,
} from '../../../machines/ticket-details/ticket-details.types';
import type { FlowModel, StepExpectation } from '../shared/graph-model';

const PARTICIPANT_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01';
/** The page opened on 1 Feb 2031, a week before the event. */
export const NOW = Date.parse('2031-02-01T04:30:00.000Z');

export const OPEN: TicketDetails = {
  participantUuid: PARTICIPANT_UUID,
  eventTitle: 'Pune Riverside 10K',
  subEventUuid: '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11',
  subEventName: '10K Open',
  startDate: '2031-02-09T01:00:00.000Z',
  venue: 'Riverside Ground',
  category: '10K',
  fields: [],
  values: {},
  minAge: 10,
  maxAge: null,
  editableUntil: '2031-02-06T01:00:00.000Z',
  nameChangesAllowed: 1,
  nameChangesLeft: 1,
};
export const CLOSED: TicketDetails = { ...OPEN, editableUntil: '2031-01-30T12:30:00.000Z' };
export const NEVER: TicketDetails = { ...OPEN, editableUntil: null, nameChangesAllowed: 0, nameChangesLeft: 0 };

const load = { id: 'loadDetails', input: { participantUuid: PARTICIPANT_UUID } };
const done = (output: TicketDetails) => ({ type: 'xstate.done.actor.loadDetails', output });
const failed = (error: unknown) => ({ type: 'xstate.error.actor.loadDetails', error });

export const ticketDetailsModel: FlowModel<TicketDetailsMachine, TicketDetailsInput> = {
  flow: 'ticket-details',
  machine: ticketDetailsMachine,
  inputs: { "'Edit details' in Your Registrations": { participantUuid: PARTICIPANT_UUID, now: NOW } },
  events: [
    done(OPEN),
    done(CLOSED),
    done(NEVER),
    failed(new TicketDetailsRefusedError('Ticket not found')),
    failed(new Error('network down')),
    { type: 'RETRY' },
    { type: 'SAVED' },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { details, refusal } = snapshot.context as TicketDetailsContext;
    return { value: snapshot.value, until: details?.editableUntil ?? null, refusal };
  },
  promiseActors: ['loadDetails'],
  expect: ({ event, before, from }): StepExpectation => {
    if (before === null) return { calls: [load], context: { details: null, refusal: null } };
    switch (event.type) {
      case 'xstate.done.actor.loadDetails':
        return { context: { details: event.output as TicketDetails, refusal: null } };
      case 'xstate.error.actor.loadDetails':
        // The server's words when it refused; without an answer, nothing is stored and Try Again is offered.
        return event.error instanceof TicketDetailsRefusedError
          ? { context: { details: null, refusal: event.error.reason } }
          : { context: { details: null, refusal: null } };
      case 'RETRY':
        return { calls: [load] };
      case 'SAVED':
        return { context: { details: (before as TicketDetailsContext).details } };
      default:
        throw new Error(`the edit-details model has no expectation for ${event.type} from ${JSON.stringify(from)}`);
    }
  },
};
