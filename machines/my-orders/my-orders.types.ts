import type { OrderCard } from '../../src/domain/my-orders';

export interface OrdersPage {
  orders: OrderCard[];
  page: number;
  totalPages: number;
}

export interface LoadOrdersInput {
  page: number;
}

export interface MyOrdersContext {
  orders: OrderCard[];
  /** The last page loaded; 0 before the first. */
  page: number;
  totalPages: number;
  errorMessage: string | null;
}

export type MyOrdersEvent = { type: 'RETRY' } | { type: 'MORE.LOAD' } | { type: 'MORE.RETRY' };

/** The screen ('loading', 'failed', 'empty', 'listed') and, when listed, the end of the list. */
export type MyOrdersTag =
  'loading' | 'failed' | 'empty' | 'listed' | 'more' | 'loadingMore' | 'moreFailed' | 'complete';
