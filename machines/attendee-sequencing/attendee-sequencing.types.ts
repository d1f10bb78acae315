import type { AnswersByFieldName, BookingTicket } from '../../src/domain/booking';
import type { NotifyEmitted } from '../shared/notices';

export interface AttendeeSequencingInput {
  /** The booking's tickets in category order (buildTickets). */
  tickets: readonly BookingTicket[];
  /** ms since the epoch; the hold clock moves it on. */
  now: number;
}

export interface AttendeeSequencingContext {
  tickets: readonly BookingTicket[];
  now: number;
  /** How the step ended: set by Back and by Proceed to Payment. */
  outcome: 'back' | 'proceed';
}

export interface TicketSubmission {
  key: string;
  participantUuid: string;
  attendeeName: string;
  holdExpiresAt: string | null;
  /** The submitted answers by field_name, kept so an expired ticket can be booked again as it was. */
  answers: AnswersByFieldName;
}

/** The step's faces other than filling in a ticket, one tag each; the connect reads the screen from them. */
export type AttendeeSequencingTag = 'empty' | 'complete' | 'needsBookingAgain';

export type AttendeeSequencingEvent =
  | ({ type: 'TICKET.SUBMITTED' } & TicketSubmission)
  | { type: 'TICKET.REBOOK'; key: string }
  | { type: 'CLOCK.TICK'; now: number }
  | { type: 'PROCEED' }
  | { type: 'BACK' };

export interface AttendeeSequencingOutput {
  outcome: 'back' | 'proceed';
  tickets: readonly BookingTicket[];
  now: number;
}

/** A ticket booked again from an expired one: the page releases the expired registration. */
export interface TicketReplacedEmitted {
  type: 'ticketReplaced';
  participantUuid: string;
}

export type AttendeeSequencingEmitted = NotifyEmitted | TicketReplacedEmitted;

/** How often the hold clock moves 'now' on (the time left is shown to the second). */
export const HOLD_CLOCK_TICK_MS = 1000;
