import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  PincodeLookupError,
  type PincodeLookupInput,
  type PincodeLookupOutput,
} from '../../../machines/attendee-form/attendee-form.types';

/**
 * The attendee form's `lookupPincode`: GET /pincodes/location/{pincode}. A 404 is 'not found', a 401
 * 'unauthorized', no answer 'network', anything else 'other' (SPEC §8 PIN lookup); an aborted call
 * (a newer PIN code) just ends.
 */
export function createLookupPincode(api: ApiClient) {
  return fromPromise<PincodeLookupOutput, PincodeLookupInput>(async ({ input, signal }) => {
    let answer;
    try {
      answer = await api.GET('/pincodes/location/{pincode}', { params: { path: { pincode: input.pincode } }, signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new PincodeLookupError('network');
    }
    const { data, response } = answer;
    if (data?.success) return { city: data.data.location.city.name, state: data.data.location.state.name };
    if (response.status === 404) throw new PincodeLookupError('notFound');
    if (response.status === 401) throw new PincodeLookupError('unauthorized');
    throw new PincodeLookupError('other');
  });
}
