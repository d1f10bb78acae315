// My Events: every generated path on a real actor, held to models/my-events.model.ts, plus the counts.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { MyEventsMachine } from '../../machines/my-events/my-events.machine';
import { myEventsView } from '../../machines/my-events/my-events.view';
import { describeGraph, startRig } from './graph-harness';
import { DATED_UUID, UNDATED_UUID, myEventsModel, threeEventsTwoCities } from './models/my-events.model';

describeGraph(myEventsModel);

describe('my events: the counts and where a card goes', () => {
  it("counts events and distinct cities, and sends each card to the event's post-registration view", async () => {
    const rig = startRig(myEventsModel, undefined);
    rig.actor.start();
    await rig.drive({ type: 'xstate.done.actor.loadMyEvents', output: threeEventsTwoCities }, 'loaded');
    const view = myEventsView(rig.actor.getSnapshot() as SnapshotFrom<MyEventsMachine>);
    expect(view).toMatchObject({ screen: 'loaded', eventCountText: '3 events', cityCountText: '2 cities' });
    expect(view.cards[0]!.href).toBe('/event/7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a01?from=my-events');
  });

  it("labels 'Add to calendar' with the event and hands over its calendar entry; an undated event has none", async () => {
    const rig = startRig(myEventsModel, undefined);
    rig.actor.start();
    await rig.drive({ type: 'xstate.done.actor.loadMyEvents', output: threeEventsTwoCities }, 'loaded');
    const offered: unknown[] = [];
    rig.actor.on('addToCalendar', (event) => offered.push(event.event));
    const view = myEventsView(rig.actor.getSnapshot() as SnapshotFrom<MyEventsMachine>);
    expect(view.cards.map((card) => card.calendarLabel)).toEqual([
      'Add Event 01 to calendar',
      'Add Event 02 to calendar',
      null,
    ]);
    rig.actor.send({ type: 'CALENDAR.ADD', uuid: UNDATED_UUID });
    expect(offered).toEqual([]);
    rig.actor.send({ type: 'CALENDAR.ADD', uuid: DATED_UUID });
    expect(offered).toEqual([threeEventsTwoCities[0]!.calendar]);
  });
});
