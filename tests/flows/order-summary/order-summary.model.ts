// The order summary's model (SPEC §2 Order summary, §4 Order ticket status, §8 Order and payment): a
// link without ?eventUuid=, loading, no order (the 404), no tickets, the tickets with Delete on pending
// ones, the breakdown's toggle, the clock on held places and Go Back. What each step must do is a
// hand-written SPEC table that QA reads (`orderSummaryTable` below;
// `.test-results/spec-tables/order-summary.md` after a run); the model's `expect` reads the same table.
import type { AnyMachineSnapshot } from 'xstate';
import { orderSummaryMachine } from '../../../machines/order-summary/order-summary.machine';
import type { OrderSummaryMachine } from '../../../machines/order-summary/order-summary.machine';
import {
  OrderSummaryCallError,
  type LoadedSummary,
  type OrderSummaryContext,
  type OrderSummaryInput,
} from '../../../machines/order-summary/order-summary.types';
import type { OrderSummary } from '../../../src/domain/order-summary';
import { computeCharges } from '../../../src/domain/pricing';
import type { GraphBudget } from '../shared/bounded-graph';
import type { FlowModel, ModelEvent, OutstandingCall, StepExpectation } from '../shared/graph-model';
import { ALWAYS, ANY_STATE, expectationFromTable } from '../shared/spec-table';
import type { RowFacts, SpecRow, SpecTable } from '../shared/spec-table';
import { notify } from '../shared/spec-texts';

export const EVENT_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11';
export const NOW = Date.parse('2031-01-10T04:30:00.000Z');
const PENDING_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01';
const CONFIRMED_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c02';

export const twoTickets: OrderSummary = {
  subEventUuid: EVENT_UUID,
  title: 'Pune Riverside Run',
  subEventName: '10K Run',
  tickets: [
    {
      participantUuid: PENDING_UUID,
      name: 'Asha Rao',
      category: '10K Run',
      email: 'asha@example.in',
      phone: '9876543210',
      amountText: '₹799.00',
      status: { label: 'pending', colour: 'yellow', deletable: true },
      holdExpiresAt: new Date(NOW + 15 * 60_000).toISOString(),
    },
    {
      participantUuid: CONFIRMED_UUID,
      name: 'Vikram Rao',
      category: '10K Run',
      email: null,
      phone: null,
      amountText: '₹799.00',
      status: { label: 'confirmed', colour: 'green', deletable: false },
      holdExpiresAt: null,
    },
  ],
  charges: computeCharges({ ticketTotalPaise: 79_900, platformFeePaise: 0, supplyType: 'intra_state' }),
  placeOfSupply: 'Karnataka (29)',
};
export const noTickets: OrderSummary = { ...twoTickets, tickets: [] };

// SPEC §2 Order summary, §8 Order and payment and §8 success toasts, written out by hand.
const TEXT = {
  heading: 'Order Summary',
  loading: 'Loading order summary...',
  uuidRequired: 'Event UUID is required',
  loadFailed: 'Failed to fetch order summary',
  noOrder: 'No Order Found',
  noTickets: 'No Tickets Found',
  goBack: 'Go Back',
  viewDetails: 'View details',
  hideDetails: 'Hide details',
  ticketRemoved: 'Ticket removed successfully',
  deleteFailed: 'Failed to delete ticket',
} as const;

type Facts = RowFacts<OrderSummaryContext, OrderSummaryInput>;
type Row = SpecRow<OrderSummaryContext, OrderSummaryInput>;

/** The shared loader, with the summary's SPEC §8 text for every failure (its own model covers failing and Retry). */
const loadCall = (eventUuid: string) => ({
  id: 'loader',
  input: { request: { eventUuid }, texts: { refused: TEXT.loadFailed, failed: TEXT.loadFailed } },
});
/** Pay's checkout runs beside the summary whenever the link names an event (SPEC §2, §7). */
const checkoutCall = (context: OrderSummaryContext) => ({
  id: 'paymentCheckout',
  input: { subEventUuid: context.eventUuid, earlierProviderOrderId: context.earlierProviderOrderId },
});
const clockCall = { id: 'clock' };
/** The fixtures' only ticket that can be deleted (SPEC §4: pending), whose delete is out while deleting. */
const deleteCall = (participantUuid: string) => ({ id: 'deleteTicket', input: { participantUuid } });

/** What is out while the page rests in these states (one per region of the ready screen). */
function outstanding(leaves: readonly string[], context: OrderSummaryContext): OutstandingCall[] {
  const forEvent = leaves.some((leaf) => leaf.startsWith('forEvent.'));
  const ready = leaves.some((leaf) => leaf.startsWith('forEvent.ready.'));
  return [
    ...(forEvent ? [checkoutCall(context)] : []),
    ...(leaves.includes('forEvent.loading') ? [loadCall(context.eventUuid)] : []),
    // The time left on held places moves on only while the tickets are shown.
    ...(ready ? [clockCall] : []),
    ...(leaves.includes('forEvent.ready.tickets.deleting') ? [deleteCall(PENDING_UUID)] : []),
  ];
}

/** An ignored press or answer leaves everything as it is. */
const unchanged = ({ leaves, state, before }: Facts): StepExpectation => ({
  calls: outstanding(leaves ?? [state], before),
});

const ticketOf = ({ before, event }: Facts) =>
  before.summary?.tickets.find((ticket) => ticket.participantUuid === event.participantUuid);

function ignoredIn(state: string, events: readonly string[], when: string, spec: string): Row[] {
  return events.map((event) => ({
    state,
    event,
    when,
    ignored: true as const,
    does: 'nothing',
    expect: unchanged,
    spec,
  }));
}

// The SPEC table, for QA: for each state and each press, answer or tick, under which condition, where
// the step goes and what the person sees. The conditions are written from the SPEC (a blank link, a
// pending ticket), not from the machine's guards, which each row only names. table-replay.ts holds
// the machine to it: a transition the machine gains or loses fails until this table says so.
export const orderSummaryTable: SpecTable<OrderSummaryContext, OrderSummaryInput> = {
  flow: 'order-summary',
  initial: 'checking',
  enters: {
    forEvent: 'forEvent.loading',
    'forEvent.ready': ['forEvent.ready.tickets.idle', 'forEvent.ready.breakdown.collapsed'],
  },
  // A link without an event says so; otherwise the summary loads, with Pay's checkout beside it.
  start: (input) => {
    const blank = input.eventUuid.trim() === '';
    const context = {
      eventUuid: input.eventUuid,
      now: input.now,
      earlierProviderOrderId: input.earlierProviderOrderId,
      summary: null,
      errorMessage: blank ? TEXT.uuidRequired : null,
    };
    // A summary the page's document carried shows at once: nothing is asked, Pay's checkout starts beside it.
    const arrived = blank ? null : (input.arrivedSummary ?? null);
    if (arrived) {
      return {
        context: { ...context, summary: arrived },
        calls: [
          checkoutCall({ ...context, summary: arrived } as OrderSummaryContext),
          ...(arrived.tickets.length > 0 ? [clockCall] : []),
        ],
      };
    }
    return {
      context,
      calls: blank
        ? []
        : [
            loadCall(input.eventUuid),
            checkoutCall({ ...input, summary: null, errorMessage: null } as OrderSummaryContext),
          ],
    };
  },
  screens: {
    missingUuid: [
      { role: 'alert', name: TEXT.uuidRequired },
      { role: 'button', name: TEXT.goBack },
    ],
    'forEvent.loading': [{ role: 'status', name: TEXT.loading }],
    'forEvent.noOrder': [
      { role: 'heading', name: TEXT.noOrder },
      { role: 'button', name: TEXT.goBack },
    ],
    'forEvent.noTickets': [
      { role: 'heading', name: TEXT.noTickets },
      { role: 'button', name: TEXT.goBack },
    ],
    'forEvent.ready.tickets.idle': [{ role: 'heading', name: TEXT.heading }],
    'forEvent.ready.tickets.deleting': [{ role: 'heading', name: TEXT.heading }],
    'forEvent.ready.breakdown.collapsed': [{ role: 'button', name: TEXT.viewDetails }],
    'forEvent.ready.breakdown.expanded': [{ role: 'button', name: TEXT.hideDetails }],
  },
  rows: [
    {
      state: ANY_STATE,
      event: 'NAVIGATION.BACK',
      when: 'always (Go Back, or the browser back)',
      does: 'back to the page before',
      expect: (facts) => ({ ...unchanged(facts), emitted: [{ type: 'back' }] }),
      spec: '§2 Order summary: Go Back',
    },
    {
      state: 'checking',
      event: ALWAYS,
      when: 'the link has no ?eventUuid= (or a blank one)',
      holds: ({ input }) => input.eventUuid.trim() === '',
      guard: 'hasNoEventUuid',
      to: 'missingUuid',
      does: "'Event UUID is required' and Go Back; nothing is asked",
      spec: "§2 Order summary: missing eventUuid shows 'Event UUID is required'",
    },
    {
      state: 'checking',
      event: ALWAYS,
      when: "the summary came with the page's document (drawn on the server for the person's session)",
      holds: ({ input }) => input.eventUuid.trim() !== '' && Boolean(input.arrivedSummary),
      guard: 'hasArrivedSummary',
      to: 'forEvent.sorting',
      does: "nothing is asked: the summary is sorted at once; Pay's checkout starts beside it",
      spec: '§2 Order summary; issue 29 (signed-in pages drawn on the server)',
    },
    {
      state: 'checking',
      event: ALWAYS,
      when: 'otherwise',
      to: 'forEvent',
      does: "'Loading order summary...'; Pay's checkout starts beside it",
      spec: '§2 Order summary; §7 GET /orders/summary/{eventUuid}',
    },
    ...ignoredIn(
      'missingUuid',
      ['RETRY', 'BREAKDOWN.TOGGLE', 'TICKET.DELETE', 'CLOCK.TICK'],
      'always: there is only Go Back',
      '§2',
    ),
    {
      state: 'forEvent.loading',
      event: 'RETRY',
      when: "always (Try Again after 'Failed to fetch order summary')",
      does: 'the loader asks again',
      expect: (facts) => ({ ...unchanged(facts), sentToChildren: [{ to: 'loader', event: { type: 'RETRY' } }] }),
      spec: "§2 Order summary: Try Again; §8 'Failed to fetch order summary'",
    },
    {
      state: 'forEvent.loading',
      event: 'xstate.done.actor.loader',
      when: 'always (the summary, or none: the 404)',
      to: 'forEvent.sorting',
      does: 'the answer is kept and sorted at once',
      expect: ({ event, before }) => {
        const data = (event.output as { data: LoadedSummary }).data;
        return {
          calls: [checkoutCall(before), ...(data !== null && data.tickets.length > 0 ? [clockCall] : [])],
          context: { summary: data, errorMessage: null },
        };
      },
      spec: '§7 GET /orders/summary/{eventUuid}',
    },
    {
      state: 'forEvent.sorting',
      event: ALWAYS,
      when: 'the server has no unpaid order for the event (its 404)',
      holds: ({ before }) => before.summary === null,
      guard: 'hasNoOrder',
      to: 'forEvent.noOrder',
      does: "'No Order Found' and Go Back",
      spec: "§2 Order summary: 'No Order Found'",
    },
    {
      state: 'forEvent.sorting',
      event: ALWAYS,
      when: 'the order lists no tickets',
      holds: ({ before }) => before.summary?.tickets.length === 0,
      guard: 'hasNoTickets',
      to: 'forEvent.noTickets',
      does: "'No Tickets Found' and Go Back",
      spec: "§2 Order summary: 'No Tickets Found'",
    },
    {
      state: 'forEvent.sorting',
      event: ALWAYS,
      when: 'otherwise',
      to: 'forEvent.ready',
      does: "'Order Summary': the tickets, the total with 'View details', the time left on held places",
      spec: '§2 Order summary: ticket list, price breakdown panel, pay button',
    },
    {
      state: 'forEvent.ready',
      event: 'CLOCK.TICK',
      when: 'always (a second passed)',
      does: 'the time left on held places moves on',
      expect: (facts) => ({ ...unchanged(facts), context: { now: facts.event.now as number } }),
      spec: 'Booking part 2: held places show their time left',
    },
    {
      state: 'forEvent.ready.tickets.idle',
      event: 'TICKET.DELETE',
      when: 'the ticket is pending',
      holds: (facts) => ticketOf(facts)?.status.label === 'pending',
      guard: 'isDeletable',
      to: 'forEvent.ready.tickets.deleting',
      does: 'the ticket is deleted on the server; the list waits',
      expect: (facts) => ({
        calls: [checkoutCall(facts.before), clockCall, deleteCall(facts.event.participantUuid as string)],
      }),
      spec: '§4 Order ticket status: pending (deletable; only pending tickets show a delete control)',
    },
    {
      state: 'forEvent.ready.tickets.idle',
      event: 'TICKET.DELETE',
      when: 'otherwise (a confirmed ticket, or one not in the order)',
      ignored: true,
      does: 'nothing',
      expect: unchanged,
      spec: '§4 Order ticket status',
    },
    {
      state: 'forEvent.ready.tickets.deleting',
      event: 'xstate.done.actor.deleteTicket',
      when: 'always',
      to: 'forEvent.loading',
      does: "'Ticket removed successfully'; the summary loads again (its breakdown folded)",
      expect: ({ before }) => ({
        calls: [checkoutCall(before), loadCall(before.eventUuid)],
        emitted: [notify('success', TEXT.ticketRemoved)],
      }),
      spec: "§8 success toasts: 'Ticket removed successfully'",
    },
    {
      state: 'forEvent.ready.tickets.deleting',
      event: 'xstate.error.actor.deleteTicket',
      when: 'always',
      to: 'forEvent.ready.tickets.idle',
      does: "the server's message, or 'Failed to delete ticket'; the ticket stays",
      expect: ({ event, before }) => {
        const { error } = event;
        const text =
          error instanceof OrderSummaryCallError && error.serverMessage ? error.serverMessage : TEXT.deleteFailed;
        return { calls: [checkoutCall(before), clockCall], emitted: [notify('error', text)] };
      },
      spec: "§8 Order and payment: 'Failed to delete ticket'; the server's error field wins",
    },
    ...ignoredIn('forEvent.ready.tickets.deleting', ['TICKET.DELETE'], 'always: one ticket at a time', '§4'),
    {
      state: 'forEvent.ready.breakdown.collapsed',
      event: 'BREAKDOWN.TOGGLE',
      when: "always ('View details')",
      to: 'forEvent.ready.breakdown.expanded',
      does: "every line of the breakdown and 'Hide details'",
      expect: unchanged,
      spec: "§2 Order summary: collapsible, 'View details' / 'Hide details'",
    },
    {
      state: 'forEvent.ready.breakdown.expanded',
      event: 'BREAKDOWN.TOGGLE',
      when: "always ('Hide details')",
      to: 'forEvent.ready.breakdown.collapsed',
      does: "only the total and 'View details'",
      expect: unchanged,
      spec: "§2 Order summary: collapsible, 'View details' / 'Hide details'",
    },
    ...ignoredIn(
      'forEvent',
      ['RETRY', 'BREAKDOWN.TOGGLE', 'TICKET.DELETE', 'CLOCK.TICK'],
      'always where the screen has no such control (Try Again only while loading failed; the breakdown, Delete and the held time only beside the tickets)',
      '§2 Order summary',
    ),
  ],
};

/** A dozen states, three answers, the clock's one tick: well under a hundred vertices. */
export const ORDER_SUMMARY_BUDGET: GraphBudget = { states: 200, depth: 12 };

/** The loader done: the summary, or null when the server answered 404 (no unpaid order for the event). */
const loaded = (data: LoadedSummary): ModelEvent => ({ type: 'xstate.done.actor.loader', output: { data } });

const EVENTS: readonly ModelEvent[] = [
  loaded(twoTickets),
  loaded(noTickets),
  loaded(null),
  { type: 'RETRY' },
  { type: 'NAVIGATION.BACK' },
  { type: 'BREAKDOWN.TOGGLE' },
  { type: 'TICKET.DELETE', participantUuid: PENDING_UUID },
  { type: 'TICKET.DELETE', participantUuid: CONFIRMED_UUID },
  { type: 'xstate.done.actor.deleteTicket', output: undefined },
  {
    type: 'xstate.error.actor.deleteTicket',
    error: new OrderSummaryCallError(409, 'Only pending tickets can be removed'),
  },
  { type: 'xstate.error.actor.deleteTicket', error: new OrderSummaryCallError(undefined, null) },
  { type: 'CLOCK.TICK', now: NOW + 1000 },
];

export const orderSummaryModel: FlowModel<OrderSummaryMachine, OrderSummaryInput> = {
  flow: 'order-summary',
  machine: orderSummaryMachine,
  inputs: {
    'a link with the event': { eventUuid: EVENT_UUID, now: NOW, earlierProviderOrderId: null },
    'a link without ?eventUuid=': { eventUuid: '', now: NOW, earlierProviderOrderId: null },
    'a reload during payment': { eventUuid: EVENT_UUID, now: NOW, earlierProviderOrderId: 'order_P1' },
    // Drawn on the server for the session the page request carried (src/domain/page-session.ts).
    'the summary carried by the document': {
      eventUuid: EVENT_UUID,
      now: NOW,
      earlierProviderOrderId: null,
      arrivedSummary: twoTickets,
    },
  },
  events: EVENTS,
  project: (snapshot: AnyMachineSnapshot) => {
    const { summary, errorMessage, now } = snapshot.context as OrderSummaryContext;
    return { value: snapshot.value, tickets: summary?.tickets.length ?? null, errorMessage, now };
  },
  promiseActors: ['deleteTicket'],
  callbackActors: ['clock'],
  childMachines: ['paymentCheckout', 'loader'],
  expect: expectationFromTable(orderSummaryTable),
};

/**
 * vitest's model: also a link whose ?eventUuid= is blank, a ticket not in the order, and delete
 * failures that are not the server's text (an empty one, a plain error carrying a serverMessage).
 */
export const orderSummaryTableModel: FlowModel<OrderSummaryMachine, OrderSummaryInput> = {
  ...orderSummaryModel,
  inputs: {
    ...orderSummaryModel.inputs,
    'a blank ?eventUuid=': { eventUuid: '   ', now: NOW, earlierProviderOrderId: null },
  },
  events: [
    ...EVENTS,
    { type: 'TICKET.DELETE', participantUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2cff' },
    { type: 'xstate.error.actor.deleteTicket', error: new OrderSummaryCallError(500, '') },
    {
      type: 'xstate.error.actor.deleteTicket',
      error: Object.assign(new Error('socket hang up'), { serverMessage: 'ECONNRESET' }),
    },
  ],
};
