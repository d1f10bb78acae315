import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { toMyRegistrations, type MyRegistrations } from '../../domain/my-registrations';
import type { LoadRegistrationsInput } from '../../../machines/my-registrations/my-registrations.types';
import { LoadRefusedError } from '../../../machines/shared/loader.types';

/**
 * The panel's `loadRegistrations`: GET /participant-registration/sub-events/{uuid}/my-registrations
 * with the session's token (a 401 goes through the session's refresh queue like every protected call).
 * Any failure or success false throws ('Failed to load your registrations').
 */
export function createLoadMyRegistrations(api: ApiClient) {
  return fromPromise<MyRegistrations, LoadRegistrationsInput>(({ input, signal }) =>
    fetchMyRegistrations(api, input.subEventUuid, signal),
  );
}

/** The call itself, shared with the group pass (src/app/flows/group-pass.ts). */
export async function fetchMyRegistrations(
  api: ApiClient,
  subEventUuid: string,
  signal: AbortSignal,
): Promise<MyRegistrations> {
  const { data, response } = await api.GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
    params: { path: { subEventUuid } },
    signal,
  });
  if (!data) throw new Error(`GET my-registrations answered ${response.status}`);
  if (!data.success) throw new LoadRefusedError('GET my-registrations answered success false');
  return toMyRegistrations(data.message, Date.now());
}
