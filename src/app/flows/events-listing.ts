import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { toListingItem } from '../../domain/listing';
import type { ListingFacets, ListingPage } from '../../domain/listing';
import { listingRequest, type ListingQuery } from '../../domain/listing-query';
import type { PublicSubEventCard } from '../../api/types';
import type { PageArrival } from '../page-arrival';
import type { LoadEventsInput, LoadEventsOutput } from '../../../machines/events-listing/events-listing.types';
import { LoadRefusedError } from '../../../machines/shared/loader.types';

/**
 * The listing's `load` for the shared loader: GET /sub-events/public with the view's query (SPEC §7).
 * An HTTP failure throws ('Failed to load events. Please try again.'); success false throws
 * LoadRefusedError ('Failed to fetch events'). `now` decides each card's status (SPEC §4). Only the
 * card fields are asked for (`fields=card`).
 */
export function createLoadListingEvents(api: ApiClient, now: () => Date = () => new Date()) {
  return fromPromise<LoadEventsOutput, LoadEventsInput>(async ({ input, signal }) => {
    const { data, response } = await api.GET('/sub-events/public', {
      params: { query: { ...input, fields: 'card' } },
      signal,
    });
    if (!data) throw new Error(`GET /sub-events/public answered ${response.status}`);
    if (!data.success) throw new LoadRefusedError('GET /sub-events/public answered success false');
    const at = now();
    return {
      items: data.data.map((subEvent) => toListingItem(subEvent, at)),
      pagination: {
        total: data.pagination.total,
        totalPages: data.pagination.total_pages,
        currentPage: data.pagination.current_page,
      },
    };
  });
}

/**
 * The listing's `loadFacets`: GET /sub-events/public/facets (extension). A server without it answers
 * 404, and any failure throws, so that the machine falls back to the loaded events' choices.
 */
export function createLoadListingFacets(api: ApiClient) {
  return fromPromise<ListingFacets, void>(async ({ signal }) => {
    const { data, response } = await api.GET('/sub-events/public/facets', { signal });
    if (!data?.success) throw new Error(`GET /sub-events/public/facets answered ${response.status}`);
    return { categories: data.data.categories, cities: data.data.cities };
  });
}

/** The view's page as the page's document carried it (src/app/page-arrival.tsx), when it carried that view. */
export function arrivedListingPage(arrival: PageArrival, apiBaseUrl: string, query: ListingQuery): ListingPage | null {
  const request = { ...listingRequest(query), fields: 'card' };
  const address = `${apiBaseUrl}/sub-events/public?${new URLSearchParams(Object.entries(request).map(([key, value]) => [key, String(value)])).toString()}`;
  const body = arrival.answer(address) as
    | { success?: unknown; data?: unknown; pagination?: { total: number; total_pages: number; current_page: number } }
    | undefined;
  if (body?.success !== true || !Array.isArray(body.data) || !body.pagination) return null;
  const at = new Date(arrival.readAt);
  return {
    items: (body.data as PublicSubEventCard[]).map((subEvent) => toListingItem(subEvent, at)),
    pagination: {
      total: body.pagination.total,
      totalPages: body.pagination.total_pages,
      currentPage: body.pagination.current_page,
    },
  };
}
