// Landing events section: every generated path on a real actor, held to
// models/landing-events.model.ts, plus SPEC §4 examples.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { LandingEventsMachine } from '../../machines/landing-events/landing-events.machine';
import type { FetchEventsOutput } from '../../machines/landing-events/landing-events.types';
import { describeGraph, startRig } from './graph-harness';
import { landingEventsModel, pastCard, upcomingCard } from './models/landing-events.model';

describeGraph(landingEventsModel);

/** A real actor whose fetchEvents waits until the test answers it. */
function createHarness() {
  const rig = startRig(landingEventsModel, undefined);
  rig.actor.start();
  const snapshot = () => rig.actor.getSnapshot() as SnapshotFrom<LandingEventsMachine>;
  const requests = () => rig.calls().map((call) => call.input as { page: number; limit: number; filterBy?: string });
  return {
    actor: rig.actor,
    snapshot,
    requests,
    async answer(output: FetchEventsOutput) {
      expect(rig.calls()).toHaveLength(1);
      await rig.drive({ type: 'xstate.done.actor.fetchEvents', output }, 'answer');
    },
    async fail(error: unknown) {
      expect(rig.calls()).toHaveLength(1);
      await rig.drive({ type: 'xstate.error.actor.fetchEvents', error }, 'fail');
    },
  };
}

describe('landing events machine: SPEC §4 examples', () => {
  it('starts on Upcoming and asks for page 1, 10 events, no category', () => {
    const harness = createHarness();
    expect(harness.snapshot().context.tab).toBe('upcoming');
    expect(harness.requests()).toEqual([{ page: 1, limit: 10, filterBy: undefined }]);
    expect(harness.snapshot().getMeta()['landingEvents.loading']).toMatchObject({
      shows: [{ role: 'status', name: 'Loading events...' }],
    });
  });

  it('maps Running to Athletic, Cycling and Triathlon to themselves', async () => {
    const harness = createHarness();
    await harness.answer({ success: true, events: [upcomingCard] });
    for (const [tab, filterBy] of [
      ['running', 'Athletic'],
      ['cycling', 'Cycling'],
      ['triathlon', 'Triathlon'],
    ] as const) {
      harness.actor.send({ type: 'TAB.SELECT', tab });
      expect(harness.requests().map((r) => r.filterBy)).toEqual([filterBy]);
      await harness.answer({ success: true, events: [pastCard] });
    }
  });

  it('shows only upcoming events on Upcoming, and All reuses the same list without a request', async () => {
    const harness = createHarness();
    await harness.answer({ success: true, events: [upcomingCard, pastCard] });
    expect(harness.snapshot().context.visibleEvents).toEqual([upcomingCard]);
    harness.actor.send({ type: 'TAB.SELECT', tab: 'all' });
    expect(harness.requests().length).toBe(0);
    expect(harness.snapshot().context.visibleEvents).toEqual([upcomingCard, pastCard]);
    harness.actor.send({ type: 'TAB.SELECT', tab: 'upcoming' });
    expect(harness.requests().length).toBe(0);
    expect(harness.snapshot().context.visibleEvents).toEqual([upcomingCard]);
  });

  it("is empty on Upcoming when every event has started, and 'View All Events' shows them", async () => {
    const harness = createHarness();
    await harness.answer({ success: true, events: [pastCard] });
    expect(harness.snapshot().matches({ ready: 'empty' })).toBe(true);
    harness.actor.send({ type: 'TAB.SELECT', tab: 'all' });
    expect(harness.snapshot().matches({ ready: 'showing' })).toBe(true);
    expect(harness.requests().length).toBe(0);
  });

  it('refetches when the category changes, and again when coming back to All', async () => {
    const harness = createHarness();
    await harness.answer({ success: true, events: [upcomingCard] });
    harness.actor.send({ type: 'TAB.SELECT', tab: 'cycling' });
    await harness.answer({ success: true, events: [pastCard] });
    harness.actor.send({ type: 'TAB.SELECT', tab: 'all' });
    expect(harness.requests().map((r) => r.filterBy)).toEqual([undefined]);
  });

  it("says 'Failed to fetch events' when the server answers success false, and empties the list", async () => {
    const harness = createHarness();
    await harness.answer({ success: true, events: [upcomingCard] });
    harness.actor.send({ type: 'TAB.SELECT', tab: 'running' });
    await harness.answer({ success: false });
    const snapshot = harness.snapshot();
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.errorMessage).toBe('Failed to fetch events');
    expect(snapshot.context.loaded).toBeNull();
    expect(snapshot.context.visibleEvents).toEqual([]);
  });

  it("says 'Failed to load events. Please try again.' when the request throws, and Try Again refetches", async () => {
    const harness = createHarness();
    await harness.fail(new Error('offline'));
    expect(harness.snapshot().context.errorMessage).toBe('Failed to load events. Please try again.');
    harness.actor.send({ type: 'RETRY' });
    expect(harness.snapshot().hasTag('loading')).toBe(true);
    await harness.answer({ success: true, events: [upcomingCard] });
    expect(harness.snapshot().context.errorMessage).toBeNull();
  });

  it('drops a request that a later chip made stale', async () => {
    const harness = createHarness();
    harness.actor.send({ type: 'TAB.SELECT', tab: 'triathlon' });
    expect(harness.requests().map((r) => r.filterBy)).toEqual(['Triathlon']);
    await harness.answer({ success: true, events: [upcomingCard] });
    expect(harness.snapshot().context.loaded?.filterBy).toBe('Triathlon');
  });
});
