import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { toEventCard } from '../../domain/events';
import type { EventCard } from '../../domain/events';
import type { FetchCarouselEventsInput } from '../../../machines/events-carousel-section/events-carousel-section.types';
import { LoadRefusedError } from '../../../machines/shared/loader.types';

/**
 * The events carousel section's fetch: GET /sub-events/public with page, limit and the tab as
 * `filter-by` ('upcoming' keeps future starts, 'all' everything published), card fields only. A 2xx
 * answer with success false is a refusal (LoadRefusedError); no answer or an HTTP failure throws too.
 */
export function createFetchCarouselEvents(api: ApiClient, now: () => Date = () => new Date()) {
  return fromPromise<EventCard[], FetchCarouselEventsInput>(async ({ input, signal }) => {
    const { data, response } = await api.GET('/sub-events/public', {
      params: { query: { page: input.page, limit: input.limit, 'filter-by': input.filterBy, fields: 'card' } },
      signal,
    });
    if (!data) throw new Error(`GET /sub-events/public answered ${response.status}`);
    if (!data.success) throw new LoadRefusedError('GET /sub-events/public answered success false');
    const at = now();
    return data.data.map((subEvent) => toEventCard(subEvent, at));
  });
}
