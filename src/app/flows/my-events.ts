import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { toMyEventCard, type MyEventCard } from '../../domain/my-events';

export class MyEventsRequestError extends Error {
  override name = 'MyEventsRequestError';
}

/** My Events' `loadMyEvents`: GET /participant-registration/my-participated-events; any failure throws. */
export function createLoadMyEvents(api: ApiClient) {
  return fromPromise<MyEventCard[]>(async ({ signal }) => {
    const { data, response } = await api.GET('/participant-registration/my-participated-events', { signal });
    if (!data?.success) throw new MyEventsRequestError(`GET my-participated-events answered ${response.status}`);
    return data.message.participated_sub_events.map(toMyEventCard);
  });
}
