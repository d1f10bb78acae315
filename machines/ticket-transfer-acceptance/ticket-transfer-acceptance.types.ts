import type { FormField } from '../../src/domain/validation/form-field';

export type TransferOfferStatus = 'pending' | 'accepted' | 'withdrawn' | 'expired';

/** A ticket transfer as its recipient reads it (GET /ticket-transfers/{uuid}), in the client form. */
export interface TransferOffer {
  transferUuid: string;
  status: TransferOfferStatus;
  senderName: string;
  recipientName: string;
  category: string | null;
  expiresAt: string;
  eventTitle: string;
  subEventUuid: string;
  subEventName: string;
  /** ISO date-time, or null when the organiser has not set one. */
  startDate: string | null;
  venue: string;
  /** The attendee form to fill; empty unless the transfer is waiting. */
  fields: FormField[];
  minAge: number | null;
  maxAge: number | null;
  /** The caller's ticket once they accepted it. */
  participantUuid: string | null;
}

export interface TicketTransferAcceptanceInput {
  /** From the link: /transfers/{transferUuid}. */
  transferUuid: string;
}

export interface LoadTransferInput {
  transferUuid: string;
}

/**
 * The server answered and said no, with its text: 'forbidden' when the link was sent to another
 * mobile number than the account's (403), 'notFound' when there is no such transfer (404).
 */
export class TransferLoadRefusedError extends Error {
  constructor(
    readonly kind: 'forbidden' | 'notFound',
    readonly reason: string | null,
  ) {
    super(reason ?? `the transfer could not be opened (${kind})`);
    this.name = 'TransferLoadRefusedError';
  }
}

export interface TicketTransferAcceptanceContext extends TicketTransferAcceptanceInput {
  offer: TransferOffer | null;
  /** Why the page cannot offer the ticket (signed in with another number, not found). */
  refusal: string | null;
  /** The caller's new ticket, once accepted. */
  participantUuid: string | null;
}

export type TicketTransferAcceptanceEvent =
  | { type: 'RETRY' }
  | { type: 'SIGN_OUT' }
  /** The attendee form's submit was answered: the ticket is the caller's. */
  | { type: 'ACCEPTED'; participantUuid: string };

/** Signing out so as to sign in with the number the ticket was sent to; the screen does it. */
export type TicketTransferAcceptanceEmitted = { type: 'signOut' };

export type TicketTransferAcceptanceTag =
  'loading' | 'loadFailed' | 'notForYou' | 'unavailable' | 'filling' | 'accepted';
