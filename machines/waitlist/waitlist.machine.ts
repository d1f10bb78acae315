// The waitlist on a sold-out event's page (issue 28 item 5, a Startline extension), in the side card
// where Buy Tickets would be: 'Join waitlist' for a number of places, then where the person stands in
// line; once a released place is offered, how long it is held for them (Buy Tickets is theirs again),
// and when the hold runs out the page asks again. 'Leave waitlist' is always there. Pure: the calls are provided by src/app; the event-detail machine invokes
// this one as its child and passes its clock and session on; signed out, its Join is the page's sign-in.
import { assign, fromPromise, setup } from 'xstate';
import { WAITLIST_TEXT, canJoin, offerRanOut, type WaitlistState } from '../../src/domain/waitlist';
import {
  WaitlistRefusedError,
  type JoinWaitlistInput,
  type WaitlistCallInput,
  type WaitlistContext,
  type WaitlistEvent,
  type WaitlistInput,
  type WaitlistTag,
} from './waitlist.types';

const reasonOr = (error: unknown, fallback: string) =>
  error instanceof WaitlistRefusedError && error.reason ? error.reason : fallback;

export const waitlistMachine = setup({
  types: {
    context: {} as WaitlistContext,
    events: {} as WaitlistEvent,
    input: {} as WaitlistInput,
    tags: {} as WaitlistTag,
  },
  actors: {
    /** GET .../waitlist: the caller's entry and the places left. */
    loadWaitlist: fromPromise<WaitlistState, WaitlistCallInput>(async () => {
      throw new Error('loadWaitlist not provided');
    }),
    /** POST .../waitlist: in line (or offered at once), or WaitlistRefusedError. */
    joinWaitlist: fromPromise<WaitlistState, JoinWaitlistInput>(async () => {
      throw new Error('joinWaitlist not provided');
    }),
    /** DELETE .../waitlist: off the line; places held for the caller go to the next. */
    leaveWaitlist: fromPromise<WaitlistState, WaitlistCallInput>(async () => {
      throw new Error('leaveWaitlist not provided');
    }),
  },
  guards: {
    isSignedOut: ({ context }) => !context.signedIn,
    isNowSignedIn: (_, params: { signedIn: boolean }) => params.signedIn,
    isNowSignedOut: (_, params: { signedIn: boolean }) => !params.signedIn,
    isOffered: (_, params: { state: WaitlistState }) => params.state.entry?.status === 'offered',
    isWaiting: (_, params: { state: WaitlistState }) => params.state.entry?.status === 'waiting',
    isJoinable: (_, params: { state: WaitlistState }) => canJoin(params.state),
    // Read only in leaving and offered, which are entered with the person's entry on the card.
    // Stryker disable next-line OptionalChaining: see above.
    wasOffered: ({ context }) => context.state?.entry?.status === 'offered',
    // Stryker disable next-line OptionalChaining: see above.
    hasOfferRunOut: ({ context }, params: { now: number }) => offerRanOut(context.state?.entry ?? null, params.now),
  },
  actions: {
    rememberSession: assign((_, params: { signedIn: boolean }) => ({ signedIn: params.signedIn })),
    moveClock: assign((_, params: { now: number }) => ({ now: params.now })),
    storeState: assign((_, params: { state: WaitlistState }) => ({ state: params.state, errorMessage: null })),
    storePlaces: assign(({ context }, params: { places: number }) => ({
      places: Math.min(Math.max(1, Math.trunc(params.places) || 1), context.maxPlaces),
      errorMessage: null,
    })),
    storeLoadFailure: assign({ errorMessage: WAITLIST_TEXT.loadFailed, statusMessage: null }),
    storeJoinFailure: assign((_, params: { error: unknown }) => ({
      errorMessage: reasonOr(params.error, WAITLIST_TEXT.joinFailed),
    })),
    storeLeaveFailure: assign((_, params: { error: unknown }) => ({
      errorMessage: reasonOr(params.error, WAITLIST_TEXT.leaveFailed),
    })),
    sayLeft: assign({ statusMessage: WAITLIST_TEXT.left }),
    forgetStatus: assign({ statusMessage: null, errorMessage: null }),
  },
}).createMachine({
  id: 'waitlist',
  description: "A sold-out event's waitlist in its side card: join, where you stand, a place held for you, leave.",
  context: ({ input }) => ({
    ...input,
    state: null,
    places: 1,
    errorMessage: null,
    statusMessage: null,
  }),
  on: {
    'CLOCK.TICK': { actions: { type: 'moveClock', params: ({ event }) => ({ now: event.now }) } },
    'SESSION.CHANGE': [
      {
        guard: { type: 'isNowSignedOut', params: ({ event }) => ({ signedIn: event.signedIn }) },
        target: '.signedOut',
        actions: { type: 'rememberSession', params: ({ event }) => ({ signedIn: event.signedIn }) },
      },
      { actions: { type: 'rememberSession', params: ({ event }) => ({ signedIn: event.signedIn }) } },
    ],
  },
  initial: 'checking',
  states: {
    checking: {
      description: 'Signed out there is no place in line to ask about.',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [{ guard: 'isSignedOut', target: 'signedOut' }, { target: 'loading' }],
    },
    signedOut: {
      description:
        "Sold out: 'Join waitlist' is the event page's sign-in (its SIGN_IN.START); signing in asks where they stand.",
      tags: ['signedOut'],
      meta: {
        screen: "'Sold out', what the waitlist does, 'Sign in to join the waitlist.' and 'Join waitlist'.",
        shows: [{ role: 'button', name: WAITLIST_TEXT.join }],
      },
      on: {
        'SESSION.CHANGE': {
          guard: { type: 'isNowSignedIn', params: ({ event }) => ({ signedIn: event.signedIn }) },
          target: 'loading',
          actions: { type: 'rememberSession', params: ({ event }) => ({ signedIn: event.signedIn }) },
        },
      },
    },
    loading: {
      description: "Asks the server for the person's place in line and the places left.",
      tags: ['loading'],
      meta: {
        screen: "'Loading your waitlist place...'",
        shows: [{ role: 'status', name: WAITLIST_TEXT.loading }],
      },
      invoke: {
        id: 'loadWaitlist',
        src: 'loadWaitlist',
        input: ({ context }) => ({ subEventUuid: context.subEventUuid }),
        onDone: [
          {
            guard: { type: 'isOffered', params: ({ event }) => ({ state: event.output }) },
            target: 'offered',
            actions: { type: 'storeState', params: ({ event }) => ({ state: event.output }) },
          },
          {
            guard: { type: 'isWaiting', params: ({ event }) => ({ state: event.output }) },
            target: 'waiting',
            actions: { type: 'storeState', params: ({ event }) => ({ state: event.output }) },
          },
          {
            guard: { type: 'isJoinable', params: ({ event }) => ({ state: event.output }) },
            target: 'joinable',
            actions: { type: 'storeState', params: ({ event }) => ({ state: event.output }) },
          },
          { target: 'none', actions: { type: 'storeState', params: ({ event }) => ({ state: event.output }) } },
        ],
        onError: { target: 'failed', actions: 'storeLoadFailure' },
      },
    },
    none: {
      description: 'Places are free and the person is not in line: the card offers Buy Tickets as usual.',
      tags: ['none'],
      meta: { screen: 'Nothing of the waitlist: the register button as usual.' },
    },
    joinable: {
      description: "Sold out and not in line: how many places, and 'Join waitlist'.",
      tags: ['joinable'],
      meta: {
        screen: "'Sold out', what the waitlist does, the Places field and 'Join waitlist'.",
        shows: [
          { role: 'heading', name: WAITLIST_TEXT.heading },
          { role: 'button', name: WAITLIST_TEXT.join },
        ],
      },
      on: {
        'PLACES.CHANGE': { actions: { type: 'storePlaces', params: ({ event }) => ({ places: event.places }) } },
        JOIN: { target: 'joining', actions: 'forgetStatus' },
      },
    },
    joining: {
      description: 'The server puts the person in line, or offers them released places at once.',
      tags: ['joining'],
      meta: { screen: "'Joining...' on the busy button.", shows: [{ role: 'button', name: WAITLIST_TEXT.joining }] },
      invoke: {
        id: 'joinWaitlist',
        src: 'joinWaitlist',
        input: ({ context }) => ({ subEventUuid: context.subEventUuid, places: context.places }),
        onDone: [
          {
            guard: { type: 'isOffered', params: ({ event }) => ({ state: event.output }) },
            target: 'offered',
            actions: { type: 'storeState', params: ({ event }) => ({ state: event.output }) },
          },
          {
            guard: { type: 'isWaiting', params: ({ event }) => ({ state: event.output }) },
            target: 'waiting',
            actions: { type: 'storeState', params: ({ event }) => ({ state: event.output }) },
          },
          { target: 'none', actions: { type: 'storeState', params: ({ event }) => ({ state: event.output }) } },
        ],
        onError: {
          target: 'joinable',
          actions: { type: 'storeJoinFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    waiting: {
      description: "In line: their number and places; 'Leave waitlist'.",
      tags: ['waiting'],
      meta: {
        screen: "'You are number N in line for P place(s).' and 'Leave waitlist'.",
        shows: [{ role: 'button', name: WAITLIST_TEXT.leave }],
      },
      on: { LEAVE: { target: 'leaving', actions: 'forgetStatus' } },
    },
    offered: {
      description:
        'Places are held for the person until the offer runs out, with the countdown; Buy Tickets is theirs. When it runs out, the page asks again.',
      tags: ['offered'],
      meta: {
        screen: "'A place is held for you', until when, the countdown, Buy Tickets and 'Leave waitlist'.",
        shows: [
          { role: 'heading', name: WAITLIST_TEXT.offeredHeading },
          { role: 'button', name: WAITLIST_TEXT.leave },
        ],
      },
      on: {
        'CLOCK.TICK': [
          {
            guard: { type: 'hasOfferRunOut', params: ({ event }) => ({ now: event.now }) },
            target: 'loading',
            actions: { type: 'moveClock', params: ({ event }) => ({ now: event.now }) },
          },
          { actions: { type: 'moveClock', params: ({ event }) => ({ now: event.now }) } },
        ],
        LEAVE: { target: 'leaving', actions: 'forgetStatus' },
      },
    },
    leaving: {
      description:
        'The server takes the person off the line; places held for them go to the next. If it cannot, they stay where they were, told why.',
      tags: ['leaving'],
      meta: { screen: "'Leaving...' on the busy button.", shows: [{ role: 'button', name: WAITLIST_TEXT.leaving }] },
      invoke: {
        id: 'leaveWaitlist',
        src: 'leaveWaitlist',
        input: ({ context }) => ({ subEventUuid: context.subEventUuid }),
        onDone: [
          {
            guard: { type: 'isJoinable', params: ({ event }) => ({ state: event.output }) },
            target: 'joinable',
            actions: [{ type: 'storeState', params: ({ event }) => ({ state: event.output }) }, 'sayLeft'],
          },
          {
            target: 'none',
            actions: [{ type: 'storeState', params: ({ event }) => ({ state: event.output }) }, 'sayLeft'],
          },
        ],
        onError: [
          {
            guard: 'wasOffered',
            target: 'offered',
            actions: { type: 'storeLeaveFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'waiting',
            actions: { type: 'storeLeaveFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    failed: {
      description: "Where the person stands could not be read; 'Try Again' asks again.",
      tags: ['failed'],
      meta: {
        screen: "'Could not load your waitlist place.' and 'Try Again'.",
        shows: [
          { role: 'alert', name: WAITLIST_TEXT.loadFailed },
          { role: 'button', name: WAITLIST_TEXT.tryAgain },
        ],
      },
      on: { RETRY: { target: 'loading' } },
    },
  },
});

export type WaitlistMachine = typeof waitlistMachine;
