// The invoice page (SPEC §2 Invoice, §5 Invoice fetch, §8 Orders and invoices): one paid order's GST
// invoice as issued, printable on A4 and downloadable as the PDF stored when it was issued (and the
// credit note's, after a refund). Pure: the shared loader's `load` and `downloadPdf` are provided by
// src/app (the API client, so the bearer token goes along); printing and saving a file are emitted.
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { INVOICE_TEXT, type InvoiceView } from '../../src/domain/invoice';
import { loaderMachine } from '../shared/loader.machine';
import type { LoaderOutput } from '../shared/loader.types';
import type {
  DocumentKind,
  DownloadPdfInput,
  DownloadedFile,
  InvoiceContext,
  InvoiceEmitted,
  InvoiceEvent,
  InvoiceInput,
  InvoiceTag,
} from './invoice.types';
import { invoiceLoad } from './invoice.types';

/** SPEC §8: what a failed download says, by the document it asked for. */
const DOWNLOAD_FAILED_TEXT: Record<DocumentKind, string> = {
  invoice: INVOICE_TEXT.downloadFailed,
  credit_note: INVOICE_TEXT.creditNoteDownloadFailed,
};

export const invoiceMachine = setup({
  types: {
    context: {} as InvoiceContext,
    events: {} as InvoiceEvent,
    input: {} as InvoiceInput,
    emitted: {} as InvoiceEmitted,
    tags: {} as InvoiceTag,
    children: {} as { loader: 'loader'; downloadPdf: 'downloadPdf' },
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
    hasArrivedInvoice: ({ context }) => context.invoice !== null,
    hasCreditNote: ({ context }, params: { number: string }) =>
      // Asked only in loaded.ready, which is entered with the invoice stored, so the invoice is never null here.
      // Stryker disable next-line OptionalChaining: see above.
      context.invoice?.creditNotes.some((creditNote) => creditNote.number === params.number) === true,
  },
  actions: {
    storeInvoice: assign((_, params: { output: LoaderOutput }) => ({
      invoice: params.output.data as InvoiceView,
      errorMessage: null,
    })),
    storeMissingOrderId: assign({ invoice: null, errorMessage: INVOICE_TEXT.orderIdRequired }),
    retryLoading: sendTo('loader', { type: 'RETRY' }),
    startDownload: assign((_, params: { document: DocumentKind; creditNoteNumber: string | null }) => ({
      document: params.document,
      creditNoteNumber: params.creditNoteNumber,
      downloadError: null,
    })),
    storeDownloadFailure: assign(({ context }) => ({ downloadError: DOWNLOAD_FAILED_TEXT[context.document] })),
    printInvoice: emit({ type: 'print' }),
    saveFile: emit((_, params: { file: DownloadedFile }) => ({ type: 'save' as const, file: params.file })),
  },
}).createMachine({
  id: 'invoice',
  description: "One paid order's GST invoice as issued; Print Invoice prints it, Download PDF saves the stored PDF.",
  context: ({ input }) => ({
    orderId: input.orderId,
    invoice: input.arrivedInvoice ?? null,
    errorMessage: null,
    document: 'invoice',
    creditNoteNumber: null,
    downloadError: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'An invoice needs an order id; it may have come with the document (drawn on the server).',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [
        { guard: 'hasNoOrderId', target: 'missingOrderId', actions: 'storeMissingOrderId' },
        { guard: 'hasArrivedInvoice', target: 'loaded' },
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
      initial: 'ready',
      states: {
        ready: {
          description: 'No download under way: Download PDF (and the credit note, after a refund) can start one.',
          meta: { screen: 'The invoice with its buttons.' },
          on: {
            DOWNLOAD: {
              target: 'downloading',
              actions: { type: 'startDownload', params: { document: 'invoice', creditNoteNumber: null } },
            },
            DOWNLOAD_CREDIT_NOTE: {
              guard: { type: 'hasCreditNote', params: ({ event }) => ({ number: event.number }) },
              target: 'downloading',
              actions: {
                type: 'startDownload',
                params: ({ event }) => ({ document: 'credit_note', creditNoteNumber: event.number }),
              },
            },
          },
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing being downloaded.',
              meta: { screen: 'The invoice with its buttons.' },
            },
            downloadFailed: {
              tags: ['downloadFailed'],
              description:
                'The download failed; the invoice stays, with the failure said and the buttons to try again.',
              meta: {
                screen: "'Failed to download invoice. Please try again.' (or the credit note's) under the buttons.",
                shows: [{ role: 'alert', name: 'Failed to download' }],
              },
            },
          },
        },
        downloading: {
          tags: ['downloading'],
          description:
            'Fetches the stored PDF of the document asked for (the invoice or the credit note) with the bearer token; the page saves it.',
          meta: {
            screen: "'Preparing PDF...' on the busy button of the document asked for.",
            shows: [{ role: 'status', name: INVOICE_TEXT.downloading }],
          },
          invoke: {
            id: 'downloadPdf',
            src: 'downloadPdf',
            input: ({ context }) => ({
              orderId: context.orderId,
              kind: context.document,
              creditNoteNumber: context.creditNoteNumber,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) },
            },
            onError: { target: 'ready.downloadFailed', actions: 'storeDownloadFailure' },
          },
        },
      },
    },
  },
});

export type InvoiceMachine = typeof invoiceMachine;
