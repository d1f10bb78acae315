// Step 1 of the booking page (SPEC §2 Multi-registration, §5 Ticket limits): the events a person
// sends, the inputs the machine starts with, and what each step must do as a hand-written SPEC table
// that QA reads (`ticketSelectionTable` below; `.test-results/spec-tables/ticket-selection.md` after a
// run). The browser paths (e2e/booking-paths.spec.ts) read the same table through the model's `expect`.
import type { AnyMachineSnapshot } from 'xstate';
import { ticketSelectionMachine } from '../../../machines/ticket-selection/ticket-selection.machine';
import type { TicketSelectionMachine } from '../../../machines/ticket-selection/ticket-selection.machine';
import type {
  TicketSelectionContext,
  TicketSelectionInput,
} from '../../../machines/ticket-selection/ticket-selection.types';
import type { GraphBudget } from '../shared/bounded-graph';
import type { FlowModel } from '../shared/graph-model';
import { ALWAYS, expectationFromTable } from '../shared/spec-table';
import type { RowFacts, SpecTable } from '../shared/spec-table';
import { notify } from '../shared/spec-texts';

export const FIVE_K = '5K Run';
export const TEN_K = '10K Run';
export const CATEGORIES = [
  { label: FIVE_K, pricePaise: 49_900 },
  { label: TEN_K, pricePaise: 79_900 },
];
/** A small limit keeps the graph small and reaches the limit on every path that adds enough. */
export const LIMIT = 3;

// The SPEC table, for QA: for each state and each press, under which condition, where the step goes
// and what the person sees. Written by hand from the SPEC; the conditions are the SPEC's (counts
// against the limit, tickets held), not the machine's guards, which each row only names.
// tests/flows/shared/table-replay.ts holds the machine to it: a transition the machine gains or loses
// fails until this table says so.
type Facts = RowFacts<TicketSelectionContext, TicketSelectionInput>;

const quantityOf = ({ before, event }: Facts) => before.quantities[event.category as string] ?? 0;
const heldOf = ({ input, event }: Facts) => input.minimums[event.category as string] ?? 0;
const total = ({ before }: Facts) => Object.values(before.quantities).reduce((sum, n) => sum + n, 0);
const offered = ({ input, event }: Facts) => input.categories.some((category) => category.label === event.category);

/** One more or one fewer of the pressed category; the page keeps the selection across a reload. */
const changeBy = (delta: number) => (facts: Facts) => {
  const quantities = { ...facts.before.quantities, [facts.event.category as string]: quantityOf(facts) + delta };
  return { context: { quantities }, emitted: [{ type: 'selectionChanged', quantities }] };
};

/** SPEC §5, written out: 'Maximum {n} tickets allowed for this event'. */
const maximumText = (limit: number) => `Maximum ${limit} tickets allowed for this event`;

const SELECT_SCREEN = [
  { role: 'heading', name: 'Select Categories' },
  { role: 'button', name: 'Proceed' },
] as const;

export const ticketSelectionTable: SpecTable<TicketSelectionContext, TicketSelectionInput> = {
  flow: 'ticket-selection',
  initial: 'deciding',
  // Counts start at the saved selection, but never below what the person already holds.
  start: (input) => ({
    context: {
      quantities: Object.fromEntries(
        input.categories.map(({ label }) => [
          label,
          Math.max(input.quantities[label] ?? 0, input.minimums[label] ?? 0),
        ]),
      ),
    },
  }),
  screens: { noneSelected: SELECT_SCREEN, someSelected: SELECT_SCREEN },
  rows: [
    {
      state: 'deciding',
      event: ALWAYS,
      when: 'a saved selection or tickets already held count at least one',
      holds: (facts) => total(facts) > 0,
      guard: 'hasTickets',
      to: 'someSelected',
      does: 'opens with those tickets counted and Proceed enabled',
      spec: '§2 Multi-registration step 1; a resumed booking',
    },
    {
      state: 'deciding',
      event: ALWAYS,
      when: 'otherwise',
      to: 'noneSelected',
      does: 'opens at 0 items with Proceed disabled',
      spec: '§2 Multi-registration step 1',
    },
    {
      state: 'noneSelected',
      event: 'TICKET.ADD',
      when: 'a category the event offers',
      holds: offered,
      guard: 'isOfferedCategory',
      to: 'someSelected',
      does: 'one ticket of it; Proceed enabled',
      expect: changeBy(+1),
      spec: '§2 plus per category',
    },
    {
      state: 'noneSelected',
      event: 'TICKET.ADD',
      when: 'a category the event does not offer',
      ignored: true,
      does: 'nothing',
      spec: '§2 only the event’s categories',
    },
    {
      state: 'noneSelected',
      event: 'TICKET.REMOVE',
      when: 'always: there is nothing to remove',
      ignored: true,
      does: 'nothing',
      spec: '§2 minus per category',
    },
    {
      state: 'noneSelected',
      event: 'PROCEED',
      when: 'always',
      does: "says 'Please select at least one ticket'",
      expect: () => ({ emitted: [notify('error', 'Please select at least one ticket')] }),
      spec: '§5 Ticket limits: Proceed with none',
    },
    {
      state: 'someSelected',
      event: 'TICKET.ADD',
      when: 'a category the event offers, fewer tickets than the limit in all',
      holds: (facts) => offered(facts) && total(facts) < facts.input.limit,
      guard: 'hasRoomFor',
      does: 'one more ticket of it',
      expect: changeBy(+1),
      spec: '§5 Ticket limits',
    },
    {
      state: 'someSelected',
      event: 'TICKET.ADD',
      when: 'a category the event offers, the limit reached',
      holds: offered,
      guard: 'isOfferedCategory',
      does: "no ticket added; says 'Maximum {limit} tickets allowed for this event'",
      expect: (facts) => ({ emitted: [notify('error', maximumText(facts.input.limit))] }),
      spec: '§5 Ticket limits: at most totalAllowedRegistrations',
    },
    {
      state: 'someSelected',
      event: 'TICKET.ADD',
      when: 'a category the event does not offer',
      ignored: true,
      does: 'nothing',
      spec: '§2 only the event’s categories',
    },
    {
      state: 'someSelected',
      event: 'TICKET.REMOVE',
      when: 'no more of the category than the person already holds (or none)',
      holds: (facts) => quantityOf(facts) <= heldOf(facts),
      guard: 'isAtMinimum',
      does: 'nothing: the minus stops at the tickets already submitted',
      spec: '§2 minus per category; tickets already submitted stay',
    },
    {
      state: 'someSelected',
      event: 'TICKET.REMOVE',
      when: 'the only ticket selected',
      holds: (facts) => total(facts) === 1 && quantityOf(facts) === 1,
      guard: 'removesLastTicket',
      to: 'noneSelected',
      does: 'back to 0 items; Proceed disabled',
      expect: changeBy(-1),
      spec: '§2 Proceed disabled at 0 tickets',
    },
    {
      state: 'someSelected',
      event: 'TICKET.REMOVE',
      when: 'otherwise',
      does: 'one ticket of it fewer',
      expect: changeBy(-1),
      spec: '§2 minus per category',
    },
    {
      state: 'someSelected',
      event: 'PROCEED',
      when: 'always',
      to: 'proceeded',
      does: 'hands the quantities to the booking (the attendee forms)',
      expect: (facts) => ({ output: { quantities: facts.before.quantities } }),
      spec: '§2 Multi-registration step 2',
    },
  ],
};

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
