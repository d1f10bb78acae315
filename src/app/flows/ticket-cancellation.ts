import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  CancellationRefusedError,
  type CancellationCallInput,
  type CancellationOutcome,
  type CancellationQuote,
} from '../../../machines/ticket-cancellation/ticket-cancellation.types';
import { serverErrorText } from '../../domain/http-errors';
import { tryRupeesToPaise } from '../../domain/money';

const PATH = '/participant-registration/participants/{participantUuid}/cancellation' as const;

const paise = (rupees: string) => tryRupeesToPaise(rupees) ?? 0;

/**
 * A 4xx is the server saying no, with its text (the deadline passed, already cancelled); a 5xx or a
 * 2xx that says no is a failure like no answer, which throws as it came.
 */
function refused(error: unknown, response: Response): never {
  if (response.status >= 400 && response.status < 500) {
    throw new CancellationRefusedError(serverErrorText(error) ?? null);
  }
  throw new Error(`the cancellation call answered ${response.status}`);
}

/** `quoteCancellation`: GET .../cancellation, the refund before anything happens. */
export function createQuoteCancellation(api: ApiClient) {
  return fromPromise<CancellationQuote, CancellationCallInput>(async ({ input, signal }) => {
    const { data, error, response } = await api.GET(PATH, {
      params: { path: { participantUuid: input.participantUuid } },
      signal,
    });
    if (!data?.success) refused(error, response);
    const quote = data.message;
    return {
      ticketAmountPaise: paise(quote.ticket_amount),
      feePercent: String(quote.fee_percent),
      feeKeptPaise: paise(quote.fee_kept),
      refundAmountPaise: paise(quote.refund_amount),
    };
  });
}

/** `cancelTicket`: POST .../cancellation; the ticket is cancelled, its refund asked for once. */
export function createCancelTicket(api: ApiClient) {
  return fromPromise<CancellationOutcome, CancellationCallInput>(async ({ input, signal }) => {
    const { data, error, response } = await api.POST(PATH, {
      params: { path: { participantUuid: input.participantUuid } },
      signal,
    });
    if (!data?.success) refused(error, response);
    const { cancellation } = data.message;
    return {
      refundAmountPaise: paise(cancellation.refund_amount),
      refundStatus: cancellation.refund_status,
      creditNoteNumber: cancellation.credit_note_number,
      orderUuid: cancellation.order_uuid,
    };
  });
}
