// The order summary's model (SPEC §2 Order summary, §4 Order ticket status, §8 Order and payment),
// written by hand.
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
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';
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

/** The shared loader, with the summary's SPEC §8 text for every failure (its own model covers failing and Retry). */
const loadCall = {
  id: 'loader',
  input: {
    request: { eventUuid: EVENT_UUID },
    texts: { refused: 'Failed to fetch order summary', failed: 'Failed to fetch order summary' },
  },
};
const clockCall = { id: 'clock' };
/** The loader done: the summary, or null when the server answered 404 (no unpaid order for the event). */
const loaded = (data: LoadedSummary): ModelEvent => ({ type: 'xstate.done.actor.loader', output: { data } });

export const orderSummaryModel: FlowModel<OrderSummaryMachine, OrderSummaryInput> = {
  flow: 'order-summary',
  machine: orderSummaryMachine,
  inputs: {
    'a link with the event': { eventUuid: EVENT_UUID, now: NOW, earlierProviderOrderId: null },
    'a link without ?eventUuid=': { eventUuid: '', now: NOW, earlierProviderOrderId: null },
    'a reload during payment': { eventUuid: EVENT_UUID, now: NOW, earlierProviderOrderId: 'order_P1' },
  },
  events: [
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
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { summary, errorMessage, now } = snapshot.context as OrderSummaryContext;
    return { value: snapshot.value, tickets: summary?.tickets.length ?? null, errorMessage, now };
  },
  promiseActors: ['deleteTicket'],
  callbackActors: ['clock'],
  childMachines: ['paymentCheckout', 'loader'],
  expect: ({ event, before, input, callsBefore, from }): StepExpectation => {
    // Pay's checkout runs beside the summary whenever the link names an event (SPEC §2, §7).
    const checkoutCall = {
      id: 'paymentCheckout',
      input: { subEventUuid: EVENT_UUID, earlierProviderOrderId: input.earlierProviderOrderId },
    };
    if (before === null) {
      return input.eventUuid === ''
        ? { context: { summary: null, errorMessage: 'Event UUID is required' } }
        : { calls: [loadCall, checkoutCall] };
    }
    const expected = expectStep();
    return {
      ...expected,
      calls: expected.calls === callsBefore ? callsBefore : [...(expected.calls ?? []), checkoutCall],
    };

    function expectStep(): StepExpectation {
      const deleting = JSON.stringify(from).includes('deleting');
      switch (event.type) {
        case 'xstate.done.actor.loader': {
          // No order (a 404) and no tickets show their own screens; the clock runs only while there are
          // tickets to show the time left on.
          const output = (event.output as { data: LoadedSummary }).data;
          return {
            calls: output !== null && output.tickets.length > 0 ? [clockCall] : [],
            context: { summary: output, errorMessage: null },
          };
        }
        // Retry belongs to the loader, which loads again when it had failed.
        case 'RETRY':
          return { calls: [loadCall], sentToChildren: [{ to: 'loader', event: { type: 'RETRY' } }] };
        case 'NAVIGATION.BACK':
          return { calls: callsBefore, emitted: [{ type: 'back' }] };
        case 'BREAKDOWN.TOGGLE':
        case 'CLOCK.TICK':
          return { calls: callsBefore, ...(event.type === 'CLOCK.TICK' ? { context: { now: event.now } } : {}) };
        case 'TICKET.DELETE': {
          // SPEC §4: only pending tickets can be deleted, one at a time.
          if (deleting || event.participantUuid !== PENDING_UUID) return { calls: callsBefore };
          return { calls: [clockCall, { id: 'deleteTicket', input: { participantUuid: PENDING_UUID } }] };
        }
        case 'xstate.done.actor.deleteTicket':
          return { calls: [loadCall], emitted: [notify('success', 'Ticket removed successfully')] };
        case 'xstate.error.actor.deleteTicket': {
          const error = event.error as OrderSummaryCallError;
          return { calls: [clockCall], emitted: [notify('error', error.serverMessage ?? 'Failed to delete ticket')] };
        }
        default:
          throw new Error(`the order-summary model has no expectation for ${event.type}`);
      }
    }
  },
};
