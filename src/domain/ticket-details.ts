// Correcting a paid ticket's attendee details (issue 28 item 4, a Startline extension): every text a
// person reads about it, in 'Your Registrations' and on the page that reopens the attendee form, and
// the event's edit rule as the panel reads it.
import { formatOrderDate } from './dates';

export const EDIT_DETAILS_TEXT = {
  // The holder's row in 'Your Registrations'.
  edit: 'Edit details',
  editFor: (name: string) => `Edit details for ${name}`,
  updatedLine: (when: string) => `Details updated on ${when}; the e-ticket was re-issued.`,
  // What the panel says of the event's rule, under the transfer rule.
  policyOpen: (until: string) => `You can correct attendee details until ${until}.`,
  policyClosed: (until: string) => `Attendee details could be corrected until ${until}.`,
  // The page, /tickets/{participantUuid}/details.
  title: 'Edit Details',
  heading: 'Edit attendee details',
  loading: 'Loading the ticket...',
  loadFailed: 'Could not load this ticket. Please try again.',
  retry: 'Try Again',
  category: 'Category',
  categoryKept: 'The category stays as booked.',
  until: (until: string) => `You can correct these details until ${until}. The e-ticket is re-issued with them.`,
  nameFixed: 'The name on this ticket cannot be changed.',
  nameChangesLeft: (left: number) =>
    left === 1 ? 'The name can be changed once more.' : `The name can be changed ${left} more times.`,
  nameChangesUsed: 'The name on this ticket has been changed as many times as this event allows.',
  formHeading: 'Attendee details',
  submit: 'Save details',
  saved: 'Details saved',
  savedDetail: (event: string) =>
    `The e-ticket for ${event} is re-issued with the new details and e-mailed to you. Printed copies of the old one show the old details.`,
  viewTicket: 'View your ticket',
  notAllowed: 'This event does not allow editing details after booking',
  closed: (until: string) => `Details for this event could be edited until ${until}`,
  closedDetail: 'Contact the organiser if something on the ticket is wrong.',
  backToEvent: 'Back to the event',
  notFound: 'Ticket not found',
} as const;

/** The event's edit rule as it stood when read. */
export type EditWindow = { state: 'open'; until: string } | { state: 'closed'; until: string } | { state: 'none' };

export function editWindowOf(detailsEditableUntil: string | null | undefined, now: number): EditWindow {
  const until = detailsEditableUntil?.trim();
  const deadline = until ? Date.parse(until) : Number.NaN;
  if (!until || Number.isNaN(deadline)) return { state: 'none' };
  return deadline > now ? { state: 'open', until } : { state: 'closed', until };
}

/** The panel's line about the rule; none when the event never allows it (nothing to tell). */
export function editPolicyText(rule: EditWindow): string | null {
  switch (rule.state) {
    case 'open':
      return EDIT_DETAILS_TEXT.policyOpen(formatOrderDate(rule.until));
    case 'closed':
      return EDIT_DETAILS_TEXT.policyClosed(formatOrderDate(rule.until));
    case 'none':
      return null;
  }
}

/** What the page says of the name: fixed, or how many changes are left. */
export function nameRuleText(allowed: number, left: number): string {
  if (allowed === 0) return EDIT_DETAILS_TEXT.nameFixed;
  return left > 0 ? EDIT_DETAILS_TEXT.nameChangesLeft(left) : EDIT_DETAILS_TEXT.nameChangesUsed;
}

/** The page that reopens a ticket's attendee form. */
export const ticketDetailsPath = (participantUuid: string) => `/tickets/${participantUuid}/details`;
