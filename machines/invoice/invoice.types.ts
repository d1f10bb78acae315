import { INVOICE_TEXT, type InvoiceView } from '../../src/domain/invoice';
import type { LoaderInput } from '../shared/loader.types';

export interface InvoiceInput {
  /** The route's order id (/my-orders/{orderId}); empty when missing. */
  orderId: string;
  /**
   * The invoice as the page's document carried it, drawn on the server for this device's session
   * (src/app/page-arrival.tsx): it shows at once, as the server drew it, and nothing is asked.
   */
  arrivedInvoice?: InvoiceView | null;
}

export interface LoadInvoiceInput {
  orderId: string;
}

/** The shared loader's input: the order to ask for, and SPEC §8's one text for every failure. */
export const invoiceLoad = (orderId: string): LoaderInput => ({
  request: { orderId } satisfies LoadInvoiceInput,
  texts: { refused: INVOICE_TEXT.loadFailed, failed: INVOICE_TEXT.loadFailed },
});

/** Which stored document a download asks for: the invoice, or the credit note of a refund. */
export type DocumentKind = 'invoice' | 'credit_note';

export interface DownloadPdfInput {
  orderId: string;
  kind: DocumentKind;
  /** Which credit note, by number (an order may have one per cancelled ticket); null for the invoice. */
  creditNoteNumber: string | null;
}

/** A downloaded PDF, handed to the page to save under the server's file name. */
export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

export interface InvoiceContext {
  orderId: string;
  invoice: InvoiceView | null;
  errorMessage: string | null;
  /** The document the download under way, or the last one, asked for. */
  document: DocumentKind;
  /** The credit note that download asks for, by number; null for the invoice. */
  creditNoteNumber: string | null;
  /** SPEC-style text of the last failed download; null when none failed. */
  downloadError: string | null;
}

export type InvoiceEvent =
  { type: 'RETRY' } | { type: 'PRINT' } | { type: 'DOWNLOAD' } | { type: 'DOWNLOAD_CREDIT_NOTE'; number: string };

/** The screen's faces, one tag each (the connect reads the screen from them, or the loader's while loading); which document a download in flight asks for is in context. */
export type InvoiceTag = 'missingOrderId' | 'loaded' | 'downloading' | 'downloadFailed';

export type InvoiceEmitted = { type: 'print' } | { type: 'save'; file: DownloadedFile };
