// E-tickets (issue 9, beyond the SPEC): what a paid attendee's ticket shows and prints. The code its QR
// holds is signed by the server (server/modules/tickets) and arrives as `ticket_code`; nothing here
// signs or checks it.
import { formatEventDateTime } from './dates';

export const E_TICKET_TEXT = {
  title: 'E-ticket',
  view: 'View e-ticket',
  viewFor: (name: string) => `View e-ticket for ${name}`,
  qrLabel: (name: string) => `Ticket QR code for ${name}`,
  print: 'Print e-ticket',
  printAll: 'Print all e-tickets',
  close: 'Close',
  event: 'Event',
  date: 'Date',
  venue: 'Venue',
  attendee: 'Attendee',
  category: 'Category',
  code: 'Ticket code',
  showAtGate: 'Show this QR code at the venue; the organiser scans it to let you in.',
  qrLoading: 'Drawing the QR code...',
  qrFailed: 'The QR code could not be drawn; the ticket code below identifies your ticket.',
} as const;

/** The event facts a ticket prints, from the my-registrations answer. */
export interface TicketEvent {
  title: string;
  /** The sub-event's name (the event page's heading), when it says more than the title. */
  subEventName: string | null;
  /** ISO date-time or null when the organiser has not set one. */
  startDate: string | null;
  venue: string;
  city: string | null;
}

/** One ticket as the dialog and the print sheet show it. */
export interface ETicket {
  participantUuid: string;
  name: string;
  category: string | null;
  /** What the QR code holds, and the human-readable line under it. */
  code: string;
  eventTitle: string;
  subEventName: string | null;
  /** 'January 5, 2031 at 10:30 AM', 'TBD' when unset. */
  date: string;
  /** 'Riverside Ground, Pune'; the venue alone when the city is unknown or already in it. */
  venue: string;
}

export interface TicketHolder {
  participantUuid: string;
  name: string;
  category: string;
  ticketCode: string | null;
}

function venueLine(event: TicketEvent): string {
  const venue = event.venue.trim();
  const city = event.city?.trim();
  if (!city || venue.toLowerCase().includes(city.toLowerCase())) return venue;
  return `${venue}, ${city}`;
}

/** The ticket of a holder with a signed code; null for one without (unpaid tickets have no code). */
export function eTicketOf(holder: TicketHolder, event: TicketEvent): ETicket | null {
  if (!holder.ticketCode) return null;
  return {
    participantUuid: holder.participantUuid,
    name: holder.name || 'Attendee',
    category: holder.category.trim() || null,
    code: holder.ticketCode,
    eventTitle: event.title,
    subEventName:
      event.subEventName && event.subEventName.trim().toLowerCase() !== event.title.trim().toLowerCase()
        ? event.subEventName.trim()
        : null,
    date: formatEventDateTime(event.startDate),
    venue: venueLine(event),
  };
}

/**
 * An SVG path drawing the dark modules of a QR matrix (rows of booleans, border included), one unit
 * square each, so a viewBox of `0 0 size size` shows the whole code.
 */
export function qrModulesPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}
