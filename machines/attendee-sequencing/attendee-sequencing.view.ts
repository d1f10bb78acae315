// Step 2's view-model: the sequencing snapshot in, the ticket rows, the open form's ticket, the time
// the places are held for and Proceed to Payment out.
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

export type AttendeeStepScreen = 'empty' | 'filling' | 'complete' | 'needsBookingAgain';

const STATUS_LABEL: Record<BookingTicket['status'], string> = {
  pending: BOOKING_TEXT.pending,
  submitted: BOOKING_TEXT.submitted,
  expired: BOOKING_TEXT.expired,
};

export function attendeeSequencingView(snapshot: SnapshotFrom<AttendeeSequencingMachine>) {
  const { tickets, now } = snapshot.context;
  const screen: AttendeeStepScreen = snapshot.matches('empty')
    ? 'empty'
    : snapshot.matches('complete')
      ? 'complete'
      : snapshot.matches('needsBookingAgain')
        ? 'needsBookingAgain'
        : 'filling';
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
  };
}
