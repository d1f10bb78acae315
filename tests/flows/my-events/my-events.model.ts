// My Events' model (SPEC §2 My Events), written by hand.
import type { AnyMachineSnapshot } from 'xstate';
import { myEventsMachine } from '../../../machines/my-events/my-events.machine';
import type { MyEventsMachine } from '../../../machines/my-events/my-events.machine';
import type { MyEventsContext } from '../../../machines/my-events/my-events.types';
import type { MyEventCard } from '../../../src/domain/my-events';
import type { FlowModel, StepExpectation } from '../shared/graph-model';

/** A card; `startDate` null is an event without a date, which has nothing to put in a calendar. */
const card = (
  uuid: string,
  city: string | null,
  startDate: string | null = '2030-07-14T01:00:00.000Z',
): MyEventCard => ({
  uuid,
  title: `Event ${uuid.slice(-2)}`,
  ticketName: null,
  image: '/images/event-default.svg',
  date: startDate ? 'Sun, 14 Jul 2030' : 'Date TBD',
  location: city ? `${city}, Maharashtra` : 'Location TBD',
  city,
  calendar: startDate
    ? {
        uuid,
        name: `Event ${uuid.slice(-2)}`,
        startDate,
        endDate: null,
        venue: 'Venue TBD',
        city,
        description: null,
        summary: null,
      }
    : null,
});
export const DATED_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a01';
export const UNDATED_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a03';
const SECOND_DATED_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a02';
export const threeEventsTwoCities = [
  card(DATED_UUID, 'Pune'),
  card(SECOND_DATED_UUID, 'pune '),
  card(UNDATED_UUID, 'Mumbai', null),
];

/** The shared loader, with My Events' SPEC §8 text for every failure (its own model covers failing and Retry). */
const loaderCall = {
  id: 'loader',
  input: { request: null, texts: { refused: 'Failed to load your events.', failed: 'Failed to load your events.' } },
};

export const myEventsModel: FlowModel<MyEventsMachine> = {
  flow: 'my-events',
  machine: myEventsMachine,
  events: [
    { type: 'xstate.done.actor.loader', output: { data: threeEventsTwoCities } },
    { type: 'xstate.done.actor.loader', output: { data: [] } },
    { type: 'RETRY' },
    { type: 'CALENDAR.ADD', uuid: DATED_UUID },
    // The second card's own entry, not the first's.
    { type: 'CALENDAR.ADD', uuid: SECOND_DATED_UUID },
    // Without a start date there is no calendar entry: the guard refuses, the graph never takes it.
    { type: 'CALENDAR.ADD', uuid: UNDATED_UUID },
  ],
  probeEveryEvent: true,
  project: (snapshot: AnyMachineSnapshot) => {
    const { events } = snapshot.context as MyEventsContext;
    return { value: snapshot.value, events: events.length };
  },
  childMachines: ['loader'],
  expect: ({ event, from, before, callsBefore }): StepExpectation => {
    if (before === null) return { calls: [loaderCall] };
    switch (event.type) {
      case 'xstate.done.actor.loader':
        return { context: { events: (event.output as { data: unknown }).data } };
      // Retry belongs to the loader, which loads again when it had failed.
      // Once the list is in (or empty) there is nothing to retry.
      case 'RETRY':
        return from === 'loading'
          ? { calls: [loaderCall], sentToChildren: [{ to: 'loader', event: { type: 'RETRY' } }] }
          : { calls: callsBefore };
      // The download is the screen's: the machine hands over the card's calendar entry.
      // Only a card on the screen with a start date has an entry; anything else changes nothing.
      case 'CALENDAR.ADD': {
        const card = before.events.find((shown) => shown.uuid === event.uuid);
        return card?.calendar
          ? { emitted: [{ type: 'addToCalendar', event: card.calendar }], calls: callsBefore }
          : { calls: callsBefore };
      }
      default:
        throw new Error(`the my-events model has no expectation for ${event.type}`);
    }
  },
};
