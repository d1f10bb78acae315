// My Orders' model (SPEC §2 My Orders: the full list, no paging UI), written by hand.
import type { AnyMachineSnapshot } from 'xstate';
import { myOrdersMachine } from '../../../machines/my-orders/my-orders.machine';
import type { MyOrdersMachine } from '../../../machines/my-orders/my-orders.machine';
import type { MyOrdersContext, OrdersPage } from '../../../machines/my-orders/my-orders.types';
import type { OrderCard } from '../../../src/domain/my-orders';
import type { FlowModel, StepExpectation } from '../graph-model';

const order = (id: number): OrderCard => ({
  id,
  orderUuid: `0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c${String(id).padStart(2, '0')}`,
  badge: { label: 'paid', colour: 'green' },
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

const call = (page: number) => ({ id: 'loadOrdersPage', input: { page } });

export const myOrdersModel: FlowModel<MyOrdersMachine> = {
  flow: 'my-orders',
  machine: myOrdersMachine,
  events: [
    { type: 'xstate.done.actor.loadOrdersPage', output: firstOfTwo },
    { type: 'xstate.done.actor.loadOrdersPage', output: secondOfTwo },
    { type: 'xstate.done.actor.loadOrdersPage', output: onlyPage },
    { type: 'xstate.done.actor.loadOrdersPage', output: none },
    { type: 'xstate.error.actor.loadOrdersPage', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'MORE.LOAD' },
    { type: 'MORE.RETRY' },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { orders, page, totalPages, errorMessage } = snapshot.context as MyOrdersContext;
    return { value: snapshot.value, ids: orders.map((o) => o.id), page, totalPages, errorMessage };
  },
  promiseActors: ['loadOrdersPage'],
  expect: ({ event, before, from }): StepExpectation => {
    if (before === null) return { calls: [call(1)] };
    const loadingMore = JSON.stringify(from).includes('loadingMore');
    switch (event.type) {
      case 'xstate.done.actor.loadOrdersPage': {
        const output = event.output as OrdersPage;
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
      case 'xstate.error.actor.loadOrdersPage':
        // A failed next page keeps what is shown; a failed first page says so.
        return loadingMore
          ? { context: { orders: before.orders } }
          : { context: { orders: [], errorMessage: 'Failed to load orders' } };
      case 'RETRY':
        return { calls: [call(1)] };
      case 'MORE.LOAD':
      case 'MORE.RETRY':
        return { calls: [call(before.page + 1)] };
      default:
        throw new Error(`the my-orders model has no expectation for ${event.type}`);
    }
  },
};
