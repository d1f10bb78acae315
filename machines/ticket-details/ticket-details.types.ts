import type { AttendeeValues } from '../../src/domain/validation/attendee-form';
import type { FormField } from '../../src/domain/validation/form-field';

/** A paid ticket's attendee details as its holder corrects them (GET .../details), in the client form. */
export interface TicketDetails {
  participantUuid: string;
  eventTitle: string;
  subEventUuid: string;
  subEventName: string;
  /** ISO date-time, or null when the organiser has not set one. */
  startDate: string | null;
  venue: string;
  category: string | null;
  /** The attendee form without its category fields: the category stays as booked. */
  fields: FormField[];
  /** The answers given, as the form holds them (by field uuid). */
  values: AttendeeValues;
  minAge: number | null;
  maxAge: number | null;
  /** Until when the event allows corrections; null when it allows none. */
  editableUntil: string | null;
  nameChangesAllowed: number;
  nameChangesLeft: number;
}

export interface TicketDetailsInput {
  /** From the path: /tickets/{participantUuid}/details. */
  participantUuid: string;
  /** Now, in ms, when the page opened: whether the event's window is still open. */
  now: number;
}

export interface LoadTicketDetailsInput {
  participantUuid: string;
}

/** The server answered and said no, with its text: not the caller's ticket (404) or not paid (422). */
export class TicketDetailsRefusedError extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'the ticket could not be opened');
    this.name = 'TicketDetailsRefusedError';
  }
}

export interface TicketDetailsContext extends TicketDetailsInput {
  details: TicketDetails | null;
  /** Why the ticket cannot be corrected here (not found, not paid). */
  refusal: string | null;
}

export type TicketDetailsEvent =
  | { type: 'RETRY' }
  /** The attendee form's submit was answered: the details are saved and the e-ticket re-issued. */
  | { type: 'SAVED' };

export type TicketDetailsTag = 'loading' | 'loadFailed' | 'unavailable' | 'closed' | 'editing' | 'saved';
