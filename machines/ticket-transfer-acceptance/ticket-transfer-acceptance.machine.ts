// Accepting a ticket someone transferred (issue 28 item 2, a Startline extension): the page the SMS
// link opens, /transfers/{transferUuid}, signed in with the number it was sent to. It shows who gives
// which ticket, and the event's attendee form for the recipient to fill; its submit accepts (the
// attendee-form machine does the form, with accepting as its submit, provided by src/app). Signed in
// with another number the page says so and offers to sign in again; a transfer withdrawn, expired or
// taken says so. Pure: the call is provided by src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import { ACCEPT_TRANSFER_TEXT } from '../../src/domain/ticket-transfer';
import {
  TransferLoadRefusedError,
  type LoadTransferInput,
  type TicketTransferAcceptanceContext,
  type TicketTransferAcceptanceEmitted,
  type TicketTransferAcceptanceEvent,
  type TicketTransferAcceptanceInput,
  type TicketTransferAcceptanceTag,
  type TransferOffer,
} from './ticket-transfer-acceptance.types';

const refusalOf = (error: unknown) => (error instanceof TransferLoadRefusedError ? error : null);

export const ticketTransferAcceptanceMachine = setup({
  types: {
    context: {} as TicketTransferAcceptanceContext,
    events: {} as TicketTransferAcceptanceEvent,
    input: {} as TicketTransferAcceptanceInput,
    emitted: {} as TicketTransferAcceptanceEmitted,
    tags: {} as TicketTransferAcceptanceTag,
  },
  actors: {
    /** GET /ticket-transfers/{transferUuid}: the transfer, or a TransferLoadRefusedError. */
    loadTransfer: fromPromise<TransferOffer, LoadTransferInput>(async () => {
      throw new Error('loadTransfer not provided');
    }),
  },
  guards: {
    isWaiting: (_, params: { offer: TransferOffer }) => params.offer.status === 'pending',
    isAlreadyMine: (_, params: { offer: TransferOffer }) =>
      params.offer.status === 'accepted' && params.offer.participantUuid !== null,
    isForAnotherNumber: (_, params: { error: unknown }) => refusalOf(params.error)?.kind === 'forbidden',
    isNotFound: (_, params: { error: unknown }) => refusalOf(params.error)?.kind === 'notFound',
  },
  actions: {
    storeOffer: assign((_, params: { offer: TransferOffer }) => ({
      offer: params.offer,
      refusal: null,
      participantUuid: params.offer.participantUuid,
    })),
    storeRefusal: assign((_, params: { error: unknown; fallback: string }) => ({
      offer: null,
      // Run only after isForAnotherNumber or isNotFound, so the error is always a TransferLoadRefusedError here.
      // Stryker disable next-line OptionalChaining: see above; refusalOf never answers null on this path.
      refusal: refusalOf(params.error)?.reason ?? params.fallback,
    })),
    storeAccepted: assign((_, params: { participantUuid: string }) => ({ participantUuid: params.participantUuid })),
    signOut: emit({ type: 'signOut' as const }),
  },
}).createMachine({
  id: 'ticketTransferAcceptance',
  description:
    "The recipient's page of a ticket transfer: who gives which ticket, the attendee form, 'Accept ticket'; or why it cannot be accepted.",
  context: ({ input }) => ({ ...input, offer: null, refusal: null, participantUuid: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asks the server for the transfer; only the account of the number it was sent to may see it.',
      tags: ['loading'],
      meta: {
        screen: "'Loading the ticket...'",
        shows: [{ role: 'status', name: ACCEPT_TRANSFER_TEXT.loading }],
      },
      invoke: {
        id: 'loadTransfer',
        src: 'loadTransfer',
        input: ({ context }) => ({ transferUuid: context.transferUuid }),
        onDone: [
          {
            guard: { type: 'isWaiting', params: ({ event }) => ({ offer: event.output }) },
            target: 'filling',
            actions: { type: 'storeOffer', params: ({ event }) => ({ offer: event.output }) },
          },
          {
            guard: { type: 'isAlreadyMine', params: ({ event }) => ({ offer: event.output }) },
            target: 'accepted',
            actions: { type: 'storeOffer', params: ({ event }) => ({ offer: event.output }) },
          },
          {
            target: 'unavailable',
            actions: { type: 'storeOffer', params: ({ event }) => ({ offer: event.output }) },
          },
        ],
        onError: [
          {
            guard: { type: 'isForAnotherNumber', params: ({ event }) => ({ error: event.error }) },
            target: 'notForYou',
            actions: {
              type: 'storeRefusal',
              params: ({ event }) => ({ error: event.error, fallback: ACCEPT_TRANSFER_TEXT.notFound }),
            },
          },
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'unavailable',
            actions: {
              type: 'storeRefusal',
              params: ({ event }) => ({ error: event.error, fallback: ACCEPT_TRANSFER_TEXT.notFound }),
            },
          },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: {
      description: 'No answer: the transfer could not be read; Try Again asks again.',
      tags: ['loadFailed'],
      meta: {
        screen: "'Could not load this ticket. Please try again.' and 'Try Again'.",
        shows: [
          { role: 'alert', name: ACCEPT_TRANSFER_TEXT.loadFailed },
          { role: 'button', name: ACCEPT_TRANSFER_TEXT.retry },
        ],
      },
      on: { RETRY: { target: 'loading' } },
    },
    notForYou: {
      description:
        "Signed in with another number than the one the ticket was sent to: the server's words and a way to sign in again.",
      tags: ['notForYou'],
      meta: {
        screen: "The server's text and 'Sign in with another number'.",
        shows: [{ role: 'button', name: ACCEPT_TRANSFER_TEXT.signOut }],
      },
      on: { SIGN_OUT: { actions: 'signOut' } },
    },
    unavailable: {
      description:
        'The transfer was withdrawn, expired, taken by another account, or never existed: nothing to accept.',
      tags: ['unavailable'],
      meta: {
        screen: "Why ('This ticket transfer has expired' and the like), what it means, and 'Find another event'.",
        shows: [{ role: 'link', name: ACCEPT_TRANSFER_TEXT.browseEvents }],
      },
    },
    filling: {
      description:
        "Who gives which ticket and until when; the event's attendee form, whose submit accepts the ticket (SPEC §5 rules on the form, the category kept).",
      tags: ['filling'],
      meta: {
        screen: "'A ticket for you', the sender, the event and category, the attendee form and 'Accept ticket'.",
        shows: [
          { role: 'heading', name: ACCEPT_TRANSFER_TEXT.heading },
          { role: 'button', name: ACCEPT_TRANSFER_TEXT.submit },
        ],
      },
      on: {
        ACCEPTED: {
          target: 'accepted',
          actions: { type: 'storeAccepted', params: ({ event }) => ({ participantUuid: event.participantUuid }) },
        },
      },
    },
    accepted: {
      description: 'The ticket is the recipient\u2019s, with a new QR code; the sender\u2019s no longer admits anyone.',
      tags: ['accepted'],
      meta: {
        screen: "'The ticket is yours' and 'View your ticket', which opens Your Registrations for the event.",
        shows: [
          { role: 'heading', name: ACCEPT_TRANSFER_TEXT.accepted },
          { role: 'link', name: ACCEPT_TRANSFER_TEXT.viewTicket },
        ],
      },
    },
  },
});

export type TicketTransferAcceptanceMachine = typeof ticketTransferAcceptanceMachine;
