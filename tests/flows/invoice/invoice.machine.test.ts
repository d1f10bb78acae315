// The invoice page: every recorded path on a real actor, held to models/invoice.model.ts; then the
// SPEC §8 failure on the real machine with its real loader, whose call is a fake: 'Failed to load
// invoice' and Retry, which loads again.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { invoiceConnect } from '../../../machines/invoice/invoice.connect';
import { invoiceMachine } from '../../../machines/invoice/invoice.machine';
import { loaderWith } from '../../../src/app/flows/shared/loader';
import type { InvoiceView } from '../../../src/domain/invoice';
import { describeGraph } from '../shared/graph-harness';
import { anInvoice, invoiceModel } from './invoice.model';

describeGraph(invoiceModel);

describe('invoice: SPEC §8 examples through the connect', () => {
  it("shows 'Loading invoice...', then 'Failed to load invoice' with Retry, which loads again", async () => {
    const answers: Array<InvoiceView | Error> = [new Error('offline'), anInvoice];
    const load = fromPromise<InvoiceView>(async () => {
      const answer = answers.shift();
      if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer left');
      return answer;
    });
    const actor = createActor(invoiceMachine.provide({ actors: { loader: loaderWith(load) } }), {
      input: { orderId: '42' },
    }).start();
    const view = () => invoiceConnect(actor.getSnapshot(), (event) => actor.send(event));
    expect(view()).toMatchObject({ screen: 'loading', errorMessage: null });
    await waitFor(actor.getSnapshot().children.loader!, (snapshot) => snapshot.hasTag('failed'));
    expect(view()).toMatchObject({ screen: 'failed', errorMessage: 'Failed to load invoice' });
    view().retry();
    expect(view()).toMatchObject({ screen: 'loading', errorMessage: null });
    await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'));
    expect(view()).toMatchObject({ screen: 'loaded', invoice: anInvoice, errorMessage: null });
  });

  it("says 'orderId is required to fetch invoice' without asking the server when the route has none", () => {
    const actor = createActor(invoiceMachine, { input: { orderId: '' } }).start();
    expect(invoiceConnect(actor.getSnapshot(), () => {})).toMatchObject({
      screen: 'missingOrderId',
      errorMessage: 'orderId is required to fetch invoice',
    });
  });
});
