// What a confirmation or refund message says about an order, read from the rows the order names.
// Read at delivery rather than stored with the message: every fact here is fixed once the order is
// paid or refunded (charges, attendees' answers, the invoice number), so a retry says the same.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events, orderItems, orders, participants, subEvents, users } from '../db/schema';
import { contactOf } from '../modules/registrations/attendee-identity';
import { answersOf, readResponseText } from '../modules/registrations/response-text';

export interface AttendeeFacts {
  participantUuid: string;
  name: string;
  category: string | null;
  /** For the e-ticket's expiry (server/modules/tickets/ticket-code.ts ticketExpiry). */
  paidAt: Date | null;
  registeredAt: Date;
}

export interface OrderFacts {
  orderUuid: string;
  status: string;
  buyer: { name: string; email: string | null; mobileNumber: string };
  event: {
    name: string;
    subEventUuid: string;
    startsAt: Date | null;
    endsAt: Date | null;
    venue: string | null;
    city: string | null;
    state: string | null;
  };
  attendees: AttendeeFacts[];
  grandTotalPaise: number;
  invoiceNumber: string | null;
  paidAt: Date | null;
  refundReason: string | null;
}

/** The order's facts, or null when there is no such order. */
export async function loadOrderFacts(db: Db, orderUuid: string): Promise<OrderFacts | null> {
  const [row] = await db
    .select({ order: orders, user: users, subEvent: subEvents, eventTitle: events.title })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(subEvents, eq(subEvents.id, orders.subEventId))
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(orders.orderUuid, orderUuid));
  if (!row) return null;
  const tickets = await db
    .select({
      id: participants.id,
      participantUuid: participants.participantUuid,
      category: participants.eventCategory,
      paidAt: participants.paidAt,
      registeredAt: participants.registeredAt,
    })
    .from(orderItems)
    .innerJoin(participants, eq(participants.id, orderItems.participantId))
    .where(eq(orderItems.orderId, row.order.id))
    .orderBy(asc(orderItems.id));
  const answers = await answersOf(
    db,
    tickets.map((ticket) => ticket.id),
  );
  const { order, user, subEvent } = row;
  return {
    orderUuid: order.orderUuid,
    status: order.status,
    buyer: {
      name: user.fullName ?? user.username ?? user.mobileNumber,
      email: user.email,
      mobileNumber: user.mobileNumber,
    },
    event: {
      name: subEvent.name || row.eventTitle,
      subEventUuid: subEvent.subEventUuid,
      startsAt: subEvent.startDatetime,
      endsAt: subEvent.endDatetime,
      venue: subEvent.eventVenueAddress,
      city: subEvent.cityName,
      state: subEvent.stateName,
    },
    attendees: tickets.map((ticket, index) => {
      const byField = new Map(
        answers
          .filter((answer) => answer.participantId === ticket.id)
          .map((answer) => [answer.fieldName, readResponseText(answer.responseText)]),
      );
      return {
        participantUuid: ticket.participantUuid,
        name: contactOf(byField)?.name ?? `Attendee ${index + 1}`,
        category: ticket.category,
        paidAt: ticket.paidAt,
        registeredAt: ticket.registeredAt,
      };
    }),
    grandTotalPaise: order.grandTotalPaise,
    invoiceNumber: order.invoiceNumber,
    paidAt: order.paidAt,
    refundReason: order.refundReason,
  };
}
