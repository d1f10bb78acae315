// The caller's payable tickets for one sub-event, and what they cost (SPEC §9).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { placeOfSupply } from '../../../src/domain/gst';
import { computeCharges, type Charges } from '../../../src/domain/pricing';
import type { Db } from '../../db/connect';
import { events, participantResponses, participants, subEvents } from '../../db/schema';
import { answerColumns, readResponseText } from '../registrations/response-text';

export type SubEventRow = typeof subEvents.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;

export interface SubEventWithEvent {
  subEvent: SubEventRow;
  event: EventRow;
}

export async function findSubEvent(db: Db, subEventUuid: string): Promise<SubEventWithEvent | null> {
  const [row] = await db
    .select({ subEvent: subEvents, event: events })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.subEventUuid, subEventUuid));
  return row ?? null;
}

/** The caller's pending tickets for a sub-event, oldest first (the order the attendee forms were filled). */
export async function findPendingTickets(db: Db, userId: number, subEventId: number): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(participants)
    .where(
      and(eq(participants.userId, userId), eq(participants.subEventId, subEventId), eq(participants.status, 'pending')),
    )
    .orderBy(asc(participants.registeredAt), asc(participants.id));
}

/**
 * The one pricing rule for orders: the tickets' own amounts (category price or entry fee, stored
 * when the attendee registered) plus the sub-event's per-ticket platform fee, which free events do
 * not charge, taxed by the place of supply: the event's state against the supplier's GSTIN. The
 * summary, the amount charged and the invoice all come from here and computeCharges.
 */
export function chargesForTickets(
  supplierGstin: string,
  subEvent: SubEventRow,
  tickets: readonly Pick<ParticipantRow, 'amountPaise'>[],
  discountPaise = 0,
): Charges {
  const ticketTotalPaise = ticketTotalOf(tickets);
  const platformFeePaise = subEvent.entryFeeRequired ? subEvent.platformFeePaise * tickets.length : 0;
  const { supplyType } = placeOfSupply(supplierGstin, subEvent.stateName);
  return computeCharges({ ticketTotalPaise, discountPaise, platformFeePaise, supplyType });
}

/** What the tickets' entry fees add up to, before any discount. */
export function ticketTotalOf(tickets: readonly Pick<ParticipantRow, 'amountPaise'>[]): number {
  return tickets.reduce((total, ticket) => total + ticket.amountPaise, 0);
}

export interface AttendeeContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

const CONTACT_FIELDS = {
  mandatory_participant_name: 'name',
  mandatory_email: 'email',
  mandatory_phone: 'phone',
} as const;

/** Name, email and phone each attendee gave on the form, by participant id. */
export async function attendeeContacts(db: Db, participantIds: number[]): Promise<Map<number, AttendeeContact>> {
  const contacts = new Map<number, AttendeeContact>();
  for (const id of participantIds) contacts.set(id, { name: null, email: null, phone: null });
  if (participantIds.length === 0) return contacts;
  const rows = await db
    .select(answerColumns)
    .from(participantResponses)
    .where(
      and(
        inArray(participantResponses.participantId, participantIds),
        inArray(participantResponses.fieldName, Object.keys(CONTACT_FIELDS)),
      ),
    );
  for (const row of rows) {
    const contact = contacts.get(row.participantId);
    const key = CONTACT_FIELDS[row.fieldName as keyof typeof CONTACT_FIELDS];
    if (!contact || !key) continue;
    const value = readResponseText(row.responseText);
    const text = Array.isArray(value) ? value.map(String).join(', ') : String(value ?? '');
    contact[key] = text.trim() === '' ? null : text;
  }
  return contacts;
}
