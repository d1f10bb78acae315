// What the 'Cancel this ticket?' dialog reads (ticketCancellationConnect), written out by hand from issue
// 28 item 1 (a Startline extension; SPEC has no cancellation): the ticket paid, the fee kept and the
// refund before anything happens, when the money arrives or that nothing will, when the dialog is busy
// or may close, and what the finished cancellation says and links to. Snapshots are resolved from
// (state, context), so each face is read without driving the machine there.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { ticketCancellationConnect } from '../../../machines/ticket-cancellation/ticket-cancellation.connect';
import { ticketCancellationMachine } from '../../../machines/ticket-cancellation/ticket-cancellation.machine';
import type {
  CancellationOutcome,
  CancellationQuote,
  TicketCancellationContext,
  TicketCancellationEvent,
} from '../../../machines/ticket-cancellation/ticket-cancellation.types';

const QUOTE: CancellationQuote = {
  ticketAmountPaise: 58882,
  feePercent: '12.5',
  feeKeptPaise: 7360,
  refundAmountPaise: 51522,
};

const OUTCOME: CancellationOutcome = {
  refundAmountPaise: 51522,
  refundStatus: 'pending',
  creditNoteNumber: 'CN/26-27/000003',
  orderUuid: '5a0f7a52-7b8e-4c1e-9d7e-2f5b4c3a2e11',
};

const BASE: TicketCancellationContext = {
  participantUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01',
  attendeeName: 'Asha Rao',
  quote: null,
  outcome: null,
  errorMessage: null,
};

function faceOf(value: StateValue, context: Partial<TicketCancellationContext> = {}) {
  const sent: TicketCancellationEvent[] = [];
  const snapshot = ticketCancellationMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = ticketCancellationConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

/** The dialog with its callbacks left out, as a person reads it. */
function readable(value: StateValue, context: Partial<TicketCancellationContext> = {}) {
  const { retry: _retry, confirm: _confirm, close: _close, ...rest } = faceOf(value, context).face;
  return rest;
}

const REFUND_LINES = [
  { label: 'Ticket paid', amount: '₹588.82' },
  { label: 'Cancellation fee (12.5%)', amount: '-₹73.60' },
  { label: 'Refund', amount: '₹515.22' },
];
const ARRIVES = 'The refund reaches your original payment method within 5–7 working days.';
const NOTHING_BACK = 'Nothing will be refunded for this ticket.';

describe('cancel a ticket: what the dialog reads', () => {
  it("while the refund is worked out: busy, no lines yet, and the dialog may close ('Keep ticket')", () => {
    expect(readable('quoting')).toEqual({
      screen: 'quoting',
      attendeeName: 'Asha Rao',
      lines: [],
      arrival: NOTHING_BACK,
      errorMessage: null,
      busy: true,
      canClose: true,
      done: null,
    });
  });

  it('when the refund could not be worked out: the reason, Try Again, and the dialog may close', () => {
    const errorMessage = 'Cancellations for this event closed on 05 Jan 2031, 10:30 AM';
    expect(readable('quoteFailed', { errorMessage })).toEqual({
      screen: 'quoteFailed',
      attendeeName: 'Asha Rao',
      lines: [],
      arrival: NOTHING_BACK,
      errorMessage,
      busy: false,
      canClose: true,
      done: null,
    });
  });

  it('before anything happens: the ticket paid, the fee kept and the refund, and when it arrives', () => {
    expect(readable('confirming', { quote: QUOTE })).toEqual({
      screen: 'confirming',
      attendeeName: 'Asha Rao',
      lines: REFUND_LINES,
      arrival: ARRIVES,
      errorMessage: null,
      busy: false,
      canClose: true,
      done: null,
    });
  });

  it('a fee that keeps the whole price: a refund of ₹0.00, and that nothing will be refunded', () => {
    const quote: CancellationQuote = {
      ticketAmountPaise: 50000,
      feePercent: '100',
      feeKeptPaise: 50000,
      refundAmountPaise: 0,
    };
    expect(readable('confirming', { quote })).toMatchObject({
      lines: [
        { label: 'Ticket paid', amount: '₹500.00' },
        { label: 'Cancellation fee (100%)', amount: '-₹500.00' },
        { label: 'Refund', amount: '₹0.00' },
      ],
      arrival: NOTHING_BACK,
    });
  });

  it('a confirm the server refused: back on the refund, with its reason', () => {
    const errorMessage = 'This ticket is already cancelled';
    expect(readable('confirming', { quote: QUOTE, errorMessage })).toMatchObject({
      screen: 'confirming',
      errorMessage,
      busy: false,
      canClose: true,
    });
  });

  it("while the server cancels: busy, and the dialog cannot be closed ('Cancelling...')", () => {
    expect(readable('cancelling', { quote: QUOTE })).toMatchObject({
      screen: 'cancelling',
      lines: REFUND_LINES,
      busy: true,
      canClose: false,
      done: null,
    });
  });

  it("done: 'Ticket cancelled', the refund and its status, the credit note and its invoice page", () => {
    expect(readable('cancelled', { quote: QUOTE, outcome: OUTCOME })).toEqual({
      screen: 'cancelled',
      attendeeName: 'Asha Rao',
      lines: REFUND_LINES,
      arrival: ARRIVES,
      errorMessage: null,
      busy: false,
      canClose: true,
      done: {
        detail: "Asha Rao's ticket is cancelled and its place released.",
        refund: 'Refund: ₹515.22 · Refund on its way',
        creditNote: 'Credit note CN/26-27/000003',
        invoicePath: '/my-orders/5a0f7a52-7b8e-4c1e-9d7e-2f5b4c3a2e11',
      },
    });
  });

  it('done without a quote on hand: what the server refunded says when it arrives', () => {
    expect(readable('cancelled', { outcome: OUTCOME })).toMatchObject({ lines: [], arrival: ARRIVES });
  });

  it('done with nothing refunded and no credit note: no document to link to', () => {
    const outcome: CancellationOutcome = {
      ...OUTCOME,
      refundAmountPaise: 0,
      refundStatus: 'none',
      creditNoteNumber: null,
    };
    expect(readable('cancelled', { outcome })).toMatchObject({
      arrival: NOTHING_BACK,
      done: {
        detail: "Asha Rao's ticket is cancelled and its place released.",
        refund: 'Refund: ₹0.00 · No refund',
        creditNote: null,
        invoicePath: null,
      },
    });
  });

  it('sends what the buttons say: Try Again, Confirm cancellation, Close', () => {
    const { face, sent } = faceOf('confirming', { quote: QUOTE });
    face.retry();
    face.confirm();
    face.close();
    expect(sent).toEqual([{ type: 'RETRY' }, { type: 'CANCELLATION.CONFIRM' }, { type: 'CANCELLATION.CLOSE' }]);
  });
});
