// My Orders (SPEC §2): every order the person has, newest first, with no paging controls: the next
// page loads when the end of the list scrolls into view. Pure: `loadOrdersPage` is provided by src/app,
// and the page sends MORE.LOAD when its end comes into view.
import { assign, fromPromise, setup } from 'xstate';
import { MY_ORDERS_TEXT } from '../../src/domain/my-orders';
import type { LoadOrdersInput, MyOrdersContext, MyOrdersEvent, MyOrdersTag, OrdersPage } from './my-orders.types';

export const myOrdersMachine = setup({
  types: {
    context: {} as MyOrdersContext,
    events: {} as MyOrdersEvent,
    tags: {} as MyOrdersTag,
  },
  actors: {
    /** GET /orders/?page=&per_page=10 (SPEC §9 orders page size), read into cards. */
    loadOrdersPage: fromPromise<OrdersPage, LoadOrdersInput>(async () => {
      throw new Error('loadOrdersPage not provided');
    }),
  },
  guards: {
    hasNoOrders: (_, params: { output: OrdersPage }) => params.output.orders.length === 0,
    hasMorePages: ({ context }) => context.page < context.totalPages,
  },
  actions: {
    storeFirstPage: assign((_, params: { output: OrdersPage }) => ({
      orders: params.output.orders,
      page: params.output.page,
      totalPages: params.output.totalPages,
      errorMessage: null,
    })),
    appendPage: assign(({ context }, params: { output: OrdersPage }) => {
      // A new order placed meanwhile shifts the pages by one: never show an order twice.
      const known = new Set(context.orders.map((order) => order.id));
      return {
        orders: [...context.orders, ...params.output.orders.filter((order) => !known.has(order.id))],
        page: params.output.page,
        totalPages: params.output.totalPages,
      };
    }),
    storeLoadFailure: assign({ orders: [], page: 0, totalPages: 0, errorMessage: MY_ORDERS_TEXT.loadFailed }),
  },
}).createMachine({
  id: 'myOrders',
  description: "The person's orders, newest first; further pages load as the list's end scrolls into view.",
  context: { orders: [], page: 0, totalPages: 0, errorMessage: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Asks for the first page of orders.',
      tags: ['loading'],
      meta: { screen: "'Loading your orders...'", shows: [{ role: 'status', name: MY_ORDERS_TEXT.loading }] },
      invoke: {
        id: 'loadOrdersPage',
        src: 'loadOrdersPage',
        input: { page: 1 },
        onDone: [
          {
            guard: { type: 'hasNoOrders', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: { type: 'storeFirstPage', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'listed',
            actions: { type: 'storeFirstPage', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'storeLoadFailure' },
      },
    },
    failed: {
      description: "'Failed to load orders'; Retry asks again.",
      tags: ['failed'],
      meta: {
        screen: "'Failed to load orders' and Retry.",
        shows: [
          { role: 'alert', name: MY_ORDERS_TEXT.loadFailed },
          { role: 'button', name: MY_ORDERS_TEXT.retry },
        ],
      },
      on: { RETRY: { target: 'loading' } },
    },
    empty: {
      description: 'The person has no orders.',
      tags: ['empty'],
      meta: {
        screen: "'No Orders Found' / 'You don't have any orders yet.'",
        shows: [{ role: 'heading', name: MY_ORDERS_TEXT.emptyHeading }],
      },
    },
    listed: {
      description: 'A card per order with its status, dates, method, total and View Invoice.',
      tags: ['listed'],
      meta: { screen: 'The order cards.' },
      initial: 'deciding',
      states: {
        deciding: {
          description: 'More pages, or the whole history is shown.',
          meta: { screen: 'Nothing yet: decided at once.' },
          always: [{ guard: 'hasMorePages', target: 'more' }, { target: 'complete' }],
        },
        more: {
          description: 'More orders exist; the end of the list coming into view loads the next page.',
          tags: ['more'],
          meta: {
            screen: 'The order cards; below them the next page starts loading as it scrolls into view.',
            shows: [{ role: 'heading', name: MY_ORDERS_TEXT.heading }],
          },
          on: { 'MORE.LOAD': { target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'Asks for the next page.',
          tags: ['loadingMore'],
          meta: {
            screen: "The cards and 'Loading more orders...' below them.",
            shows: [{ role: 'status', name: MY_ORDERS_TEXT.loadingMore }],
          },
          invoke: {
            id: 'loadOrdersPage',
            src: 'loadOrdersPage',
            input: ({ context }) => ({ page: context.page + 1 }),
            onDone: {
              target: 'deciding',
              actions: { type: 'appendPage', params: ({ event }) => ({ output: event.output }) },
            },
            onError: { target: 'moreFailed' },
          },
        },
        moreFailed: {
          description: 'The next page failed; the orders shown stay, Try again asks once more.',
          tags: ['moreFailed'],
          meta: {
            screen: "The cards, 'Failed to load more orders' and Try again.",
            shows: [
              { role: 'alert', name: MY_ORDERS_TEXT.moreFailed },
              { role: 'button', name: MY_ORDERS_TEXT.tryAgain },
            ],
          },
          on: { 'MORE.RETRY': { target: 'loadingMore' } },
        },
        complete: {
          description: 'Every order is shown.',
          tags: ['complete'],
          meta: { screen: "The cards and 'All n orders shown'." },
        },
      },
    },
  },
});

export type MyOrdersMachine = typeof myOrdersMachine;
