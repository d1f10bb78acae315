import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  ORDER_SUMMARY_CLOCK_TICK_MS,
  OrderSummaryCallError,
  type DeleteTicketInput,
  type LoadSummaryInput,
  type LoadedSummary,
  type OrderSummaryEvent,
} from '../../../machines/order-summary/order-summary.types';
import { serverErrorText } from '../../domain/http-errors';
import { toOrderSummary, type OrderSummary } from '../../domain/order-summary';
import { firstSignedInRead } from '../../domain/signed-in-reads';
import type { OrderSummaryResponse } from '../../api/types';
import type { PageArrival } from '../page-arrival';

/** The summary as the page's document carried it (src/app/page-arrival.tsx), or null. */
export function arrivedOrderSummary(arrival: PageArrival, apiBaseUrl: string, eventUuid: string): OrderSummary | null {
  const read = firstSignedInRead('/order-summary', `?eventUuid=${encodeURIComponent(eventUuid)}`);
  const body = read ? (arrival.answer(`${apiBaseUrl}${read}`) as Partial<OrderSummaryResponse> | undefined) : undefined;
  return body?.success === true && body.message ? toOrderSummary(body.message) : null;
}

/**
 * The order summary's `load` for the shared loader: GET /orders/summary/{eventUuid}; a 404 means the
 * person has no unpaid order for the event, and resolves null; any other failure throws.
 */
export function createLoadOrderSummary(api: ApiClient) {
  return fromPromise<LoadedSummary, LoadSummaryInput>(async ({ input, signal }) => {
    const { data, error, response } = await api
      .GET('/orders/summary/{eventUuid}', { params: { path: { eventUuid: input.eventUuid } }, signal })
      .catch((cause: unknown) => {
        if (signal.aborted) throw cause;
        throw new OrderSummaryCallError(undefined, null);
      });
    if (response.status === 404) return null;
    if (!data?.success) throw new OrderSummaryCallError(response.status, serverErrorText(error));
    return toOrderSummary(data.message);
  });
}

/** `deleteTicket`: DELETE /participant-registration/registrations/{participantUuid}. */
export function createDeleteTicket(api: ApiClient) {
  return fromPromise<void, DeleteTicketInput>(async ({ input, signal }) => {
    const { data, error, response } = await api
      .DELETE('/participant-registration/registrations/{participantUuid}', {
        params: { path: { participantUuid: input.participantUuid } },
        signal,
      })
      .catch((cause: unknown) => {
        if (signal.aborted) throw cause;
        throw new OrderSummaryCallError(undefined, null);
      });
    if (!data?.success) throw new OrderSummaryCallError(response.status, serverErrorText(error));
  });
}

export function createOrderSummaryClock(now: () => number = Date.now) {
  return fromCallback<OrderSummaryEvent>(({ sendBack }) => {
    const timer = setInterval(() => sendBack({ type: 'CLOCK.TICK', now: now() }), ORDER_SUMMARY_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  });
}
