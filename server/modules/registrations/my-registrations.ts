// GET .../my-registrations and .../my-participated-events: the caller's own tickets, nobody else's.
import { and, asc, eq, exists, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paiseToRupeeString } from '../../../src/domain/money';
import type { AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import {
  events,
  orders,
  participants,
  subEvents,
  taxDocuments,
  ticketCancellations,
  type ResponseText,
} from '../../db/schema';
import { DEFAULT_VENUE, isoOrNull } from '../catalog/public-sub-event';
import { signingKeyOf } from '../tickets/signing-key';
import { ticketCode, ticketExpiry } from '../tickets/ticket-code';
import { cancellationJson } from './cancel-ticket';
import { isLiveTicket } from './holds';
import { transfersOf, type TicketTransferViews } from './transfer-views';
import { categoryChangesOf, type CategoryChangeView } from './category-change-views';
import { answersOf, readResponseText } from './response-text';
import { findSubEvent, toEventBrief, toSubEventBrief, type EventBrief, type SubEventBrief } from './sub-event';

export interface ParticipantView {
  id: number;
  participant_uuid: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'transferred';
  registered_at: string;
  payment_status: 'pending' | 'paid' | 'failed';
  payment_amount: string;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  paid_at: string | null;
  responses: { field_name: string; response_text: ResponseText }[];
  /** Extension: until when an unpaid ticket holds its place (holds.ts). */
  hold_expires_at: string | null;
  /** Extension: the signed e-ticket code its QR holds (server/modules/tickets); only on a paid ticket. */
  ticket_code?: string;
  /** Extension (issue 28): only on a ticket its buyer cancelled, its refund and credit note. */
  cancellation?: ReturnType<typeof cancellationJson>;
  /** Extension (issue 28): a transfer waiting, or the one that gave the ticket away. */
  transfer?: TicketTransferViews['transfer'];
  /** Extension (issue 28): on a ticket received by transfer, its sender's name. */
  transferred_from?: string;
  /** Extension (issue 28): when its holder last corrected the attendee details (null: as booked). */
  details_updated_at: string | null;
  /** Extension (issue 28): how many times the attendee's name was changed after paying. */
  name_changes_used: number;
  /** Extension (issue 28): the ticket's move to another category, once made. */
  category_change: CategoryChangeView | null;
}

export interface MyRegistrations {
  participants: ParticipantView[];
  sub_event: SubEventBrief;
  event: EventBrief;
  total_participants: number;
}

/** A ticket the person is going on: confirmed or paid (and not removed). My Events lists the same. */
export function isAdmissionTicket(participant: { status: string; paymentStatus: string }): boolean {
  return (
    participant.status !== 'cancelled' &&
    participant.status !== 'transferred' &&
    (participant.status === 'confirmed' || participant.paymentStatus === 'paid')
  );
}

/**
 * The caller's tickets for one sub-event, oldest first, each with its answers. Tickets removed before
 * payment are left out; a paid ticket its buyer cancelled (issue 28) is listed 'cancelled' with its
 * refund and credit note, and without an e-ticket. Admission tickets carry their e-ticket code, signed
 * with `ticketSigningKey` (Ed25519, valid until a day after the event).
 */
export async function listMyRegistrations(
  db: Db,
  caller: AuthenticatedUser,
  subEventUuid: unknown,
  ticketSigningKey: string,
  now: Date,
): Promise<MyRegistrations> {
  const record = await findSubEvent(db, subEventUuid, { publicOnly: false });
  // The order a cancelled ticket was paid in, which its invoice page (and credit note) is under.
  const cancelledOrder = alias(orders, 'cancelled_order');
  const rows = await db
    .select({
      participant: participants,
      // The ticket keeps the provider ids once paid; until then the order it waits in names them.
      providerOrderId: sql<string | null>`coalesce(${participants.razorpayOrderId}, ${orders.providerOrderId})`,
      providerPaymentId: sql<string | null>`coalesce(${participants.razorpayPaymentId}, ${orders.providerPaymentId})`,
      cancellation: ticketCancellations,
      cancelledOrderUuid: cancelledOrder.orderUuid,
      creditNoteNumber: taxDocuments.number,
    })
    .from(participants)
    .leftJoin(orders, eq(orders.id, participants.orderId))
    .leftJoin(ticketCancellations, eq(ticketCancellations.participantId, participants.id))
    .leftJoin(cancelledOrder, eq(cancelledOrder.id, ticketCancellations.orderId))
    .leftJoin(taxDocuments, eq(taxDocuments.id, ticketCancellations.creditNoteId))
    .where(
      and(
        eq(participants.userId, caller.id),
        eq(participants.subEventId, record.subEvent.id),
        or(ne(participants.status, 'cancelled'), isNotNull(ticketCancellations.id)),
      ),
    )
    .orderBy(asc(participants.registeredAt), asc(participants.id));

  const ids = rows.map((row) => row.participant.id);
  const answers = await answersOf(db, ids);
  const answersByParticipant = new Map<number, ParticipantView['responses']>();
  for (const answer of answers) {
    const list = answersByParticipant.get(answer.participantId) ?? [];
    list.push({ field_name: answer.fieldName, response_text: readResponseText(answer.responseText) });
    answersByParticipant.set(answer.participantId, list);
  }

  const transfers = await transfersOf(db, ids, now);
  const changes = await categoryChangesOf(db, ids);
  const views = rows.map(({ participant, providerOrderId, providerPaymentId, ...cancelled }) => ({
    id: participant.id,
    participant_uuid: participant.participantUuid,
    status: participant.status,
    registered_at: participant.registeredAt.toISOString(),
    payment_status: participant.paymentStatus,
    payment_amount: paiseToRupeeString(participant.amountPaise),
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: providerPaymentId,
    paid_at: isoOrNull(participant.paidAt),
    responses: answersByParticipant.get(participant.id) ?? [],
    hold_expires_at: isoOrNull(participant.holdExpiresAt),
    details_updated_at: isoOrNull(participant.detailsUpdatedAt),
    name_changes_used: participant.nameChangesUsed,
    category_change: changes.get(participant.id) ?? null,
    ...(isAdmissionTicket(participant)
      ? {
          ticket_code: ticketCode(
            signingKeyOf(ticketSigningKey),
            participant.participantUuid,
            record.subEvent.subEventUuid,
            ticketExpiry({ ...record.subEvent, paidAt: participant.paidAt, registeredAt: participant.registeredAt }),
          ),
        }
      : {}),
    ...transfers.get(participant.id),
    ...(cancelled.cancellation && cancelled.cancelledOrderUuid
      ? {
          cancellation: cancellationJson(cancelled.cancellation, {
            orderUuid: cancelled.cancelledOrderUuid,
            creditNoteNumber: cancelled.creditNoteNumber,
          }),
        }
      : {}),
  }));
  return {
    participants: views,
    sub_event: toSubEventBrief(record),
    event: toEventBrief(record.event),
    total_participants: views.length,
  };
}

export interface MyEventItem {
  sub_event_uuid: string;
  event_title: string;
  sub_event_ticket_name: string | null;
  sub_event_banner_url_path: string | null;
  event_banner_url_path: string | null;
  city_name: string | null;
  state_name: string | null;
  country_name: string | null;
  sub_event_start_date: string | null;
  /** Extensions for 'Add to calendar' on My Events. */
  sub_event_end_date: string | null;
  event_venue_address: string;
  summary: string | null;
}

/**
 * Sub-events where the caller holds at least one confirmed (paid) ticket, soonest first. Unpaid
 * tickets wait in the order summary; My Events lists what the caller is actually going to.
 */
export async function listMyParticipatedEvents(db: Db, caller: AuthenticatedUser): Promise<MyEventItem[]> {
  const holdsConfirmedTicket = exists(
    db
      .select({ one: sql`1` })
      .from(participants)
      .where(
        and(
          eq(participants.subEventId, subEvents.id),
          eq(participants.userId, caller.id),
          isLiveTicket(),
          or(eq(participants.status, 'confirmed'), eq(participants.paymentStatus, 'paid')),
        ),
      ),
  );
  const rows = await db
    .select({
      subEventUuid: subEvents.subEventUuid,
      eventTitle: events.title,
      ticketName: subEvents.ticketName,
      subEventName: subEvents.name,
      subEventBanner: subEvents.bannerUrlPath,
      eventBanner: events.bannerUrlPath,
      cityName: subEvents.cityName,
      stateName: subEvents.stateName,
      countryName: subEvents.countryName,
      startDatetime: subEvents.startDatetime,
      endDatetime: subEvents.endDatetime,
      venue: subEvents.eventVenueAddress,
      summary: subEvents.summary,
    })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(holdsConfirmedTicket)
    .orderBy(sql`${subEvents.startDatetime} asc nulls last`, asc(subEvents.id));
  return rows.map((row) => ({
    sub_event_uuid: row.subEventUuid,
    event_title: row.eventTitle,
    sub_event_ticket_name: row.ticketName ?? row.subEventName,
    sub_event_banner_url_path: row.subEventBanner,
    event_banner_url_path: row.eventBanner,
    city_name: row.cityName,
    state_name: row.stateName,
    country_name: row.countryName,
    sub_event_start_date: isoOrNull(row.startDatetime),
    sub_event_end_date: isoOrNull(row.endDatetime),
    event_venue_address: row.venue?.trim() ? row.venue : DEFAULT_VENUE,
    summary: row.summary,
  }));
}
