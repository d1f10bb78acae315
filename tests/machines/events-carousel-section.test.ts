// The landing's events carousel section: every generated path on a real actor, held to
// models/events-carousel-section.model.ts, plus SPEC §2 examples through the view-model.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { EventsCarouselSectionMachine } from '../../machines/events-carousel-section/events-carousel-section.machine';
import type { FetchCarouselEventsOutput } from '../../machines/events-carousel-section/events-carousel-section.types';
import { eventsCarouselSectionView } from '../../machines/events-carousel-section/events-carousel-section.view';
import { describeGraph, startRig } from './graph-harness';
import { eventsCarouselSectionModel } from './models/events-carousel-section.model';
import { pastCard, upcomingCard } from './models/landing-events.model';

describeGraph(eventsCarouselSectionModel);

function createHarness() {
  const rig = startRig(eventsCarouselSectionModel, undefined);
  rig.actor.start();
  const snapshot = () => rig.actor.getSnapshot() as SnapshotFrom<EventsCarouselSectionMachine>;
  return {
    send: (event: Parameters<typeof rig.actor.send>[0]) => rig.actor.send(event),
    view: () => eventsCarouselSectionView(snapshot()),
    requests: () => rig.calls().map((call) => call.input),
    async answer(output: FetchCarouselEventsOutput) {
      expect(rig.calls()).toHaveLength(1);
      await rig.drive({ type: 'xstate.done.actor.fetchCarouselEvents', output }, 'answer');
    },
    async fail() {
      await rig.drive({ type: 'xstate.error.actor.fetchCarouselEvents', error: new Error('offline') }, 'fail');
    },
  };
}

describe('events carousel section: SPEC §2 examples', () => {
  it('fetches nothing until the section is shown, then page 1 of 20 upcoming events, once', async () => {
    const harness = createHarness();
    expect(harness.view().screen).toBe('waiting');
    expect(harness.requests()).toEqual([]);
    harness.send({ type: 'SECTION.SHOW' });
    expect(harness.view().screen).toBe('loading');
    expect(harness.requests()).toEqual([{ page: 1, limit: 20, filterBy: 'upcoming' }]);
    await harness.answer({ success: true, events: [upcomingCard] });
    harness.send({ type: 'SECTION.SHOW' });
    harness.send({ type: 'SECTION.SHOW' });
    expect(harness.requests()).toEqual([]);
    expect(harness.view()).toMatchObject({ screen: 'showing', tab: 'upcoming', events: [upcomingCard] });
  });

  it('loads All when its tab is first chosen and keeps both lists for switching back', async () => {
    const harness = createHarness();
    harness.send({ type: 'SECTION.SHOW' });
    await harness.answer({ success: true, events: [upcomingCard] });
    harness.send({ type: 'TAB.SELECT', tab: 'all' });
    expect(harness.requests()).toEqual([{ page: 1, limit: 20, filterBy: 'all' }]);
    await harness.answer({ success: true, events: [upcomingCard, pastCard] });
    expect(harness.view().events).toEqual([upcomingCard, pastCard]);
    harness.send({ type: 'TAB.SELECT', tab: 'upcoming' });
    expect(harness.requests()).toEqual([]);
    expect(harness.view().events).toEqual([upcomingCard]);
  });

  it('remembers a tab chosen before the section showed and loads it first', () => {
    const harness = createHarness();
    harness.send({ type: 'TAB.SELECT', tab: 'all' });
    harness.send({ type: 'SECTION.SHOW' });
    expect(harness.requests()).toEqual([{ page: 1, limit: 20, filterBy: 'all' }]);
  });

  it('shows the error with Try Again, which fetches again', async () => {
    const harness = createHarness();
    harness.send({ type: 'SECTION.SHOW' });
    await harness.fail();
    expect(harness.view()).toMatchObject({
      screen: 'failed',
      errorMessage: 'Failed to load events. Please try again.',
    });
    harness.send({ type: 'RETRY' });
    await harness.answer({ success: false });
    expect(harness.view()).toMatchObject({ screen: 'failed', errorMessage: 'Failed to fetch events' });
    harness.send({ type: 'RETRY' });
    await harness.answer({ success: true, events: [] });
    expect(harness.view()).toMatchObject({ screen: 'empty', events: [] });
  });
});
