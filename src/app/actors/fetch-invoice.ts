import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { LoadInvoiceInput } from '../../../machines/invoice/invoice.types';
import { toInvoiceView, type InvoiceView } from '../../domain/invoice';

export class InvoiceRequestError extends Error {
  override name = 'InvoiceRequestError';
}

/** The invoice page's `loadInvoice`: GET /invoices/order/{orderId}; any failure throws. */
export function createLoadInvoice(api: ApiClient) {
  return fromPromise<InvoiceView, LoadInvoiceInput>(async ({ input, signal }) => {
    const { data, response } = await api.GET('/invoices/order/{orderId}', {
      params: { path: { orderId: input.orderId } },
      signal,
    });
    if (!data?.success) throw new InvoiceRequestError(`GET invoice answered ${response.status}`);
    return toInvoiceView(data.data.invoice);
  });
}
