// SPEC §3 "My registrations for an event": the server form (participants with their answers) read into
// the client form the event page's 'Your Registrations' panel shows, with SPEC §4's display statuses.
import { formatOrderDate } from './dates';
import { E_TICKET_TEXT, eTicketOf, type ETicket, type TicketEvent } from './e-tickets';
import { VENUE_TBD } from './event-detail';
import { formatInr, tryRupeesToPaise } from './money';
import { participantDisplayStatus, type StatusBadge } from './statuses';
import {
  CANCEL_TEXT,
  REFUND_STATUS_TEXT,
  cancellationDeadlineText,
  type CancellationRefundStatus,
} from './ticket-cancellation';
import { TRANSFER_TEXT, transferWindowOf, type TransferWindow } from './ticket-transfer';
import { EDIT_DETAILS_TEXT, editWindowOf, ticketDetailsPath, type EditWindow } from './ticket-details';
import { CATEGORY_CHANGE_TEXT, categoryChangeDeadlineText } from './category-change';

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
  /** Extension (issue 28): only on a ticket its buyer cancelled. */
  cancellation?: Maybe<ServerCancellation>;
  /** Extension (issue 28): a transfer waiting, or the one that gave the ticket away. */
  transfer?: Maybe<ServerTransfer>;
  /** Extension (issue 28): the sender's name, on a ticket received by transfer. */
  transferred_from?: Maybe<string>;
  /** Extension (issue 28): when its holder last corrected the attendee details. */
  details_updated_at?: Maybe<string>;
  /** Extension (issue 28): the ticket's move to another category, once made. */
  category_change?: Maybe<ServerCategoryChange>;
}

export interface ServerCategoryChange {
  from_category: string;
  to_category: string;
  status: string;
  credit_note_number: Maybe<string>;
  order_uuid: string;
}

export interface ServerTransfer {
  status: string;
  recipient_name: string;
  recipient_mobile: string;
  expires_at: string;
}

export interface ServerCancellation {
  refund_amount: string;
  refund_status: CancellationRefundStatus;
  credit_note_number: Maybe<string>;
  order_uuid: string;
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
    /** Extension (issue 28): null cancellable_until means cancellations are not allowed. */
    cancellation_policy?: Maybe<{ cancellable_until: Maybe<string>; fee_percent: number }>;
    /** Extension (issue 28): null transferable_until means transfers are not allowed. */
    transfer_policy?: Maybe<{ transferable_until: Maybe<string> }>;
    /** Extension (issue 28): null details_editable_until means details are fixed once paid. */
    edit_policy?: Maybe<{ details_editable_until: Maybe<string>; name_changes_allowed: number }>;
    /** Extension (issue 28): null category_changeable_until means the category stays as booked. */
    category_change_policy?: Maybe<{ category_changeable_until: Maybe<string> }>;
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
  /** A ticket its buyer cancelled: its refund and credit note; null otherwise. */
  cancellation: TicketCancellation | null;
  /** A transfer waiting for its recipient ('pending') or the one that gave the ticket away ('accepted'). */
  transfer: TicketTransfer | null;
  /** On a ticket received by transfer: who sent it. */
  transferredFrom: string | null;
  /** When its holder last corrected the attendee details (the e-ticket re-issued); null: as booked. */
  detailsUpdatedAt: string | null;
  /** The ticket's move to another category, once made (a ticket moves once); null otherwise. */
  categoryChange: CategoryChange | null;
}

export interface CategoryChange {
  from: string;
  to: string;
  /** The credit note of a cheaper move; null for a dearer one, whose order has its own invoice. */
  creditNoteNumber: string | null;
  /** The order whose invoice page shows the move's money. */
  orderUuid: string;
}

export interface TicketTransfer {
  status: 'pending' | 'accepted';
  recipientName: string;
  recipientMobile: string;
  expiresAt: string;
}

export interface TicketCancellation {
  /** Decimal rupees as the API writes it. */
  refundAmount: string;
  refundStatus: CancellationRefundStatus;
  creditNoteNumber: string | null;
  orderUuid: string;
}

/**
 * The event's cancellation rule as it stood when the list was read: 'open' until the deadline,
 * 'closed' after it, 'none' when the event allows no cancellations.
 */
export type CancellationWindow =
  { state: 'open'; until: string; feePercent: number } | { state: 'closed'; until: string } | { state: 'none' };

export interface MyRegistrations {
  participants: RegisteredParticipant[];
  /** Tickets with status 'pending'. */
  pendingCount: number;
  /** Tickets with any other status but cancelled. */
  completedCount: number;
  /** Tickets their buyer cancelled (issue 28). */
  cancelledCount: number;
  /** Tickets given to someone else, who accepted them (issue 28). */
  transferredCount: number;
  totalParticipants: number;
  cancellationWindow: CancellationWindow;
  transferWindow: TransferWindow;
  /** Until when a paid ticket's attendee details may be corrected (issue 28). */
  editWindow: EditWindow;
  /** Until when a paid ticket may move to another category (issue 28); the same shape as the edit window. */
  categoryChangeWindow: EditWindow;
  /** What the e-tickets print about the event; null when the answer did not say. */
  ticketEvent: TicketEvent | null;
}

function answer(responses: readonly ServerResponseItem[], fieldName: string): string {
  const found = responses.find((response) => response.field_name === fieldName)?.response_text;
  if (found === undefined) return '';
  return (typeof found === 'string' ? found : found.join(', ')).trim();
}

/**
 * SPEC §3: name, email and phone from the mandatory answers; pending and completed counted by status
 * (cancelled tickets apart). `now` decides whether the event's cancellation deadline has passed.
 */
export function toMyRegistrations(server: ServerMyRegistrations, now: number): MyRegistrations {
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
    cancellation: participant.cancellation
      ? {
          refundAmount: participant.cancellation.refund_amount,
          refundStatus: participant.cancellation.refund_status,
          creditNoteNumber: participant.cancellation.credit_note_number?.trim() || null,
          orderUuid: participant.cancellation.order_uuid,
        }
      : null,
    transfer: toTransfer(participant.transfer),
    transferredFrom: participant.transferred_from?.trim() || null,
    detailsUpdatedAt: participant.details_updated_at?.trim() || null,
    categoryChange: toCategoryChange(participant.category_change),
  }));
  const countOf = (status: string) =>
    participants.filter((participant) => participant.status.trim().toLowerCase() === status).length;
  const pendingCount = countOf('pending');
  const cancelledCount = countOf('cancelled');
  const transferredCount = countOf('transferred');
  return {
    participants,
    pendingCount,
    completedCount: participants.length - pendingCount - cancelledCount - transferredCount,
    cancelledCount,
    transferredCount,
    totalParticipants: server.total_participants,
    ticketEvent: toTicketEvent(server),
    cancellationWindow: cancellationWindowOf(server.sub_event?.cancellation_policy, now),
    transferWindow: transferWindowOf(server.sub_event?.transfer_policy?.transferable_until, now),
    editWindow: editWindowOf(server.sub_event?.edit_policy?.details_editable_until, now),
    categoryChangeWindow: editWindowOf(server.sub_event?.category_change_policy?.category_changeable_until, now),
  };
}

function toCategoryChange(change: Maybe<ServerCategoryChange>): CategoryChange | null {
  if (!change || change.status !== 'made') return null;
  return {
    from: change.from_category,
    to: change.to_category,
    creditNoteNumber: change.credit_note_number?.trim() || null,
    orderUuid: change.order_uuid,
  };
}

/** The panel's line about the event's category rule; none when it never allows a change. */
export function categoryChangePolicyText(rule: EditWindow): string | null {
  switch (rule.state) {
    case 'open':
      return CATEGORY_CHANGE_TEXT.policyOpen(categoryChangeDeadlineText(rule.until));
    case 'closed':
      return CATEGORY_CHANGE_TEXT.policyClosed(categoryChangeDeadlineText(rule.until));
    case 'none':
      return null;
  }
}

/** Only a waiting transfer and the accepted one matter to the holder; withdrawn and expired ones are gone. */
function toTransfer(transfer: Maybe<ServerTransfer>): TicketTransfer | null {
  if (!transfer || (transfer.status !== 'pending' && transfer.status !== 'accepted')) return null;
  return {
    status: transfer.status,
    recipientName: transfer.recipient_name,
    recipientMobile: transfer.recipient_mobile,
    expiresAt: transfer.expires_at,
  };
}

function cancellationWindowOf(
  policy: NonNullable<ServerMyRegistrations['sub_event']>['cancellation_policy'],
  now: number,
): CancellationWindow {
  const until = policy?.cancellable_until?.trim();
  const deadline = until ? Date.parse(until) : Number.NaN;
  // Stryker disable next-line LogicalOperator: without a policy or a deadline `deadline` is NaN, which the last test catches either way
  if (!policy || !until || Number.isNaN(deadline)) return { state: 'none' };
  return deadline > now ? { state: 'open', until, feePercent: policy.fee_percent } : { state: 'closed', until };
}

/** What the panel says of the event's cancellation rule, once above the list. */
export function cancellationPolicyText(rule: CancellationWindow): string {
  switch (rule.state) {
    case 'open':
      return CANCEL_TEXT.policyOpen(cancellationDeadlineText(rule.until), String(rule.feePercent));
    case 'closed':
      return CANCEL_TEXT.policyClosed(cancellationDeadlineText(rule.until));
    case 'none':
      return CANCEL_TEXT.policyNone;
  }
}

/** A paid ticket the person still holds: not cancelled, not given away. */
function isHeld(participant: RegisteredParticipant): boolean {
  return (
    participant.cancellation === null &&
    participant.status !== 'cancelled' &&
    participant.status !== 'transferred' &&
    participant.paymentStatus === 'paid'
  );
}

/**
 * A paid ticket still held, while the event's deadline has not passed; not one whose transfer is
 * waiting (withdraw it first), nor one received by transfer (its refund would go to the buyer), nor one
 * that moved to another category (its difference was settled on its own).
 */
export function isCancellable(participant: RegisteredParticipant, rule: CancellationWindow): boolean {
  return (
    rule.state === 'open' &&
    isHeld(participant) &&
    participant.transfer === null &&
    !participant.transferredFrom &&
    participant.categoryChange === null
  );
}

/** A paid ticket still held while the event's transfer window is open: to send, or to withdraw its transfer. */
export function isTransferable(participant: RegisteredParticipant, rule: TransferWindow): boolean {
  return rule.state === 'open' && isHeld(participant);
}

/**
 * A paid ticket of a form with categories, still held while the event's window is open, that has not
 * moved yet, with no transfer of it waiting and not received by transfer (its money is the buyer's).
 */
export function isCategoryChangeable(participant: RegisteredParticipant, rule: EditWindow): boolean {
  return (
    rule.state === 'open' &&
    isHeld(participant) &&
    participant.category !== '' &&
    participant.categoryChange === null &&
    participant.transfer === null &&
    !participant.transferredFrom
  );
}

/** A paid ticket still held while the event's edit window is open, and no transfer of it waiting. */
export function isEditable(participant: RegisteredParticipant, rule: EditWindow): boolean {
  return rule.state === 'open' && isHeld(participant) && participant.transfer === null;
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
  /** 'Cancel ticket for {name}' while the event allows it; null otherwise. */
  cancelLabel: string | null;
  /** 'Transfer ticket for {name}', or 'Withdraw transfer of {name}'s ticket' while one waits; null otherwise. */
  transferLabel: string | null;
  /** Whether that button withdraws a waiting transfer rather than starting one. */
  transferPending: boolean;
  /** Where the ticket went or came from, or the transfer waiting; null for an ordinary ticket. */
  transferLine: string | null;
  /** 'Edit details for {name}' and the page that reopens the form, while the event allows it; else null. */
  edit: { label: string; path: string } | null;
  /** 'Details updated on …' once the holder corrected them; null otherwise. */
  detailsUpdatedLine: string | null;
  /** 'Change category for {name}' while the event allows it and the ticket has not moved; else null. */
  changeCategoryLabel: string | null;
  /** 'Category changed from 10K to 21.1K', with its credit note or invoice; null for a ticket as booked. */
  categoryChanged: { line: string; document: string; path: string } | null;
  /** A cancelled ticket's refund ('₹449.10', 'Refund on its way') and credit note. */
  cancelled: { refund: string; refundStatus: string; creditNote: string | null; invoicePath: string } | null;
}

/**
 * 'Attendee' when the name answer is missing; amounts like '₹499.00', 'Free' for a ticket that costs
 * nothing; dates like '05 Jan 2025, 10:30 AM'.
 */
export function registrationRow(
  participant: RegisteredParticipant,
  rule: CancellationWindow,
  // Stryker disable ObjectLiteral,StringLiteral: these rules are read only as `state === 'open'`, so any other default offers nothing alike
  transferRule: TransferWindow = { state: 'none' },
  editRule: EditWindow = { state: 'none' },
  categoryRule: EditWindow = { state: 'none' },
  // Stryker restore ObjectLiteral,StringLiteral
): RegistrationRow {
  // Stryker disable next-line ConditionalExpression: tryRupeesToPaise reads null as no amount (null) too
  const paise = participant.paymentAmount === null ? null : tryRupeesToPaise(participant.paymentAmount);
  const name = participant.name || 'Attendee';
  const { cancellation, transfer } = participant;
  const transferred = participant.status === 'transferred';
  const pending = transfer?.status === 'pending';
  return {
    participantUuid: participant.participantUuid,
    name: participant.name || 'Attendee',
    email: participant.email,
    phone: participant.phone,
    badge: cancellation
      ? { label: CANCEL_TEXT.cancelledBadge, colour: 'grey' }
      : transferred
        ? { label: TRANSFER_TEXT.transferredBadge, colour: 'grey' }
        : pending
          ? { label: TRANSFER_TEXT.pendingBadge, colour: 'yellow' }
          : participantDisplayStatus(participant.paymentStatus),
    registeredAt: formatOrderDate(participant.registeredAt),
    amount: paise === null ? null : paise === 0 ? 'Free' : formatInr(paise),
    viewTicketLabel: participant.ticketCode && !cancellation && !transferred ? E_TICKET_TEXT.viewFor(name) : null,
    cancelLabel: isCancellable(participant, rule) ? CANCEL_TEXT.cancelFor(name) : null,
    transferLabel: isTransferable(participant, transferRule)
      ? pending
        ? TRANSFER_TEXT.withdrawFor(name)
        : TRANSFER_TEXT.transferFor(name)
      : null,
    transferPending: pending,
    transferLine: transferLineOf(participant),
    edit: isEditable(participant, editRule)
      ? { label: EDIT_DETAILS_TEXT.editFor(name), path: ticketDetailsPath(participant.participantUuid) }
      : null,
    detailsUpdatedLine:
      participant.detailsUpdatedAt && isHeld(participant)
        ? EDIT_DETAILS_TEXT.updatedLine(formatOrderDate(participant.detailsUpdatedAt))
        : null,
    changeCategoryLabel: isCategoryChangeable(participant, categoryRule) ? CATEGORY_CHANGE_TEXT.changeFor(name) : null,
    categoryChanged:
      participant.categoryChange && isHeld(participant)
        ? {
            line: CATEGORY_CHANGE_TEXT.changedLine(participant.categoryChange.from, participant.categoryChange.to),
            document: participant.categoryChange.creditNoteNumber
              ? CATEGORY_CHANGE_TEXT.creditNote(participant.categoryChange.creditNoteNumber)
              : CATEGORY_CHANGE_TEXT.viewInvoice,
            path: `/my-orders/${participant.categoryChange.orderUuid}`,
          }
        : null,
    cancelled: cancellation
      ? {
          refund: formatInr(tryRupeesToPaise(cancellation.refundAmount) ?? 0),
          refundStatus: REFUND_STATUS_TEXT[cancellation.refundStatus],
          creditNote: cancellation.creditNoteNumber ? CANCEL_TEXT.creditNote(cancellation.creditNoteNumber) : null,
          invoicePath: `/my-orders/${cancellation.orderUuid}`,
        }
      : null,
  };
}

function transferLineOf(participant: RegisteredParticipant): string | null {
  const { transfer } = participant;
  if (participant.status === 'transferred' && transfer) return TRANSFER_TEXT.transferredTo(transfer.recipientName);
  if (transfer?.status === 'pending') {
    return TRANSFER_TEXT.pendingLine(
      transfer.recipientName,
      transfer.recipientMobile,
      formatOrderDate(transfer.expiresAt),
    );
  }
  return participant.transferredFrom ? TRANSFER_TEXT.receivedFrom(participant.transferredFrom) : null;
}

/** Every held ticket with a signed code, as its e-ticket: the panel's print sheet and the group pass (issue 30). */
export function eTicketsOf(registrations: MyRegistrations | null): ETicket[] {
  const event = registrations?.ticketEvent ?? null;
  if (!registrations || !event) return [];
  return registrations.participants.flatMap((participant) => {
    const ticket = eTicketOf(participant, event);
    return ticket ? [ticket] : [];
  });
}
