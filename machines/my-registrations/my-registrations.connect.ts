// The 'Your Registrations' panel's connect: the child's snapshot and `send` in; what the panel shows and
// what the person can do (retry, open, close and print a ticket, print all) out. The screen comes from tags.
import type { SnapshotFrom } from 'xstate';
import type { ETicket } from '../../src/domain/e-tickets';
import {
  cancellationPolicyText,
  categoryChangePolicyText,
  eTicketsOf,
  registrationRow,
  type RegistrationRow,
} from '../../src/domain/my-registrations';
import { groupPassPath } from '../../src/domain/group-pass';
import { editPolicyText } from '../../src/domain/ticket-details';
import { transferPolicyText } from '../../src/domain/ticket-transfer';
import type { MyRegistrationsMachine } from './my-registrations.machine';
import type { MyRegistrationsEvent } from './my-registrations.types';

export type MyRegistrationsScreen = 'signedOut' | 'loading' | 'loaded' | 'empty' | 'failed';

const SCREENS: readonly MyRegistrationsScreen[] = ['signedOut', 'loaded', 'empty', 'failed'];

export function myRegistrationsConnect(
  snapshot: SnapshotFrom<MyRegistrationsMachine>,
  send: (event: MyRegistrationsEvent) => void,
) {
  const screen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const { registrations, errorMessage, openTicketUuid } = snapshot.context;
  const rows: RegistrationRow[] = registrations
    ? registrations.participants.map((participant) =>
        registrationRow(
          participant,
          registrations.cancellationWindow,
          registrations.transferWindow,
          registrations.editWindow,
          registrations.categoryChangeWindow,
        ),
      )
    : [];
  const tickets: ETicket[] = eTicketsOf(registrations);
  const holdsPaidTicket = registrations?.participants.some((p) => p.paymentStatus === 'paid') === true;
  // A ticket received by transfer cannot be cancelled: its holder is not told a rule that is not theirs.
  const boughtPaidTicket =
    registrations?.participants.some((p) => p.paymentStatus === 'paid' && !p.transferredFrom) === true;
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
    cancelledCount: registrations?.cancelledCount ?? 0,
    transferredCount: registrations?.transferredCount ?? 0,
    /** The event's cancellation rule in a sentence; after its deadline, why no ticket offers it. */
    policyText: registrations && boughtPaidTicket ? cancellationPolicyText(registrations.cancellationWindow) : null,
    /** The event's transfer rule in a sentence, under the cancellation rule. */
    transferPolicyText: registrations && holdsPaidTicket ? transferPolicyText(registrations.transferWindow) : null,
    /** The event's rule for correcting attendee details, when it has one (issue 28). */
    editPolicyText: registrations && holdsPaidTicket ? editPolicyText(registrations.editWindow) : null,
    /** The event's rule for changing category, when it has one (issue 28). */
    categoryPolicyText:
      registrations && boughtPaidTicket ? categoryChangePolicyText(registrations.categoryChangeWindow) : null,
    /** The cancel dialog's flow while it is open (issue 28), for its own connect. */
    cancellation: snapshot.hasTag('cancelOpen') ? (snapshot.children.ticketCancellation ?? null) : null,
    /** The transfer dialog's flow while it is open (issue 28), for its own connect. */
    transfer: snapshot.hasTag('transferOpen') ? (snapshot.children.ticketTransfer ?? null) : null,
    /** The change-category dialog's flow while it is open (issue 28), for its own connect. */
    categoryChange: snapshot.hasTag('categoryChangeOpen') ? (snapshot.children.ticketCategoryChange ?? null) : null,
    refreshing: snapshot.hasTag('refreshing'),
    /** The e-ticket dialog's ticket, or null while it is closed. */
    openTicket,
    canPrintAll: snapshot.can({ type: 'TICKETS.PRINT_ALL' }),
    /** The group pass (issue 30), once there is a ticket to show on it. */
    groupPassHref: tickets.length > 0 ? groupPassPath(snapshot.context.subEventUuid) : null,
    /** What a print prints, one per page: the open ticket alone, otherwise every paid attendee's. */
    printTickets: openTicket ? [openTicket] : tickets,
    retry: () => send({ type: 'RETRY' }),
    viewTicket: (participantUuid: string) => send({ type: 'TICKET.OPEN', participantUuid }),
    closeTicket: () => send({ type: 'TICKET.CLOSE' }),
    printTicket: () => send({ type: 'TICKET.PRINT' }),
    printAll: () => send({ type: 'TICKETS.PRINT_ALL' }),
    cancelTicket: (participantUuid: string) => send({ type: 'CANCEL.OPEN', participantUuid }),
    transferTicket: (participantUuid: string) => send({ type: 'TRANSFER.OPEN', participantUuid }),
    changeCategory: (participantUuid: string) => send({ type: 'CATEGORY.OPEN', participantUuid }),
  };
}
