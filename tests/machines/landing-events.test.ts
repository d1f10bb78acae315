// Landing events section: the machine's graph generates the paths; each path then drives a real
// actor whose fetchEvents is a fake the test settles by hand (docs/statecharts.md).
import { statesWithoutDescription } from './graph-model';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ActorLogic, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { EventCard } from '../../src/domain/events';
import { landingEventsMachine } from '../../machines/landing-events/landing-events.machine';
import {
  LANDING_EVENT_TABS,
  LANDING_EVENTS_LIMIT,
  LANDING_EVENTS_PAGE,
  LANDING_EVENTS_TEXT,
  categoryFilterFor,
} from '../../machines/landing-events/landing-events.types';
import type {
  FetchEventsInput,
  FetchEventsOutput,
  LandingEventsEvent,
} from '../../machines/landing-events/landing-events.types';

type Snapshot = SnapshotFrom<typeof landingEventsMachine>;
type DoneEvent = { type: 'xstate.done.actor.fetchEvents'; output: FetchEventsOutput };
type ErrorEvent = { type: 'xstate.error.actor.fetchEvents'; error: unknown };
type ModelEvent = LandingEventsEvent | DoneEvent | ErrorEvent;

function card(uuid: string, status: EventCard['status']): EventCard {
  return {
    id: uuid,
    uuid,
    title: `Event ${uuid}`,
    description: 'A test event',
    image: '/images/event-default.svg',
    date: 'Sun, 05 Jan 2031',
    location: 'Pune, Maharashtra',
    price: 'Free',
    is_registered: false,
    status,
  };
}

const upcomingCard = card('upcoming-1', 'upcoming');
const pastCard = card('past-1', 'past');

const done = (output: FetchEventsOutput): DoneEvent => ({ type: 'xstate.done.actor.fetchEvents', output });
const actorOutcomes: ModelEvent[] = [
  done({ success: true, events: [upcomingCard, pastCard] }),
  done({ success: true, events: [pastCard] }),
  done({ success: true, events: [] }),
  done({ success: false }),
  { type: 'xstate.error.actor.fetchEvents', error: new Error('network down') },
];
const userEvents: ModelEvent[] = [
  ...LANDING_EVENT_TABS.map((tab): ModelEvent => ({ type: 'TAB.SELECT', tab })),
  { type: 'RETRY' },
];
const allEvents = [...userEvents, ...actorOutcomes];

/** What a state means to a person: its value and the context the screen shows. */
function project(snapshot: Snapshot) {
  const { tab, loaded, visibleEvents, errorMessage } = snapshot.context;
  return {
    value: snapshot.value,
    tab,
    loaded: loaded && { filterBy: loaded.filterBy ?? null, uuids: loaded.events.map((e) => e.uuid) },
    visible: visibleEvents.map((e) => e.uuid),
    errorMessage,
  };
}

function describeEvent(event: ModelEvent | undefined): string {
  if (!event) return 'start';
  if (event.type === 'TAB.SELECT') return `TAB.SELECT(${event.tab})`;
  if (event.type === 'xstate.done.actor.fetchEvents') {
    return event.output.success
      ? `done(${event.output.events.map((e) => e.uuid).join(',') || 'none'})`
      : 'done(success false)';
  }
  return event.type;
}

// Serializing the transition (not only the state) makes every edge its own vertex, so the
// shortest paths cover every transition of the graph.
const model = new TestModel<Snapshot, ModelEvent, unknown>(
  landingEventsMachine as unknown as ActorLogic<Snapshot, ModelEvent, unknown>,
  {
    events: (snapshot) => allEvents.filter((event) => snapshot.can(event as LandingEventsEvent)),
    serializeState: (snapshot, event, previous) =>
      `${JSON.stringify(project(snapshot))} via ${describeEvent(event)}` +
      (previous ? ` from ${JSON.stringify(project(previous))}` : ''),
  },
);

/** A real actor whose fetchEvents waits until the test answers it. */
function createHarness() {
  interface HeldRequest {
    input: FetchEventsInput;
    resolve: (output: FetchEventsOutput) => void;
    reject: (error: unknown) => void;
  }
  const held = new Set<HeldRequest>();
  const fetchEvents = fromPromise<FetchEventsOutput, FetchEventsInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const request: HeldRequest = { input, resolve, reject };
        held.add(request);
        signal.addEventListener('abort', () => held.delete(request));
      }),
  );
  const actor = createActor(landingEventsMachine.provide({ actors: { fetchEvents } }));
  actor.start();

  function takeOnlyRequest(): HeldRequest {
    expect(held.size).toBe(1);
    const [request] = [...held];
    held.delete(request!);
    return request!;
  }
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 1000 });

  return {
    actor,
    held,
    async answer(output: FetchEventsOutput) {
      takeOnlyRequest().resolve(output);
      await settled();
    },
    async fail(error: unknown) {
      takeOnlyRequest().reject(error);
      await settled();
    },
  };
}

type Harness = ReturnType<typeof createHarness>;

function assertMatchesModel(harness: Harness, expected: Snapshot) {
  const actual = harness.actor.getSnapshot();
  expect(project(actual)).toEqual(project(expected));
  expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
  if (expected.hasTag('loading')) {
    // Exactly one request is out, and it asks for the selected chip's category.
    expect([...harness.held].map((r) => r.input)).toEqual([
      { page: LANDING_EVENTS_PAGE, limit: LANDING_EVENTS_LIMIT, filterBy: categoryFilterFor(expected.context.tab) },
    ]);
  } else {
    expect(harness.held.size).toBe(0);
  }
}

function drive(harness: Harness) {
  return {
    events: {
      'TAB.SELECT': ({ event }: { event: { type: string } }) => {
        harness.actor.send(event as LandingEventsEvent);
      },
      RETRY: () => {
        harness.actor.send({ type: 'RETRY' });
      },
      'xstate.done.actor.fetchEvents': ({ event }: { event: { type: string } }) =>
        harness.answer((event as DoneEvent).output),
      'xstate.error.actor.fetchEvents': ({ event }: { event: { type: string } }) =>
        harness.fail((event as ErrorEvent).error),
    },
    states: { '*': (expected: Snapshot) => assertMatchesModel(harness, expected) },
  };
}

const paths = model.getShortestPaths();

describe('landing events machine: graph', () => {
  it('reaches every state node', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    expect([...reached].sort()).toEqual(['"failed"', '"loading"', '{"ready":"empty"}', '{"ready":"showing"}'].sort());
  });

  it('takes every transition the machine declares', () => {
    // A test path's steps are (state reached, event that led there), starting with xstate.init.
    const taken = new Set<string>();
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        const from = path.steps[i - 1];
        if (from)
          taken.add(`${JSON.stringify(from.state.value)} --${step.event.type}--> ${JSON.stringify(step.state.value)}`);
      });
    }
    const expected = [
      '"loading" --TAB.SELECT--> "loading"',
      '"loading" --TAB.SELECT--> {"ready":"showing"}',
      '"loading" --TAB.SELECT--> {"ready":"empty"}',
      '"loading" --xstate.done.actor.fetchEvents--> "failed"',
      '"loading" --xstate.done.actor.fetchEvents--> {"ready":"showing"}',
      '"loading" --xstate.done.actor.fetchEvents--> {"ready":"empty"}',
      '"loading" --xstate.error.actor.fetchEvents--> "failed"',
      '{"ready":"showing"} --TAB.SELECT--> {"ready":"showing"}',
      '{"ready":"showing"} --TAB.SELECT--> {"ready":"empty"}',
      '{"ready":"showing"} --TAB.SELECT--> "loading"',
      '{"ready":"empty"} --TAB.SELECT--> {"ready":"showing"}',
      '{"ready":"empty"} --TAB.SELECT--> {"ready":"empty"}',
      '{"ready":"empty"} --TAB.SELECT--> "loading"',
      '"failed" --RETRY--> "loading"',
      '"failed" --TAB.SELECT--> "loading"',
    ];
    for (const transition of expected) expect(taken, transition).toContain(transition);
  });

  it('names every state in the statechart with a description', () => {
    expect(statesWithoutDescription(landingEventsMachine)).toEqual([]);
  });
});

describe('landing events machine: every generated path on a real actor', () => {
  it('generates a path for every transition', () => {
    expect(paths.length).toBeGreaterThan(50);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const harness = createHarness();
    await path.test(drive(harness));
    harness.actor.stop();
  });
});

describe('landing events machine: SPEC §4 examples', () => {
  it('starts on Upcoming and asks for page 1, 10 events, no category', () => {
    const harness = createHarness();
    expect(harness.actor.getSnapshot().context.tab).toBe('upcoming');
    expect([...harness.held].map((r) => r.input)).toEqual([{ page: 1, limit: 10, filterBy: undefined }]);
    expect(harness.actor.getSnapshot().getMeta()).toEqual({ 'landingEvents.loading': { shows: 'Loading events...' } });
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
      expect([...harness.held].map((r) => r.input.filterBy)).toEqual([filterBy]);
      await harness.answer({ success: true, events: [pastCard] });
    }
  });

  it('shows only upcoming events on Upcoming, and All reuses the same list without a request', async () => {
    const harness = createHarness();
    await harness.answer({ success: true, events: [upcomingCard, pastCard] });
    expect(harness.actor.getSnapshot().context.visibleEvents).toEqual([upcomingCard]);
    harness.actor.send({ type: 'TAB.SELECT', tab: 'all' });
    expect(harness.held.size).toBe(0);
    expect(harness.actor.getSnapshot().context.visibleEvents).toEqual([upcomingCard, pastCard]);
    harness.actor.send({ type: 'TAB.SELECT', tab: 'upcoming' });
    expect(harness.held.size).toBe(0);
    expect(harness.actor.getSnapshot().context.visibleEvents).toEqual([upcomingCard]);
  });

  it("is empty on Upcoming when every event has started, and 'View All Events' shows them", async () => {
    const harness = createHarness();
    await harness.answer({ success: true, events: [pastCard] });
    expect(harness.actor.getSnapshot().matches({ ready: 'empty' })).toBe(true);
    harness.actor.send({ type: 'TAB.SELECT', tab: 'all' });
    expect(harness.actor.getSnapshot().matches({ ready: 'showing' })).toBe(true);
    expect(harness.held.size).toBe(0);
  });

  it('refetches when the category changes, and again when coming back to All', async () => {
    const harness = createHarness();
    await harness.answer({ success: true, events: [upcomingCard] });
    harness.actor.send({ type: 'TAB.SELECT', tab: 'cycling' });
    await harness.answer({ success: true, events: [pastCard] });
    harness.actor.send({ type: 'TAB.SELECT', tab: 'all' });
    expect([...harness.held].map((r) => r.input.filterBy)).toEqual([undefined]);
  });

  it("says 'Failed to fetch events' when the server answers success false, and empties the list", async () => {
    const harness = createHarness();
    await harness.answer({ success: true, events: [upcomingCard] });
    harness.actor.send({ type: 'TAB.SELECT', tab: 'running' });
    await harness.answer({ success: false });
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.errorMessage).toBe(LANDING_EVENTS_TEXT.rejected);
    expect(snapshot.context.loaded).toBeNull();
    expect(snapshot.context.visibleEvents).toEqual([]);
  });

  it("says 'Failed to load events. Please try again.' when the request throws, and Try Again refetches", async () => {
    const harness = createHarness();
    await harness.fail(new Error('offline'));
    expect(harness.actor.getSnapshot().context.errorMessage).toBe('Failed to load events. Please try again.');
    harness.actor.send({ type: 'RETRY' });
    expect(harness.actor.getSnapshot().hasTag('loading')).toBe(true);
    await harness.answer({ success: true, events: [upcomingCard] });
    expect(harness.actor.getSnapshot().context.errorMessage).toBeNull();
  });

  it('drops a request that a later chip made stale', async () => {
    const harness = createHarness();
    harness.actor.send({ type: 'TAB.SELECT', tab: 'triathlon' });
    expect([...harness.held].map((r) => r.input.filterBy)).toEqual(['Triathlon']);
    await harness.answer({ success: true, events: [upcomingCard] });
    expect(harness.actor.getSnapshot().context.loaded?.filterBy).toBe('Triathlon');
  });
});
