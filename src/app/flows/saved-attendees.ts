import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { httpErrorMessage } from '../../domain/http-errors';
import { ForgetSavedAttendeeError, type SavedAttendee } from '../../../machines/saved-attendees/saved-attendees.types';

/** GET /participant-registration/saved-attendees (extension); any failure throws and the control hides. */
export function createLoadSavedAttendees(api: ApiClient) {
  return fromPromise<SavedAttendee[]>(async ({ signal }) => {
    const { data, response } = await api.GET('/participant-registration/saved-attendees', { signal });
    if (!data?.success) throw new Error(`GET saved-attendees answered ${response.status}`);
    return data.message.attendees.map((attendee) => ({
      attendeeUuid: attendee.attendee_uuid,
      name: attendee.name,
      email: attendee.email,
      phone: attendee.phone,
      responses: attendee.responses.map((response) => ({
        fieldName: response.field_name,
        responseText: response.response_text,
      })),
      lastUsedAt: attendee.last_used_at,
    }));
  });
}

/** DELETE /participant-registration/saved-attendees/{uuid} (extension); a failure carries the server's text. */
export function createForgetSavedAttendee(api: ApiClient) {
  return fromPromise<void, { attendeeUuid: string }>(async ({ input, signal }) => {
    let answer;
    try {
      answer = await api.DELETE('/participant-registration/saved-attendees/{attendeeUuid}', {
        params: { path: { attendeeUuid: input.attendeeUuid } },
        signal,
      });
    } catch {
      throw new ForgetSavedAttendeeError(httpErrorMessage({}));
    }
    const { data, error, response } = answer;
    if (data?.success) return;
    throw new ForgetSavedAttendeeError(httpErrorMessage({ status: response.status, body: error ?? data }));
  });
}
