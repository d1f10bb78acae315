import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { toEventCard } from '../../domain/events';
import type { FetchEventsInput, FetchEventsOutput } from '../../../machines/landing-events/landing-events.types';

export class EventsRequestError extends Error {
  override name = 'EventsRequestError';
}

/**
 * The landing section's `fetchEvents`: GET /sub-events/public. An HTTP failure is a failed request
 * (the machine says 'Failed to load events. Please try again.'); a 2xx answer with success false
 * is reported as such ('Failed to fetch events'). `now` fixes the cards' upcoming/past status.
 */
export function createFetchLandingEvents(api: ApiClient, now: () => Date = () => new Date()) {
  return fromPromise<FetchEventsOutput, FetchEventsInput>(async ({ input, signal }) => {
    const { data, response } = await api.GET('/sub-events/public', {
      params: {
        query: {
          page: input.page,
          limit: input.limit,
          ...(input.filterBy ? { 'filter-by': input.filterBy } : {}),
          // What a card shows, not every SPEC §3 field (issue 11: 34 KiB for 10 cards before).
          fields: 'card',
        },
      },
      signal,
    });
    if (!data) throw new EventsRequestError(`GET /sub-events/public answered ${response.status}`);
    if (!data.success) return { success: false };
    const at = now();
    return { success: true, events: data.data.map((subEvent) => toEventCard(subEvent, at)) };
  });
}
