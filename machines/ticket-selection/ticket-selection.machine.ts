// Step 1 of the booking page (SPEC §2 Multi-registration, §5 Ticket limits): a plus and a minus per
// ticket category, at most `limit` tickets in all, and Proceed only with at least one. Pure: it is
// invoked by the booking machine, which gets the chosen quantities as this machine's output.
import { assign, emit, setup } from 'xstate';
import { BOOKING_TEXT, ticketCount } from '../../src/domain/booking';
import type {
  TicketSelectionContext,
  TicketSelectionEmitted,
  TicketSelectionTag,
  TicketSelectionEvent,
  TicketSelectionInput,
  TicketSelectionOutput,
} from './ticket-selection.types';
import { notice } from '../shared/notices';

type CategoryParams = { category: string };

const isOffered = (context: TicketSelectionContext, label: string) =>
  context.categories.some((category) => category.label === label);

export const ticketSelectionMachine = setup({
  types: {
    context: {} as TicketSelectionContext,
    events: {} as TicketSelectionEvent,
    input: {} as TicketSelectionInput,
    output: {} as TicketSelectionOutput,
    emitted: {} as TicketSelectionEmitted,
    tags: {} as TicketSelectionTag,
  },
  guards: {
    hasTickets: ({ context }) => ticketCount(context.quantities) > 0,
    isOfferedCategory: ({ context }, params: CategoryParams) => isOffered(context, params.category),
    hasRoomFor: ({ context }, params: CategoryParams) =>
      isOffered(context, params.category) && ticketCount(context.quantities) < context.limit,
    isAtMinimum: ({ context }, params: CategoryParams) =>
      (context.quantities[params.category] ?? 0) <= (context.minimums[params.category] ?? 0),
    // With one ticket in all, a category holding none is stopped by isAtMinimum first, so the one ticket is
    // this category's: the second term only says so.
    removesLastTicket: ({ context }, params: CategoryParams) =>
      // Stryker disable next-line ConditionalExpression: see above.
      ticketCount(context.quantities) === 1 && (context.quantities[params.category] ?? 0) === 1,
  },
  actions: {
    addTicket: assign(({ context }, params: CategoryParams) => ({
      quantities: { ...context.quantities, [params.category]: (context.quantities[params.category] ?? 0) + 1 },
    })),
    removeTicket: assign(({ context }, params: CategoryParams) => ({
      quantities: { ...context.quantities, [params.category]: (context.quantities[params.category] ?? 0) - 1 },
    })),
    reportSelection: emit(({ context }) => ({ type: 'selectionChanged' as const, quantities: context.quantities })),
    notifyLimitReached: emit(({ context }) => notice.error(BOOKING_TEXT.maxTickets(context.limit))),
    notifyNothingSelected: emit(notice.error(BOOKING_TEXT.selectAtLeastOne)),
  },
}).createMachine({
  id: 'ticketSelection',
  description: 'Step 1: how many tickets of each category; at most the event’s limit, Proceed with at least one.',
  context: ({ input }) => ({
    categories: input.categories,
    limit: input.limit,
    quantities: Object.fromEntries(
      input.categories.map((category) => [
        category.label,
        Math.max(input.quantities[category.label] ?? 0, input.minimums[category.label] ?? 0),
      ]),
    ),
    minimums: input.minimums,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'A saved selection may already hold tickets.',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [{ guard: 'hasTickets', target: 'someSelected' }, { target: 'noneSelected' }],
    },
    noneSelected: {
      description: 'No ticket chosen: Proceed is disabled and says why.',
      meta: {
        screen: "'Select Categories' with a plus and minus per category, 0 items and a disabled Proceed.",
        shows: [
          { role: 'heading', name: BOOKING_TEXT.selectHeading },
          { role: 'button', name: BOOKING_TEXT.proceed },
        ],
      },
      on: {
        'TICKET.ADD': {
          guard: { type: 'isOfferedCategory', params: ({ event }) => ({ category: event.category }) },
          target: 'someSelected',
          actions: [{ type: 'addTicket', params: ({ event }) => ({ category: event.category }) }, 'reportSelection'],
        },
        PROCEED: { actions: 'notifyNothingSelected' },
      },
    },
    someSelected: {
      tags: ['someSelected'],
      description: 'At least one ticket: the summary counts them and totals their prices; Proceed goes on.',
      meta: {
        screen: "The quantities, the item count, the total and 'Prices are excluding Booking Fees'; Proceed enabled.",
        shows: [
          { role: 'heading', name: BOOKING_TEXT.selectHeading },
          { role: 'button', name: BOOKING_TEXT.proceed },
        ],
      },
      on: {
        'TICKET.ADD': [
          {
            guard: { type: 'hasRoomFor', params: ({ event }) => ({ category: event.category }) },
            actions: [{ type: 'addTicket', params: ({ event }) => ({ category: event.category }) }, 'reportSelection'],
          },
          {
            // An offered category without room: the limit is reached.
            guard: { type: 'isOfferedCategory', params: ({ event }) => ({ category: event.category }) },
            actions: 'notifyLimitReached',
          },
        ],
        'TICKET.REMOVE': [
          { guard: { type: 'isAtMinimum', params: ({ event }) => ({ category: event.category }) } },
          {
            guard: { type: 'removesLastTicket', params: ({ event }) => ({ category: event.category }) },
            target: 'noneSelected',
            actions: [
              { type: 'removeTicket', params: ({ event }) => ({ category: event.category }) },
              'reportSelection',
            ],
          },
          {
            actions: [
              { type: 'removeTicket', params: ({ event }) => ({ category: event.category }) },
              'reportSelection',
            ],
          },
        ],
        PROCEED: { target: 'proceeded' },
      },
    },
    proceeded: {
      description: 'The quantities are handed to the booking, which opens the attendee forms.',
      type: 'final',
      meta: { screen: 'The attendee step (the booking machine takes over).' },
    },
  },
  output: ({ context }) => ({ quantities: context.quantities }),
});

export type TicketSelectionMachine = typeof ticketSelectionMachine;
