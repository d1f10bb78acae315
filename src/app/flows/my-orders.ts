import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { OrderListResponse } from '../../api/types';
import { firstSignedInRead } from '../../domain/signed-in-reads';
import type { PageArrival } from '../page-arrival';
import type { LoadOrdersInput, OrdersPage } from '../../../machines/my-orders/my-orders.types';
import { ORDERS_PAGE_SIZE } from '../../domain/constants';
import { toOrderCard } from '../../domain/my-orders';
import { LoadRefusedError } from '../../../machines/shared/loader.types';

/** My Orders' `load` for the shared loader, one page: GET /orders/?page=&per_page=10; no answer throws, success false throws LoadRefusedError. */
export function createLoadOrdersPage(api: ApiClient) {
  return fromPromise<OrdersPage, LoadOrdersInput>(async ({ input, signal }) => {
    const { data, response } = await api.GET('/orders/', {
      params: { query: { page: input.page, per_page: ORDERS_PAGE_SIZE } },
      signal,
    });
    if (!data) throw new Error(`GET /orders/ answered ${response.status}`);
    if (!data.success) throw new LoadRefusedError('GET /orders/ answered success false');
    return ordersPageFrom(data.message);
  });
}

type OrdersAnswer = OrderListResponse['message'];

function ordersPageFrom(message: OrdersAnswer): OrdersPage {
  return {
    orders: message.orders.map(toOrderCard),
    page: message.pagination.current_page,
    totalPages: message.pagination.total_pages,
  };
}

/** The first page as the page's document carried it (src/app/page-arrival.tsx), or null. */
export function arrivedOrdersPage(arrival: PageArrival, apiBaseUrl: string): OrdersPage | null {
  const body = arrival.answer(`${apiBaseUrl}${firstSignedInRead('/my-orders', '')}`) as
    { success?: unknown; message?: OrdersAnswer } | undefined;
  return body?.success === true && body.message ? ordersPageFrom(body.message) : null;
}
