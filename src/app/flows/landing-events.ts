import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { toEventCard } from '../../domain/events';
import type { EventCard } from '../../domain/events';
import type { FetchEventsInput } from '../../../machines/landing-events/landing-events.types';
import { LoadRefusedError } from '../../../machines/shared/loader.types';

/**
 * The landing section's `fetchEvents`: GET /sub-events/public. An HTTP failure is a failed request
 * (the loader says 'Failed to load events. Please try again.'); a 2xx answer with success false
 * is a refusal, LoadRefusedError ('Failed to fetch events'). `now` fixes the cards' upcoming/past status.
 */
export function createFetchLandingEvents(api: ApiClient, now: () => Date = () => new Date()) {
  return fromPromise<EventCard[], FetchEventsInput>(async ({ input, signal }) => {
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
    if (!data) throw new Error(`GET /sub-events/public answered ${response.status}`);
    if (!data.success) throw new LoadRefusedError('GET /sub-events/public answered success false');
    const at = now();
    return data.data.map((subEvent) => toEventCard(subEvent, at));
  });
}
