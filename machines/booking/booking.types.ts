import type { BookingEvent, BookingTicket, HeldTicket, Quantities, TicketCategory } from '../../src/domain/booking';
import type { FormField } from '../../src/domain/validation';
import type { LeaveEmitted } from '../shared/notices';

export interface BookingInput {
  /** The sub-event being booked (the route's eventUuid). */
  subEventUuid: string;
  /** ms since the epoch when the page opened. */
  now: number;
}

/** Where a booking stood when the page was left: kept in the browser so a reload resumes it. */
export interface BookingDraft {
  quantities: Quantities;
  step: 'select' | 'attendees';
}

export interface LoadBookingInput {
  subEventUuid: string;
}

/** The form, the event, the tickets the server already holds for this person, and the saved draft. */
export interface LoadBookingOutput {
  event: BookingEvent;
  fields: FormField[];
  categories: TicketCategory[];
  held: HeldTicket[];
  draft: BookingDraft | null;
}

/** What the booking loader throws: the text to show ('Failed to fetch form fields' or the server's). */
export class BookingLoadError extends Error {
  override name = 'BookingLoadError';
  constructor(readonly userMessage: string) {
    super(userMessage);
  }
}

export interface BookingContext {
  subEventUuid: string;
  now: number;
  event: BookingEvent | null;
  fields: FormField[];
  categories: TicketCategory[];
  held: HeldTicket[];
  quantities: Quantities;
  draft: BookingDraft | null;
  errorMessage: string | null;
}

export type BookingFlowEvent = { type: 'RETRY' };

/** The page's faces, one tag each; the connect reads the screen from them ('loading' has none). */
export type BookingTag = 'failed' | 'selecting' | 'attendees' | 'leaving';

export interface SaveDraftParams {
  subEventUuid: string;
  draft: BookingDraft;
}

export type BookingEmitted = LeaveEmitted;

/** A ticket the attendee step handed back, as the server now holds it. */
export function heldFromTickets(tickets: readonly BookingTicket[]): HeldTicket[] {
  return tickets
    .filter((ticket) => ticket.status !== 'pending' && ticket.participantUuid !== null)
    .map((ticket) => ({
      participantUuid: ticket.participantUuid as string,
      category: ticket.category,
      attendeeName: ticket.attendeeName ?? '',
      holdExpiresAt: ticket.holdExpiresAt,
      answers: ticket.answers ?? {},
    }));
}
