// Correcting a paid ticket's attendee details (issue 28 item 4, a Startline extension): the page 'Edit
// details' opens from Your Registrations, /tickets/{participantUuid}/details. It reopens the attendee
// form with the answers given (the attendee-form machine does the form, with saving as its submit,
// provided by src/app), says until when and how many name changes are left, and after saving that the
// e-ticket is re-issued. Past the event's window, or where it allows none, it says so instead of the
// form. Pure: the call and the clock reading are provided by src/app.
import { assign, fromPromise, setup } from 'xstate';
import { EDIT_DETAILS_TEXT } from '../../src/domain/ticket-details';
import {
  TicketDetailsRefusedError,
  type LoadTicketDetailsInput,
  type TicketDetails,
  type TicketDetailsContext,
  type TicketDetailsEvent,
  type TicketDetailsInput,
  type TicketDetailsTag,
} from './ticket-details.types';

export const ticketDetailsMachine = setup({
  types: {
    context: {} as TicketDetailsContext,
    events: {} as TicketDetailsEvent,
    input: {} as TicketDetailsInput,
    tags: {} as TicketDetailsTag,
  },
  actors: {
    /** GET .../participants/{uuid}/details: the ticket, or a TicketDetailsRefusedError. */
    loadDetails: fromPromise<TicketDetails, LoadTicketDetailsInput>(async () => {
      throw new Error('loadDetails not provided');
    }),
  },
  guards: {
    isWindowOpen: ({ context }, params: { details: TicketDetails }) =>
      // No cut-off (null) parses as NaN, never later than now; any other unreadable text would read the same.
      // Stryker disable next-line StringLiteral: see above.
      Date.parse(params.details.editableUntil ?? '') > context.now,
    isRefused: (_, params: { error: unknown }) => params.error instanceof TicketDetailsRefusedError,
  },
  actions: {
    storeDetails: assign((_, params: { details: TicketDetails }) => ({ details: params.details, refusal: null })),
    storeRefusal: assign((_, params: { error: unknown }) => ({
      details: null,
      refusal: params.error instanceof TicketDetailsRefusedError ? params.error.reason : null,
    })),
  },
}).createMachine({
  id: 'ticketDetails',
  description:
    "The page that corrects a paid ticket's attendee details: the form with its answers and 'Save details', until the event's edit cut-off.",
  context: ({ input }) => ({ ...input, details: null, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Asks the server for the ticket's form and answers; only its holder may read them.",
      tags: ['loading'],
      meta: {
        screen: "'Loading the ticket...'",
        shows: [{ role: 'status', name: EDIT_DETAILS_TEXT.loading }],
      },
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ participantUuid: context.participantUuid }),
        onDone: [
          {
            guard: { type: 'isWindowOpen', params: ({ event }) => ({ details: event.output }) },
            target: 'editing',
            actions: { type: 'storeDetails', params: ({ event }) => ({ details: event.output }) },
          },
          {
            target: 'closed',
            actions: { type: 'storeDetails', params: ({ event }) => ({ details: event.output }) },
          },
        ],
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'unavailable',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: {
      description: 'No answer: the ticket could not be read; Try Again asks again.',
      tags: ['loadFailed'],
      meta: {
        screen: "'Could not load this ticket. Please try again.' and 'Try Again'.",
        shows: [
          { role: 'alert', name: EDIT_DETAILS_TEXT.loadFailed },
          { role: 'button', name: EDIT_DETAILS_TEXT.retry },
        ],
      },
      on: { RETRY: { target: 'loading' } },
    },
    unavailable: {
      description: "Not the caller's ticket, or not a paid one: the server's words and a way back.",
      tags: ['unavailable'],
      meta: {
        screen: "The server's text ('Ticket not found') and 'Back to the event' or the events list.",
        shows: [{ role: 'heading', name: EDIT_DETAILS_TEXT.heading }],
      },
    },
    closed: {
      description: 'The event allows no corrections, or its cut-off has passed: why, and the way back.',
      tags: ['closed'],
      meta: {
        screen:
          "'This event does not allow editing details after booking' or 'Details for this event could be edited until …', and 'Back to the event'.",
        shows: [{ role: 'link', name: EDIT_DETAILS_TEXT.backToEvent }],
      },
    },
    editing: {
      description:
        'The ticket, until when it may be corrected and the name rule; the attendee form with its answers, whose submit saves them (SPEC §5 rules, the category kept).',
      tags: ['editing'],
      meta: {
        screen: "'Edit attendee details', the event and category, the rule, the form and 'Save details'.",
        shows: [
          { role: 'heading', name: EDIT_DETAILS_TEXT.heading },
          { role: 'button', name: EDIT_DETAILS_TEXT.submit },
        ],
      },
      on: {
        SAVED: { target: 'saved' },
      },
    },
    saved: {
      description: 'Saved: the e-ticket is re-issued with the new details and e-mailed to the holder.',
      tags: ['saved'],
      meta: {
        screen: "'Details saved', what re-issuing means, and 'View your ticket'.",
        shows: [
          { role: 'heading', name: EDIT_DETAILS_TEXT.saved },
          { role: 'link', name: EDIT_DETAILS_TEXT.viewTicket },
        ],
      },
    },
  },
});

export type TicketDetailsMachine = typeof ticketDetailsMachine;
