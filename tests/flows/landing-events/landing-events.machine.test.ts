// Landing events section: every recorded path on a real actor, held to
// models/landing-events.model.ts; then SPEC §4 examples through the connect, on the real machine and
// its real loader, whose call is a held fake.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { landingEventsConnect } from '../../../machines/landing-events/landing-events.connect';
import { landingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import { LoadRefusedError } from '../../../machines/shared/loader.types';
import { loaderWith } from '../../../src/app/flows/shared/loader';
import { describeGraph } from '../shared/graph-harness';
import { heldLoad, loaderSettled } from '../shared/held-load';
import { landingEventsModel, pastCard, upcomingCard } from './landing-events.model';

describeGraph(landingEventsModel);

/** The real section whose loader's call waits until the test answers it. */
function createHarness() {
  const load = heldLoad();
  const actor = createActor(landingEventsMachine.provide({ actors: { loader: loaderWith(load.logic) } })).start();
  const view = () => landingEventsConnect(actor.getSnapshot(), (event) => actor.send(event));
  const requests = () => load.requests() as Array<{ page: number; limit: number; filterBy?: string }>;
  const settled = () => loaderSettled(actor);
  return {
    actor,
    view,
    requests,
    async answer(events: (typeof upcomingCard)[]) {
      expect(requests()).toHaveLength(1);
      load.answer(events);
      await settled();
    },
    async fail(error: unknown) {
      expect(requests()).toHaveLength(1);
      load.fail(error);
      await settled();
    },
  };
}

describe('landing events machine: SPEC §4 examples', () => {
  it("starts on Upcoming, 'Loading events...', and asks for page 1, 10 events, no category", () => {
    const harness = createHarness();
    expect(harness.view()).toMatchObject({ tab: 'upcoming', screen: 'loading' });
    expect(harness.requests()).toEqual([{ page: 1, limit: 10, filterBy: undefined }]);
  });

  it('maps Running to Athletic, Cycling and Triathlon to themselves', async () => {
    const harness = createHarness();
    await harness.answer([upcomingCard]);
    for (const [tab, filterBy] of [
      ['running', 'Athletic'],
      ['cycling', 'Cycling'],
      ['triathlon', 'Triathlon'],
    ] as const) {
      harness.view().selectTab(tab);
      expect(harness.requests().map((r) => r.filterBy)).toEqual([filterBy]);
      await harness.answer([pastCard]);
    }
  });

  it('shows only upcoming events on Upcoming, and All reuses the same list without a request', async () => {
    const harness = createHarness();
    await harness.answer([upcomingCard, pastCard]);
    expect(harness.view().events).toEqual([upcomingCard]);
    harness.view().selectTab('all');
    expect(harness.requests().length).toBe(0);
    expect(harness.view().events).toEqual([upcomingCard, pastCard]);
    harness.view().selectTab('upcoming');
    expect(harness.requests().length).toBe(0);
    expect(harness.view().events).toEqual([upcomingCard]);
  });

  it("is empty on Upcoming when every event has started, and 'View All Events' shows them", async () => {
    const harness = createHarness();
    await harness.answer([pastCard]);
    expect(harness.view().screen).toBe('empty');
    harness.view().selectTab('all');
    expect(harness.view().screen).toBe('loaded');
    expect(harness.requests().length).toBe(0);
  });

  it('refetches when the category changes, and again when coming back to All', async () => {
    const harness = createHarness();
    await harness.answer([upcomingCard]);
    harness.view().selectTab('cycling');
    await harness.answer([pastCard]);
    harness.view().selectTab('all');
    expect(harness.requests().map((r) => r.filterBy)).toEqual([undefined]);
  });

  it("says 'Failed to fetch events' when the server refuses; a chip whose category was loaded still shows it", async () => {
    const harness = createHarness();
    await harness.answer([upcomingCard]);
    harness.view().selectTab('running');
    await harness.fail(new LoadRefusedError('success false'));
    expect(harness.view()).toMatchObject({ screen: 'failed', errorMessage: 'Failed to fetch events', tab: 'running' });
    harness.view().selectTab('all');
    expect(harness.requests()).toEqual([]);
    expect(harness.view()).toMatchObject({ screen: 'loaded', errorMessage: null, events: [upcomingCard] });
  });

  it("says 'Failed to load events. Please try again.' when the request throws, and Try Again refetches", async () => {
    const harness = createHarness();
    await harness.fail(new Error('offline'));
    expect(harness.view()).toMatchObject({
      screen: 'failed',
      errorMessage: 'Failed to load events. Please try again.',
    });
    harness.view().retry();
    expect(harness.view().screen).toBe('loading');
    await harness.answer([upcomingCard]);
    expect(harness.view()).toMatchObject({ screen: 'loaded', errorMessage: null });
  });

  it('Upcoming again after a failed Upcoming (or All, the same request) tries again', async () => {
    const harness = createHarness();
    await harness.fail(new Error('offline'));
    harness.view().selectTab('all');
    expect(harness.requests()).toEqual([{ page: 1, limit: 10, filterBy: undefined }]);
    await harness.answer([upcomingCard, pastCard]);
    expect(harness.view()).toMatchObject({ screen: 'loaded', tab: 'all', events: [upcomingCard, pastCard] });
  });

  it('drops a request that a later chip made stale', async () => {
    const harness = createHarness();
    harness.view().selectTab('triathlon');
    expect(harness.requests().map((r) => r.filterBy)).toEqual(['Triathlon']);
    await harness.answer([upcomingCard]);
    expect(harness.actor.getSnapshot().context.loaded?.filterBy).toBe('Triathlon');
  });
});
