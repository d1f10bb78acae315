import type { CancellationRefundStatus } from '../../src/domain/ticket-cancellation';
import type { Paise } from '../../src/domain/money';

export interface TicketCancellationInput {
  participantUuid: string;
  /** The attendee's name as the panel lists it, for the dialog's words. */
  attendeeName: string;
}

/** What the server says a cancellation would give back (GET .../cancellation). */
export interface CancellationQuote {
  ticketAmountPaise: Paise;
  /** As people write it: '10', '12.5'. */
  feePercent: string;
  feeKeptPaise: Paise;
  refundAmountPaise: Paise;
}

/** What the cancellation did (POST .../cancellation). */
export interface CancellationOutcome {
  refundAmountPaise: Paise;
  refundStatus: CancellationRefundStatus;
  creditNoteNumber: string | null;
  /** The order whose invoice page lists the credit note. */
  orderUuid: string;
}

export interface CancellationCallInput {
  participantUuid: string;
}

/**
 * The server answered and said no (422 past the deadline, 409 already cancelled, 404), with its text
 * to show as it is; null when it sent none. Anything else thrown means there was no answer.
 */
export class CancellationRefusedError extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'the cancellation was refused');
    this.name = 'CancellationRefusedError';
  }
}

export interface TicketCancellationContext extends TicketCancellationInput {
  quote: CancellationQuote | null;
  outcome: CancellationOutcome | null;
  errorMessage: string | null;
}

export type TicketCancellationEvent =
  { type: 'RETRY' } | { type: 'CANCELLATION.CONFIRM' } | { type: 'CANCELLATION.CLOSE' };

/** The panel reloads its list when the ticket was cancelled (the row now says Cancelled). */
export interface TicketCancellationOutput {
  cancelled: boolean;
}

export type TicketCancellationTag = 'quoting' | 'quoteFailed' | 'confirming' | 'cancelling' | 'cancelled';
