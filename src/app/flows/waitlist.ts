import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  WaitlistRefusedError,
  type JoinWaitlistInput,
  type WaitlistCallInput,
} from '../../../machines/waitlist/waitlist.types';
import { serverErrorText } from '../../domain/http-errors';
import type { WaitlistState } from '../../domain/waitlist';

const PATH = '/participant-registration/sub-events/{subEventUuid}/waitlist' as const;

interface ServerWaitlist {
  entry: {
    status: 'waiting' | 'offered';
    places: number;
    position: number | null;
    offer_expires_at: string | null;
  } | null;
  places_left: number | null;
  waitlist_offer_minutes: number | null;
}

function toWaitlistState(message: ServerWaitlist): WaitlistState {
  const { entry } = message;
  return {
    entry: entry
      ? { status: entry.status, places: entry.places, position: entry.position, offerExpiresAt: entry.offer_expires_at }
      : null,
    placesLeft: message.places_left,
    offerMinutes: message.waitlist_offer_minutes,
  };
}

/**
 * A 4xx is the server saying no, with its text (already in line, places free); a 5xx or a 2xx that
 * says no is a failure like no answer.
 */
function failed(error: unknown, response: Response): never {
  if (response.status >= 400 && response.status < 500) throw new WaitlistRefusedError(serverErrorText(error) ?? null);
  throw new Error(`the waitlist call answered ${response.status}`);
}

/** `loadWaitlist`: GET .../waitlist, the caller's place in line and the places left. */
export function createLoadWaitlist(api: ApiClient) {
  return fromPromise<WaitlistState, WaitlistCallInput>(async ({ input, signal }) => {
    const params = { path: { subEventUuid: input.subEventUuid } };
    const { data, error, response } = await api.GET(PATH, { params, signal });
    if (!data?.success) failed(error, response);
    return toWaitlistState(data.message);
  });
}

/** `joinWaitlist`: POST .../waitlist with the places wanted. */
export function createJoinWaitlist(api: ApiClient) {
  return fromPromise<WaitlistState, JoinWaitlistInput>(async ({ input, signal }) => {
    const params = { path: { subEventUuid: input.subEventUuid } };
    const { data, error, response } = await api.POST(PATH, { params, body: { places: input.places }, signal });
    if (!data?.success) failed(error, response);
    return toWaitlistState(data.message);
  });
}

/** `leaveWaitlist`: DELETE .../waitlist. */
export function createLeaveWaitlist(api: ApiClient) {
  return fromPromise<WaitlistState, WaitlistCallInput>(async ({ input, signal }) => {
    const params = { path: { subEventUuid: input.subEventUuid } };
    const { data, error, response } = await api.DELETE(PATH, { params, signal });
    if (!data?.success) failed(error, response);
    return toWaitlistState(data.message);
  });
}
