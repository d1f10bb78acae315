// My Events: every recorded path on a real actor, held to models/my-events.model.ts; then SPEC §2
// examples on the real machine with its real loader, whose call is a fake: the counts, where a card
// goes, 'Add to calendar', and a failure that Retry mends.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { myEventsConnect } from '../../../machines/my-events/my-events.connect';
import { myEventsMachine } from '../../../machines/my-events/my-events.machine';
import { loaderWith } from '../../../src/app/flows/shared/loader';
import type { MyEventCard } from '../../../src/domain/my-events';
import { describeGraph } from '../shared/graph-harness';
import { DATED_UUID, UNDATED_UUID, myEventsModel, threeEventsTwoCities } from './my-events.model';

describeGraph(myEventsModel);

/** My Events whose call answers each time with the next of `answers` (an Error fails it). */
function startMyEvents(...answers: Array<MyEventCard[] | Error>) {
  const load = fromPromise<MyEventCard[]>(async () => {
    const answer = answers.shift();
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer left');
    return answer;
  });
  const actor = createActor(myEventsMachine.provide({ actors: { loader: loaderWith(load) } })).start();
  const view = () => myEventsConnect(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, view };
}

describe('my events: SPEC §2 examples through the connect', () => {
  it("counts events and distinct cities, and sends each card to the event's post-registration view", async () => {
    const { actor, view } = startMyEvents(threeEventsTwoCities);
    await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'));
    expect(view()).toMatchObject({ screen: 'loaded', eventCountText: '3 events', cityCountText: '2 cities' });
    expect(view().cards[0]!.href).toBe('/event/7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a01?from=my-events');
  });

  it("labels 'Add to calendar' with the event and hands over its calendar entry; an undated event has none", async () => {
    const { actor, view } = startMyEvents(threeEventsTwoCities);
    await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'));
    const offered: unknown[] = [];
    actor.on('addToCalendar', (event) => offered.push(event.event));
    expect(view().cards.map((card) => card.calendarLabel)).toEqual([
      'Add Event 01 to calendar',
      'Add Event 02 to calendar',
      null,
    ]);
    view().addToCalendar(UNDATED_UUID);
    expect(offered).toEqual([]);
    view().addToCalendar(DATED_UUID);
    expect(offered).toEqual([threeEventsTwoCities[0]!.calendar]);
  });

  it("shows 'Loading your events...', then 'Failed to load your events.' with Retry, which loads again", async () => {
    const { actor, view } = startMyEvents(new Error('offline'), []);
    expect(view()).toMatchObject({ screen: 'loading', errorMessage: null });
    await waitFor(actor.getSnapshot().children.loader!, (snapshot) => snapshot.hasTag('failed'));
    expect(view()).toMatchObject({ screen: 'failed', errorMessage: 'Failed to load your events.' });
    view().retry();
    expect(view()).toMatchObject({ screen: 'loading', errorMessage: null });
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'));
    expect(view()).toMatchObject({ screen: 'empty', cards: [] });
  });
});
