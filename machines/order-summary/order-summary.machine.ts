// The order summary (SPEC §2 Order summary, §4 Order ticket status, §8 Order and payment): the
// person's unpaid tickets for one sub-event, delete for pending ones, the collapsible price breakdown,
// and the time left on held places. Pure: the shared loader's `load`, `deleteTicket` and `clock` are
// provided by src/app.
import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { ORDER_SUMMARY_TEXT } from '../../src/domain/order-summary';
import { paymentCheckoutMachine } from '../payment-checkout/payment-checkout.machine';
import { loaderMachine } from '../shared/loader.machine';
import type { LoaderOutput } from '../shared/loader.types';
import {
  OrderSummaryCallError,
  loadedSummaryOf,
  orderSummaryLoad,
  type DeleteTicketInput,
  type OrderSummaryContext,
  type OrderSummaryEmitted,
  type OrderSummaryEvent,
  type OrderSummaryInput,
  type OrderSummaryTag,
} from './order-summary.types';
import { notice } from '../shared/notices';

export const orderSummaryMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for TypeScript only; an emptied object runs the same.
  types: {
    context: {} as OrderSummaryContext,
    events: {} as OrderSummaryEvent,
    input: {} as OrderSummaryInput,
    emitted: {} as OrderSummaryEmitted,
    tags: {} as OrderSummaryTag,
    children: {} as {
      loader: 'loader';
      deleteTicket: 'deleteTicket';
      clock: 'clock';
      paymentCheckout: 'paymentCheckout';
    },
  },
  actors: {
    /** GET /orders/summary/{eventUuid}, read into the client form (null for a 404), with Retry on failure. */
    loader: loaderMachine,
    /** DELETE /participant-registration/registrations/{participantUuid}. */
    deleteTicket: fromPromise<void, DeleteTicketInput>(async () => {
      throw new Error('deleteTicket not provided');
    }),
    /** Sends CLOCK.TICK with the time every ORDER_SUMMARY_CLOCK_TICK_MS. */
    clock: fromCallback<OrderSummaryEvent>(() => {
      throw new Error('clock not provided');
    }),
    /** Pay: the checkout lifecycle, beside the summary for as long as the page names an event. */
    paymentCheckout: paymentCheckoutMachine,
  },
  guards: {
    hasNoEventUuid: ({ context }) => context.eventUuid.trim() === '',
    hasArrivedSummary: ({ context }) => context.summary !== null,
    hasNoOrder: ({ context }) => context.summary === null,
    // Asked only once a summary is in (after hasNoOrder, and in ready), so the summary is never null here.
    // Stryker disable OptionalChaining,BooleanLiteral: see above.
    hasNoTickets: ({ context }) => context.summary?.tickets.length === 0,
    isDeletable: ({ context }, params: { participantUuid: string }) =>
      context.summary?.tickets.some(
        (ticket) => ticket.participantUuid === params.participantUuid && ticket.status.deletable,
      ) ?? false,
    // Stryker restore OptionalChaining,BooleanLiteral
  },
  actions: {
    storeSummary: assign((_, params: { output: LoaderOutput }) => ({
      summary: loadedSummaryOf(params.output),
      errorMessage: null,
    })),
    storeMissingUuid: assign({ summary: null, errorMessage: ORDER_SUMMARY_TEXT.uuidRequired }),
    retryLoading: sendTo('loader', { type: 'RETRY' }),
    moveClock: assign((_, params: { now: number }) => ({ now: params.now })),
    notifyTicketRemoved: emit(notice.success(ORDER_SUMMARY_TEXT.ticketRemoved)),
    notifyDeleteFailed: emit((_, params: { error: unknown }) =>
      notice.error(
        params.error instanceof OrderSummaryCallError && params.error.serverMessage
          ? params.error.serverMessage
          : ORDER_SUMMARY_TEXT.deleteFailed,
      ),
    ),
    goBack: emit({ type: 'back' }),
  },
}).createMachine({
  id: 'orderSummary',
  description: 'The unpaid tickets of one event with their price breakdown; pending tickets can be deleted.',
  context: ({ input }) => ({
    eventUuid: input.eventUuid,
    now: input.now,
    earlierProviderOrderId: input.earlierProviderOrderId,
    summary: input.arrivedSummary ?? null,
    errorMessage: null,
  }),
  on: {
    'NAVIGATION.BACK': { actions: 'goBack' },
  },
  initial: 'checking',
  states: {
    checking: {
      description:
        'A link without ?eventUuid= cannot name an order; the summary may have come with the document (drawn on the server).',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [
        { guard: 'hasNoEventUuid', target: 'missingUuid', actions: 'storeMissingUuid' },
        { guard: 'hasArrivedSummary', target: 'forEvent.sorting' },
        { target: 'forEvent' },
      ],
    },
    missingUuid: {
      tags: ['missingUuid'],
      description: "'Event UUID is required' and Go Back.",
      meta: {
        screen: "'Event UUID is required' and Go Back.",
        shows: [
          { role: 'alert', name: ORDER_SUMMARY_TEXT.uuidRequired },
          { role: 'button', name: ORDER_SUMMARY_TEXT.goBack },
        ],
      },
    },
    forEvent: {
      description: 'The order of the event the link names, with the payment checkout beside it.',
      meta: { screen: "'Order Summary' for the event." },
      invoke: {
        id: 'paymentCheckout',
        src: 'paymentCheckout',
        input: ({ context }) => ({
          subEventUuid: context.eventUuid,
          earlierProviderOrderId: context.earlierProviderOrderId,
        }),
      },
      initial: 'loading',
      states: {
        loading: {
          description:
            "The loader asks the server for the unpaid tickets and what they cost; if that fails, 'Failed to fetch order summary', Try Again and Go Back.",
          meta: {
            screen: "'Loading order summary...', or 'Failed to fetch order summary', Try Again and Go Back.",
            shows: [{ role: 'status', name: ORDER_SUMMARY_TEXT.loading }],
          },
          invoke: {
            id: 'loader',
            src: 'loader',
            input: ({ context }) => orderSummaryLoad(context.eventUuid),
            onDone: {
              target: 'sorting',
              actions: { type: 'storeSummary', params: ({ event }) => ({ output: event.output }) },
            },
          },
          on: { RETRY: { actions: 'retryLoading' } },
        },
        sorting: {
          description: 'The answer is in: no order (the 404), an order without tickets, or the tickets.',
          meta: { screen: 'Nothing new: decided at once.' },
          always: [
            { guard: 'hasNoOrder', target: 'noOrder' },
            { guard: 'hasNoTickets', target: 'noTickets' },
            { target: 'ready' },
          ],
        },
        noOrder: {
          tags: ['noOrder'],
          description: 'The person holds no unpaid ticket for this event (the server answered 404).',
          meta: {
            screen: "'No Order Found' and Go Back.",
            shows: [
              { role: 'heading', name: ORDER_SUMMARY_TEXT.noOrder },
              { role: 'button', name: ORDER_SUMMARY_TEXT.goBack },
            ],
          },
        },
        noTickets: {
          tags: ['noTickets'],
          description: 'The order lists no tickets.',
          meta: {
            screen: "'No Tickets Found' and Go Back.",
            shows: [
              { role: 'heading', name: ORDER_SUMMARY_TEXT.noTickets },
              { role: 'button', name: ORDER_SUMMARY_TEXT.goBack },
            ],
          },
        },
        ready: {
          tags: ['ready'],
          description: 'The tickets with their statuses, the total and the breakdown toggle.',
          type: 'parallel',
          meta: { screen: "'Order Summary': the tickets, the total and the breakdown." },
          invoke: { id: 'clock', src: 'clock' },
          on: {
            'CLOCK.TICK': { actions: { type: 'moveClock', params: ({ event }) => ({ now: event.now }) } },
          },
          states: {
            tickets: {
              description: 'Deleting one pending ticket at a time.',
              meta: { screen: 'The ticket list.' },
              initial: 'idle',
              states: {
                idle: {
                  description: 'Each ticket with its status; pending ones have Delete.',
                  meta: {
                    screen: 'The ticket list: name, category, amount, status badge, Delete on pending tickets.',
                    shows: [{ role: 'heading', name: ORDER_SUMMARY_TEXT.heading }],
                  },
                  on: {
                    'TICKET.DELETE': {
                      guard: {
                        type: 'isDeletable',
                        params: ({ event }) => ({ participantUuid: event.participantUuid }),
                      },
                      target: 'deleting',
                    },
                  },
                },
                deleting: {
                  tags: ['deleting'],
                  description: 'Removes the ticket, then reloads the summary.',
                  meta: {
                    screen: 'The list with the deleted ticket busy.',
                    shows: [{ role: 'heading', name: ORDER_SUMMARY_TEXT.heading }],
                  },
                  invoke: {
                    id: 'deleteTicket',
                    src: 'deleteTicket',
                    // Entered only by TICKET.DELETE: the type check is there for TypeScript, the '' never used.
                    input: ({ event }) => ({
                      // Stryker disable next-line ConditionalExpression,StringLiteral: see above.
                      participantUuid: event.type === 'TICKET.DELETE' ? event.participantUuid : '',
                    }),
                    onDone: { target: '#orderSummary.forEvent.loading', actions: 'notifyTicketRemoved' },
                    onError: {
                      target: 'idle',
                      actions: { type: 'notifyDeleteFailed', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
              },
            },
            breakdown: {
              description: "The price breakdown: 'View details' opens it, 'Hide details' closes it.",
              meta: { screen: 'The total and its breakdown.' },
              initial: 'collapsed',
              states: {
                collapsed: {
                  description: "Only the total shows, with 'View details'.",
                  meta: {
                    screen: "The total and 'View details'.",
                    shows: [{ role: 'button', name: ORDER_SUMMARY_TEXT.viewDetails }],
                  },
                  on: { 'BREAKDOWN.TOGGLE': { target: 'expanded' } },
                },
                expanded: {
                  tags: ['expanded'],
                  description: 'Every SPEC §9 line to the paisa, with the total.',
                  meta: {
                    screen:
                      "Tickets, CGST, SGST, platform fee and its taxes, convenience charge and its GST, the total; 'Hide details'.",
                    shows: [{ role: 'button', name: ORDER_SUMMARY_TEXT.hideDetails }],
                  },
                  on: { 'BREAKDOWN.TOGGLE': { target: 'collapsed' } },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type OrderSummaryMachine = typeof orderSummaryMachine;
