// My Orders' model (SPEC §2 My Orders: the full list, no paging UI), written by hand.
import type { AnyMachineSnapshot } from 'xstate';
import { myOrdersMachine } from '../../../machines/my-orders/my-orders.machine';
import type { MyOrdersMachine } from '../../../machines/my-orders/my-orders.machine';
import type { MyOrdersContext, MyOrdersInput, OrdersPage } from '../../../machines/my-orders/my-orders.types';
import type { OrderCard } from '../../../src/domain/my-orders';
import type { FlowModel, StepExpectation } from '../shared/graph-model';

const order = (id: number): OrderCard => ({
  id,
  orderUuid: `0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c${String(id).padStart(2, '0')}`,
  badge: { label: 'paid', colour: 'green' },
  pendingText: null,
  orderDate: '05 Jan 2031, 10:30 AM',
  paymentDate: '05 Jan 2031, 10:32 AM',
  paymentMethod: 'card',
  totalAmount: '₹965.07',
  providerOrderId: `order_${id}`,
  invoicePath: `/my-orders/${id}`,
  invoiceNumber: null,
  creditNote: null,
});

export const firstOfTwo: OrdersPage = { orders: [order(12), order(11)], page: 1, totalPages: 2 };
/** Page 2 after a new order arrived: order 11 moved down onto it and must not show twice. */
export const secondOfTwo: OrdersPage = { orders: [order(11), order(10)], page: 2, totalPages: 2 };
export const onlyPage: OrdersPage = { orders: [order(3)], page: 1, totalPages: 1 };
const none: OrdersPage = { orders: [], page: 1, totalPages: 0 };

/**
 * The shared loader asking for a page, with My Orders' SPEC §8 text for its failure: the first page's
 * for page 1, the next page's after (the loader's own model covers failing and Retry).
 */
const loaderCall = (page: number) => {
  const failure = page === 1 ? 'Failed to load orders' : 'Failed to load more orders';
  return { id: 'loader', input: { request: { page }, texts: { refused: failure, failed: failure } } };
};

export const myOrdersModel: FlowModel<MyOrdersMachine, MyOrdersInput> = {
  flow: 'my-orders',
  machine: myOrdersMachine,
  inputs: {
    'opened in the app': {},
    // Drawn on the server for the session the page request carried (src/domain/page-session.ts).
    'the first page carried by the document': { arrivedPage: firstOfTwo },
    'the only page carried by the document': { arrivedPage: onlyPage },
    'no orders carried by the document': { arrivedPage: none },
  },
  events: [
    { type: 'xstate.done.actor.loader', output: { data: firstOfTwo } },
    { type: 'xstate.done.actor.loader', output: { data: secondOfTwo } },
    { type: 'xstate.done.actor.loader', output: { data: onlyPage } },
    { type: 'xstate.done.actor.loader', output: { data: none } },
    { type: 'RETRY' },
    { type: 'MORE.LOAD' },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { orders, page, totalPages } = snapshot.context as MyOrdersContext;
    return { value: snapshot.value, ids: orders.map((o) => o.id), page, totalPages };
  },
  childMachines: ['loader'],
  expect: ({ event, before, from, input }): StepExpectation => {
    if (before === null) {
      // A page the document carried is shown at once: nothing is asked for.
      const arrived = (input as MyOrdersInput).arrivedPage;
      if (arrived) return { context: { orders: arrived.orders, page: arrived.page, totalPages: arrived.totalPages } };
      return { calls: [loaderCall(1)] };
    }
    const loadingMore = JSON.stringify(from).includes('loadingMore');
    switch (event.type) {
      case 'xstate.done.actor.loader': {
        const output = (event.output as { data: OrdersPage }).data;
        if (!loadingMore)
          return { context: { orders: output.orders, page: output.page, totalPages: output.totalPages } };
        const known = new Set(before.orders.map((o) => o.id));
        return {
          context: {
            orders: [...before.orders, ...output.orders.filter((o) => !known.has(o.id))],
            page: output.page,
            totalPages: output.totalPages,
          },
        };
      }
      // Retry belongs to the loader, which asks again for the page that failed (the first, or the next).
      case 'RETRY':
        return {
          calls: [loaderCall(loadingMore ? before.page + 1 : 1)],
          sentToChildren: [{ to: 'loader', event: { type: 'RETRY' } }],
        };
      case 'MORE.LOAD':
        return { calls: [loaderCall(before.page + 1)] };
      default:
        throw new Error(`the my-orders model has no expectation for ${event.type}`);
    }
  },
};
