// The group pass's model (issue 30), written by hand.
import type { AnyMachineSnapshot } from 'xstate';
import { groupPassMachine } from '../../../machines/group-pass/group-pass.machine';
import type { GroupPassMachine } from '../../../machines/group-pass/group-pass.machine';
import type { GroupPassContext, GroupPassInput, GroupPassLoad } from '../../../machines/group-pass/group-pass.types';
import type { ETicket } from '../../../src/domain/e-tickets';
import type { FlowModel, StepExpectation } from '../shared/graph-model';

export const SUB_EVENT_UUID = '5b1e0c4a-8f2d-4c61-9d0e-3a7b2c1d4e5f';

const ticket = (participantUuid: string, name: string): ETicket => ({
  participantUuid,
  name,
  category: '10K',
  code: `SL2.${participantUuid}.signature`,
  eventTitle: 'Pune Half Marathon',
  subEventName: null,
  date: 'January 5, 2031 at 5:30 AM',
  venue: 'Riverside Ground, Pune',
});

export const familyPasses: GroupPassLoad = {
  eventTitle: 'Pune Half Marathon',
  tickets: [ticket('p-01', 'Asha Verma'), ticket('p-02', 'Ravi Verma'), ticket('p-03', 'Meera Verma')],
};

const nothingPaid: GroupPassLoad = { eventTitle: 'Pune Half Marathon', tickets: [] };

/** The shared loader with the sub-event's registrations; its own model covers failing and Retry. */
const loaderCall = {
  id: 'loader',
  input: {
    request: { subEventUuid: SUB_EVENT_UUID },
    texts: { refused: 'Failed to load your registrations', failed: 'Failed to load your registrations' },
  },
};

export const groupPassModel: FlowModel<GroupPassMachine, GroupPassInput> = {
  flow: 'group-pass',
  machine: groupPassMachine,
  inputs: { family: { subEventUuid: SUB_EVENT_UUID } },
  events: [
    { type: 'xstate.done.actor.loader', output: { data: familyPasses } },
    { type: 'xstate.done.actor.loader', output: { data: nothingPaid } },
    { type: 'RETRY' },
    { type: 'TICKETS.PRINT' },
  ],
  probeEveryEvent: true,
  project: (snapshot: AnyMachineSnapshot) => {
    const { tickets } = snapshot.context as GroupPassContext;
    return { value: snapshot.value, tickets: tickets.length };
  },
  childMachines: ['loader'],
  expect: ({ event, from, callsBefore }): StepExpectation => {
    // Nothing is shown before the server answers: no title, no tickets.
    if (from === null) return { calls: [loaderCall], context: { eventTitle: null, tickets: [] } };
    switch (event.type) {
      case 'xstate.done.actor.loader': {
        const { eventTitle, tickets } = (event.output as { data: GroupPassLoad }).data;
        return { context: { eventTitle, tickets } };
      }
      // Retry belongs to the loader, which loads again when it had failed; once in, nothing to retry.
      case 'RETRY':
        return from === 'loading'
          ? { calls: [loaderCall], sentToChildren: [{ to: 'loader', event: { type: 'RETRY' } }] }
          : { calls: callsBefore };
      // Printing is the screen's: the machine asks for it only while passes are shown.
      case 'TICKETS.PRINT':
        return from === 'shown' ? { emitted: [{ type: 'printTickets' }], calls: callsBefore } : { calls: callsBefore };
      default:
        throw new Error(`the group-pass model has no expectation for ${event.type}`);
    }
  },
};
