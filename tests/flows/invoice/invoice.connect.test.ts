// What the invoice page reads (invoiceConnect), written out by hand from SPEC §2 Invoice and §8 Orders
// and invoices, and the stored-PDF downloads (the invoice, and the credit note after a refund): each
// face, which download is under way and which button shows it busy, what a failed download says, and
// what each button sends. Snapshots are resolved from (state, context), so each face is read without
// driving the machine there.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type StateValue } from 'xstate';
import { invoiceConnect } from '../../../machines/invoice/invoice.connect';
import { invoiceMachine } from '../../../machines/invoice/invoice.machine';
import type { InvoiceContext, InvoiceEvent } from '../../../machines/invoice/invoice.types';
import { aRefundedInvoice, anInvoice } from './invoice.model';

const BASE: InvoiceContext = {
  orderId: '42',
  invoice: null,
  errorMessage: null,
  document: 'invoice',
  creditNoteNumber: null,
  downloadError: null,
};

const IDLE = { loaded: { ready: 'idle' } };
const FAILED = { loaded: { ready: 'downloadFailed' } };
const DOWNLOADING = { loaded: 'downloading' };
const CREDIT_NOTE = 'CN/30-31/000001';

function faceOf(value: StateValue, context: Partial<InvoiceContext> = {}) {
  const sent: InvoiceEvent[] = [];
  const snapshot = invoiceMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = invoiceConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

/** The page with its callbacks left out, as a person reads it. */
function readable(value: StateValue, context: Partial<InvoiceContext> = {}) {
  const {
    retry: _retry,
    print: _print,
    download: _download,
    downloadCreditNote: _downloadCreditNote,
    ...rest
  } = faceOf(value, context).face;
  return rest;
}

const NO_DOWNLOAD = { downloading: null, downloadError: null, creditNoteAsked: null };

describe('invoice: what the page reads', () => {
  it("a link without an order id: 'orderId is required to fetch invoice'", () => {
    expect(readable('missingOrderId', { orderId: '', errorMessage: 'orderId is required to fetch invoice' })).toEqual({
      screen: 'missingOrderId',
      invoice: null,
      errorMessage: 'orderId is required to fetch invoice',
      ...NO_DOWNLOAD,
    });
  });

  it('the invoice, with Print Invoice and Download PDF free', () => {
    expect(readable(IDLE, { invoice: anInvoice })).toEqual({
      screen: 'loaded',
      invoice: anInvoice,
      errorMessage: null,
      ...NO_DOWNLOAD,
    });
  });

  it("the invoice's PDF being prepared: Download PDF is the busy button, no credit note's", () => {
    expect(readable(DOWNLOADING, { invoice: anInvoice })).toMatchObject({
      screen: 'loaded',
      downloading: 'invoice',
      downloadError: null,
      creditNoteAsked: null,
    });
  });

  it("a credit note's PDF being prepared: that credit note's button is the busy one", () => {
    const context = { invoice: aRefundedInvoice, document: 'credit_note' as const, creditNoteNumber: CREDIT_NOTE };
    expect(readable(DOWNLOADING, context)).toMatchObject({
      downloading: 'credit_note',
      downloadError: null,
      creditNoteAsked: CREDIT_NOTE,
    });
  });

  it("the invoice's download failed: 'Failed to download invoice. Please try again.', no credit note named", () => {
    const downloadError = 'Failed to download invoice. Please try again.';
    expect(readable(FAILED, { invoice: anInvoice, downloadError })).toEqual({
      screen: 'loaded',
      invoice: anInvoice,
      errorMessage: null,
      downloading: null,
      downloadError,
      creditNoteAsked: null,
    });
  });

  it("a credit note's download failed: says so, under that credit note's button", () => {
    const downloadError = 'Failed to download credit note. Please try again.';
    const context = {
      invoice: aRefundedInvoice,
      document: 'credit_note' as const,
      creditNoteNumber: CREDIT_NOTE,
      downloadError,
    };
    expect(readable(FAILED, context)).toMatchObject({ downloading: null, downloadError, creditNoteAsked: CREDIT_NOTE });
  });

  it('after a credit note was saved: no button busy and nothing failed any more', () => {
    const context = { invoice: aRefundedInvoice, document: 'credit_note' as const, creditNoteNumber: CREDIT_NOTE };
    expect(readable(IDLE, context)).toMatchObject(NO_DOWNLOAD);
  });

  it('a failure text left from before is not shown once the page is back to its buttons', () => {
    expect(
      readable(IDLE, { invoice: anInvoice, downloadError: 'Failed to download invoice. Please try again.' }),
    ).toMatchObject(NO_DOWNLOAD);
  });

  it('sends what the buttons say: Retry, Print Invoice, Download PDF, Download Credit Note PDF', () => {
    const { face, sent } = faceOf(IDLE, { invoice: aRefundedInvoice });
    face.retry();
    face.print();
    face.download();
    face.downloadCreditNote(CREDIT_NOTE);
    expect(sent).toEqual([
      { type: 'RETRY' },
      { type: 'PRINT' },
      { type: 'DOWNLOAD' },
      { type: 'DOWNLOAD_CREDIT_NOTE', number: CREDIT_NOTE },
    ]);
  });
});

describe('invoice: the order id and the download src/app provides', () => {
  it("an order id of blanks is no order id: 'orderId is required to fetch invoice'", () => {
    const actor = createActor(invoiceMachine, { input: { orderId: '   ' } }).start();
    expect(invoiceConnect(actor.getSnapshot(), () => {})).toMatchObject({
      screen: 'missingOrderId',
      errorMessage: 'orderId is required to fetch invoice',
    });
    actor.stop();
  });

  it('downloadPdf fails loudly, naming itself, until it is provided', async () => {
    const logic = (invoiceMachine.implementations.actors as Record<string, AnyActorLogic>).downloadPdf!;
    const actor = createActor(logic, { input: { orderId: '42', kind: 'invoice', creditNoteNumber: null } });
    const settled = toPromise(actor);
    actor.start();
    await expect(settled).rejects.toThrow('downloadPdf not provided');
  });
});
