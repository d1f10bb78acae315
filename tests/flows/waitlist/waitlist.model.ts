// The waitlist card's model (issue 28 item 5), written by hand: signed out, Join asks to sign in; in line
// or not; joining (refused with the server's reason, or offered at once), leaving (or failing to), an
// offer counting down and asked about again when it runs out, and a load that failed with Try Again.
// What each step must do is a hand-written SPEC table that QA reads (`waitlistTable` below;
// `.test-results/spec-tables/waitlist.md` after a run); the browser paths (e2e/waitlist-paths.spec.ts)
// read the same table through the model's `expect`.
import type { AnyMachineSnapshot } from 'xstate';
import { waitlistMachine, type WaitlistMachine } from '../../../machines/waitlist/waitlist.machine';
import {
  WaitlistRefusedError,
  type WaitlistContext,
  type WaitlistInput,
} from '../../../machines/waitlist/waitlist.types';
import type { WaitlistState } from '../../../src/domain/waitlist';
import type { GraphBudget } from '../shared/bounded-graph';
import type { FlowModel, ModelEvent, OutstandingCall } from '../shared/graph-model';
import { ALWAYS, ANY_STATE, expectationFromTable } from '../shared/spec-table';
import type { RowFacts, SpecRow, SpecTable } from '../shared/spec-table';

const SUB_EVENT_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11';
const NOW = Date.parse('2031-01-05T05:00:00.000Z');
const OFFER_ENDS = '2031-01-05T05:30:00.000Z';

export const SOLD_OUT: WaitlistState = { entry: null, placesLeft: 0, offerMinutes: 30 };
export const PLACES_FREE: WaitlistState = { entry: null, placesLeft: 4, offerMinutes: 30 };
export const IN_LINE: WaitlistState = {
  entry: { status: 'waiting', places: 2, position: 3, offerExpiresAt: null },
  placesLeft: 0,
  offerMinutes: 30,
};
export const OFFERED: WaitlistState = {
  entry: { status: 'offered', places: 2, position: null, offerExpiresAt: OFFER_ENDS },
  placesLeft: 0,
  offerMinutes: 30,
};
/** Sold out, but the event has no waitlist (no offer window). */
const NO_WAITLIST: WaitlistState = { entry: null, placesLeft: 0, offerMinutes: null };
const FULL = 'You are already on the waitlist for this event';

// The SPEC table, for QA: for each state of the card and each press, clock tick, session change or
// server answer, under which condition, where the card goes and what the person sees. The texts are
// issue 28 item 5's (src/domain/waitlist.ts's WAITLIST_TEXT), written out by hand; the conditions are
// the server's answer as the SPEC reads it, not the machine's guards, which each row only names.
type Facts = RowFacts<WaitlistContext, WaitlistInput>;
type Row = SpecRow<WaitlistContext, WaitlistInput>;

const TEXT = {
  loadFailed: 'Could not load your waitlist place.',
  joinFailed: 'Could not join the waitlist. Please try again.',
  leaveFailed: 'Could not leave the waitlist. Please try again.',
  left: 'You left the waitlist.',
};

const load = { id: 'loadWaitlist', input: { subEventUuid: SUB_EVENT_UUID } };
const leave = { id: 'leaveWaitlist', input: { subEventUuid: SUB_EVENT_UUID } };
const join = (places: number) => ({ id: 'joinWaitlist', input: { subEventUuid: SUB_EVENT_UUID, places } });

/** What is out with the server while the card is in a state: the calls a step leaves running. */
function outIn(state: string, before: WaitlistContext): OutstandingCall[] {
  if (state === 'loading') return [load];
  if (state === 'joining') return [join(before.places)];
  if (state === 'leaving') return [leave];
  return [];
}

const answer = (event: Facts['event']) => event.output as WaitlistState;
const statusOf = (event: Facts['event']) => answer(event).entry?.status ?? null;
/** Sold out with a waitlist (the event has an offer window): joining is possible. */
const joinable = (state: WaitlistState) => state.offerMinutes !== null && state.placesLeft === 0;
/** The server's reason when it refused with one; ours otherwise. */
const reasonOr = (error: unknown, fallback: string) =>
  error instanceof WaitlistRefusedError && error.reason ? error.reason : fallback;
/** The Places field: a whole number from 1 to the most places one booking may hold. */
const placesFrom = (typed: number, max: number) => Math.min(Math.max(1, Math.trunc(typed) || 1), max);

const stored = ({ event }: Facts) => ({ calls: [], context: { state: answer(event), errorMessage: null } });
const storedAndLeft = ({ event }: Facts) => ({
  calls: [],
  context: { state: answer(event), errorMessage: null, statusMessage: TEXT.left },
});
const stays = ({ state, before }: Facts) => ({ calls: outIn(state, before) });

const PRESSES = ['PLACES.CHANGE', 'JOIN', 'LEAVE', 'RETRY'] as const;

/** The presses a state does not offer: nothing happens (what is out with the server stays out). */
function ignoring(state: string, presses: readonly string[], why: string): Row[] {
  return presses.map((event) => ({
    state,
    event,
    when: why,
    ignored: true,
    does: 'nothing',
    expect: stays,
    spec: 'issue 28 item 5',
  }));
}

const LEAVE_BUTTON = { role: 'button', name: 'Leave waitlist' } as const;

export const waitlistTable: SpecTable<WaitlistContext, WaitlistInput> = {
  flow: 'waitlist',
  initial: 'checking',
  // Signed in, the card asks the server where the person stands; signed out there is nothing to ask.
  start: (input) => ({
    calls: input.signedIn ? [load] : [],
    context: { ...input, state: null, places: 1, errorMessage: null, statusMessage: null },
  }),
  screens: {
    signedOut: [{ role: 'button', name: 'Join waitlist' }],
    loading: [{ role: 'status', name: 'Loading your waitlist place...' }],
    joinable: [
      { role: 'heading', name: 'Sold out' },
      { role: 'button', name: 'Join waitlist' },
    ],
    joining: [{ role: 'button', name: 'Joining...' }],
    waiting: [LEAVE_BUTTON],
    offered: [{ role: 'heading', name: 'A place is held for you' }, LEAVE_BUTTON],
    leaving: [{ role: 'button', name: 'Leaving...' }],
    failed: [
      { role: 'alert', name: TEXT.loadFailed },
      { role: 'button', name: 'Try Again' },
    ],
  },
  rows: [
    {
      state: ANY_STATE,
      event: 'CLOCK.TICK',
      when: 'always (the page’s clock moves on)',
      does: 'the countdown moves on; nothing else',
      expect: (facts) => ({ calls: outIn(facts.state, facts.before), context: { now: facts.event.now } }),
      spec: 'issue 28 item 5: a countdown on the event page',
    },
    {
      state: ANY_STATE,
      event: 'SESSION.CHANGE',
      when: 'the person signed out',
      holds: ({ event }) => event.signedIn === false,
      guard: 'isNowSignedOut',
      to: 'signedOut',
      does: 'the card asks to sign in to join; nothing is asked of the server any more',
      expect: () => ({ calls: [], context: { signedIn: false } }),
      spec: 'issue 28 item 5: signed out, Join is the sign-in',
    },
    {
      state: ANY_STATE,
      event: 'SESSION.CHANGE',
      when: 'otherwise (still signed in)',
      does: 'nothing changes on the card',
      expect: (facts) => ({ calls: outIn(facts.state, facts.before), context: { signedIn: true } }),
      spec: 'issue 28 item 5',
    },
    {
      state: 'checking',
      event: ALWAYS,
      when: 'the person is signed out',
      holds: ({ before }) => !before.signedIn,
      guard: 'isSignedOut',
      to: 'signedOut',
      does: "'Sign in to join the waitlist.' and 'Join waitlist' (the page's sign-in)",
      spec: 'issue 28 item 5',
    },
    {
      state: 'checking',
      event: ALWAYS,
      when: 'otherwise',
      to: 'loading',
      does: "'Loading your waitlist place...' while the server is asked",
      spec: 'issue 28 item 5',
    },
    {
      state: 'signedOut',
      event: 'SESSION.CHANGE',
      when: 'the person signed in',
      holds: ({ event }) => event.signedIn === true,
      guard: 'isNowSignedIn',
      to: 'loading',
      does: 'the server is asked where they stand',
      expect: () => ({ calls: [load], context: { signedIn: true } }),
      spec: 'issue 28 item 5',
    },
    ...ignoring('signedOut', PRESSES, 'always: Join is the page’s sign-in, not the card’s'),
    {
      state: 'loading',
      event: 'xstate.done.actor.loadWaitlist',
      when: 'places are held for the person (offered)',
      holds: ({ event }) => statusOf(event) === 'offered',
      guard: 'isOffered',
      to: 'offered',
      does: "'A place is held for you', until when, the countdown and 'Leave waitlist'",
      expect: stored,
      spec: 'issue 28 item 5: a timed offer',
    },
    {
      state: 'loading',
      event: 'xstate.done.actor.loadWaitlist',
      when: 'the person is in line',
      holds: ({ event }) => statusOf(event) === 'waiting',
      guard: 'isWaiting',
      to: 'waiting',
      does: "'You are number N in line for P place(s).' and 'Leave waitlist'",
      expect: stored,
      spec: 'issue 28 item 5',
    },
    {
      state: 'loading',
      event: 'xstate.done.actor.loadWaitlist',
      when: 'not in line, and sold out',
      holds: ({ event }) => joinable(answer(event)),
      guard: 'isJoinable',
      to: 'joinable',
      does: "'Sold out', the Places field and 'Join waitlist'",
      expect: stored,
      spec: 'issue 28 item 5: join a waitlist for a sold-out race',
    },
    {
      state: 'loading',
      event: 'xstate.done.actor.loadWaitlist',
      when: 'otherwise (places are free)',
      to: 'none',
      does: 'nothing of the waitlist: Buy Tickets as usual',
      expect: stored,
      spec: 'issue 28 item 5',
    },
    {
      state: 'loading',
      event: 'xstate.error.actor.loadWaitlist',
      when: 'the server could not be asked',
      to: 'failed',
      does: "'Could not load your waitlist place.' and 'Try Again'",
      expect: () => ({ calls: [], context: { errorMessage: TEXT.loadFailed, statusMessage: null } }),
      spec: 'issue 28 item 5',
    },
    ...ignoring('loading', PRESSES, 'always: the server is being asked'),
    ...ignoring('none', PRESSES, 'always: the card shows nothing of the waitlist'),
    {
      state: 'joinable',
      event: 'PLACES.CHANGE',
      when: 'always',
      does: 'the Places field shows the number, a whole number from 1 to the most one booking may hold',
      expect: ({ event, before }) => ({
        context: { places: placesFrom(event.places as number, before.maxPlaces), errorMessage: null },
      }),
      spec: 'issue 28 item 5: join for a number of places',
    },
    {
      state: 'joinable',
      event: 'JOIN',
      when: 'always',
      to: 'joining',
      does: "the person is put in line for the places chosen; 'Joining...'",
      expect: ({ before }) => ({
        calls: [join(before.places)],
        context: { places: before.places, errorMessage: null, statusMessage: null },
      }),
      spec: 'issue 28 item 5',
    },
    ...ignoring('joinable', ['LEAVE', 'RETRY'], 'always: not in line'),
    {
      state: 'joining',
      event: 'xstate.done.actor.joinWaitlist',
      when: 'released places are offered at once',
      holds: ({ event }) => statusOf(event) === 'offered',
      guard: 'isOffered',
      to: 'offered',
      does: "'A place is held for you' with the countdown",
      expect: stored,
      spec: 'issue 28 item 5: a timed offer',
    },
    {
      state: 'joining',
      event: 'xstate.done.actor.joinWaitlist',
      when: 'in line',
      holds: ({ event }) => statusOf(event) === 'waiting',
      guard: 'isWaiting',
      to: 'waiting',
      does: 'where they stand in line',
      expect: stored,
      spec: 'issue 28 item 5',
    },
    {
      state: 'joining',
      event: 'xstate.done.actor.joinWaitlist',
      when: 'otherwise (places became free meanwhile)',
      to: 'none',
      does: 'Buy Tickets as usual',
      expect: stored,
      spec: 'issue 28 item 5',
    },
    {
      state: 'joining',
      event: 'xstate.error.actor.joinWaitlist',
      when: 'refused, or no answer',
      to: 'joinable',
      does: "the places chosen stay; the server's reason, or 'Could not join the waitlist. Please try again.'",
      expect: ({ before, event }) => ({
        calls: [],
        context: { places: before.places, errorMessage: reasonOr(event.error, TEXT.joinFailed) },
      }),
      spec: 'issue 28 item 5',
    },
    ...ignoring('joining', PRESSES, 'always: the join is under way'),
    {
      state: 'waiting',
      event: 'LEAVE',
      when: 'always',
      to: 'leaving',
      does: "the person is taken off the line; 'Leaving...'",
      expect: () => ({ calls: [leave], context: { errorMessage: null, statusMessage: null } }),
      spec: "issue 28 item 5: 'Leave waitlist' is always there",
    },
    ...ignoring('waiting', ['PLACES.CHANGE', 'JOIN', 'RETRY'], 'always: already in line'),
    {
      state: 'offered',
      event: 'CLOCK.TICK',
      when: 'the offer’s time is up',
      holds: ({ before, event }) =>
        before.state?.entry?.offerExpiresAt != null &&
        Date.parse(before.state.entry.offerExpiresAt) <= (event.now as number),
      guard: 'hasOfferRunOut',
      to: 'loading',
      does: 'the server is asked again (the places went to the next in line)',
      expect: ({ event }) => ({ calls: [load], context: { now: event.now } }),
      spec: 'issue 28 item 5: if the window runs out, the next person is offered',
    },
    {
      state: 'offered',
      event: 'CLOCK.TICK',
      when: 'otherwise',
      does: 'the countdown moves on',
      expect: ({ event }) => ({ calls: [], context: { now: event.now } }),
      spec: 'issue 28 item 5: a countdown',
    },
    {
      state: 'offered',
      event: 'LEAVE',
      when: 'always',
      to: 'leaving',
      does: "the held places are given up; 'Leaving...'",
      expect: () => ({ calls: [leave], context: { errorMessage: null, statusMessage: null } }),
      spec: "issue 28 item 5: 'Leave waitlist' is always there",
    },
    ...ignoring('offered', ['PLACES.CHANGE', 'JOIN', 'RETRY'], 'always: places are held for them'),
    {
      state: 'leaving',
      event: 'xstate.done.actor.leaveWaitlist',
      when: 'off the line, still sold out',
      holds: ({ event }) => joinable(answer(event)),
      guard: 'isJoinable',
      to: 'joinable',
      does: "'You left the waitlist.' and 'Join waitlist' again",
      expect: storedAndLeft,
      spec: 'issue 28 item 5',
    },
    {
      state: 'leaving',
      event: 'xstate.done.actor.leaveWaitlist',
      when: 'otherwise (places are free)',
      to: 'none',
      does: "'You left the waitlist.'; Buy Tickets as usual",
      expect: storedAndLeft,
      spec: 'issue 28 item 5',
    },
    {
      state: 'leaving',
      event: 'xstate.error.actor.leaveWaitlist',
      when: 'it failed while places were held for them',
      holds: ({ before }) => before.state?.entry?.status === 'offered',
      guard: 'wasOffered',
      to: 'offered',
      does: "places still held; the server's reason or 'Could not leave the waitlist. Please try again.'",
      expect: ({ before, event }) => ({
        calls: [],
        context: { state: before.state, errorMessage: reasonOr(event.error, TEXT.leaveFailed) },
      }),
      spec: 'issue 28 item 5',
    },
    {
      state: 'leaving',
      event: 'xstate.error.actor.leaveWaitlist',
      when: 'otherwise (it failed while in line)',
      to: 'waiting',
      does: "still in line; the server's reason or 'Could not leave the waitlist. Please try again.'",
      expect: ({ before, event }) => ({
        calls: [],
        context: { state: before.state, errorMessage: reasonOr(event.error, TEXT.leaveFailed) },
      }),
      spec: 'issue 28 item 5',
    },
    ...ignoring('leaving', PRESSES, 'always: leaving is under way'),
    {
      state: 'failed',
      event: 'RETRY',
      when: 'always',
      to: 'loading',
      does: 'the server is asked again',
      expect: () => ({ calls: [load] }),
      spec: 'issue 28 item 5',
    },
    ...ignoring('failed', ['PLACES.CHANGE', 'JOIN', 'LEAVE'], 'always: only Try Again'),
  ],
};

/** The table model's graph has about 1,000 vertices (100 projected states) per input, no path over 10 events. */
export const WAITLIST_BUDGET: GraphBudget = { states: 2500, depth: 14 };

export const waitlistModel: FlowModel<WaitlistMachine, WaitlistInput> = {
  flow: 'waitlist',
  machine: waitlistMachine,
  inputs: {
    'signed in': {
      subEventUuid: SUB_EVENT_UUID,
      signedIn: true,
      soldOut: true,
      offerMinutes: 30,
      maxPlaces: 4,
      now: NOW,
    },
    'signed out': {
      subEventUuid: SUB_EVENT_UUID,
      signedIn: false,
      soldOut: true,
      offerMinutes: 30,
      maxPlaces: 4,
      now: NOW,
    },
  },
  events: [
    { type: 'xstate.done.actor.loadWaitlist', output: SOLD_OUT },
    { type: 'xstate.done.actor.loadWaitlist', output: PLACES_FREE },
    { type: 'xstate.done.actor.loadWaitlist', output: IN_LINE },
    { type: 'xstate.done.actor.loadWaitlist', output: OFFERED },
    { type: 'xstate.error.actor.loadWaitlist', error: new Error('network down') },
    { type: 'xstate.done.actor.joinWaitlist', output: IN_LINE },
    { type: 'xstate.done.actor.joinWaitlist', output: OFFERED },
    { type: 'xstate.done.actor.joinWaitlist', output: PLACES_FREE },
    { type: 'xstate.error.actor.joinWaitlist', error: new WaitlistRefusedError(FULL) },
    { type: 'xstate.error.actor.joinWaitlist', error: new Error('network down') },
    { type: 'xstate.done.actor.leaveWaitlist', output: SOLD_OUT },
    { type: 'xstate.done.actor.leaveWaitlist', output: PLACES_FREE },
    { type: 'xstate.error.actor.leaveWaitlist', error: new Error('network down') },
    { type: 'PLACES.CHANGE', places: 2 },
    { type: 'JOIN' },
    { type: 'LEAVE' },
    { type: 'RETRY' },
    { type: 'CLOCK.TICK', now: NOW + 60_000 },
    // The held places' time is up: the page asks the server, which has offered them to the next.
    { type: 'CLOCK.TICK', now: Date.parse(OFFER_ENDS) },
    { type: 'SESSION.CHANGE', signedIn: true },
    { type: 'SESSION.CHANGE', signedIn: false },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { state, places, errorMessage, statusMessage, signedIn, now } = snapshot.context as WaitlistContext;
    return {
      value: snapshot.value,
      entry: state?.entry?.status ?? null,
      places,
      errorMessage,
      statusMessage,
      signedIn,
      late: now >= Date.parse(OFFER_ENDS),
    };
  },
  promiseActors: ['loadWaitlist', 'joinWaitlist', 'leaveWaitlist'],
  expect: expectationFromTable(waitlistTable),
};

/**
 * vitest's model: also an event without a waitlist (no offer window: never joinable), a join refused
 * without a reason (ours is said) and a leave refused with one. Places typed out of range are checked
 * in waitlist.machine.test.ts on their own: here they would multiply the graph.
 */
export const waitlistTableModel: FlowModel<WaitlistMachine, WaitlistInput> = {
  ...waitlistModel,
  // Coarser than the browser's: every event is sent in every state anyway, so whether the offer's
  // time is up need not make states of their own (half the replays). The messages stay: a failure's
  // answer is only ever reached by a path, never sent as a probe, and its state differs only by them.
  project: (snapshot: AnyMachineSnapshot) => {
    const { state, places, errorMessage, statusMessage, signedIn } = snapshot.context as WaitlistContext;
    return {
      value: snapshot.value,
      entry: state?.entry?.status ?? null,
      places,
      errorMessage,
      statusMessage,
      signedIn,
    };
  },
  events: [
    ...waitlistModel.events,
    { type: 'xstate.done.actor.loadWaitlist', output: NO_WAITLIST },
    { type: 'xstate.error.actor.joinWaitlist', error: new WaitlistRefusedError(null) },
    { type: 'xstate.error.actor.leaveWaitlist', error: new WaitlistRefusedError('You are not on the waitlist') },
  ] satisfies ModelEvent[],
};
