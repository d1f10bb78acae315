// SPEC §3 "My registrations for an event": the server form (participants with their answers) read into
// the client form the event page's 'Your Registrations' panel shows, with SPEC §4's display statuses.
import { formatOrderDate } from './dates';
import { E_TICKET_TEXT, type TicketEvent } from './e-tickets';
import { VENUE_TBD } from './event-detail';
import { formatInr, tryRupeesToPaise } from './money';
import { participantDisplayStatus, type StatusBadge } from './statuses';

/** Texts of the 'Your Registrations' panel (SPEC §2 names the heading; the rest say what is there). */
export const MY_REGISTRATIONS_TEXT = {
  heading: 'Your Registrations',
  loading: 'Loading your registrations...',
  loadFailed: 'Failed to load your registrations',
  retry: 'Retry',
  empty: 'No registrations yet',
  emptyDetail: "You haven't registered anyone for this event yet.",
  signInPrompt: 'Sign in to see the attendees you registered for this event.',
  signIn: 'Sign In',
} as const;

type Maybe<T> = T | null | undefined;

/** One answer as the server sends it: a checkbox answers a list, every other field a string. */
export interface ServerResponseItem {
  field_name: string;
  response_text: string | readonly string[];
}

export interface ServerParticipant {
  participant_uuid: string;
  status: string;
  registered_at: string;
  payment_status: string;
  payment_amount: Maybe<string>;
  paid_at: Maybe<string>;
  responses: readonly ServerResponseItem[];
  /** Extension: the signed e-ticket code, only on a paid ticket. */
  ticket_code?: Maybe<string>;
}

export interface ServerMyRegistrations {
  participants: readonly ServerParticipant[];
  total_participants: number;
  sub_event?: {
    start_datetime?: Maybe<string>;
    city_name?: Maybe<string>;
    name?: Maybe<string>;
    /** Extension. */
    event_venue_address?: Maybe<string>;
  };
  event?: { title?: Maybe<string> };
}

export interface RegisteredParticipant {
  participantUuid: string;
  name: string;
  email: string;
  phone: string;
  status: string;
  paymentStatus: string;
  registeredAt: string;
  /** Decimal rupees as the API writes it, or null. */
  paymentAmount: string | null;
  paidAt: string | null;
  /** The category answer ('' when the form asks none). */
  category: string;
  /** The signed e-ticket code its QR holds; null until paid. */
  ticketCode: string | null;
}

export interface MyRegistrations {
  participants: RegisteredParticipant[];
  /** Tickets with status 'pending'. */
  pendingCount: number;
  /** Tickets with any other status. */
  completedCount: number;
  totalParticipants: number;
  /** What the e-tickets print about the event; null when the answer did not say. */
  ticketEvent: TicketEvent | null;
}

function answer(responses: readonly ServerResponseItem[], fieldName: string): string {
  const found = responses.find((response) => response.field_name === fieldName)?.response_text;
  if (found === undefined) return '';
  return (typeof found === 'string' ? found : found.join(', ')).trim();
}

/** SPEC §3: name, email and phone from the mandatory answers; pending and completed counted by status. */
export function toMyRegistrations(server: ServerMyRegistrations): MyRegistrations {
  const participants = server.participants.map((participant) => ({
    participantUuid: participant.participant_uuid,
    name: answer(participant.responses, 'mandatory_participant_name'),
    email: answer(participant.responses, 'mandatory_email'),
    phone: answer(participant.responses, 'mandatory_phone'),
    status: participant.status,
    paymentStatus: participant.payment_status,
    registeredAt: participant.registered_at,
    paymentAmount: participant.payment_amount ?? null,
    paidAt: participant.paid_at ?? null,
    category:
      answer(participant.responses, 'mandatory_event_category') || answer(participant.responses, 'event_category'),
    ticketCode: participant.ticket_code?.trim() || null,
  }));
  const pendingCount = participants.filter(
    (participant) => participant.status.trim().toLowerCase() === 'pending',
  ).length;
  return {
    participants,
    pendingCount,
    completedCount: participants.length - pendingCount,
    totalParticipants: server.total_participants,
    ticketEvent: toTicketEvent(server),
  };
}

/**
 * The event as its tickets print it: the event's title, the sub-event's name, start, venue and city.
 * Null when the answer names no event at all (a server that leaves these objects empty).
 */
function toTicketEvent(server: ServerMyRegistrations): TicketEvent | null {
  const subEvent = server.sub_event ?? {};
  const subEventName = subEvent.name?.trim() || null;
  const title = server.event?.title?.trim() || subEventName;
  if (!title) return null;
  return {
    title,
    subEventName,
    startDate: subEvent.start_datetime?.trim() || null,
    venue: subEvent.event_venue_address?.trim() || VENUE_TBD,
    city: subEvent.city_name?.trim() || null,
  };
}

/** One row of the panel as a person reads it. */
export interface RegistrationRow {
  participantUuid: string;
  name: string;
  /** Each shown on its own line; '' when the answer is missing. */
  email: string;
  phone: string;
  badge: StatusBadge;
  registeredAt: string;
  amount: string | null;
  /** 'View e-ticket for {name}' when the attendee has a ticket code; null otherwise. */
  viewTicketLabel: string | null;
}

/**
 * 'Attendee' when the name answer is missing; amounts like '₹499.00', 'Free' for a ticket that costs
 * nothing; dates like '05 Jan 2025, 10:30 AM'.
 */
export function registrationRow(participant: RegisteredParticipant): RegistrationRow {
  const paise = participant.paymentAmount === null ? null : tryRupeesToPaise(participant.paymentAmount);
  return {
    participantUuid: participant.participantUuid,
    name: participant.name || 'Attendee',
    email: participant.email,
    phone: participant.phone,
    badge: participantDisplayStatus(participant.paymentStatus),
    registeredAt: formatOrderDate(participant.registeredAt),
    amount: paise === null ? null : paise === 0 ? 'Free' : formatInr(paise),
    viewTicketLabel: participant.ticketCode ? E_TICKET_TEXT.viewFor(participant.name || 'Attendee') : null,
  };
}
