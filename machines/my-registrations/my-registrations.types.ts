import type { MyRegistrations } from '../../src/domain/my-registrations';

export interface MyRegistrationsInput {
  /** The sub-event whose tickets the person holds. */
  subEventUuid: string;
  signedIn: boolean;
}

export interface LoadRegistrationsInput {
  subEventUuid: string;
}

export interface MyRegistrationsContext {
  subEventUuid: string;
  signedIn: boolean;
  registrations: MyRegistrations | null;
  errorMessage: string | null;
  /** The attendee whose e-ticket dialog is open; null when none is. */
  openTicketUuid: string | null;
  /** The attendee whose cancel dialog is open; null when none is. */
  cancellingUuid: string | null;
  /** The attendee whose transfer dialog is open; null when none is. */
  transferringUuid: string | null;
  /** The attendee whose change-category dialog is open; null when none is. */
  changingCategoryUuid: string | null;
}

export type MyRegistrationsEvent =
  | { type: 'RETRY' }
  | { type: 'SESSION.CHANGE'; signedIn: boolean }
  | { type: 'TICKET.OPEN'; participantUuid: string }
  | { type: 'TICKET.CLOSE' }
  | { type: 'TICKET.PRINT' }
  | { type: 'TICKETS.PRINT_ALL' }
  | { type: 'CANCEL.OPEN'; participantUuid: string }
  | { type: 'TRANSFER.OPEN'; participantUuid: string }
  | { type: 'CATEGORY.OPEN'; participantUuid: string };

/**
 * Print the page: the screen opens the browser's print dialog; the print sheet (what the view lists in
 * `printTickets`) is all that prints, one ticket per page.
 */
export interface PrintTicketsEmitted {
  type: 'printTickets';
}

export type MyRegistrationsEmitted = PrintTicketsEmitted;

export type MyRegistrationsTag =
  | 'signedOut'
  | 'loading'
  | 'loaded'
  | 'empty'
  | 'failed'
  | 'ticketOpen'
  | 'cancelOpen'
  | 'transferOpen'
  | 'categoryChangeOpen'
  | 'refreshing';
