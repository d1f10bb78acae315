// The booking page (SPEC §2 Multi-registration, §4 Booking flow): load the form and what the person
// already holds for this event, then step 1 (ticket selection) and step 2 (attendee sequencing) as
// child machines, then the order summary. A reload resumes: held tickets come back from the server and
// the selection from the browser's draft. Pure: `loadBooking`, `ticketSelection`, `attendeeSequencing`
// and the draft actions are provided by src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import { BOOKING_TEXT, buildTickets, heldQuantities, ticketCount, ticketLimit } from '../../src/domain/booking';
import { attendeeSequencingMachine } from '../attendee-sequencing/attendee-sequencing.machine';
import type { AttendeeSequencingOutput } from '../attendee-sequencing/attendee-sequencing.types';
import { ticketSelectionMachine } from '../ticket-selection/ticket-selection.machine';
import type { TicketSelectionOutput } from '../ticket-selection/ticket-selection.types';
import {
  BookingLoadError,
  heldFromTickets,
  type BookingContext,
  type BookingEmitted,
  type BookingTag,
  type BookingFlowEvent,
  type BookingInput,
  type LoadBookingInput,
  type LoadBookingOutput,
  type SaveDraftParams,
} from './booking.types';

export const orderSummaryPath = (subEventUuid: string) =>
  `/order-summary?eventUuid=${encodeURIComponent(subEventUuid)}`;

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingFlowEvent,
    input: {} as BookingInput,
    emitted: {} as BookingEmitted,
    tags: {} as BookingTag,
    children: {} as {
      loadBooking: 'loadBooking';
      ticketSelection: 'ticketSelection';
      attendeeSequencing: 'attendeeSequencing';
    },
  },
  actors: {
    /** GET registration-form and my-registrations for the sub-event, and the browser's saved draft. */
    loadBooking: fromPromise<LoadBookingOutput, LoadBookingInput>(async () => {
      throw new Error('loadBooking not provided');
    }),
    ticketSelection: ticketSelectionMachine,
    attendeeSequencing: attendeeSequencingMachine,
  },
  guards: {
    resumesAtAttendees: ({ context }) =>
      context.held.length > 0 || (context.draft?.step === 'attendees' && ticketCount(context.draft.quantities) > 0),
    wentOnToPayment: (_, params: { output: AttendeeSequencingOutput }) => params.output.outcome === 'proceed',
  },
  actions: {
    storeBooking: assign((_, params: { output: LoadBookingOutput }) => ({
      event: params.output.event,
      fields: params.output.fields,
      categories: params.output.categories,
      held: params.output.held,
      draft: params.output.draft,
      quantities: params.output.draft?.quantities ?? {},
      errorMessage: null,
    })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      errorMessage: params.error instanceof BookingLoadError ? params.error.userMessage : BOOKING_TEXT.loadUnexpected,
    })),
    storeSelection: assign((_, params: { output: TicketSelectionOutput }) => ({
      quantities: params.output.quantities,
    })),
    storeAttendeeStep: assign((_, params: { output: AttendeeSequencingOutput }) => ({
      held: heldFromTickets(params.output.tickets),
      now: params.output.now,
    })),
    /** Provided by src/app: keeps the draft in the browser (a reload resumes it). */
    saveBookingDraft: (_, _params: SaveDraftParams) => {},
    /** Provided by src/app: the booking is done with, its draft and attendee drafts go. */
    clearBookingDraft: (_, _params: { subEventUuid: string }) => {},
    goToOrderSummary: emit(({ context }) => ({ type: 'leave' as const, to: orderSummaryPath(context.subEventUuid) })),
  },
}).createMachine({
  id: 'booking',
  description:
    'Book tickets for one sub-event: choose categories, fill one attendee form per ticket, go to the order summary.',
  context: ({ input }) => ({
    subEventUuid: input.subEventUuid,
    now: input.now,
    event: null,
    fields: [],
    categories: [],
    held: [],
    quantities: {},
    draft: null,
    errorMessage: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asks for the event’s attendee form and the tickets this person already holds for it.',
      meta: {
        screen: "'Loading registration form...'",
        shows: [{ role: 'status', name: BOOKING_TEXT.loading }],
      },
      invoke: {
        id: 'loadBooking',
        src: 'loadBooking',
        input: ({ context }) => ({ subEventUuid: context.subEventUuid }),
        onDone: {
          target: 'resuming',
          actions: { type: 'storeBooking', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['failed'],
      description: "'Error Loading Form' with the reason; Try Again asks again.",
      meta: {
        screen: "'Error Loading Form', 'Failed to fetch form fields' (or the server's reason) and Try Again.",
        shows: [
          { role: 'heading', name: BOOKING_TEXT.loadErrorTitle },
          { role: 'button', name: BOOKING_TEXT.tryAgain },
        ],
      },
      on: { RETRY: { target: 'loading' } },
    },
    resuming: {
      description: 'Held tickets or a saved attendee step open the attendees; otherwise the categories.',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [{ guard: 'resumesAtAttendees', target: 'attendees' }, { target: 'selecting' }],
    },
    selecting: {
      tags: ['selecting'],
      description: 'Step 1: the ticket selection child; Proceed hands over the quantities.',
      meta: {
        screen: "'Select Categories': the categories with plus and minus, the summary and Proceed.",
        shows: [{ role: 'heading', name: BOOKING_TEXT.selectHeading }],
      },
      invoke: {
        id: 'ticketSelection',
        src: 'ticketSelection',
        input: ({ context }) => ({
          categories: context.categories,
          // Entered only after storeBooking kept the loaded event, which is never null: the fallback is for TypeScript.
          // Stryker disable next-line ObjectLiteral: see above.
          limit: ticketLimit(context.event ?? { totalAllowedRegistrations: null }),
          quantities: context.quantities,
          minimums: heldQuantities(context.categories, context.held),
        }),
        onDone: {
          target: 'attendees',
          actions: [
            { type: 'storeSelection', params: ({ event }) => ({ output: event.output }) },
            {
              type: 'saveBookingDraft',
              params: ({ context, event }) => ({
                subEventUuid: context.subEventUuid,
                draft: { quantities: event.output.quantities, step: 'attendees' },
              }),
            },
          ],
        },
      },
    },
    attendees: {
      tags: ['attendees'],
      description: 'Step 2: the attendee sequencing child; Back returns to step 1, Proceed to Payment leaves.',
      meta: {
        screen: "'Attendee Details': one row per ticket, the current ticket's form, Back and Proceed to Payment.",
        shows: [{ role: 'heading', name: BOOKING_TEXT.attendeesHeading }],
      },
      invoke: {
        id: 'attendeeSequencing',
        src: 'attendeeSequencing',
        input: ({ context }) => ({
          tickets: buildTickets(context.categories, context.quantities, context.held, context.now),
          now: context.now,
        }),
        onDone: [
          {
            guard: { type: 'wentOnToPayment', params: ({ event }) => ({ output: event.output }) },
            target: 'leaving',
            actions: [
              { type: 'clearBookingDraft', params: ({ context }) => ({ subEventUuid: context.subEventUuid }) },
              'goToOrderSummary',
            ],
          },
          {
            target: 'selecting',
            actions: [
              { type: 'storeAttendeeStep', params: ({ event }) => ({ output: event.output }) },
              {
                type: 'saveBookingDraft',
                params: ({ context }) => ({
                  subEventUuid: context.subEventUuid,
                  draft: { quantities: context.quantities, step: 'select' },
                }),
              },
            ],
          },
        ],
      },
    },
    leaving: {
      tags: ['leaving'],
      description: 'Every attendee is submitted: on to the order summary to pay.',
      type: 'final',
      meta: { screen: 'The order summary (/order-summary?eventUuid=...).' },
    },
  },
});

export type BookingMachine = typeof bookingMachine;
