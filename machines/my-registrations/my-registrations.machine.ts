// The 'Your Registrations' panel of the event page opened from My Events (SPEC §2, §3 "My registrations
// for an event", §4 participant display status): the person's attendees for one sub-event. The call is
// protected, so signed out the panel asks to sign in instead. Pure: `loadRegistrations` is provided by
// src/app; the event-detail machine invokes this one as its child.
import { assign, fromPromise, setup } from 'xstate';
import { MY_REGISTRATIONS_TEXT, type MyRegistrations } from '../../src/domain/my-registrations';
import type {
  LoadRegistrationsInput,
  MyRegistrationsContext,
  MyRegistrationsEvent,
  MyRegistrationsInput,
  MyRegistrationsTag,
} from './my-registrations.types';

export const myRegistrationsMachine = setup({
  types: {
    context: {} as MyRegistrationsContext,
    events: {} as MyRegistrationsEvent,
    input: {} as MyRegistrationsInput,
    tags: {} as MyRegistrationsTag,
    children: {} as { loadRegistrations: 'loadRegistrations' },
  },
  actors: {
    /** GET /participant-registration/sub-events/{subEventUuid}/my-registrations, read into the client form. */
    loadRegistrations: fromPromise<MyRegistrations, LoadRegistrationsInput>(async () => {
      throw new Error('loadRegistrations not provided');
    }),
  },
  guards: {
    isSignedOut: ({ context }) => !context.signedIn,
    isNowSignedIn: (_, params: { signedIn: boolean }) => params.signedIn,
    isNowSignedOut: (_, params: { signedIn: boolean }) => !params.signedIn,
    hasNoRegistrations: (_, params: { output: MyRegistrations }) => params.output.participants.length === 0,
  },
  actions: {
    rememberSession: assign((_, params: { signedIn: boolean }) => ({ signedIn: params.signedIn })),
    forgetRegistrations: assign({ registrations: null, errorMessage: null }),
    storeRegistrations: assign((_, params: { output: MyRegistrations }) => ({
      registrations: params.output,
      errorMessage: null,
    })),
    storeLoadFailure: assign({ registrations: null, errorMessage: MY_REGISTRATIONS_TEXT.loadFailed }),
  },
}).createMachine({
  id: 'myRegistrations',
  description: "The person's attendees for this event, with their payment status; signed out, a sign-in prompt.",
  context: ({ input }) => ({
    subEventUuid: input.subEventUuid,
    signedIn: input.signedIn,
    registrations: null,
    errorMessage: null,
  }),
  on: {
    'SESSION.CHANGE': [
      {
        guard: { type: 'isNowSignedOut', params: ({ event }) => ({ signedIn: event.signedIn }) },
        target: '.signedOut',
        actions: [{ type: 'rememberSession', params: ({ event }) => ({ signedIn: event.signedIn }) }],
      },
      { actions: { type: 'rememberSession', params: ({ event }) => ({ signedIn: event.signedIn }) } },
    ],
  },
  initial: 'checking',
  states: {
    checking: {
      description: 'Signed out there is nothing to ask for: the registrations belong to a signed-in person.',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [{ guard: 'isSignedOut', target: 'signedOut' }, { target: 'loading' }],
    },
    signedOut: {
      description: 'Asks the person to sign in to see their registrations; signing in loads them.',
      tags: ['signedOut'],
      meta: {
        screen: "'Your Registrations' with a sign-in prompt and a Sign In button.",
        shows: [{ role: 'button', name: MY_REGISTRATIONS_TEXT.signIn }],
      },
      entry: 'forgetRegistrations',
      on: {
        'SESSION.CHANGE': {
          guard: { type: 'isNowSignedIn', params: ({ event }) => ({ signedIn: event.signedIn }) },
          target: 'loading',
          actions: { type: 'rememberSession', params: ({ event }) => ({ signedIn: event.signedIn }) },
        },
      },
    },
    loading: {
      description: "Asks the server for the person's attendees of this sub-event.",
      tags: ['loading'],
      meta: {
        screen: "'Loading your registrations...'",
        shows: [{ role: 'status', name: MY_REGISTRATIONS_TEXT.loading }],
      },
      invoke: {
        id: 'loadRegistrations',
        src: 'loadRegistrations',
        input: ({ context }) => ({ subEventUuid: context.subEventUuid }),
        onDone: [
          {
            guard: { type: 'hasNoRegistrations', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: { type: 'storeRegistrations', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'loaded',
            actions: { type: 'storeRegistrations', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'storeLoadFailure' },
      },
    },
    loaded: {
      description: 'Each attendee with name, contact, registration date, amount and display status; the counts.',
      tags: ['loaded'],
      meta: { screen: "The attendees, each with 'Registered', 'Payment Pending' or 'Incomplete', and the counts." },
    },
    empty: {
      description: 'The person holds no tickets for this event.',
      tags: ['empty'],
      meta: {
        screen: "'No registrations yet' and a line saying nobody was registered.",
        shows: [{ role: 'heading', name: MY_REGISTRATIONS_TEXT.empty }],
      },
    },
    failed: {
      description: "'Failed to load your registrations'; Retry asks again.",
      tags: ['failed'],
      meta: {
        screen: "'Failed to load your registrations' and Retry.",
        shows: [
          { role: 'alert', name: MY_REGISTRATIONS_TEXT.loadFailed },
          { role: 'button', name: MY_REGISTRATIONS_TEXT.retry },
        ],
      },
      on: { RETRY: { target: 'loading' } },
    },
  },
});

export type MyRegistrationsMachine = typeof myRegistrationsMachine;
