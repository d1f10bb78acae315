// The recipient's page's calls (issue 28 item 2): read the transfer, and accept it with the attendee
// form's answers (the form's submit on this page).
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  SubmitRegistrationError,
  type SubmitRegistrationInput,
  type SubmitRegistrationOutput,
} from '../../../machines/attendee-form/attendee-form.types';
import {
  TransferLoadRefusedError,
  type LoadTransferInput,
  type TransferOffer,
} from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.types';
import { VENUE_TBD } from '../../domain/event-detail';
import { serverErrorText } from '../../domain/http-errors';
import { isCategoryField, isCategoryPricingField } from '../../domain/validation/form-field';
import { fieldErrorsOf } from './attendee-form';

/** `loadTransfer`: GET /ticket-transfers/{uuid}; a 403 or 404 is the server's refusal, with its text. */
export function createLoadTransfer(api: ApiClient) {
  return fromPromise<TransferOffer, LoadTransferInput>(async ({ input, signal }) => {
    const { data, error, response } = await api.GET('/ticket-transfers/{transferUuid}', {
      params: { path: { transferUuid: input.transferUuid } },
      signal,
    });
    if (response.status === 403) throw new TransferLoadRefusedError('forbidden', serverErrorText(error));
    if (response.status === 404) throw new TransferLoadRefusedError('notFound', serverErrorText(error));
    if (!data?.success) throw new Error(`GET ticket-transfers answered ${response.status}`);
    const offer = data.message;
    return {
      transferUuid: offer.transfer_uuid,
      status: offer.status,
      senderName: offer.sender_name,
      recipientName: offer.recipient_name,
      category: offer.category,
      expiresAt: offer.expires_at,
      eventTitle: offer.event.title,
      subEventUuid: offer.sub_event.sub_event_uuid,
      subEventName: offer.sub_event.name,
      startDate: offer.sub_event.start_datetime,
      venue: offer.sub_event.event_venue_address?.trim() || VENUE_TBD,
      // The ticket keeps its category (and its price): the page shows it above the form, not in it.
      fields: offer.form_fields.filter((field) => !isCategoryField(field) && !isCategoryPricingField(field)),
      minAge: offer.sub_event.min_age,
      maxAge: offer.sub_event.max_age,
      participantUuid: offer.participant_uuid,
    };
  });
}

/**
 * The attendee form's submit on the transfer page: POST /ticket-transfers/{uuid}/accept with the
 * answers. Refusals carry the server's text and field errors, as registering does.
 */
export function createAcceptTransfer(api: ApiClient, transferUuid: string) {
  return fromPromise<SubmitRegistrationOutput, SubmitRegistrationInput>(async ({ input, signal }) => {
    let answer;
    try {
      answer = await api.POST('/ticket-transfers/{transferUuid}/accept', {
        params: { path: { transferUuid } },
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
