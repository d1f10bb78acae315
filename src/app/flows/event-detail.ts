import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { PublicSubEvent, PublicSubEventCard } from '../../api/types';
import { toEventDetail, type EventDetail } from '../../domain/event-detail';
import { CLOCK_TICK_MS } from '../../../machines/event-detail/event-detail.types';
import type {
  EventDetailEvent,
  LoadEventInput,
  LoadEventOutput,
} from '../../../machines/event-detail/event-detail.types';
import { LoadRefusedError } from '../../../machines/shared/loader.types';
import type { PageArrival } from '../page-arrival';

/** Pages of the public list read when a server ignores the `sub_event_uuid` extension (DESIGN §4). */
const FALLBACK_PAGE_SIZE = 100;
const FALLBACK_MAX_PAGES = 20;

const isFullSubEvent = (item: PublicSubEvent | PublicSubEventCard): item is PublicSubEvent => 'event_uuid' in item;

/** The address the page looks its event up at first (and the document's answer is kept under). */
const eventAddress = (apiBaseUrl: string, eventUuid: string) =>
  `${apiBaseUrl}/sub-events/public?sub_event_uuid=${encodeURIComponent(eventUuid)}`;

/** The event as the page's document carried it (src/app/page-arrival.tsx), when it carried this one. */
export function arrivedEvent(arrival: PageArrival, apiBaseUrl: string, eventUuid: string): EventDetail | null {
  const body = arrival.answer(eventAddress(apiBaseUrl, eventUuid)) as { success?: unknown; data?: unknown } | undefined;
  if (body?.success !== true || !Array.isArray(body.data)) return null;
  const items = body.data as (PublicSubEvent | PublicSubEventCard)[];
  const match = items.filter(isFullSubEvent).find((subEvent) => subEvent.sub_event_uuid === eventUuid);
  return match ? toEventDetail(match) : null;
}

/**
 * The event page's `loadEvent`: GET /sub-events/public?sub_event_uuid= (extension). When the answer does
 * not hold the event (a server that ignores the extension, or an unknown uuid) the public list is
 * searched page by page, as SPEC §7 describes: an empty list is 'No events found', a list without it
 * 'Event not found'. An HTTP failure or success false throws ('Failed to load event details').
 */
export function createLoadEventDetail(api: ApiClient) {
  return fromPromise<LoadEventOutput, LoadEventInput>(async ({ input, signal }) => {
    // The list answers the full shape unless asked for cards (`fields`, extension), and this asks for none.
    const found = (list: readonly (PublicSubEvent | PublicSubEventCard)[]): LoadEventOutput | null => {
      const match = list.filter(isFullSubEvent).find((subEvent) => subEvent.sub_event_uuid === input.eventUuid);
      return match ? { found: true, event: toEventDetail(match) } : null;
    };
    const direct = await api.GET('/sub-events/public', {
      params: { query: { sub_event_uuid: input.eventUuid } },
      signal,
    });
    if (direct.data?.success) {
      const hit = found(direct.data.data);
      if (hit) return hit;
    }
    let total = 0;
    for (let page = 1; page <= FALLBACK_MAX_PAGES; page += 1) {
      const { data, response } = await api.GET('/sub-events/public', {
        params: { query: { page, limit: FALLBACK_PAGE_SIZE } },
        signal,
      });
      if (!data) throw new Error(`GET /sub-events/public answered ${response.status}`);
      if (!data.success) throw new LoadRefusedError('GET /sub-events/public answered success false');
      total += data.data.length;
      const hit = found(data.data);
      if (hit) return hit;
      if (page >= data.pagination.total_pages || data.data.length === 0) break;
    }
    return { found: false, listWasEmpty: total === 0 };
  });
}

/** The page's clock: CLOCK.TICK with the time now, every CLOCK_TICK_MS while the event is shown. */
export function createEventClock(now: () => number = Date.now) {
  return fromCallback<EventDetailEvent>(({ sendBack }) => {
    const timer = setInterval(() => sendBack({ type: 'CLOCK.TICK', now: now() }), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  });
}
