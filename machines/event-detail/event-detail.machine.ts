// SPEC §2 Event detail (/event/{eventUuid}): loading the event, the registration status computed from
// 'now' (SPEC §4) and the register action. Pure: the lookup and the clock are provided by src/app.
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { scheduleOf } from '../../src/domain/event-detail';
import { registrationStatus, registrationUnavailableToast } from '../../src/domain/statuses';
import { EVENT_DETAIL_TEXT, eventPath, registrationPath } from './event-detail.types';
import type {
  EventDetailContext,
  EventDetailEmitted,
  EventDetailEvent,
  EventDetailInput,
  EventDetailTag,
  LoadEventInput,
  LoadEventOutput,
} from './event-detail.types';

function statusAt(context: EventDetailContext) {
  return context.event ? registrationStatus(scheduleOf(context.event), context.now) : null;
}

export const eventDetailMachine = setup({
  types: {
    context: {} as EventDetailContext,
    events: {} as EventDetailEvent,
    input: {} as EventDetailInput,
    emitted: {} as EventDetailEmitted,
    tags: {} as EventDetailTag,
    children: {} as { loadEvent: 'loadEvent'; clock: 'clock' },
  },
  actors: {
    /** GET /sub-events/public?sub_event_uuid= (extension), falling back to searching the public list. */
    loadEvent: fromPromise<LoadEventOutput, LoadEventInput>(async () => {
      throw new Error('loadEvent not provided');
    }),
    /** Sends CLOCK.TICK with the current time while the event is shown. */
    clock: fromCallback<EventDetailEvent>(() => {
      throw new Error('clock not provided');
    }),
  },
  guards: {
    hasNoUuid: ({ context }) => context.eventUuid.trim() === '',
    wasFound: (_, params: { output: LoadEventOutput }) => params.output.found,
    wasEmptyList: (_, params: { output: LoadEventOutput }) => !params.output.found && params.output.listWasEmpty,
    isNotActionable: ({ context }) => statusAt(context)?.isActionable !== true,
    isSignedOut: ({ context }) => !context.signedIn,
  },
  actions: {
    storeEvent: assign((_, params: { output: LoadEventOutput }) => ({
      event: params.output.found ? params.output.event : null,
      errorMessage: null,
    })),
    storeMissingUuid: assign({ event: null, errorMessage: EVENT_DETAIL_TEXT.uuidRequired }),
    storeEventNotFound: assign({ event: null, errorMessage: EVENT_DETAIL_TEXT.eventNotFound }),
    storeNoEvents: assign({ event: null, errorMessage: EVENT_DETAIL_TEXT.noEvents }),
    storeLoadFailure: assign({ event: null, errorMessage: EVENT_DETAIL_TEXT.loadFailed }),
    clearError: assign({ errorMessage: null }),
    moveClock: assign((_, params: { now: number }) => ({ now: params.now })),
    rememberSession: assign((_, params: { signedIn: boolean }) => ({ signedIn: params.signedIn })),
    sayWhyNotActionable: emit(({ context }) => ({
      type: 'notify' as const,
      tone: 'error' as const,
      message: registrationUnavailableToast(statusAt(context)?.state ?? 'unknown') ?? '',
    })),
    askToSignIn: emit(({ context }) => ({ type: 'signInRequired' as const, returnTo: eventPath(context.eventUuid) })),
    goToRegistration: emit(({ context }) => ({ type: 'leave' as const, to: registrationPath(context.eventUuid) })),
    goBack: emit({ type: 'back' }),
  },
}).createMachine({
  id: 'eventDetail',
  description: 'The event page (SPEC §2): the event, its registration status and the register action.',
  context: ({ input }) => ({
    eventUuid: input.eventUuid,
    signedIn: input.signedIn,
    now: input.now,
    event: null,
    errorMessage: null,
  }),
  on: {
    'SESSION.CHANGE': { actions: { type: 'rememberSession', params: ({ event }) => ({ signedIn: event.signedIn }) } },
  },
  initial: 'checking',
  states: {
    checking: {
      description: "Without an event uuid there is nothing to look up: 'Event UUID is required'.",
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [{ guard: 'hasNoUuid', target: 'notFound', actions: 'storeMissingUuid' }, { target: 'loading' }],
    },
    loading: {
      description: 'Looks the event up by its uuid in the public list.',
      tags: ['loading'],
      meta: {
        screen: "'Loading event details...'",
        shows: [{ role: 'status', name: EVENT_DETAIL_TEXT.loading }],
      },
      entry: 'clearError',
      invoke: {
        id: 'loadEvent',
        src: 'loadEvent',
        input: ({ context }) => ({ eventUuid: context.eventUuid }),
        onDone: [
          {
            guard: { type: 'wasFound', params: ({ event }) => ({ output: event.output }) },
            target: 'loaded',
            actions: { type: 'storeEvent', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'wasEmptyList', params: ({ event }) => ({ output: event.output }) },
            target: 'notFound',
            actions: 'storeNoEvents',
          },
          { target: 'notFound', actions: 'storeEventNotFound' },
        ],
        onError: { target: 'notFound', actions: 'storeLoadFailure' },
      },
    },
    loaded: {
      description:
        'The banner, the cards, the tabs and the side card; the status and countdown follow the clock. Register: a toast when registration is not open, /login when signed out, else the registration page.',
      tags: ['loaded'],
      meta: {
        screen: 'The event: banner, date, location and venue cards, the tabs, and the fee and status card.',
        shows: [{ role: 'heading', name: EVENT_DETAIL_TEXT.aboutHeading }],
      },
      invoke: { id: 'clock', src: 'clock' },
      on: {
        'CLOCK.TICK': { actions: { type: 'moveClock', params: ({ event }) => ({ now: event.now }) } },
        REGISTER: [
          { guard: 'isNotActionable', actions: 'sayWhyNotActionable' },
          { guard: 'isSignedOut', actions: 'askToSignIn' },
          { actions: 'goToRegistration' },
        ],
      },
    },
    notFound: {
      description: "'Event Not Found' with the reason; Go Back returns, Try Again looks again.",
      tags: ['notFound'],
      meta: {
        screen: "'Event Not Found', the error text, Go Back and Try Again.",
        shows: [
          { role: 'heading', name: EVENT_DETAIL_TEXT.notFoundHeading },
          { role: 'button', name: EVENT_DETAIL_TEXT.goBack },
        ],
      },
      on: {
        RETRY: { target: 'checking' },
        'NAVIGATION.BACK': { actions: 'goBack' },
      },
    },
  },
});

export type EventDetailMachine = typeof eventDetailMachine;
