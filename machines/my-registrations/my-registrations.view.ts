// The 'Your Registrations' panel's view-model: the child's snapshot in, what the panel shows out.
import type { SnapshotFrom } from 'xstate';
import { eTicketOf, type ETicket } from '../../src/domain/e-tickets';
import { registrationRow, type RegistrationRow } from '../../src/domain/my-registrations';
import type { MyRegistrationsMachine } from './my-registrations.machine';

export type MyRegistrationsScreen = 'signedOut' | 'loading' | 'loaded' | 'empty' | 'failed';

const SCREENS: readonly MyRegistrationsScreen[] = ['signedOut', 'loaded', 'empty', 'failed'];

export function myRegistrationsView(snapshot: SnapshotFrom<MyRegistrationsMachine>) {
  const screen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const { registrations, errorMessage, openTicketUuid } = snapshot.context;
  const rows: RegistrationRow[] = registrations ? registrations.participants.map(registrationRow) : [];
  const event = registrations?.ticketEvent ?? null;
  const tickets: ETicket[] =
    registrations && event
      ? registrations.participants.flatMap((participant) => {
          const ticket = eTicketOf(participant, event);
          return ticket ? [ticket] : [];
        })
      : [];
  const openTicket = snapshot.hasTag('ticketOpen')
    ? (tickets.find((ticket) => ticket.participantUuid === openTicketUuid) ?? null)
    : null;
  return {
    screen,
    errorMessage,
    rows,
    totalParticipants: registrations?.totalParticipants ?? 0,
    completedCount: registrations?.completedCount ?? 0,
    pendingCount: registrations?.pendingCount ?? 0,
    /** The e-ticket dialog's ticket, or null while it is closed. */
    openTicket,
    canPrintAll: snapshot.can({ type: 'TICKETS.PRINT_ALL' }),
    /** What a print prints, one per page: the open ticket alone, otherwise every paid attendee's. */
    printTickets: openTicket ? [openTicket] : tickets,
  };
}
