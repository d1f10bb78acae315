export type TransferField = 'mobile' | 'name';

/** A transfer still waiting for its recipient, as the panel lists it. */
export interface PendingTransfer {
  recipientName: string;
  /** 10 digits, without +91. */
  recipientMobile: string;
  expiresAt: string;
}

export interface TicketTransferInput {
  participantUuid: string;
  /** The attendee's name as the panel lists it, for the dialog's words. */
  attendeeName: string;
  /** The transfer waiting on this ticket: the dialog offers to withdraw it. Null: it offers to send one. */
  pending: PendingTransfer | null;
}

export interface SendTransferInput {
  participantUuid: string;
  recipientMobile: string;
  recipientName: string;
}

export interface WithdrawTransferInput {
  participantUuid: string;
}

/**
 * The server answered and said no, with its text to show as it is (null when it sent none) and, for a
 * 400, the fields it found wrong. Anything else thrown means there was no answer.
 */
export class TransferRefusedError extends Error {
  constructor(
    readonly reason: string | null,
    readonly fieldErrors: Partial<Record<TransferField, string>> = {},
  ) {
    super(reason ?? 'the transfer was refused');
    this.name = 'TransferRefusedError';
  }
}

export interface TicketTransferContext extends TicketTransferInput {
  values: Record<TransferField, string>;
  touched: Record<TransferField, boolean>;
  /** The server's word on a field, until that field changes. */
  serverFieldErrors: Partial<Record<TransferField, string>>;
  /** The transfer as sent (or the one being withdrawn). */
  sent: PendingTransfer | null;
  errorMessage: string | null;
  /** Something changed on the server (sent, withdrawn, or refused because the ticket moved on). */
  changed: boolean;
}

export type TicketTransferEvent =
  | { type: 'FIELD.CHANGE'; field: TransferField; value: string }
  | { type: 'FIELD.BLUR'; field: TransferField }
  | { type: 'TRANSFER.SEND' }
  | { type: 'TRANSFER.WITHDRAW' }
  | { type: 'TRANSFER.CLOSE' };

/** The panel reloads its list when anything changed (the row now says pending, or is yours again). */
export interface TicketTransferOutput {
  changed: boolean;
}

export type TicketTransferTag = 'editing' | 'sending' | 'sent' | 'confirmingWithdrawal' | 'withdrawing' | 'withdrawn';
