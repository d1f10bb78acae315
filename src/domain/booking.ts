// SPEC §2 Multi-registration, §4 Booking flow and §5 Ticket limits: the ticket categories a booking
// offers, the tickets it holds (one per attendee, filled in order) and the places the server holds for
// the unpaid ones. Pure: the booking machines and the page read these, nothing here calls out.
import { DEFAULT_MAX_TICKETS } from './constants';
import { formatInr, tryRupeesToPaise, type Paise } from './money';
import {
  categoryPrice,
  isCategoryField,
  isCategoryPricingField,
  isDisplayOnlyField,
  type AttendeeValues,
  type FormField,
} from './validation';

export const BOOKING_TEXT = {
  selectHeading: 'Select Categories',
  pricesExcludeFees: 'Prices are excluding Booking Fees',
  proceed: 'Proceed',
  selectAtLeastOne: 'Please select at least one ticket',
  maxTickets: (limit: number) => `Maximum ${limit} tickets allowed for this event`,
  attendeesHeading: 'Attendee Details',
  back: 'Back',
  proceedToPayment: 'Proceed to Payment',
  submitAllFirst: 'Please submit all tickets before proceeding',
  noTickets: 'No Tickets Added Yet',
  submitted: 'Submitted',
  pending: 'Pending',
  expired: 'Expired',
  bookAgain: 'Book again',
  loading: 'Loading registration form...',
  loadErrorTitle: 'Error Loading Form',
  loadFailed: 'Failed to fetch form fields',
  loadUnexpected: 'An unexpected error occurred while fetching form fields',
  tryAgain: 'Try Again',
  backToEvent: 'Back to event',
  heldFor: (time: string) => `Your places are held for ${time}`,
  holdExpiredNote:
    'The hold on this place ran out before payment, so it was released. Book again to use the same details.',
  free: 'Free',
} as const;

/** A category of ticket the person can pick a quantity of, with its price in paise. */
export interface TicketCategory {
  label: string;
  pricePaise: Paise;
}

/** What the booking knows of the sub-event. */
export interface BookingEvent {
  subEventUuid: string;
  /** The event's title and the sub-event's own name (e.g. 'Mumbai Monsoon Run' and '10K Run'). */
  title: string;
  subEventName: string;
  ticketName: string | null;
  entryFee: string;
  entryFeeRequired: boolean;
  totalAllowedRegistrations: number | null;
  minAge: number | null;
  maxAge: number | null;
}

/** The label of the one category of a form without a category field. */
export const GENERAL_CATEGORY = 'General Entry';

/**
 * The categories on offer: the options of the form's category field, each priced by the pricing field
 * (or the entry fee), in the form's order; a form without a category field sells one kind of ticket,
 * named after the sub-event's ticket. A free event prices everything at 0.
 */
export function ticketCategories(fields: readonly FormField[], event: BookingEvent): TicketCategory[] {
  const entryFeePaise = event.entryFeeRequired ? (tryRupeesToPaise(event.entryFee) ?? 0) : 0;
  const categoryField = fields.find(isCategoryField);
  const options = categoryField?.options ?? [];
  if (options.length === 0) {
    return [{ label: event.ticketName?.trim() || GENERAL_CATEGORY, pricePaise: entryFeePaise }];
  }
  return options.map((option) => {
    const label = option.option_label.trim();
    // Stryker disable next-line StringLiteral: a free event's entryFeePaise is 0 as well, so any other text falls back to the same 0
    const price = event.entryFeeRequired ? categoryPrice(fields, label) : '0';
    return { label, pricePaise: price === null ? entryFeePaise : (tryRupeesToPaise(price) ?? entryFeePaise) };
  });
}

/** SPEC §5: at most totalAllowedRegistrations tickets, 10 when the event sets none. */
export function ticketLimit(event: Pick<BookingEvent, 'totalAllowedRegistrations'>): number {
  const limit = event.totalAllowedRegistrations;
  return limit !== null && limit > 0 ? limit : DEFAULT_MAX_TICKETS;
}

export type Quantities = Readonly<Record<string, number>>;

export function ticketCount(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);
}

export function selectionTotalPaise(categories: readonly TicketCategory[], quantities: Quantities): Paise {
  return categories.reduce((sum, category) => sum + category.pricePaise * (quantities[category.label] ?? 0), 0);
}

/** '₹499.00', or 'Free' for a price of nothing. */
export function ticketPriceText(pricePaise: Paise): string {
  return pricePaise === 0 ? BOOKING_TEXT.free : formatInr(pricePaise);
}

export type TicketStatus = 'pending' | 'submitted' | 'expired';

/** Answers of an earlier attendee, by field_name (to book again from the same details). */
export type AnswersByFieldName = Readonly<Record<string, string | readonly string[]>>;

/** One ticket of the booking: one attendee of one category. */
export interface BookingTicket {
  /** Stable within the booking: the category and the ticket's position in it ('10K Run#2'). */
  key: string;
  category: string;
  /** 1-based within its category. */
  position: number;
  status: TicketStatus;
  participantUuid: string | null;
  attendeeName: string | null;
  holdExpiresAt: string | null;
  /** An expired ticket's answers, to book again without retyping. */
  answers: AnswersByFieldName | null;
}

export const ticketKey = (category: string, position: number) => `${category}#${position}`;

/** A ticket the server already holds for this person (my-registrations), as the booking reads it. */
export interface HeldTicket {
  participantUuid: string;
  category: string;
  attendeeName: string;
  holdExpiresAt: string | null;
  answers: AnswersByFieldName;
}

function isExpired(holdExpiresAt: string | null, nowMs: number): boolean {
  return holdExpiresAt !== null && Date.parse(holdExpiresAt) <= nowMs;
}

/**
 * The booking's tickets in category order: first the ones the server already holds (submitted, or
 * expired when their hold ran out), then new pending ones up to each category's quantity.
 */
export function buildTickets(
  categories: readonly TicketCategory[],
  quantities: Quantities,
  held: readonly HeldTicket[],
  nowMs: number,
): BookingTicket[] {
  const tickets: BookingTicket[] = [];
  for (const category of categories) {
    const heldHere = held.filter((ticket) => ticket.category === category.label);
    const wanted = Math.max(quantities[category.label] ?? 0, heldHere.length);
    for (let position = 1; position <= wanted; position += 1) {
      const heldTicket = heldHere[position - 1];
      tickets.push(
        heldTicket
          ? {
              key: ticketKey(category.label, position),
              category: category.label,
              position,
              status: isExpired(heldTicket.holdExpiresAt, nowMs) ? 'expired' : 'submitted',
              participantUuid: heldTicket.participantUuid,
              attendeeName: heldTicket.attendeeName,
              holdExpiresAt: heldTicket.holdExpiresAt,
              answers: heldTicket.answers,
            }
          : {
              key: ticketKey(category.label, position),
              category: category.label,
              position,
              status: 'pending',
              participantUuid: null,
              attendeeName: null,
              holdExpiresAt: null,
              answers: null,
            },
      );
    }
  }
  return tickets;
}

/** Tickets per category the server already holds (the selection cannot go below these). */
export function heldQuantities(categories: readonly TicketCategory[], held: readonly HeldTicket[]): Quantities {
  return Object.fromEntries(
    categories.map((category) => [category.label, held.filter((ticket) => ticket.category === category.label).length]),
  );
}

/** Submitted tickets whose hold has now run out become expired. */
export function expireHolds(tickets: readonly BookingTicket[], nowMs: number): BookingTicket[] {
  return tickets.map((ticket) =>
    ticket.status === 'submitted' && isExpired(ticket.holdExpiresAt, nowMs) ? { ...ticket, status: 'expired' } : ticket,
  );
}

/** The next ticket to fill (SPEC §4: the next in its category, then the next category), or null. */
export function nextPendingTicket(tickets: readonly BookingTicket[]): BookingTicket | null {
  return tickets.find((ticket) => ticket.status === 'pending') ?? null;
}

export function allTicketsSubmitted(tickets: readonly BookingTicket[]): boolean {
  return tickets.length > 0 && tickets.every((ticket) => ticket.status === 'submitted');
}

/** The earliest hold among submitted tickets: the time left the page shows. */
export function earliestHoldExpiry(tickets: readonly BookingTicket[]): string | null {
  const expiries = tickets
    .filter((ticket) => ticket.status === 'submitted' && ticket.holdExpiresAt !== null)
    .map((ticket) => ticket.holdExpiresAt as string)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return expiries[0] ?? null;
}

/** 'mm:ss' left until `expiresAt` (never negative). */
export function timeLeftText(expiresAt: string, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - nowMs) / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 'Attendee 2 of 3 — 10K Run' */
export function ticketHeading(ticket: BookingTicket, tickets: readonly BookingTicket[]): string {
  const inCategory = tickets.filter((candidate) => candidate.category === ticket.category).length;
  return `Attendee ${ticket.position} of ${inCategory} — ${ticket.category}`;
}

/** A form's values (by field_uuid) as answers by field_name: what an expired ticket keeps. */
export function answersByFieldName(fields: readonly FormField[], values: AttendeeValues): AnswersByFieldName {
  const answers: Record<string, string | readonly string[]> = {};
  for (const field of fields) {
    const value = values[field.field_uuid];
    if (value === null || value === undefined || isDisplayOnlyField(field)) continue;
    answers[field.field_name] = value;
  }
  return answers;
}

/**
 * Earlier answers (by field_name) as this form's values (by field_uuid). The price is the server's
 * business, so the pricing answer is left for the category to set again.
 */
export function valuesFromAnswers(fields: readonly FormField[], answers: AnswersByFieldName): AttendeeValues {
  const values: Record<string, string | readonly string[]> = {};
  for (const field of fields) {
    const answer = answers[field.field_name];
    if (answer === undefined || isDisplayOnlyField(field) || isCategoryPricingField(field)) continue;
    values[field.field_uuid] = field.field_type === 'checkbox' && typeof answer === 'string' ? [answer] : answer;
  }
  return values;
}
