// The change-category dialog's calls (issue 28 item 3): the quote and the move. The checkout's own
// actors (payment-checkout.ts) load the provider's script, open it and verify the difference's payment.
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  CategoryChangeRefusedError,
  type CategoryChangeOutcome,
  type CategoryChangeQuote,
  type ChangeCategoryInput,
} from '../../../machines/ticket-category-change/ticket-category-change.types';
import { serverErrorText } from '../../domain/http-errors';
import { tryRupeesToPaise } from '../../domain/money';
import { toProviderOrder } from './payment-checkout';

const PATH = '/participant-registration/participants/{participantUuid}/category-change' as const;

const paise = (rupees: string | undefined) => (rupees === undefined ? 0 : (tryRupeesToPaise(rupees) ?? 0));

/** A 4xx is the server saying no, with its text; a 5xx or a 2xx that says no is a failure like no answer. */
function refused(error: unknown, response: Response): never {
  if (response.status >= 400 && response.status < 500) {
    throw new CategoryChangeRefusedError(serverErrorText(error) ?? null);
  }
  throw new Error(`the category change call answered ${response.status}`);
}

/** `quoteCategoryChange`: GET .../category-change, the categories and their money before anything happens. */
export function createQuoteCategoryChange(api: ApiClient) {
  return fromPromise<CategoryChangeQuote, { participantUuid: string }>(async ({ input, signal }) => {
    const { data, error, response } = await api.GET(PATH, {
      params: { path: { participantUuid: input.participantUuid } },
      signal,
    });
    if (!data?.success) refused(error, response);
    const quote = data.message;
    return {
      currentCategory: quote.category,
      currentPricePaise: paise(quote.price),
      options: quote.options.map((option) => ({
        category: option.category,
        pricePaise: paise(option.price),
        kind: option.kind,
        amountPaise: paise(option.amount),
        charges: option.charges
          ? {
              entryFeePaise: paise(option.charges.entry_fee_total),
              gstPaise: paise(option.charges.cgst) + paise(option.charges.sgst) + paise(option.charges.igst),
              conveniencePaise: paise(option.charges.convenience_charge),
              convenienceGstPaise: paise(option.charges.convenience_gst),
            }
          : null,
      })),
    };
  });
}

/** `changeCategory`: POST .../category-change; the move made, or the order for the difference to pay. */
export function createChangeCategory(api: ApiClient) {
  return fromPromise<CategoryChangeOutcome, ChangeCategoryInput>(async ({ input, signal }) => {
    const { data, error, response } = await api.POST(PATH, {
      params: { path: { participantUuid: input.participantUuid } },
      body: { category: input.category },
      signal,
    });
    if (!data?.success) refused(error, response);
    const { change, order, razorpay_order: providerOrder } = data.message;
    if (order && providerOrder) {
      return {
        kind: 'checkout',
        toCategory: change.to_category,
        order: toProviderOrder(order.order_uuid, providerOrder),
      };
    }
    return {
      kind: 'made',
      toCategory: change.to_category,
      refundAmountPaise: paise(change.refund_amount),
      refundStatus: change.refund_status,
      creditNoteNumber: change.credit_note_number,
      orderUuid: change.order_uuid,
    };
  });
}
