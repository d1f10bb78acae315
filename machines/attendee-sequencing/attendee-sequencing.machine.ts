// Step 2 of the booking page (SPEC §2 Multi-registration, §4 Booking flow): one attendee form per
// ticket, opened one at a time (the next ticket in its category, then the next category), each marked
// Submitted or Pending; 'Proceed to Payment' only when every ticket is submitted. Beyond the SPEC, the
// server holds a submitted ticket's place for a while: a hold that runs out marks the ticket Expired,
// and 'Book again' reopens its form with the same answers. Pure: the page mounts the form of the
// current ticket and reports its submission; `holdClock` is provided by src/app.
import { assign, emit, fromCallback, setup } from 'xstate';
import {
  BOOKING_TEXT,
  allTicketsSubmitted,
  expireHolds,
  nextPendingTicket,
  type BookingTicket,
} from '../../src/domain/booking';
import type {
  AttendeeSequencingContext,
  AttendeeSequencingEmitted,
  AttendeeSequencingTag,
  AttendeeSequencingEvent,
  AttendeeSequencingInput,
  AttendeeSequencingOutput,
  TicketSubmission,
} from './attendee-sequencing.types';
import { notice } from '../shared/notices';

const hasStatus = (tickets: readonly BookingTicket[], status: BookingTicket['status']) =>
  tickets.some((ticket) => ticket.status === status);

export const attendeeSequencingMachine = setup({
  types: {
    context: {} as AttendeeSequencingContext,
    events: {} as AttendeeSequencingEvent,
    input: {} as AttendeeSequencingInput,
    output: {} as AttendeeSequencingOutput,
    emitted: {} as AttendeeSequencingEmitted,
    tags: {} as AttendeeSequencingTag,
  },
  actors: {
    /** Sends CLOCK.TICK with the time every HOLD_CLOCK_TICK_MS while the attendee step is open. */
    holdClock: fromCallback<AttendeeSequencingEvent>(() => {
      throw new Error('holdClock not provided');
    }),
  },
  guards: {
    hasNoTickets: ({ context }) => context.tickets.length === 0,
    hasPendingTicket: ({ context }) => nextPendingTicket(context.tickets) !== null,
    isEveryTicketSubmitted: ({ context }) => allTicketsSubmitted(context.tickets),
    // Asked only in filling, which sorting enters only while a ticket is pending: there is always a next one.
    // Stryker disable next-line OptionalChaining: see above.
    isCurrentTicket: ({ context }, params: { key: string }) => nextPendingTicket(context.tickets)?.key === params.key,
    isExpiredTicket: ({ context }, params: { key: string }) =>
      context.tickets.some((ticket) => ticket.key === params.key && ticket.status === 'expired'),
    holdRunsOut: ({ context }, params: { now: number }) =>
      hasStatus(expireHolds(context.tickets, params.now), 'expired') !==
      // Asked only in complete, where every ticket is submitted: no ticket has this status or none, alike.
      // Stryker disable next-line StringLiteral: see above.
      hasStatus(context.tickets, 'expired'),
  },
  actions: {
    markSubmitted: assign(({ context }, params: TicketSubmission) => ({
      tickets: context.tickets.map((ticket) =>
        ticket.key === params.key
          ? {
              ...ticket,
              status: 'submitted' as const,
              participantUuid: params.participantUuid,
              attendeeName: params.attendeeName,
              holdExpiresAt: params.holdExpiresAt,
              answers: params.answers,
            }
          : ticket,
      ),
    })),
    // Runs only after isExpiredTicket found the ticket, and an expired ticket was submitted, so it has its
    // registration: the fallback (for TypeScript) is never read.
    releaseReplacedRegistration: emit(({ context }, params: { key: string }) => ({
      type: 'ticketReplaced' as const,
      // Stryker disable next-line OptionalChaining,StringLiteral: see above.
      participantUuid: context.tickets.find((ticket) => ticket.key === params.key)?.participantUuid ?? '',
    })),
    reopenTicket: assign(({ context }, params: { key: string }) => ({
      tickets: context.tickets.map((ticket) =>
        ticket.key === params.key ? { ...ticket, status: 'pending' as const, holdExpiresAt: null } : ticket,
      ),
    })),
    moveClock: assign(({ context }, params: { now: number }) => ({
      now: params.now,
      tickets: expireHolds(context.tickets, params.now),
    })),
    chooseOutcome: assign((_, params: { outcome: AttendeeSequencingOutput['outcome'] }) => ({
      outcome: params.outcome,
    })),
    notifySubmitAllFirst: emit(notice.error(BOOKING_TEXT.submitAllFirst)),
  },
}).createMachine({
  id: 'attendeeSequencing',
  description: 'Step 2: the attendee forms, one at a time, until every ticket is submitted.',
  // The outcome is read only in the final states, and Back and Proceed each choose theirs on the way there.
  // Stryker disable next-line StringLiteral: see above.
  context: ({ input }) => ({ tickets: expireHolds(input.tickets, input.now), now: input.now, outcome: 'back' }),
  invoke: { id: 'holdClock', src: 'holdClock' },
  initial: 'sorting',
  states: {
    sorting: {
      description: 'Which ticket, if any, needs its form next.',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [
        { guard: 'hasNoTickets', target: 'empty' },
        { guard: 'hasPendingTicket', target: 'filling' },
        { guard: 'isEveryTicketSubmitted', target: 'complete' },
        { target: 'needsBookingAgain' },
      ],
    },
    empty: {
      tags: ['empty'],
      description: 'No ticket in this booking: Back returns to the categories.',
      meta: {
        screen: "'No Tickets Added Yet' and Back.",
        shows: [
          { role: 'heading', name: BOOKING_TEXT.noTickets },
          { role: 'button', name: BOOKING_TEXT.back },
        ],
      },
      on: {
        BACK: { target: 'wentBack', actions: { type: 'chooseOutcome', params: { outcome: 'back' } } },
      },
    },
    filling: {
      description:
        'The current ticket’s form is open; the others are marked Submitted or Pending. Proceed to Payment is disabled.',
      meta: {
        screen: "The ticket rows with 'Submitted' and 'Pending', the current ticket's attendee form, Back.",
        shows: [
          { role: 'heading', name: BOOKING_TEXT.attendeesHeading },
          { role: 'button', name: BOOKING_TEXT.back },
          { role: 'button', name: BOOKING_TEXT.proceedToPayment },
        ],
      },
      on: {
        'TICKET.SUBMITTED': {
          guard: { type: 'isCurrentTicket', params: ({ event }) => ({ key: event.key }) },
          target: 'sorting',
          actions: {
            type: 'markSubmitted',
            params: ({ event }) => ({
              key: event.key,
              participantUuid: event.participantUuid,
              attendeeName: event.attendeeName,
              holdExpiresAt: event.holdExpiresAt,
              answers: event.answers,
            }),
          },
        },
        'CLOCK.TICK': { actions: { type: 'moveClock', params: ({ event }) => ({ now: event.now }) } },
        PROCEED: { actions: 'notifySubmitAllFirst' },
        BACK: { target: 'wentBack', actions: { type: 'chooseOutcome', params: { outcome: 'back' } } },
      },
    },
    complete: {
      tags: ['complete'],
      description: 'Every ticket is submitted and its place held: Proceed to Payment goes to the order summary.',
      meta: {
        screen: "Every ticket 'Submitted', the time the places are held for, and an enabled 'Proceed to Payment'.",
        shows: [
          { role: 'heading', name: BOOKING_TEXT.attendeesHeading },
          { role: 'button', name: BOOKING_TEXT.proceedToPayment },
        ],
      },
      on: {
        'CLOCK.TICK': [
          {
            guard: { type: 'holdRunsOut', params: ({ event }) => ({ now: event.now }) },
            target: 'sorting',
            actions: { type: 'moveClock', params: ({ event }) => ({ now: event.now }) },
          },
          { actions: { type: 'moveClock', params: ({ event }) => ({ now: event.now }) } },
        ],
        PROCEED: { target: 'proceeded', actions: { type: 'chooseOutcome', params: { outcome: 'proceed' } } },
        BACK: { target: 'wentBack', actions: { type: 'chooseOutcome', params: { outcome: 'back' } } },
      },
    },
    needsBookingAgain: {
      tags: ['needsBookingAgain'],
      description: 'A held place ran out before payment: its ticket shows Expired and Book again.',
      meta: {
        screen: "The expired ticket's row with 'Expired', why, and 'Book again'; Proceed to Payment disabled.",
        shows: [
          { role: 'heading', name: BOOKING_TEXT.attendeesHeading },
          { role: 'button', name: BOOKING_TEXT.bookAgain },
        ],
      },
      on: {
        'TICKET.REBOOK': [
          {
            guard: { type: 'isExpiredTicket', params: ({ event }) => ({ key: event.key }) },
            target: 'sorting',
            actions: [
              { type: 'releaseReplacedRegistration', params: ({ event }) => ({ key: event.key }) },
              { type: 'reopenTicket', params: ({ event }) => ({ key: event.key }) },
            ],
          },
        ],
        'CLOCK.TICK': { actions: { type: 'moveClock', params: ({ event }) => ({ now: event.now }) } },
        PROCEED: { actions: 'notifySubmitAllFirst' },
        BACK: { target: 'wentBack', actions: { type: 'chooseOutcome', params: { outcome: 'back' } } },
      },
    },
    wentBack: {
      description: 'Back to the categories; submitted tickets stay held.',
      type: 'final',
      meta: { screen: 'Step 1 (the booking machine takes over).' },
    },
    proceeded: {
      description: 'On to the order summary.',
      type: 'final',
      meta: { screen: 'The order summary (the booking machine takes over).' },
    },
  },
  output: ({ context }) => ({ outcome: context.outcome, tickets: context.tickets, now: context.now }),
});

export type AttendeeSequencingMachine = typeof attendeeSequencingMachine;
