// The 'Your Registrations' panel of the event page opened from My Events (SPEC §2, §3 "My registrations
// for an event", §4 participant display status): the person's attendees for one sub-event. The call is
// protected, so signed out the panel asks to sign in instead. Pure: `loadRegistrations` is provided by
// src/app; the event-detail machine invokes this one as its child.
import { assign, emit, fromPromise, setup } from 'xstate';
import { E_TICKET_TEXT } from '../../src/domain/e-tickets';
import {
  MY_REGISTRATIONS_TEXT,
  isCancellable,
  isCategoryChangeable,
  isTransferable,
  type MyRegistrations,
  type RegisteredParticipant,
} from '../../src/domain/my-registrations';
import { CATEGORY_CHANGE_TEXT } from '../../src/domain/category-change';
import { CANCEL_TEXT } from '../../src/domain/ticket-cancellation';
import { ticketCancellationMachine } from '../ticket-cancellation/ticket-cancellation.machine';
import type { TicketCancellationOutput } from '../ticket-cancellation/ticket-cancellation.types';
import { ticketCategoryChangeMachine } from '../ticket-category-change/ticket-category-change.machine';
import type {
  CategoryChangeInput,
  TicketCategoryChangeOutput,
} from '../ticket-category-change/ticket-category-change.types';
import { ticketTransferMachine } from '../ticket-transfer/ticket-transfer.machine';
import type { TicketTransferInput, TicketTransferOutput } from '../ticket-transfer/ticket-transfer.types';
import type {
  LoadRegistrationsInput,
  MyRegistrationsContext,
  MyRegistrationsEmitted,
  MyRegistrationsEvent,
  MyRegistrationsInput,
  MyRegistrationsTag,
} from './my-registrations.types';

/** The attendee the person picked, with the list that holds them (and its windows); null when none is held. */
function heldParticipant(
  context: MyRegistrationsContext,
  participantUuid: string,
): { participant: RegisteredParticipant; registrations: MyRegistrations } | null {
  const registrations = context.registrations;
  if (registrations === null) return null;
  const participant = registrations.participants.find((p) => p.participantUuid === participantUuid);
  return participant === undefined ? null : { participant, registrations };
}

export const myRegistrationsMachine = setup({
  types: {
    context: {} as MyRegistrationsContext,
    events: {} as MyRegistrationsEvent,
    input: {} as MyRegistrationsInput,
    tags: {} as MyRegistrationsTag,
    emitted: {} as MyRegistrationsEmitted,
    children: {} as {
      loadRegistrations: 'loadRegistrations';
      ticketCancellation: 'ticketCancellation';
      ticketTransfer: 'ticketTransfer';
      ticketCategoryChange: 'ticketCategoryChange';
    },
  },
  actors: {
    /** GET /participant-registration/sub-events/{subEventUuid}/my-registrations, read into the client form. */
    loadRegistrations: fromPromise<MyRegistrations, LoadRegistrationsInput>(async () => {
      throw new Error('loadRegistrations not provided');
    }),
    /** The cancel dialog of one paid ticket (issue 28 item 1); its calls are provided by src/app. */
    ticketCancellation: ticketCancellationMachine,
    /** The transfer dialog of one paid ticket (issue 28 item 2); its calls are provided by src/app. */
    ticketTransfer: ticketTransferMachine,
    /** The change-category dialog of one paid ticket (issue 28 item 3); its calls are provided by src/app. */
    ticketCategoryChange: ticketCategoryChangeMachine,
  },
  guards: {
    isSignedOut: ({ context }) => !context.signedIn,
    isNowSignedIn: (_, params: { signedIn: boolean }) => params.signedIn,
    isNowSignedOut: (_, params: { signedIn: boolean }) => !params.signedIn,
    hasNoRegistrations: (_, params: { output: MyRegistrations }) => params.output.participants.length === 0,
    hasTicket: ({ context }, params: { participantUuid: string }) =>
      context.registrations?.participants.some(
        (participant) => participant.participantUuid === params.participantUuid && participant.ticketCode !== null,
      ) === true,
    canCancel: ({ context }, params: { participantUuid: string }) => {
      const held = heldParticipant(context, params.participantUuid);
      return held !== null && isCancellable(held.participant, held.registrations.cancellationWindow);
    },
    wasCancelled: (_, params: { output: TicketCancellationOutput }) => params.output.cancelled,
    canTransfer: ({ context }, params: { participantUuid: string }) => {
      const held = heldParticipant(context, params.participantUuid);
      return held !== null && isTransferable(held.participant, held.registrations.transferWindow);
    },
    hasTransferChanged: (_, params: { output: TicketTransferOutput }) => params.output.changed,
    canChangeCategory: ({ context }, params: { participantUuid: string }) => {
      const held = heldParticipant(context, params.participantUuid);
      return held !== null && isCategoryChangeable(held.participant, held.registrations.categoryChangeWindow);
    },
    hasCategoryChanged: (_, params: { output: TicketCategoryChangeOutput }) => params.output.changed,
    hasAnyTicket: ({ context }) =>
      context.registrations?.participants.some((participant) => participant.ticketCode !== null) === true,
  },
  actions: {
    rememberSession: assign((_, params: { signedIn: boolean }) => ({ signedIn: params.signedIn })),
    forgetRegistrations: assign({ registrations: null, errorMessage: null, openTicketUuid: null }),
    storeRegistrations: assign((_, params: { output: MyRegistrations }) => ({
      registrations: params.output,
      errorMessage: null,
    })),
    storeLoadFailure: assign({ registrations: null, errorMessage: MY_REGISTRATIONS_TEXT.loadFailed }),
    rememberOpenTicket: assign((_, params: { participantUuid: string }) => ({
      openTicketUuid: params.participantUuid,
    })),
    forgetOpenTicket: assign({ openTicketUuid: null }),
    rememberCancelling: assign((_, params: { participantUuid: string }) => ({
      cancellingUuid: params.participantUuid,
    })),
    forgetCancelling: assign({ cancellingUuid: null }),
    rememberTransferring: assign((_, params: { participantUuid: string }) => ({
      transferringUuid: params.participantUuid,
    })),
    forgetTransferring: assign({ transferringUuid: null }),
    rememberChangingCategory: assign((_, params: { participantUuid: string }) => ({
      changingCategoryUuid: params.participantUuid,
    })),
    forgetChangingCategory: assign({ changingCategoryUuid: null }),
    printTickets: emit({ type: 'printTickets' as const }),
  },
}).createMachine({
  id: 'myRegistrations',
  description: "The person's attendees for this event, with their payment status; signed out, a sign-in prompt.",
  context: ({ input }) => ({
    subEventUuid: input.subEventUuid,
    signedIn: input.signedIn,
    registrations: null,
    errorMessage: null,
    openTicketUuid: null,
    cancellingUuid: null,
    transferringUuid: null,
    changingCategoryUuid: null,
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
      description:
        "Each attendee with name, contact, registration date, amount and display status; the counts. Each paid attendee has an e-ticket to open, and 'Print all e-tickets' prints them one per page.",
      tags: ['loaded'],
      meta: { screen: "The attendees, each with 'Registered', 'Payment Pending' or 'Incomplete', and the counts." },
      initial: 'list',
      states: {
        list: {
          description: "The list; 'View e-ticket' on a paid attendee opens their ticket.",
          meta: {
            screen: "The attendees; paid ones with 'View e-ticket', and 'Print all e-tickets' when any is paid.",
          },
          entry: 'forgetOpenTicket',
          on: {
            'TICKET.OPEN': {
              guard: { type: 'hasTicket', params: ({ event }) => ({ participantUuid: event.participantUuid }) },
              target: 'ticket',
              actions: {
                type: 'rememberOpenTicket',
                params: ({ event }) => ({ participantUuid: event.participantUuid }),
              },
            },
            'TICKETS.PRINT_ALL': { guard: 'hasAnyTicket', actions: 'printTickets' },
            'CANCEL.OPEN': {
              guard: { type: 'canCancel', params: ({ event }) => ({ participantUuid: event.participantUuid }) },
              target: 'cancelling',
              actions: {
                type: 'rememberCancelling',
                params: ({ event }) => ({ participantUuid: event.participantUuid }),
              },
            },
            'TRANSFER.OPEN': {
              guard: { type: 'canTransfer', params: ({ event }) => ({ participantUuid: event.participantUuid }) },
              target: 'transferring',
              actions: {
                type: 'rememberTransferring',
                params: ({ event }) => ({ participantUuid: event.participantUuid }),
              },
            },
            'CATEGORY.OPEN': {
              guard: { type: 'canChangeCategory', params: ({ event }) => ({ participantUuid: event.participantUuid }) },
              target: 'changingCategory',
              actions: {
                type: 'rememberChangingCategory',
                params: ({ event }) => ({ participantUuid: event.participantUuid }),
              },
            },
          },
        },
        changingCategory: {
          description:
            'The change-category dialog of one paid attendee over the list (its own flow); after a move the list is read again.',
          tags: ['categoryChangeOpen'],
          meta: {
            screen: "The 'Change category' dialog over the list.",
            shows: [{ role: 'dialog', name: CATEGORY_CHANGE_TEXT.dialogTitle }],
          },
          exit: 'forgetChangingCategory',
          invoke: {
            id: 'ticketCategoryChange',
            src: 'ticketCategoryChange',
            input: ({ context }): CategoryChangeInput => {
              // Entered only through CATEGORY.OPEN, whose guard (canChangeCategory) found this attendee in
              // the list held and whose action stored their id: the list, the attendee and the id are never
              // missing here, so these fallbacks (for TypeScript) are never read.
              // Stryker disable next-line OptionalChaining: see above.
              const participant = context.registrations?.participants.find(
                (p) => p.participantUuid === context.changingCategoryUuid,
              );
              // Stryker disable next-line OptionalChaining: see above.
              const ticketEvent = context.registrations?.ticketEvent;
              return {
                // Stryker disable next-line StringLiteral: see above.
                participantUuid: context.changingCategoryUuid ?? '',
                // Stryker disable next-line OptionalChaining: see above.
                attendeeName: participant?.name || 'Attendee',
                eventTitle: ticketEvent?.title ?? '',
                // Stryker disable OptionalChaining,StringLiteral: see above.
                prefill: {
                  name: participant?.name ?? '',
                  email: participant?.email ?? '',
                  contact: participant?.phone ?? '',
                },
                // Stryker restore OptionalChaining,StringLiteral
              };
            },
            onDone: [
              {
                guard: { type: 'hasCategoryChanged', params: ({ event }) => ({ output: event.output }) },
                target: 'refreshing',
              },
              { target: 'list' },
            ],
          },
        },
        transferring: {
          description:
            'The transfer dialog of one paid attendee over the list (its own flow): send a transfer, or withdraw the one waiting. When anything changed the list is read again.',
          tags: ['transferOpen'],
          meta: {
            // Named 'Transfer this ticket', or 'Withdraw this transfer?' on a transfer waiting: its own flow shows which.
            screen: "The 'Transfer this ticket' (or 'Withdraw this transfer?') dialog over the list.",
          },
          exit: 'forgetTransferring',
          invoke: {
            id: 'ticketTransfer',
            src: 'ticketTransfer',
            input: ({ context }): TicketTransferInput => {
              // Entered only through TRANSFER.OPEN, whose guard (canTransfer) found this attendee in the list
              // held and whose action stored their id: these fallbacks (for TypeScript) are never read.
              // Stryker disable next-line OptionalChaining: see above.
              const participant = context.registrations?.participants.find(
                (p) => p.participantUuid === context.transferringUuid,
              );
              // Stryker disable next-line OptionalChaining: see above.
              const transfer = participant?.transfer;
              return {
                // Stryker disable next-line StringLiteral: see above.
                participantUuid: context.transferringUuid ?? '',
                // Stryker disable next-line OptionalChaining: see above.
                attendeeName: participant?.name || 'Attendee',
                pending:
                  transfer?.status === 'pending'
                    ? {
                        recipientName: transfer.recipientName,
                        recipientMobile: transfer.recipientMobile,
                        expiresAt: transfer.expiresAt,
                      }
                    : null,
              };
            },
            onDone: [
              {
                guard: { type: 'hasTransferChanged', params: ({ event }) => ({ output: event.output }) },
                target: 'refreshing',
              },
              { target: 'list' },
            ],
          },
        },
        cancelling: {
          description:
            'The cancel dialog of one paid attendee over the list (its own flow); after a cancellation the list is read again.',
          tags: ['cancelOpen'],
          meta: {
            screen: "The 'Cancel this ticket?' dialog over the list.",
            shows: [{ role: 'dialog', name: CANCEL_TEXT.dialogTitle }],
          },
          exit: 'forgetCancelling',
          invoke: {
            id: 'ticketCancellation',
            src: 'ticketCancellation',
            // Entered only through CANCEL.OPEN, whose guard (canCancel) found this attendee in the list held
            // and whose action stored their id: these fallbacks (for TypeScript) are never read.
            input: ({ context }) => ({
              // Stryker disable next-line StringLiteral: see above.
              participantUuid: context.cancellingUuid ?? '',
              attendeeName:
                // Stryker disable next-line OptionalChaining: see above.
                context.registrations?.participants.find((p) => p.participantUuid === context.cancellingUuid)?.name ||
                'Attendee',
            }),
            onDone: [
              {
                guard: { type: 'wasCancelled', params: ({ event }) => ({ output: event.output }) },
                target: 'refreshing',
              },
              { target: 'list' },
            ],
          },
        },
        refreshing: {
          description:
            'Reads the list again after a cancellation, a transfer or a change of category, showing the old one meanwhile.',
          tags: ['refreshing'],
          meta: { screen: 'The list as it was, with a busy note, until the new one arrives.' },
          invoke: {
            id: 'loadRegistrations',
            src: 'loadRegistrations',
            input: ({ context }) => ({ subEventUuid: context.subEventUuid }),
            onDone: {
              target: 'list',
              actions: { type: 'storeRegistrations', params: ({ event }) => ({ output: event.output }) },
            },
            onError: { target: '#myRegistrations.failed', actions: 'storeLoadFailure' },
          },
        },
        ticket: {
          description:
            "The e-ticket dialog of one paid attendee: the event, date, venue, name, category, the QR code and its code in text. 'Print e-ticket' prints this ticket alone; closing returns to the list.",
          tags: ['ticketOpen'],
          meta: {
            screen: "The 'E-ticket' dialog over the list, with the QR code, the code and 'Print e-ticket'.",
            shows: [
              { role: 'dialog', name: E_TICKET_TEXT.title },
              { role: 'button', name: E_TICKET_TEXT.print },
            ],
          },
          on: {
            'TICKET.CLOSE': { target: 'list' },
            'TICKET.PRINT': { actions: 'printTickets' },
          },
        },
      },
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
