// The invoice page's model (SPEC §2 Invoice, §5 Invoice fetch, §8), written by hand.
import type { AnyMachineSnapshot } from 'xstate';
import { invoiceMachine } from '../../../machines/invoice/invoice.machine';
import type { InvoiceMachine } from '../../../machines/invoice/invoice.machine';
import type { DownloadedFile, InvoiceContext, InvoiceInput } from '../../../machines/invoice/invoice.types';
import type { InvoiceView } from '../../../src/domain/invoice';
import type { FlowModel, StepExpectation } from '../shared/graph-model';

export const anInvoice: InvoiceView = {
  orderUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c42',
  number: 'SL/30-31/000042',
  date: '05 Jan 2031',
  supplier: {
    name: 'Startline Sports Technologies Pvt. Ltd.',
    addressLines: ['Koramangala', 'Bengaluru, Karnataka 560034'],
    gstin: '29ABCDE1234F1ZW',
    state: 'Karnataka (29)',
    email: 'support@startline.example',
    phone: '+91 80 4000 1234',
  },
  customer: { name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210', addressLines: [], state: null },
  placeOfSupply: 'Maharashtra (27)',
  supply: 'Inter-state (IGST)',
  reverseCharge: 'No',
  event: { title: 'Pune Riverside Run', venue: 'Pune' },
  taxHeads: ['igst'],
  items: [
    {
      key: 1,
      description: '10K Run - Open Category',
      hsn: '999651',
      quantity: 2,
      value: '₹1,598.00',
      taxes: [{ head: 'igst', rate: '18%', amount: '₹287.64' }],
      total: '₹1,885.64',
    },
  ],
  totals: [{ label: 'Total taxable value', amount: '₹1,598.00' }],
  grandTotal: '₹1,923.35',
  amountInWords: 'Rupees One Thousand Nine Hundred Twenty-Three and Thirty-Five Paise Only',
  note: 'This is a computer-generated invoice issued electronically; no signature is required.',
  creditNotes: [],
};

export const aRefundedInvoice: InvoiceView = {
  ...anInvoice,
  creditNotes: [
    {
      number: 'CN/30-31/000001',
      date: '05 Jan 2031',
      against: 'SL/30-31/000042 dated 05 Jan 2031',
      reason: 'This booking changed before this payment completed, so the payment has been refunded.',
      total: '₹1,923.35',
    },
  ],
};

const aPdf: DownloadedFile = { fileName: 'invoice-SL-30-31-000042.pdf', blob: new Blob(['%PDF-1.3']) };
const aCreditNotePdf: DownloadedFile = { fileName: 'credit-note-CN-30-31-000001.pdf', blob: new Blob(['%PDF-1.3']) };

/** The shared loader, with the invoice's SPEC §8 text for every failure (its own model covers failing and Retry). */
const loaderCall = {
  id: 'loader',
  input: { request: { orderId: '42' }, texts: { refused: 'Failed to load invoice', failed: 'Failed to load invoice' } },
};
const invoicePdfCall = { id: 'downloadPdf', input: { orderId: '42', kind: 'invoice', creditNoteNumber: null } };
const creditNotePdfCall = {
  id: 'downloadPdf',
  input: { orderId: '42', kind: 'credit_note', creditNoteNumber: 'CN/30-31/000001' },
};

export const invoiceModel: FlowModel<InvoiceMachine, InvoiceInput> = {
  flow: 'invoice',
  machine: invoiceMachine,
  inputs: {
    'an order id': { orderId: '42' },
    'no order id': { orderId: '' },
    // Drawn on the server for the session the page request carried (src/domain/page-session.ts).
    'the invoice carried by the document': { orderId: '42', arrivedInvoice: aRefundedInvoice },
  },
  events: [
    { type: 'xstate.done.actor.loader', output: { data: anInvoice } },
    { type: 'xstate.done.actor.loader', output: { data: aRefundedInvoice } },
    { type: 'RETRY' },
    { type: 'PRINT' },
    { type: 'DOWNLOAD' },
    { type: 'DOWNLOAD_CREDIT_NOTE', number: 'CN/30-31/000001' },
    // A number that is not one of this invoice's credit notes: the guard refuses, the edge is never taken.
    { type: 'DOWNLOAD_CREDIT_NOTE', number: 'CN/30-31/000999' },
    { type: 'xstate.done.actor.downloadPdf', output: aPdf },
    { type: 'xstate.done.actor.downloadPdf', output: aCreditNotePdf },
    { type: 'xstate.error.actor.downloadPdf', error: new Error('404') },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { invoice, errorMessage, document, downloadError } = snapshot.context as InvoiceContext;
    return {
      value: snapshot.value,
      document,
      invoice: invoice?.number ?? null,
      creditNotes: invoice?.creditNotes.map((creditNote) => creditNote.number) ?? null,
      errorMessage,
      downloadError,
    };
  },
  promiseActors: ['downloadPdf'],
  childMachines: ['loader'],
  expect: ({ event, before, input, callsBefore }): StepExpectation => {
    if (before === null) {
      if (input.orderId === '')
        return { context: { invoice: null, errorMessage: 'orderId is required to fetch invoice' } };
      // An invoice the document carried is shown at once: nothing is asked for.
      if (input.arrivedInvoice) return { context: { invoice: input.arrivedInvoice, errorMessage: null } };
      return { calls: [loaderCall] };
    }
    switch (event.type) {
      case 'xstate.done.actor.loader':
        return {
          context: { invoice: (event.output as { data: unknown }).data, errorMessage: null, downloadError: null },
        };
      // Retry belongs to the loader, which loads again when it had failed.
      case 'RETRY':
        return { calls: [loaderCall], sentToChildren: [{ to: 'loader', event: { type: 'RETRY' } }] };
      case 'PRINT':
        // Printing leaves a download that is under way alone.
        return { emitted: [{ type: 'print' }], calls: callsBefore };
      case 'DOWNLOAD':
        return {
          calls: [invoicePdfCall],
          context: { document: 'invoice', creditNoteNumber: null, downloadError: null },
        };
      case 'DOWNLOAD_CREDIT_NOTE':
        return {
          calls: [creditNotePdfCall],
          context: { document: 'credit_note', creditNoteNumber: 'CN/30-31/000001', downloadError: null },
        };
      // The page saves whatever file the download handed back.
      case 'xstate.done.actor.downloadPdf':
        return { emitted: [{ type: 'save', file: event.output }], calls: [], context: { downloadError: null } };
      // The failure names the document the download asked for.
      case 'xstate.error.actor.downloadPdf':
        return {
          calls: [],
          context: {
            downloadError:
              before.document === 'credit_note'
                ? 'Failed to download credit note. Please try again.'
                : 'Failed to download invoice. Please try again.',
          },
        };
      default:
        throw new Error(`the invoice model has no expectation for ${event.type}`);
    }
  },
};
