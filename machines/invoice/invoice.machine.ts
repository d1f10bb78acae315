// The invoice page (SPEC §2 Invoice, §5 Invoice fetch, §8 Orders and invoices): one paid order's GST
// invoice, printable on A4. Pure: `loadInvoice` is provided by src/app; printing is emitted.
import { assign, emit, fromPromise, setup } from 'xstate';
import { INVOICE_TEXT, type InvoiceView } from '../../src/domain/invoice';
import type { InvoiceContext, InvoiceEmitted, InvoiceEvent, InvoiceInput, LoadInvoiceInput } from './invoice.types';

export const invoiceMachine = setup({
  types: {
    context: {} as InvoiceContext,
    events: {} as InvoiceEvent,
    input: {} as InvoiceInput,
    emitted: {} as InvoiceEmitted,
  },
  actors: {
    /** GET /invoices/order/{orderId}, read into the printable form. */
    loadInvoice: fromPromise<InvoiceView, LoadInvoiceInput>(async () => {
      throw new Error('loadInvoice not provided');
    }),
  },
  guards: {
    hasNoOrderId: ({ context }) => context.orderId.trim() === '',
  },
  actions: {
    storeInvoice: assign((_, params: { output: InvoiceView }) => ({ invoice: params.output, errorMessage: null })),
    storeMissingOrderId: assign({ invoice: null, errorMessage: INVOICE_TEXT.orderIdRequired }),
    storeLoadFailure: assign({ invoice: null, errorMessage: INVOICE_TEXT.loadFailed }),
    printInvoice: emit({ type: 'print' }),
  },
}).createMachine({
  id: 'invoice',
  description: "One paid order's GST invoice; Print Invoice prints it without the site's header and footer.",
  context: ({ input }) => ({ orderId: input.orderId, invoice: null, errorMessage: null }),
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
      description: 'Asks the server for the invoice.',
      meta: { screen: "'Loading invoice...'", shows: [{ role: 'status', name: INVOICE_TEXT.loading }] },
      invoke: {
        id: 'loadInvoice',
        src: 'loadInvoice',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeInvoice', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'failed', actions: 'storeLoadFailure' },
      },
    },
    failed: {
      description: "'Failed to load invoice'; Retry asks again.",
      meta: {
        screen: "'Failed to load invoice' and Retry.",
        shows: [
          { role: 'alert', name: INVOICE_TEXT.loadFailed },
          { role: 'button', name: INVOICE_TEXT.retry },
        ],
      },
      on: { RETRY: { target: 'loading' } },
    },
    loaded: {
      description: 'Company, buyer, invoice number and date, the items with HSN/SAC 999651 and the totals.',
      meta: {
        screen: 'The invoice and Print Invoice.',
        shows: [{ role: 'button', name: INVOICE_TEXT.print }],
      },
      on: { PRINT: { actions: 'printInvoice' } },
    },
  },
});

export type InvoiceMachine = typeof invoiceMachine;
