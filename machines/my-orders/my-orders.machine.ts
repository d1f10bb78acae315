// My Orders (SPEC §2): every order the person has, newest first, with no paging controls: the next
// page loads when the end of the list scrolls into view. Pure: the shared loader's `load` (one page of
// orders) is provided by src/app, and the page sends MORE.LOAD when its end comes into view. Every page,
// the first and the next, loads through the loader, so failing and Retry are the loader's.
import { assign, sendTo, setup } from 'xstate';
import { MY_ORDERS_TEXT } from '../../src/domain/my-orders';
import { loaderMachine } from '../shared/loader.machine';
import type { LoaderOutput } from '../shared/loader.types';
import { firstOrdersPageLoad, nextOrdersPageLoad, ordersPageOf } from './my-orders.types';
import type { MyOrdersContext, MyOrdersEvent, MyOrdersInput, MyOrdersTag } from './my-orders.types';

export const myOrdersMachine = setup({
  types: {
    context: {} as MyOrdersContext,
    input: {} as MyOrdersInput,
    events: {} as MyOrdersEvent,
    tags: {} as MyOrdersTag,
    children: {} as { loader: 'loader' },
  },
  actors: {
    /** GET /orders/?page=&per_page=10 (SPEC §9 orders page size), read into cards, with Retry on failure. */
    loader: loaderMachine,
  },
  guards: {
    hasNoOrders: (_, params: { output: LoaderOutput }) => ordersPageOf(params.output).orders.length === 0,
    hasMorePages: ({ context }) => context.page < context.totalPages,
    arrivedWithoutOrders: ({ context }) => context.page > 0 && context.orders.length === 0,
    arrivedWithOrders: ({ context }) => context.page > 0,
  },
  actions: {
    storeFirstPage: assign((_, params: { output: LoaderOutput }) => {
      const { orders, page, totalPages } = ordersPageOf(params.output);
      return { orders, page, totalPages };
    }),
    appendPage: assign(({ context }, params: { output: LoaderOutput }) => {
      const { orders, page, totalPages } = ordersPageOf(params.output);
      // A new order placed meanwhile shifts the pages by one: never show an order twice.
      const known = new Set(context.orders.map((order) => order.id));
      return { orders: [...context.orders, ...orders.filter((order) => !known.has(order.id))], page, totalPages };
    }),
    retryLoading: sendTo('loader', { type: 'RETRY' }),
  },
}).createMachine({
  id: 'myOrders',
  description: "The person's orders, newest first; further pages load as the list's end scrolls into view.",
  context: ({ input }) => {
    const arrived = input.arrivedPage;
    return arrived
      ? { orders: arrived.orders, page: arrived.page, totalPages: arrived.totalPages }
      : { orders: [], page: 0, totalPages: 0 };
  },
  initial: 'arriving',
  states: {
    arriving: {
      description: 'The first page came with the document (drawn on the server), or it is asked for.',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [
        { guard: 'arrivedWithoutOrders', target: 'empty' },
        { guard: 'arrivedWithOrders', target: 'listed' },
        { target: 'loading' },
      ],
    },
    loading: {
      description: "The loader asks for the first page of orders; if that fails, 'Failed to load orders' and Retry.",
      meta: {
        screen: "'Loading your orders...', or 'Failed to load orders' and Retry.",
        shows: [{ role: 'status', name: MY_ORDERS_TEXT.loading }],
      },
      invoke: {
        id: 'loader',
        src: 'loader',
        input: firstOrdersPageLoad,
        onDone: [
          {
            guard: { type: 'hasNoOrders', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: { type: 'storeFirstPage', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'listed', actions: { type: 'storeFirstPage', params: ({ event }) => ({ output: event.output }) } },
        ],
      },
      on: { RETRY: { actions: 'retryLoading' } },
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
          description:
            "The loader asks for the next page; if that fails, the orders shown stay, with 'Failed to load more orders' and Try again.",
          tags: ['loadingMore'],
          meta: {
            screen: "The cards and 'Loading more orders...' below them, or 'Failed to load more orders' and Try again.",
            shows: [{ role: 'status', name: MY_ORDERS_TEXT.loadingMore }],
          },
          invoke: {
            id: 'loader',
            src: 'loader',
            input: ({ context }) => nextOrdersPageLoad(context.page),
            onDone: {
              target: 'deciding',
              actions: { type: 'appendPage', params: ({ event }) => ({ output: event.output }) },
            },
          },
          on: { RETRY: { actions: 'retryLoading' } },
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
