// Step 1 of the booking page (SPEC §2 Multi-registration, §5 Ticket limits), written by hand: a plus
// and a minus per category, at most the event's limit, Proceed only with at least one ticket.
import type { AnyMachineSnapshot } from 'xstate';
import { ticketSelectionMachine } from '../../../machines/ticket-selection/ticket-selection.machine';
import type { TicketSelectionMachine } from '../../../machines/ticket-selection/ticket-selection.machine';
import type {
  TicketSelectionContext,
  TicketSelectionInput,
} from '../../../machines/ticket-selection/ticket-selection.types';
import type { FlowModel, StepExpectation } from '../shared/graph-model';
import { notify } from '../shared/spec-texts';

export const FIVE_K = '5K Run';
export const TEN_K = '10K Run';
export const CATEGORIES = [
  { label: FIVE_K, pricePaise: 49_900 },
  { label: TEN_K, pricePaise: 79_900 },
];
/** A small limit keeps the graph small and reaches the limit on every path that adds enough. */
export const LIMIT = 3;

const total = (quantities: Record<string, number>) => Object.values(quantities).reduce((sum, n) => sum + n, 0);

export const ticketSelectionModel: FlowModel<TicketSelectionMachine, TicketSelectionInput> = {
  flow: 'ticket-selection',
  machine: ticketSelectionMachine,
  inputs: {
    'a new booking': { categories: CATEGORIES, limit: LIMIT, quantities: {}, minimums: {} },
    'one 10K ticket already submitted': {
      categories: CATEGORIES,
      limit: LIMIT,
      quantities: {},
      minimums: { [TEN_K]: 1 },
    },
  },
  events: [
    { type: 'TICKET.ADD', category: FIVE_K },
    { type: 'TICKET.ADD', category: TEN_K },
    { type: 'TICKET.ADD', category: 'Kids Dash' },
    { type: 'TICKET.REMOVE', category: FIVE_K },
    { type: 'TICKET.REMOVE', category: TEN_K },
    { type: 'PROCEED' },
  ],
  probeEveryEvent: true,
  project: (snapshot: AnyMachineSnapshot) => {
    const { quantities } = snapshot.context as TicketSelectionContext;
    return { value: snapshot.value, quantities };
  },
  expect: ({ event, before, input }): StepExpectation => {
    if (before === null) {
      // Counts start at what the person already holds: tickets submitted earlier are part of the booking.
      return {
        context: { quantities: { [FIVE_K]: input.minimums[FIVE_K] ?? 0, [TEN_K]: input.minimums[TEN_K] ?? 0 } },
      };
    }
    const quantities = before.quantities as Record<string, number>;
    const category = event.category as string;
    switch (event.type) {
      case 'TICKET.ADD': {
        if (category !== FIVE_K && category !== TEN_K) return {};
        if (total(quantities) >= LIMIT)
          return { emitted: [notify('error', 'Maximum 3 tickets allowed for this event')] };
        const next = { ...quantities, [category]: (quantities[category] ?? 0) + 1 };
        return { context: { quantities: next }, emitted: [{ type: 'selectionChanged', quantities: next }] };
      }
      case 'TICKET.REMOVE': {
        if ((quantities[category] ?? 0) <= (input.minimums[category] ?? 0)) return {};
        const next = { ...quantities, [category]: (quantities[category] ?? 0) - 1 };
        return { context: { quantities: next }, emitted: [{ type: 'selectionChanged', quantities: next }] };
      }
      case 'PROCEED':
        if (total(quantities) === 0) return { emitted: [notify('error', 'Please select at least one ticket')] };
        return { output: { quantities } };
      default:
        throw new Error(`the ticket-selection model has no expectation for ${event.type}`);
    }
  },
};
