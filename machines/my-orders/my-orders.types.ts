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
