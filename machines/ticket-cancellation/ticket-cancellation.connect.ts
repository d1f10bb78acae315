// The cancel dialog's connect: the child's snapshot and `send` in; what the dialog shows (its screen
// from tags, the refund in rupees, the credit note) and what the person can do out.
import type { SnapshotFrom } from 'xstate';
import { formatInr } from '../../src/domain/money';
import { CANCEL_TEXT, REFUND_STATUS_TEXT } from '../../src/domain/ticket-cancellation';
import type { TicketCancellationMachine } from './ticket-cancellation.machine';
import type { TicketCancellationEvent } from './ticket-cancellation.types';

export type TicketCancellationScreen = 'quoting' | 'quoteFailed' | 'confirming' | 'cancelling' | 'cancelled';

const SCREENS: readonly TicketCancellationScreen[] = ['quoteFailed', 'confirming', 'cancelling', 'cancelled'];

export interface RefundLine {
  label: string;
  amount: string;
}

export function ticketCancellationConnect(
  snapshot: SnapshotFrom<TicketCancellationMachine>,
  send: (event: TicketCancellationEvent) => void,
) {
  const screen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'quoting';
  const { quote, outcome, errorMessage, attendeeName } = snapshot.context;
  const lines: RefundLine[] = quote
    ? [
        { label: CANCEL_TEXT.ticketPaid, amount: formatInr(quote.ticketAmountPaise) },
        { label: CANCEL_TEXT.feeKept(quote.feePercent), amount: `-${formatInr(quote.feeKeptPaise)}` },
        { label: CANCEL_TEXT.refund, amount: formatInr(quote.refundAmountPaise) },
      ]
    : [];
  const refundsSomething = (quote?.refundAmountPaise ?? outcome?.refundAmountPaise ?? 0) > 0;
  return {
    screen,
    attendeeName,
    /** The refund before anything happens; empty until the server answered. */
    lines,
    /** When the money returns, or that nothing will. */
    arrival: refundsSomething ? CANCEL_TEXT.refundArrives : CANCEL_TEXT.nothingBack,
    errorMessage,
    /** While the server cancels, the dialog cannot be closed nor confirmed twice. */
    busy: screen === 'cancelling' || screen === 'quoting',
    canClose: screen !== 'cancelling',
    done: outcome
      ? {
          detail: CANCEL_TEXT.doneDetail(attendeeName),
          refund: `${CANCEL_TEXT.refund}: ${formatInr(outcome.refundAmountPaise)} · ${REFUND_STATUS_TEXT[outcome.refundStatus]}`,
          creditNote: outcome.creditNoteNumber ? CANCEL_TEXT.creditNote(outcome.creditNoteNumber) : null,
          invoicePath: outcome.creditNoteNumber ? `/my-orders/${outcome.orderUuid}` : null,
        }
      : null,
    retry: () => send({ type: 'RETRY' }),
    confirm: () => send({ type: 'CANCELLATION.CONFIRM' }),
    close: () => send({ type: 'CANCELLATION.CLOSE' }),
  };
}
