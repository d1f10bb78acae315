// My Events' model (SPEC §2 My Events), written by hand.
import type { AnyMachineSnapshot } from 'xstate';
import { myEventsMachine } from '../../../machines/my-events/my-events.machine';
import type { MyEventsMachine } from '../../../machines/my-events/my-events.machine';
import type { MyEventsContext } from '../../../machines/my-events/my-events.types';
import type { MyEventCard } from '../../../src/domain/my-events';
import type { FlowModel, StepExpectation } from '../graph-model';

const card = (uuid: string, city: string | null): MyEventCard => ({
  uuid,
  title: `Event ${uuid.slice(-2)}`,
  ticketName: null,
  image: '/images/event-default.svg',
  date: 'Sun, 14 Jul 2030',
  location: city ? `${city}, Maharashtra` : 'Location TBD',
  city,
});
export const threeEventsTwoCities = [
  card('7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a01', 'Pune'),
  card('7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a02', 'pune '),
  card('7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a03', 'Mumbai'),
];

const loadCall = { id: 'loadMyEvents' };

export const myEventsModel: FlowModel<MyEventsMachine> = {
  flow: 'my-events',
  machine: myEventsMachine,
  events: [
    { type: 'xstate.done.actor.loadMyEvents', output: threeEventsTwoCities },
    { type: 'xstate.done.actor.loadMyEvents', output: [] },
    { type: 'xstate.error.actor.loadMyEvents', error: new Error('offline') },
    { type: 'RETRY' },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { events, errorMessage } = snapshot.context as MyEventsContext;
    return { value: snapshot.value, events: events.length, errorMessage };
  },
  promiseActors: ['loadMyEvents'],
  expect: ({ event, before }): StepExpectation => {
    if (before === null) return { calls: [loadCall] };
    switch (event.type) {
      case 'xstate.done.actor.loadMyEvents':
        return { context: { events: event.output, errorMessage: null } };
      case 'xstate.error.actor.loadMyEvents':
        return { context: { events: [], errorMessage: 'Failed to load your events.' } };
      case 'RETRY':
        return { calls: [loadCall] };
      default:
        throw new Error(`the my-events model has no expectation for ${event.type}`);
    }
  },
};
