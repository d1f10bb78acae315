import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { InvoiceResponse } from '../../api/types';
import { firstSignedInRead } from '../../domain/signed-in-reads';
import type { PageArrival } from '../page-arrival';
import type { DownloadPdfInput, DownloadedFile, LoadInvoiceInput } from '../../../machines/invoice/invoice.types';
import { toInvoiceView, type InvoiceView } from '../../domain/invoice';
import { LoadRefusedError } from '../../../machines/shared/loader.types';

/** The invoice's `load` for the shared loader: GET /invoices/order/{orderId}; no answer throws, success false throws LoadRefusedError. */
export function createLoadInvoice(api: ApiClient) {
  return fromPromise<InvoiceView, LoadInvoiceInput>(async ({ input, signal }) => {
    const { data, response } = await api.GET('/invoices/order/{orderId}', {
      params: { path: { orderId: input.orderId } },
      signal,
    });
    if (!data) throw new Error(`GET invoice answered ${response.status}`);
    if (!data.success) throw new LoadRefusedError('GET invoice answered success false');
    return toInvoiceView(data.data.invoice);
  });
}

/** The invoice as the page's document carried it (src/app/page-arrival.tsx), or null. */
export function arrivedInvoice(arrival: PageArrival, apiBaseUrl: string, orderId: string): InvoiceView | null {
  const read = firstSignedInRead(`/my-orders/${encodeURIComponent(orderId)}`, '');
  const body = read ? (arrival.answer(`${apiBaseUrl}${read}`) as Partial<InvoiceResponse> | undefined) : undefined;
  return body?.success === true && body.data?.invoice ? toInvoiceView(body.data.invoice) : null;
}

/** The file name the server gave (Content-Disposition), else one made from the order. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="([^"]+)"/.exec(disposition);
  return match?.[1] ?? fallback;
}

/**
 * The invoice page's `downloadPdf`: the stored PDF through the app's API client, so the bearer token
 * (kept in localStorage, which a plain link cannot send) and the token refresh go along. Any failure,
 * or an answer that is not a PDF, throws.
 */
export function createDownloadPdf(api: ApiClient) {
  return fromPromise<DownloadedFile, DownloadPdfInput>(async ({ input, signal }) => {
    const params = { path: { orderId: input.orderId } };
    const { data, response } =
      input.kind === 'invoice'
        ? await api.GET('/invoices/order/{orderId}/pdf', { params, parseAs: 'blob', signal })
        : await api.GET('/credit-notes/order/{orderId}/pdf', {
            params: { ...params, query: input.creditNoteNumber ? { number: input.creditNoteNumber } : {} },
            parseAs: 'blob',
            signal,
          });
    if (
      !response.ok ||
      !(data instanceof Blob) ||
      !response.headers.get('content-type')?.startsWith('application/pdf')
    ) {
      throw new Error(`GET ${input.kind} PDF answered ${response.status}`);
    }
    const fallback = `${input.kind === 'invoice' ? 'invoice' : 'credit-note'}-${input.orderId}.pdf`;
    return { fileName: fileNameOf(response, fallback), blob: data };
  });
}
