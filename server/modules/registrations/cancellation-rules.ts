// Which of the caller's tickets may be cancelled, and what cancelling it gives back (issue 28). The
// quote (GET .../cancellation) and the cancellation itself (cancel-ticket.ts) both come through here,
// so the refund promised is the refund made; the amounts are src/domain/ticket-cancellation.ts's,
// which the browser shows too.
import { and, eq, inArray, or } from 'drizzle-orm';
import { paiseToRupeeString } from '../../../src/domain/money';
import {
  CANCEL_TEXT,
  cancellationDeadlineText,
  discountShare,
  ticketCancellationRefund,
  type TicketRefund,
} from '../../../src/domain/ticket-cancellation';
import { CATEGORY_CHANGE_TEXT } from '../../../src/domain/category-change';
import type { components } from '../../../src/api/schema';
import type { AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { orderItems, orders, participants, subEvents, ticketCancellations, ticketTransfers } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import { storedCharges, type OrderRow } from '../orders/presenters';
import { contactOf } from './attendee-identity';
import { hasChangedCategory } from './category-changed';
import { answersOf, readResponseText } from './response-text';

type TicketCancellationQuote = components['schemas']['TicketCancellationQuote'];

export interface CancellableTicket {
  participantId: number;
  participantUuid: string;
  order: OrderRow;
  subEvent: { name: string; ticketName: string | null; cancellableUntil: Date; feeBps: number };
  category: string | null;
  attendeeName: string;
  refund: TicketRefund;
}

const unprocessable = (message: string) => new HttpError(422, message);

/** The attendee's name as the form has it; 'Attendee' when the form asked for none. */
export async function attendeeNameOf(db: Db, participantId: number): Promise<string> {
  const answers = await answersOf(db, [participantId]);
  const byField = new Map(answers.map((answer) => [answer.fieldName, readResponseText(answer.responseText)]));
  return contactOf(byField)?.name ?? 'Attendee';
}

/**
 * The caller's ticket with this uuid if it may be cancelled at `now`, or the refusal: 404 for a ticket
 * that is not the caller's (or was removed before payment), 409 once cancelled, 422 with the reason.
 * With `lock`, the ticket's row is locked first, in a statement of its own, so that a cancel waiting
 * on another reads the row (and its cancellation) as the other left it.
 */
export async function findCancellableTicket(
  db: Db,
  caller: AuthenticatedUser,
  participantUuid: string,
  now: Date,
  options: { lock: boolean },
): Promise<CancellableTicket> {
  const own = and(eq(participants.participantUuid, participantUuid), eq(participants.userId, caller.id));
  if (options.lock) {
    const [locked] = await db.select({ id: participants.id }).from(participants).where(own).for('update');
    if (!locked) throw notFound(CANCEL_TEXT.notFound);
  }
  const [row] = await db
    .select({
      participant: participants,
      subEvent: {
        name: subEvents.name,
        ticketName: subEvents.ticketName,
        cancellableUntil: subEvents.cancellableUntil,
        feeBps: subEvents.cancellationFeeBps,
      },
      order: orders,
      cancellationId: ticketCancellations.id,
    })
    .from(participants)
    .innerJoin(subEvents, eq(subEvents.id, participants.subEventId))
    .leftJoin(orders, eq(orders.id, participants.orderId))
    .leftJoin(ticketCancellations, eq(ticketCancellations.participantId, participants.id))
    .where(own);
  if (!row) throw notFound(CANCEL_TEXT.notFound);
  if (row.cancellationId !== null) throw conflict(CANCEL_TEXT.alreadyCancelled);
  const { participant, order, subEvent } = row;
  await refuseTransferredTicket(db, participant.id, now);
  // A ticket removed before payment (or released by a refunded order) is gone, as the list shows it.
  if (participant.status === 'cancelled') throw notFound(CANCEL_TEXT.notFound);
  if (participant.paymentStatus !== 'paid' || order === null || order.status !== 'paid') {
    throw unprocessable(CANCEL_TEXT.notPaid);
  }
  const until = subEvent.cancellableUntil;
  if (until === null) throw unprocessable(CANCEL_TEXT.notAllowed);
  // Its difference was already paid or given back on its own: a refund of the ticket would not add up.
  if (await hasChangedCategory(db, participant.id)) throw unprocessable(CATEGORY_CHANGE_TEXT.cancelAfterChange);
  if (now.getTime() >= until.getTime()) throw unprocessable(CANCEL_TEXT.closed(cancellationDeadlineText(until)));

  const [item] = await db
    .select({ unitPricePaise: orderItems.unitPricePaise, category: orderItems.eventCategory })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.participantId, participant.id)));
  const unitPricePaise = item?.unitPricePaise ?? participant.amountPaise;
  const share = discountShare({
    unitPricePaise,
    entryFeeTotalPaise: order.entryFeeTotalPaise,
    discountPaise: order.discountPaise,
  });
  return {
    participantId: participant.id,
    participantUuid: participant.participantUuid,
    order,
    subEvent: {
      name: subEvent.name,
      ticketName: subEvent.ticketName,
      cancellableUntil: until,
      feeBps: subEvent.feeBps,
    },
    category: item?.category ?? participant.eventCategory,
    attendeeName: await attendeeNameOf(db, participant.id),
    refund: ticketCancellationRefund({
      ticketValuePaise: unitPricePaise - share,
      feeBasisPoints: subEvent.feeBps,
      supplyType: storedCharges(order).supplyType,
    }),
  };
}

export const TRANSFER_BLOCKS_CANCEL = {
  pending: 'Withdraw the transfer of this ticket before cancelling it',
  received: 'A ticket transferred to you cannot be cancelled: its refund would go to the buyer',
  given: 'This ticket was transferred to someone else',
} as const;

/**
 * Transfers (issue 28): a ticket given away is no longer the caller's to cancel; one with a transfer
 * waiting must have it withdrawn first; one received cannot be cancelled, since its refund would go
 * to the payment of the person who bought it.
 */
export async function refuseTransferredTicket(
  db: Db,
  participantId: number,
  now: Date,
  texts: { pending: string; received: string } = TRANSFER_BLOCKS_CANCEL,
): Promise<void> {
  const rows = await db
    .select({
      status: ticketTransfers.status,
      expiresAt: ticketTransfers.expiresAt,
      from: ticketTransfers.participantId,
    })
    .from(ticketTransfers)
    .where(
      and(
        inArray(ticketTransfers.status, ['pending', 'accepted']),
        or(eq(ticketTransfers.participantId, participantId), eq(ticketTransfers.newParticipantId, participantId)),
      ),
    );
  for (const row of rows) {
    if (row.from !== participantId) throw unprocessable(texts.received);
    if (row.status === 'accepted') throw conflict(TRANSFER_BLOCKS_CANCEL.given);
    if (row.expiresAt.getTime() > now.getTime()) throw conflict(texts.pending);
  }
}

/** The quote as the contract has it (openapi.yaml TicketCancellationQuote). */
export function quoteJson(ticket: CancellableTicket): TicketCancellationQuote {
  return {
    participant_uuid: ticket.participantUuid,
    attendee_name: ticket.attendeeName,
    ticket_amount: paiseToRupeeString(ticket.refund.ticketAmount),
    fee_percent: ticket.subEvent.feeBps / 100,
    fee_kept: paiseToRupeeString(ticket.refund.feeKept),
    refund_amount: paiseToRupeeString(ticket.refund.refundAmount),
    cancellable_until: ticket.subEvent.cancellableUntil.toISOString(),
  };
}
