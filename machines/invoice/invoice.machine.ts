// The invoice page (SPEC §2 Invoice, §5 Invoice fetch, §8 Orders and invoices): one paid order's GST
// invoice as issued, printable on A4 and downloadable as the PDF stored when it was issued (and the
// credit note's, after a refund). Pure: the shared loader's `load` and `downloadPdf` are provided by
// src/app (the API client, so the bearer token goes along); printing and saving a file are emitted.
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { INVOICE_TEXT, type InvoiceView } from '../../src/domain/invoice';
import { loaderMachine } from '../shared/loader.machine';
import type { LoaderOutput } from '../shared/loader.types';
import type {
  DownloadPdfInput,
  DownloadedFile,
  InvoiceContext,
  InvoiceEmitted,
  InvoiceEvent,
  InvoiceInput,
  InvoiceTag,
} from './invoice.types';
import { invoiceLoad } from './invoice.types';

export const invoiceMachine = setup({
  types: {
    context: {} as InvoiceContext,
    events: {} as InvoiceEvent,
    input: {} as InvoiceInput,
    emitted: {} as InvoiceEmitted,
    tags: {} as InvoiceTag,
    children: {} as {
      loader: 'loader';
      downloadInvoicePdf: 'downloadPdf';
      downloadCreditNotePdf: 'downloadPdf';
    },
  },
  actors: {
    /** GET /invoices/order/{orderId}, read into the printable form, with Retry on failure. */
    loader: loaderMachine,
    /** GET /invoices/order/{orderId}/pdf or /credit-notes/order/{orderId}/pdf, with the bearer token. */
    downloadPdf: fromPromise<DownloadedFile, DownloadPdfInput>(async () => {
      throw new Error('downloadPdf not provided');
    }),
  },
  guards: {
    hasNoOrderId: ({ context }) => context.orderId.trim() === '',
    hasCreditNote: ({ context }) => context.invoice?.creditNote !== null && context.invoice?.creditNote !== undefined,
  },
  actions: {
    storeInvoice: assign((_, params: { output: LoaderOutput }) => ({
      invoice: params.output.data as InvoiceView,
      errorMessage: null,
    })),
    storeMissingOrderId: assign({ invoice: null, errorMessage: INVOICE_TEXT.orderIdRequired }),
    retryLoading: sendTo('loader', { type: 'RETRY' }),
    clearDownloadError: assign({ downloadError: null }),
    storeDownloadFailure: assign({ downloadError: INVOICE_TEXT.downloadFailed }),
    storeCreditNoteDownloadFailure: assign({ downloadError: INVOICE_TEXT.creditNoteDownloadFailed }),
    printInvoice: emit({ type: 'print' }),
    saveFile: emit((_, params: { file: DownloadedFile }) => ({ type: 'save' as const, file: params.file })),
  },
}).createMachine({
  id: 'invoice',
  description: "One paid order's GST invoice as issued; Print Invoice prints it, Download PDF saves the stored PDF.",
  context: ({ input }) => ({ orderId: input.orderId, invoice: null, errorMessage: null, downloadError: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'An invoice needs an order id.',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [
        { guard: 'hasNoOrderId', target: 'missingOrderId', actions: 'storeMissingOrderId' },
        { target: 'loading' },
      ],
    },
    missingOrderId: {
      tags: ['missingOrderId'],
      description: "'orderId is required to fetch invoice' and a way back to My Orders.",
      meta: {
        screen: "'orderId is required to fetch invoice' and Back to My Orders.",
        shows: [
          { role: 'alert', name: INVOICE_TEXT.orderIdRequired },
          { role: 'link', name: INVOICE_TEXT.backToOrders },
        ],
      },
    },
    loading: {
      description: "The loader asks the server for the invoice; if that fails, 'Failed to load invoice' and Retry.",
      meta: {
        screen: "'Loading invoice...', or 'Failed to load invoice' and Retry.",
        shows: [{ role: 'status', name: INVOICE_TEXT.loading }],
      },
      invoke: {
        id: 'loader',
        src: 'loader',
        input: ({ context }) => invoiceLoad(context.orderId),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeInvoice', params: ({ event }) => ({ output: event.output }) },
        },
      },
      on: { RETRY: { actions: 'retryLoading' } },
    },
    loaded: {
      tags: ['loaded'],
      description:
        'Supplier, buyer, number and date, place of supply, the lines with SAC and tax heads, the totals in figures and words.',
      meta: {
        screen: 'The invoice, Print Invoice and Download PDF.',
        shows: [
          { role: 'button', name: INVOICE_TEXT.print },
          { role: 'button', name: INVOICE_TEXT.downloadPdf },
        ],
      },
      on: { PRINT: { actions: 'printInvoice' } },
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing being downloaded.',
          meta: { screen: 'The invoice with its buttons.' },
          on: {
            DOWNLOAD: { target: 'downloadingInvoice', actions: 'clearDownloadError' },
            DOWNLOAD_CREDIT_NOTE: {
              guard: 'hasCreditNote',
              target: 'downloadingCreditNote',
              actions: 'clearDownloadError',
            },
          },
        },
        downloadingInvoice: {
          tags: ['downloadingInvoice'],
          description: 'Fetches the stored invoice PDF with the bearer token; the page saves it.',
          meta: {
            screen: "'Preparing PDF...' on the busy Download PDF button.",
            shows: [{ role: 'status', name: INVOICE_TEXT.downloading }],
          },
          invoke: {
            id: 'downloadInvoicePdf',
            src: 'downloadPdf',
            input: ({ context }) => ({ orderId: context.orderId, kind: 'invoice' as const }),
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
            onError: { target: 'downloadFailed', actions: 'storeDownloadFailure' },
          },
        },
        downloadingCreditNote: {
          tags: ['downloadingCreditNote'],
          description: 'Fetches the stored credit note PDF; the page saves it.',
          meta: {
            screen: "'Preparing PDF...' on the busy credit note button.",
            shows: [{ role: 'status', name: INVOICE_TEXT.downloading }],
          },
          invoke: {
            id: 'downloadCreditNotePdf',
            src: 'downloadPdf',
            input: ({ context }) => ({ orderId: context.orderId, kind: 'credit_note' as const }),
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
            onError: { target: 'downloadFailed', actions: 'storeCreditNoteDownloadFailure' },
          },
        },
        downloadFailed: {
          tags: ['downloadFailed'],
          description: 'The download failed; the invoice stays, with the failure said and the buttons to try again.',
          meta: {
            screen: "'Failed to download invoice. Please try again.' (or the credit note's) under the buttons.",
            shows: [{ role: 'alert', name: 'Failed to download' }],
          },
          on: {
            DOWNLOAD: { target: 'downloadingInvoice', actions: 'clearDownloadError' },
            DOWNLOAD_CREDIT_NOTE: {
              guard: 'hasCreditNote',
              target: 'downloadingCreditNote',
              actions: 'clearDownloadError',
            },
          },
        },
      },
    },
  },
});

export type InvoiceMachine = typeof invoiceMachine;
