// The transfer dialog's calls (issue 28 item 2): send a transfer of one paid ticket, withdraw it.
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  TransferRefusedError,
  type PendingTransfer,
  type SendTransferInput,
  type TransferField,
  type WithdrawTransferInput,
} from '../../../machines/ticket-transfer/ticket-transfer.types';
import { serverErrorText } from '../../domain/http-errors';

const PATH = '/participant-registration/participants/{participantUuid}/transfer' as const;

/** The server's field names, as the dialog's. */
const FIELDS: Record<string, TransferField> = { recipient_mobile: 'mobile', recipient_name: 'name' };

function fieldErrorsOf(body: unknown): Partial<Record<TransferField, string>> {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  const found: Partial<Record<TransferField, string>> = {};
  if (!Array.isArray(errors)) return found;
  for (const item of errors as Array<{ field?: unknown; message?: unknown }>) {
    const field = typeof item.field === 'string' ? FIELDS[item.field] : undefined;
    if (field && typeof item.message === 'string' && !found[field]) found[field] = item.message;
  }
  return found;
}

/**
 * A 4xx is the server saying no, with its text and the fields it found wrong; a 5xx or a 2xx that says
 * no is a failure like no answer, which throws as it came.
 */
function refused(error: unknown, response: Response): never {
  if (response.status >= 400 && response.status < 500) {
    const fieldErrors = fieldErrorsOf(error);
    throw new TransferRefusedError(
      Object.keys(fieldErrors).length > 0 ? null : (serverErrorText(error) ?? null),
      fieldErrors,
    );
  }
  throw new Error(`the transfer call answered ${response.status}`);
}

/** `sendTransfer`: POST .../transfer; the recipient is sent the link. */
export function createSendTransfer(api: ApiClient) {
  return fromPromise<PendingTransfer, SendTransferInput>(async ({ input, signal }) => {
    const { data, error, response } = await api.POST(PATH, {
      params: { path: { participantUuid: input.participantUuid } },
      body: { recipient_mobile: input.recipientMobile, recipient_name: input.recipientName },
      signal,
    });
    if (!data?.success) refused(error, response);
    const { transfer } = data.message;
    return {
      recipientName: transfer.recipient_name,
      recipientMobile: transfer.recipient_mobile,
      expiresAt: transfer.expires_at,
    };
  });
}

/** `withdrawTransfer`: DELETE .../transfer; refused when the recipient accepted first. */
export function createWithdrawTransfer(api: ApiClient) {
  return fromPromise<void, WithdrawTransferInput>(async ({ input, signal }) => {
    const { data, error, response } = await api.DELETE(PATH, {
      params: { path: { participantUuid: input.participantUuid } },
      signal,
    });
    if (!data?.success) refused(error, response);
  });
}
