// The edit-details page's calls (issue 28 item 4): read the ticket's form and answers, and save them
// (the attendee form's submit on this page).
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  SubmitRegistrationError,
  type SubmitRegistrationInput,
  type SubmitRegistrationOutput,
} from '../../../machines/attendee-form/attendee-form.types';
import {
  TicketDetailsRefusedError,
  type LoadTicketDetailsInput,
  type TicketDetails,
} from '../../../machines/ticket-details/ticket-details.types';
import { valuesFromAnswers } from '../../domain/booking';
import { VENUE_TBD } from '../../domain/event-detail';
import { serverErrorText } from '../../domain/http-errors';
import { isCategoryField, isCategoryPricingField } from '../../domain/validation/form-field';
import { fieldErrorsOf } from './attendee-form';

/** `loadDetails`: GET .../participants/{uuid}/details; a 404 or 422 is the server's refusal, with its text. */
export function createLoadTicketDetails(api: ApiClient) {
  return fromPromise<TicketDetails, LoadTicketDetailsInput>(async ({ input, signal }) => {
    const { data, error, response } = await api.GET(
      '/participant-registration/participants/{participantUuid}/details',
      {
        params: { path: { participantUuid: input.participantUuid } },
        signal,
      },
    );
    if (response.status === 404 || response.status === 422) throw new TicketDetailsRefusedError(serverErrorText(error));
    if (!data?.success) throw new Error(`GET ticket details answered ${response.status}`);
    const ticket = data.message;
    // The ticket keeps its category (and its price): the page shows it above the form, not in it.
    const fields = ticket.form_fields.filter((field) => !isCategoryField(field) && !isCategoryPricingField(field));
    const answers = Object.fromEntries(ticket.responses.map((answer) => [answer.field_name, answer.response_text]));
    return {
      participantUuid: ticket.participant_uuid,
      eventTitle: ticket.event.title,
      subEventUuid: ticket.sub_event.sub_event_uuid,
      subEventName: ticket.sub_event.name,
      startDate: ticket.sub_event.start_datetime,
      venue: ticket.sub_event.event_venue_address?.trim() || VENUE_TBD,
      category: ticket.category,
      fields,
      values: valuesFromAnswers(fields, answers),
      minAge: ticket.sub_event.min_age,
      maxAge: ticket.sub_event.max_age,
      editableUntil: ticket.details_editable_until,
      nameChangesAllowed: ticket.name_changes_allowed,
      nameChangesLeft: ticket.name_changes_left,
    };
  });
}

/**
 * The attendee form's submit on the edit-details page: PUT .../participants/{uuid}/details with the
 * answers. Refusals carry the server's text and field errors, as registering does.
 */
export function createSaveTicketDetails(api: ApiClient, participantUuid: string) {
  return fromPromise<SubmitRegistrationOutput, SubmitRegistrationInput>(async ({ input, signal }) => {
    let answer;
    try {
      answer = await api.PUT('/participant-registration/participants/{participantUuid}/details', {
        params: { path: { participantUuid } },
        body: { responses: input.responses, ...(input.guardian ? { guardian: input.guardian } : {}) },
        signal,
      });
    } catch {
      throw new SubmitRegistrationError(null);
    }
    const { data, error } = answer;
    if (data?.success) return { participantUuid: data.message.participant_uuid, holdExpiresAt: null, name: input.name };
    const body: unknown = error ?? data;
    throw new SubmitRegistrationError(serverErrorText(body), fieldErrorsOf(body));
  });
}
