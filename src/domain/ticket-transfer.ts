// Transferring a paid ticket to someone else (issue 28 item 2, a Startline extension): every text a
// person reads about it, the sender in 'Your Registrations' and the recipient on the link's page, and
// the event's transfer window as the panel reads it.
import { formatOrderDate } from './dates';

export const TRANSFER_TEXT = {
  // The sender's row and dialog.
  transfer: 'Transfer ticket',
  transferFor: (name: string) => `Transfer ticket for ${name}`,
  withdraw: 'Withdraw transfer',
  withdrawFor: (name: string) => `Withdraw transfer of ${name}'s ticket`,
  dialogTitle: 'Transfer this ticket',
  intro: (name: string) =>
    `Give ${name}'s place to someone else. We send them a link by SMS; they sign in or register with that mobile number, fill in the attendee form and accept. Until then the ticket stays yours.`,
  noMoney: 'No money changes hands: the ticket moves as it was paid for.',
  mobileLabel: 'Their mobile number',
  nameLabel: 'Their full name',
  send: 'Send transfer',
  sending: 'Sending...',
  keep: 'Keep ticket',
  sendFailed: 'Could not send the transfer. Please try again.',
  sent: 'Transfer sent',
  sentDetail: (name: string, mobile: string, until: string) =>
    `We sent ${name} a link at +91 ${mobile}. They have until ${until} to accept it; until then the ticket stays yours.`,
  withdrawTitle: 'Withdraw this transfer?',
  withdrawDetail: (name: string, mobile: string) =>
    `The link sent to ${name} at +91 ${mobile} stops working and the ticket stays yours.`,
  keepTransfer: 'Keep transfer',
  withdrawing: 'Withdrawing...',
  withdrawFailed: 'Could not withdraw the transfer. Please try again.',
  withdrawn: 'Transfer withdrawn',
  withdrawnDetail: 'The link no longer works and the ticket is yours.',
  close: 'Close',
  // How a row reads.
  pendingBadge: 'Transfer pending',
  pendingLine: (name: string, mobile: string, until: string) =>
    `Waiting for ${name} (+91 ${mobile}) to accept, until ${until}`,
  transferredBadge: 'Transferred',
  transferredTo: (name: string) => `Transferred to ${name}`,
  receivedFrom: (name: string) => `Transferred to you by ${name}`,
  transferredCount: (count: number) => `${count} transferred`,
  // What the panel says of the event's rule, under the cancellation rule.
  policyOpen: (until: string) => `You can transfer a paid ticket to someone else until ${until}.`,
  policyClosed: (until: string) => `Transfers for this event closed on ${until}.`,
  policyNone: 'This event does not allow transfers.',
} as const;

/** The recipient's page, /transfers/{transferUuid}. */
export const ACCEPT_TRANSFER_TEXT = {
  title: 'Accept Ticket',
  heading: 'A ticket for you',
  loading: 'Loading the ticket...',
  loadFailed: 'Could not load this ticket. Please try again.',
  retry: 'Try Again',
  from: (sender: string) => `${sender} is giving you their ticket.`,
  category: 'Category',
  acceptBy: (until: string) => `Accept it by ${until}: fill in your details below.`,
  formHeading: 'Your details',
  submit: 'Accept ticket',
  accepted: 'The ticket is yours',
  acceptedDetail: (event: string) =>
    `Your e-ticket for ${event} is in 'Your Registrations' on the event page; the old one no longer admits anyone.`,
  viewTicket: 'View your ticket',
  alreadyYours: 'You have already accepted this ticket',
  expired: 'This ticket transfer has expired',
  withdrawn: 'This ticket transfer was withdrawn by the sender',
  takenElsewhere: 'This ticket transfer was already accepted',
  notFound: 'Transfer not found',
  unavailableDetail:
    'The ticket stays with the person who sent it. Ask them to send a new transfer if you still want it.',
  signOut: 'Sign in with another number',
  browseEvents: 'Find another event',
  signedOutMessage: 'Sign in or register with the mobile number the ticket was sent to',
} as const;

/** The event's transfer rule as it stood when the list was read. */
export type TransferWindow = { state: 'open'; until: string } | { state: 'closed'; until: string } | { state: 'none' };

export function transferWindowOf(transferableUntil: string | null | undefined, now: number): TransferWindow {
  const until = transferableUntil?.trim();
  const deadline = until ? Date.parse(until) : Number.NaN;
  if (!until || Number.isNaN(deadline)) return { state: 'none' };
  return deadline > now ? { state: 'open', until } : { state: 'closed', until };
}

export function transferPolicyText(rule: TransferWindow): string {
  switch (rule.state) {
    case 'open':
      return TRANSFER_TEXT.policyOpen(formatOrderDate(rule.until));
    case 'closed':
      return TRANSFER_TEXT.policyClosed(formatOrderDate(rule.until));
    case 'none':
      return TRANSFER_TEXT.policyNone;
  }
}
