// The waitlist card's model (issue 28 item 5), written by hand: signed out, Join asks to sign in; in line
// or not; joining (refused with the server's reason, or offered at once), leaving (or failing to), an
// offer counting down and asked about again when it runs out, and a load that failed with Try Again.
import type { AnyMachineSnapshot } from 'xstate';
import { waitlistMachine, type WaitlistMachine } from '../../../machines/waitlist/waitlist.machine';
import {
  WaitlistRefusedError,
  type WaitlistContext,
  type WaitlistInput,
} from '../../../machines/waitlist/waitlist.types';
import type { WaitlistState } from '../../../src/domain/waitlist';
import type { FlowModel, StepExpectation } from '../shared/graph-model';

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
const FULL = 'You are already on the waitlist for this event';

const call = (id: 'loadWaitlist' | 'leaveWaitlist') => ({ id, input: { subEventUuid: SUB_EVENT_UUID } });

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
  expect: ({ event, before, from, input, callsBefore }): StepExpectation => {
    if (before === null) return input.signedIn ? { calls: [call('loadWaitlist')] } : { calls: [] };
    const where = typeof from === 'string' ? from : JSON.stringify(from);
    if (event.type === 'SESSION.CHANGE') {
      if (!event.signedIn) return { calls: [], context: { signedIn: false } };
      return where === 'signedOut'
        ? { calls: [call('loadWaitlist')], context: { signedIn: true } }
        : { calls: callsBefore, context: { signedIn: true } };
    }
    if (event.type === 'CLOCK.TICK') {
      const ranOut = where === 'offered' && (event.now as number) >= Date.parse(OFFER_ENDS);
      return ranOut
        ? { calls: [call('loadWaitlist')], context: { now: event.now } }
        : { calls: callsBefore, context: { now: event.now } };
    }
    switch (event.type) {
      case 'xstate.done.actor.loadWaitlist':
        return { calls: [], context: { state: event.output, errorMessage: null } };
      case 'xstate.error.actor.loadWaitlist':
        return { calls: [], context: { errorMessage: 'Could not load your waitlist place.' } };
      case 'xstate.done.actor.joinWaitlist':
        return { calls: [], context: { state: event.output, errorMessage: null } };
      case 'xstate.error.actor.joinWaitlist':
        // What was chosen stays, with the server's reason or ours.
        return {
          calls: [],
          context: {
            places: before.places,
            errorMessage:
              event.error instanceof WaitlistRefusedError ? FULL : 'Could not join the waitlist. Please try again.',
          },
        };
      case 'xstate.done.actor.leaveWaitlist':
        return { calls: [], context: { state: event.output, statusMessage: 'You left the waitlist.' } };
      case 'xstate.error.actor.leaveWaitlist':
        return {
          calls: [],
          context: { state: before.state, errorMessage: 'Could not leave the waitlist. Please try again.' },
        };
      case 'PLACES.CHANGE':
        return { context: { places: 2, errorMessage: null } };
      case 'JOIN':
        return {
          calls: [{ id: 'joinWaitlist', input: { subEventUuid: SUB_EVENT_UUID, places: before.places } }],
          context: { errorMessage: null, statusMessage: null },
        };
      case 'LEAVE':
        return { calls: [call('leaveWaitlist')], context: { errorMessage: null, statusMessage: null } };
      case 'RETRY':
        return { calls: [call('loadWaitlist')] };
      default:
        throw new Error(`the waitlist model has no expectation for ${event.type}`);
    }
  },
};
