// The invoice page's model (SPEC §2 Invoice, §5 Invoice fetch, §8), written by hand.
import type { AnyMachineSnapshot } from 'xstate';
import { invoiceMachine } from '../../../machines/invoice/invoice.machine';
import type { InvoiceMachine } from '../../../machines/invoice/invoice.machine';
import type { InvoiceContext, InvoiceInput } from '../../../machines/invoice/invoice.types';
import type { InvoiceView } from '../../../src/domain/invoice';
import type { FlowModel, StepExpectation } from '../graph-model';

export const anInvoice: InvoiceView = {
  number: 'SL/2030-31/000042',
  date: '05 Jan 2031',
  customer: { name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210' },
  items: [{ key: 1, description: '10K Run - Open Category', hsn: '999651', quantity: 2, value: '₹1,598.00' }],
  totals: [{ label: 'Taxable value of tickets', amount: '₹1,598.00' }],
  grandTotal: '₹1,930.13',
};

const loadCall = { id: 'loadInvoice', input: { orderId: '42' } };

export const invoiceModel: FlowModel<InvoiceMachine, InvoiceInput> = {
  flow: 'invoice',
  machine: invoiceMachine,
  inputs: { 'an order id': { orderId: '42' }, 'no order id': { orderId: '' } },
  events: [
    { type: 'xstate.done.actor.loadInvoice', output: anInvoice },
    { type: 'xstate.error.actor.loadInvoice', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'PRINT' },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { invoice, errorMessage } = snapshot.context as InvoiceContext;
    return { value: snapshot.value, invoice: invoice?.number ?? null, errorMessage };
  },
  promiseActors: ['loadInvoice'],
  expect: ({ event, before, input }): StepExpectation => {
    if (before === null) {
      return input.orderId === ''
        ? { context: { invoice: null, errorMessage: 'orderId is required to fetch invoice' } }
        : { calls: [loadCall] };
    }
    switch (event.type) {
      case 'xstate.done.actor.loadInvoice':
        return { context: { invoice: anInvoice, errorMessage: null } };
      case 'xstate.error.actor.loadInvoice':
        return { context: { invoice: null, errorMessage: 'Failed to load invoice' } };
      case 'RETRY':
        return { calls: [loadCall] };
      case 'PRINT':
        return { emitted: [{ type: 'print' }] };
      default:
        throw new Error(`the invoice model has no expectation for ${event.type}`);
    }
  },
};
