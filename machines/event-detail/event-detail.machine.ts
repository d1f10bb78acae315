// SPEC §2 Event detail (/event/{eventUuid}): loading the event, the registration status computed from
// 'now' (SPEC §4) and the register action. Pure: the lookup and the clock are provided by src/app.
import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { scheduleOf } from '../../src/domain/event-detail';
import { eventShareText } from '../../src/domain/event-share';
import { MY_REGISTRATIONS_TEXT } from '../../src/domain/my-registrations';
import { registrationStatus, registrationUnavailableToast } from '../../src/domain/statuses';
import { toInstant } from '../../src/domain/time-zone';
import { myRegistrationsMachine } from '../my-registrations/my-registrations.machine';
import { waitlistMachine } from '../waitlist/waitlist.machine';
import { ticketLimit } from '../../src/domain/booking';
import { EVENT_DETAIL_TEXT } from '../../src/domain/event-detail';
import { eventPath, registrationPath, returnPath } from './event-detail.types';
import type {
  EventDetailContext,
  EventDetailEmitted,
  EventDetailEvent,
  EventDetailInput,
  EventDetailTag,
  LoadEventInput,
  LoadEventOutput,
} from './event-detail.types';
import { notice } from '../shared/notices';

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
    children: {} as {
      loadEvent: 'loadEvent';
      clock: 'clock';
      myRegistrations: 'myRegistrations';
      waitlist: 'waitlist';
    },
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
    /** The 'Your Registrations' panel (?from=my-events); src/app provides its call. */
    myRegistrations: myRegistrationsMachine,
    /** A sold-out event's waitlist in the side card (issue 28); src/app provides its calls. */
    waitlist: waitlistMachine,
  },
  guards: {
    hasNoUuid: ({ context }) => context.eventUuid.trim() === '',
    hasArrivedEvent: ({ context }) => context.event !== null,
    wasFound: (_, params: { output: LoadEventOutput }) => params.output.found,
    wasEmptyList: (_, params: { output: LoadEventOutput }) => !params.output.found && params.output.listWasEmpty,
    // Stryker disable next-line OptionalChaining: REGISTER is taken only in loaded, which always holds the event (see storeEvent)
    isNotActionable: ({ context }) => statusAt(context)?.isActionable !== true,
    isSignedOut: ({ context }) => !context.signedIn,
    isFromMyEvents: ({ context }) => context.fromMyEvents,
    // Stryker disable next-line OptionalChaining: CALENDAR.ADD is taken only in loaded, which always holds the event
    hasStartDate: ({ context }) => toInstant(context.event?.startDate) !== null,
    // Stryker disable next-line OptionalChaining: asked only inside loaded, which always holds the event
    hasWaitlist: ({ context }) => (context.event?.waitlistOfferMinutes ?? null) !== null,
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
    notifyWhyNotActionable: emit(({ context }) =>
      // Stryker disable next-line OptionalChaining,StringLiteral: it runs in loaded (the event is there) and only when not actionable, so the state is never 'open' and the toast never null
      notice.error(registrationUnavailableToast(statusAt(context)?.state ?? 'unknown') ?? ''),
    ),
    askToSignIn: emit(({ context }) => ({
      type: 'signInRequired' as const,
      returnTo: returnPath(context.eventUuid, context.fromMyEvents),
    })),
    passSessionOn: sendTo('myRegistrations', (_, params: { signedIn: boolean }) => ({
      type: 'SESSION.CHANGE' as const,
      signedIn: params.signedIn,
    })),
    passSessionToWaitlist: sendTo('waitlist', (_, params: { signedIn: boolean }) => ({
      type: 'SESSION.CHANGE' as const,
      signedIn: params.signedIn,
    })),
    passClockToWaitlist: sendTo('waitlist', (_, params: { now: number }) => ({
      type: 'CLOCK.TICK' as const,
      now: params.now,
    })),
    offerCalendarFile: emit(({ context }) => ({ type: 'addToCalendar' as const, event: context.event! })),
    shareEvent: emit(({ context }) => ({
      type: 'share' as const,
      // Stryker disable next-line OptionalChaining,StringLiteral: LINK.SHARE is taken only in loaded, which always holds the event
      title: context.event?.name ?? '',
      // Stryker disable next-line StringLiteral: see above
      text: context.event ? eventShareText(context.event) : '',
      path: eventPath(context.eventUuid),
    })),
    goToRegistration: emit(({ context }) => ({ type: 'leave' as const, to: registrationPath(context.eventUuid) })),
    goBack: emit({ type: 'back' }),
  },
}).createMachine({
  id: 'eventDetail',
  description: 'The event page (SPEC §2): the event, its registration status and the register action.',
  context: ({ input }) => ({
    eventUuid: input.eventUuid,
    signedIn: input.signedIn,
    fromMyEvents: input.fromMyEvents,
    now: input.now,
    event: input.arrivedEvent ?? null,
    errorMessage: null,
  }),
  on: {
    'SESSION.CHANGE': { actions: { type: 'rememberSession', params: ({ event }) => ({ signedIn: event.signedIn }) } },
  },
  initial: 'checking',
  states: {
    checking: {
      description:
        "Without an event uuid there is nothing to look up: 'Event UUID is required'. An event the page's document carried is shown at once.",
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [
        { guard: 'hasNoUuid', target: 'notFound', actions: 'storeMissingUuid' },
        { guard: 'hasArrivedEvent', target: 'loaded' },
        { target: 'loading' },
      ],
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
        'The banner, the cards and the tabs; the status and countdown follow the clock. Add to calendar hands over the event for its .ics file; Share hands over its title, text and path.',
      tags: ['loaded'],
      meta: {
        screen: 'The event: banner, date, location and venue cards, Add to calendar and Share, and the tabs.',
        shows: [
          { role: 'heading', name: EVENT_DETAIL_TEXT.aboutHeading },
          { role: 'button', name: 'Share' },
        ],
      },
      invoke: { id: 'clock', src: 'clock' },
      on: {
        'CLOCK.TICK': { actions: { type: 'moveClock', params: ({ event }) => ({ now: event.now }) } },
        'CALENDAR.ADD': { guard: 'hasStartDate', actions: 'offerCalendarFile' },
        'LINK.SHARE': { actions: 'shareEvent' },
      },
      initial: 'choosingView',
      states: {
        choosingView: {
          description: 'From My Events the page shows the registrations; otherwise the fee and status card.',
          meta: { screen: 'Nothing yet: decided at once.' },
          always: [{ guard: 'isFromMyEvents', target: 'registrations' }, { target: 'registering' }],
        },
        registering: {
          description:
            'The side card with fee, status, countdown and the register button. Register: a toast when registration is not open, /login when signed out, else the registration page.',
          meta: {
            screen: 'The tabs beside the fee and status card with the register button and the help box.',
            shows: [{ role: 'heading', name: EVENT_DETAIL_TEXT.helpHeading }],
          },
          on: {
            REGISTER: [
              { guard: 'isNotActionable', actions: 'notifyWhyNotActionable' },
              { guard: 'isSignedOut', actions: 'askToSignIn' },
              { actions: 'goToRegistration' },
            ],
            'SIGN_IN.START': { actions: 'askToSignIn' },
          },
          initial: 'choosingCard',
          states: {
            choosingCard: {
              description: 'An event with a waitlist runs it in the side card; others show the register button alone.',
              meta: { screen: 'Nothing yet: decided at once.' },
              always: [{ guard: 'hasWaitlist', target: 'withWaitlist' }, { target: 'plain' }],
            },
            plain: {
              description: 'No waitlist: the register button alone.',
              meta: { screen: 'The side card with the register button.' },
            },
            withWaitlist: {
              description:
                "The waitlist runs in the side card (its own flow): sold out, 'Join waitlist' instead of the register button, and a place held for the person brings the button back. It hears the clock and the session.",
              meta: { screen: "The side card with the waitlist: 'Join waitlist', the place in line, or a held place." },
              invoke: {
                id: 'waitlist',
                src: 'waitlist',
                input: ({ context }) => ({
                  subEventUuid: context.eventUuid,
                  signedIn: context.signedIn,
                  // Stryker disable next-line OptionalChaining: withWaitlist is inside loaded, which always holds the event
                  soldOut: context.event?.placesLeft === 0,
                  // Stryker disable next-line OptionalChaining: see above
                  offerMinutes: context.event?.waitlistOfferMinutes ?? 0,
                  maxPlaces: ticketLimit({
                    // Stryker disable next-line OptionalChaining: see above
                    totalAllowedRegistrations: context.event?.totalAllowedRegistrations ?? null,
                  }),
                  now: context.now,
                }),
              },
              on: {
                'CLOCK.TICK': {
                  actions: [
                    { type: 'moveClock', params: ({ event }) => ({ now: event.now }) },
                    { type: 'passClockToWaitlist', params: ({ event }) => ({ now: event.now }) },
                  ],
                },
                'SESSION.CHANGE': {
                  actions: [
                    { type: 'rememberSession', params: ({ event }) => ({ signedIn: event.signedIn }) },
                    { type: 'passSessionToWaitlist', params: ({ event }) => ({ signedIn: event.signedIn }) },
                  ],
                },
              },
            },
          },
        },
        registrations: {
          description:
            "The post-registration view (?from=my-events): full width, no register button or side card, and the 'Your Registrations' panel run by its own machine, which hears of sign-ins and sign-outs.",
          meta: {
            screen: "The tabs full width and the 'Your Registrations' panel.",
            shows: [{ role: 'heading', name: MY_REGISTRATIONS_TEXT.heading }],
          },
          invoke: {
            id: 'myRegistrations',
            src: 'myRegistrations',
            input: ({ context }) => ({ subEventUuid: context.eventUuid, signedIn: context.signedIn }),
          },
          on: {
            'SIGN_IN.START': { actions: 'askToSignIn' },
            'SESSION.CHANGE': {
              actions: [
                { type: 'rememberSession', params: ({ event }) => ({ signedIn: event.signedIn }) },
                { type: 'passSessionOn', params: ({ event }) => ({ signedIn: event.signedIn }) },
              ],
            },
          },
        },
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
