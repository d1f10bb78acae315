import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { toMyEventCard, type MyEventCard } from '../../domain/my-events';
import { LoadRefusedError } from '../../../machines/shared/loader.types';

/** My Events' `loadMyEvents`: GET /participant-registration/my-participated-events; no answer throws, success false throws LoadRefusedError. */
export function createLoadMyEvents(api: ApiClient) {
  return fromPromise<MyEventCard[]>(async ({ signal }) => {
    const { data, response } = await api.GET('/participant-registration/my-participated-events', { signal });
    if (!data) throw new Error(`GET my-participated-events answered ${response.status}`);
    if (!data.success) throw new LoadRefusedError('GET my-participated-events answered success false');
    return data.message.participated_sub_events.map(toMyEventCard);
  });
}
