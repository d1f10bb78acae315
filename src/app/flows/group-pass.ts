import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { eTicketsOf } from '../../domain/my-registrations';
import type { GroupPassLoad } from '../../../machines/group-pass/group-pass.types';
import type { LoadRegistrationsInput } from '../../../machines/my-registrations/my-registrations.types';
import { fetchMyRegistrations } from './my-registrations';

/**
 * The group pass's `load`: the same call as the 'Your Registrations' panel (so the service worker's
 * kept copy serves both offline), read into the event's title and its e-tickets.
 */
export function createLoadGroupPass(api: ApiClient) {
  return fromPromise<GroupPassLoad, LoadRegistrationsInput>(async ({ input, signal }) => {
    const registrations = await fetchMyRegistrations(api, input.subEventUuid, signal);
    return { eventTitle: registrations.ticketEvent?.title ?? null, tickets: eTicketsOf(registrations) };
  });
}
