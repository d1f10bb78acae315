// Step 2's connect: the sequencing snapshot and `send` in; the screen (by its tag), the ticket rows, the
// open form's ticket and the time the places are held for, and what the person can do (go back, book an
// expired ticket again, proceed to payment) out.
import type { SnapshotFrom } from 'xstate';
import {
  BOOKING_TEXT,
  earliestHoldExpiry,
  nextPendingTicket,
  ticketHeading,
  timeLeftText,
  type BookingTicket,
} from '../../src/domain/booking';
import type { AttendeeSequencingMachine } from './attendee-sequencing.machine';
import type { AttendeeSequencingEvent } from './attendee-sequencing.types';

export type AttendeeStepScreen = 'empty' | 'filling' | 'complete' | 'needsBookingAgain';

const STATUS_LABEL: Record<BookingTicket['status'], string> = {
  pending: BOOKING_TEXT.pending,
  submitted: BOOKING_TEXT.submitted,
  expired: BOOKING_TEXT.expired,
};

const SCREENS = ['empty', 'complete', 'needsBookingAgain'] as const;

export function attendeeSequencingConnect(
  snapshot: SnapshotFrom<AttendeeSequencingMachine>,
  send: (event: AttendeeSequencingEvent) => void,
) {
  const { tickets, now } = snapshot.context;
  const screen: AttendeeStepScreen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'filling';
  // Only filling has a pending ticket (sorting sends every other step there), so asking elsewhere finds none too.
  // Stryker disable next-line ConditionalExpression: see above.
  const current = screen === 'filling' ? nextPendingTicket(tickets) : null;
  const holdExpiry = earliestHoldExpiry(tickets);
  return {
    screen,
    rows: tickets.map((ticket) => ({
      key: ticket.key,
      heading: ticketHeading(ticket, tickets),
      status: ticket.status,
      statusLabel: STATUS_LABEL[ticket.status],
      attendeeName: ticket.attendeeName,
      isCurrent: current?.key === ticket.key,
      canBookAgain: screen === 'needsBookingAgain' && ticket.status === 'expired',
    })),
    current,
    currentHeading: current ? ticketHeading(current, tickets) : null,
    submittedCount: tickets.filter((ticket) => ticket.status === 'submitted').length,
    ticketCount: tickets.length,
    canProceed: screen === 'complete',
    holdText: holdExpiry ? BOOKING_TEXT.heldFor(timeLeftText(holdExpiry, now)) : null,
    back: () => send({ type: 'BACK' }),
    bookAgain: (key: string) => send({ type: 'TICKET.REBOOK', key }),
    proceed: () => send({ type: 'PROCEED' }),
  };
}
