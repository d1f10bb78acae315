// Event page transitions the recorded paths do not reach, on a real actor: an address whose event id is
// only blanks (SPEC §8 'Event UUID is required'), and a waitlist event that still has places (issue 28:
// the waitlist runs in the side card, but the event is not sold out).
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { eventDetailConnect } from '../../../machines/event-detail/event-detail.connect';
import type { EventDetailMachine } from '../../../machines/event-detail/event-detail.machine';
import type { EventDetailInput } from '../../../machines/event-detail/event-detail.types';
import { startRig } from '../shared/graph-harness';
import { CLOCK, EVENT_UUID, eventDetailModel, fixtureEvent } from './event-detail.model';

function open(input: Partial<EventDetailInput>) {
  const rig = startRig(eventDetailModel, {
    eventUuid: EVENT_UUID,
    signedIn: true,
    fromMyEvents: false,
    now: CLOCK.open,
    ...input,
  });
  rig.actor.start();
  const view = () => eventDetailConnect(rig.actor.getSnapshot() as SnapshotFrom<EventDetailMachine>, () => {});
  return { rig, view };
}

describe('event detail: an event id of blanks', () => {
  it("is no id: 'Event Not Found' with 'Event UUID is required', and nothing is looked up", () => {
    const { rig, view } = open({ eventUuid: '   ' });
    expect(view()).toMatchObject({ screen: 'notFound', errorMessage: 'Event UUID is required' });
    expect(rig.calls()).toEqual([]);
  });
});

describe('event detail: a waitlist event with places left', () => {
  it('runs the waitlist in the side card, told the event is not sold out', () => {
    const withPlaces = {
      ...fixtureEvent,
      totalAllowedRegistrations: 4,
      placesLeft: 12,
      waitlistOfferMinutes: 30,
    };
    const { rig } = open({ arrivedEvent: withPlaces });
    expect(rig.calls()).toContainEqual({
      id: 'waitlist',
      input: {
        subEventUuid: EVENT_UUID,
        signedIn: true,
        soldOut: false,
        offerMinutes: 30,
        maxPlaces: 4,
        now: CLOCK.open,
      },
    });
  });
});
