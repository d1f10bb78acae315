import type { InvoiceView } from '../../src/domain/invoice';

export interface InvoiceInput {
  /** The route's order id (/my-orders/{orderId}); empty when missing. */
  orderId: string;
}

export interface LoadInvoiceInput {
  orderId: string;
}

export interface InvoiceContext {
  orderId: string;
  invoice: InvoiceView | null;
  errorMessage: string | null;
}

export type InvoiceEvent = { type: 'RETRY' } | { type: 'PRINT' };

export type InvoiceEmitted = { type: 'print' };
