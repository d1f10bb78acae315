// Step 1 of the booking page (SPEC §2 Multi-registration, §5 Ticket limits): the events a person
// sends and the inputs the machine starts with; what each step must do is the hand-written SPEC table
// (ticket-selection.spec-table.ts), which the browser paths (e2e/booking-paths.spec.ts) read too.
import type { AnyMachineSnapshot } from 'xstate';
import { ticketSelectionMachine } from '../../../machines/ticket-selection/ticket-selection.machine';
import type { TicketSelectionMachine } from '../../../machines/ticket-selection/ticket-selection.machine';
import type {
  TicketSelectionContext,
  TicketSelectionInput,
} from '../../../machines/ticket-selection/ticket-selection.types';
import type { GraphBudget } from '../shared/bounded-graph';
import type { FlowModel } from '../shared/graph-model';
import { expectationFromTable } from '../shared/spec-table';
import { ticketSelectionTable } from './ticket-selection.spec-table';

export const FIVE_K = '5K Run';
export const TEN_K = '10K Run';
export const CATEGORIES = [
  { label: FIVE_K, pricePaise: 49_900 },
  { label: TEN_K, pricePaise: 79_900 },
];
/** A small limit keeps the graph small and reaches the limit on every path that adds enough. */
export const LIMIT = 3;

/**
 * With LIMIT 3 and two categories the graph has well under 100 vertices, no path longer than 8 events;
 * a machine that lost the limit passes both at once.
 */
export const TICKET_SELECTION_BUDGET: GraphBudget = { states: 200, depth: 12 };

export const ticketSelectionModel: FlowModel<TicketSelectionMachine, TicketSelectionInput> = {
  flow: 'ticket-selection',
  machine: ticketSelectionMachine,
  // The browser paths run each of these (e2e/booking-paths.spec.ts sets up the tickets held).
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
  project: (snapshot: AnyMachineSnapshot) => {
    const { quantities } = snapshot.context as TicketSelectionContext;
    return { value: snapshot.value, quantities };
  },
  expect: expectationFromTable(ticketSelectionTable),
};

/**
 * vitest's inputs: the browser's, and a selection saved before a reload (the booking resumes it), which
 * the browser paths cannot set up but the start's eventless branch needs.
 */
export const ticketSelectionTableModel: FlowModel<TicketSelectionMachine, TicketSelectionInput> = {
  ...ticketSelectionModel,
  inputs: {
    ...ticketSelectionModel.inputs,
    'a saved selection resumed': {
      categories: CATEGORIES,
      limit: LIMIT,
      quantities: { [FIVE_K]: 1, [TEN_K]: 1 },
      minimums: {},
    },
  },
};
