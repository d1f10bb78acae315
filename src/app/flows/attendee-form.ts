import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { serverErrorText } from '../../domain/http-errors';
import {
  SubmitRegistrationError,
  type SubmitRegistrationInput,
  type SubmitRegistrationOutput,
} from '../../../machines/attendee-form/attendee-form.types';

export function fieldErrorsOf(body: unknown): Array<{ field: string; message: string }> {
  if (typeof body !== 'object' || body === null) return [];
  const errors: unknown = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is { field: string; message: string } =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { field?: unknown }).field === 'string' &&
      typeof (entry as { message?: unknown }).message === 'string',
  );
}

/**
 * The attendee form's `submitRegistration`: POST .../sub-events/{uuid}/register. A refusal carries the
 * server's text (SPEC §8: its error field wins) and its field errors; without either the form says
 * 'Failed to submit registration'.
 */
export function createSubmitRegistration(api: ApiClient) {
  return fromPromise<SubmitRegistrationOutput, SubmitRegistrationInput>(async ({ input, signal }) => {
    let answer;
    try {
      answer = await api.POST('/participant-registration/sub-events/{subEventUuid}/register', {
        params: { path: { subEventUuid: input.subEventUuid } },
        body: { responses: input.responses, ...(input.guardian ? { guardian: input.guardian } : {}) },
        signal,
      });
    } catch {
      // No answer: 'Failed to submit registration' (SPEC §8 gives this call no network text).
      throw new SubmitRegistrationError(null);
    }
    const { data, error } = answer;
    if (data?.success) {
      return {
        participantUuid: data.data.participant_uuid,
        holdExpiresAt: data.data.hold_expires_at ?? null,
        name: input.name,
      };
    }
    const body: unknown = error ?? data;
    throw new SubmitRegistrationError(serverErrorText(body), fieldErrorsOf(body));
  });
}
