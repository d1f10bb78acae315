// Rows for the order and payment tests, written straight into the database so these tests do not
// depend on the registration API. Every call makes its own master, event and sub-event.
import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/connect';
import { eventMasters, events, orders, participantResponses, participants, subEvents } from '../../../server/db/schema';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export interface PaidSubEvent {
  subEventId: number;
  subEventUuid: string;
  eventUuid: string;
  eventTitle: string;
  name: string;
  ticketName: string | null;
}

/** A sub-event with registration open around `now` (paid, ₹30 platform fee per ticket unless overridden). */
export async function createSubEvent(
  db: Db,
  now: Date,
  overrides: Partial<typeof subEvents.$inferInsert> = {},
): Promise<PaidSubEvent> {
  const word = randomUUID().slice(0, 8);
  const [master] = await db
    .insert(eventMasters)
    .values({ name: `Master ${word}`, category: 'Athletic' })
    .returning();
  const eventTitle = `Pune Monsoon Run ${word}`;
  const [event] = await db.insert(events).values({ eventMasterId: master!.id, title: eventTitle }).returning();
  const [subEvent] = await db
    .insert(subEvents)
    .values({
      eventId: event!.id,
      name: `Monsoon 10K ${word}`,
      ticketName: 'Monsoon Run Ticket',
      cityName: 'Pune',
      stateName: 'Maharashtra',
      registrationStart: new Date(now.getTime() - DAY),
      registrationEnd: new Date(now.getTime() + 5 * DAY),
      startDatetime: new Date(now.getTime() + 7 * DAY),
      endDatetime: new Date(now.getTime() + 7 * DAY + 6 * HOUR),
      entryFeePaise: 79_900,
      entryFeeRequired: true,
      platformFeePaise: 3_000,
      isPublished: true,
      approvalStatus: 'approved',
      ...overrides,
    })
    .returning();
  return {
    subEventId: subEvent!.id,
    subEventUuid: subEvent!.subEventUuid,
    eventUuid: event!.eventUuid,
    eventTitle,
    name: subEvent!.name,
    ticketName: subEvent!.ticketName,
  };
}

export interface TicketSpec {
  userId: number;
  subEventId: number;
  category: string | null;
  amountPaise: number;
  name?: string;
  email?: string;
  phone?: string;
  registeredAt?: Date;
}

export interface Ticket {
  id: number;
  participantUuid: string;
}

/** A pending ticket with the attendee's name, email and phone as form responses. */
export async function createPendingTicket(db: Db, spec: TicketSpec): Promise<Ticket> {
  const [row] = await db
    .insert(participants)
    .values({
      userId: spec.userId,
      subEventId: spec.subEventId,
      eventCategory: spec.category,
      amountPaise: spec.amountPaise,
      ...(spec.registeredAt ? { registeredAt: spec.registeredAt } : {}),
    })
    .returning({ id: participants.id, participantUuid: participants.participantUuid });
  const responses = [
    ['mandatory_participant_name', spec.name ?? 'Asha Kulkarni'],
    ['mandatory_email', spec.email ?? 'asha@example.in'],
    ['mandatory_phone', spec.phone ?? '9876543210'],
    ['mandatory_city', 'Pune'],
  ] as const;
  await db.insert(participantResponses).values(
    responses.map(([fieldName, responseText]) => ({
      participantId: row!.id,
      fieldUuid: randomUUID(),
      fieldName,
      responseText,
    })),
  );
  return row!;
}

export async function deleteTicket(db: Db, ticketId: number): Promise<void> {
  await db.delete(participants).where(eq(participants.id, ticketId));
}

export async function ticketRow(db: Db, ticketId: number) {
  const [row] = await db.select().from(participants).where(eq(participants.id, ticketId));
  return row!;
}

export async function orderRowByUuid(db: Db, orderUuid: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderUuid, orderUuid));
  return row!;
}

export async function ordersOf(db: Db, userId: number, subEventId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.subEventId, subEventId)));
}

/** 2 x 5K at ₹799 and 1 x 10K at ₹1,199, registered one after another just before `now`. */
export async function createThreeTickets(db: Db, now: Date, userId: number, subEvent: PaidSubEvent): Promise<Ticket[]> {
  const base = now.getTime();
  return [
    await createPendingTicket(db, {
      userId,
      subEventId: subEvent.subEventId,
      category: '5K',
      amountPaise: 79_900,
      name: 'Asha Kulkarni',
      email: 'asha@example.in',
      phone: '9876543210',
      registeredAt: new Date(base - 3000),
    }),
    await createPendingTicket(db, {
      userId,
      subEventId: subEvent.subEventId,
      category: '10K',
      amountPaise: 119_900,
      name: 'Ravi Kulkarni',
      email: 'ravi@example.in',
      phone: '9123456780',
      registeredAt: new Date(base - 2000),
    }),
    await createPendingTicket(db, {
      userId,
      subEventId: subEvent.subEventId,
      category: '5K',
      amountPaise: 79_900,
      name: 'Meera Kulkarni',
      email: 'meera@example.in',
      phone: '9988776655',
      registeredAt: new Date(base - 1000),
    }),
  ];
}

/** The checkout's razorpay_signature by the provider's formula, computed independently of the server. */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}
