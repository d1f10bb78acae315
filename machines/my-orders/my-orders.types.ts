import { MY_ORDERS_TEXT, type OrderCard } from '../../src/domain/my-orders';
import type { LoaderInput, LoaderOutput } from '../shared/loader.types';

export interface OrdersPage {
  orders: OrderCard[];
  page: number;
  totalPages: number;
}

export interface LoadOrdersInput {
  page: number;
}

export interface MyOrdersInput {
  /**
   * The first page as the page's document carried it, drawn on the server for this device's session
   * (src/app/page-arrival.tsx): the list opens with it, as the server drew it, and nothing is asked.
   */
  arrivedPage?: OrdersPage | null;
}

export interface MyOrdersContext {
  orders: OrderCard[];
  /** The last page loaded; 0 before the first. */
  page: number;
  totalPages: number;
}

/** RETRY asks again for the page that failed: the first (the whole screen) or the next (below the cards). */
export type MyOrdersEvent = { type: 'RETRY' } | { type: 'MORE.LOAD' };

/** The screen ('empty', 'listed', else the loader's) and, when listed, the end of the list. */
export type MyOrdersTag = 'empty' | 'listed' | 'more' | 'loadingMore' | 'complete';

/** The loader's input for the first page: any failure reads 'Failed to load orders' (SPEC §8), with Retry. */
export const firstOrdersPageLoad: LoaderInput = {
  request: { page: 1 } satisfies LoadOrdersInput,
  texts: { refused: MY_ORDERS_TEXT.loadFailed, failed: MY_ORDERS_TEXT.loadFailed },
};

/** The loader's input for the page after `page`: a failure reads 'Failed to load more orders', with Try again. */
export const nextOrdersPageLoad = (page: number): LoaderInput => ({
  request: { page: page + 1 } satisfies LoadOrdersInput,
  texts: { refused: MY_ORDERS_TEXT.moreFailed, failed: MY_ORDERS_TEXT.moreFailed },
});

/** The loader hands back what src/app's `load` for My Orders resolves with: one page. */
export const ordersPageOf = (output: LoaderOutput) => output.data as OrdersPage;
