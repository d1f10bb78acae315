// POST .../sub-events/{uuid}/register: one attendee, one pending ticket, priced on the server.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_MAX_TICKETS } from '../../../src/domain/constants';
import { registrationStatus, registrationUnavailableToast } from '../../../src/domain/statuses';
import type { GuardianValues } from '../../../src/domain/validation';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { participantResponses, participants, subEvents, type ResponseText } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { matchAnswers, validateAnswers, type Answer, type SubmittedResponse } from './answers';
import { CONTACT_FIELD_NAMES, contactOf, identityKey, type AttendeeContact } from './attendee-identity';
import { guardianFor, storeGuardian, type GuardianInput } from './guardian';
import { holdExpiry, isLiveTicket, takesAPlace } from './holds';
import { countPlaces } from './places';
import { answerColumns, readResponseText } from './response-text';
import { rememberAttendee } from './saved-attendees';
import { findSubEvent, loadFormFields, type SubEventRecord } from './sub-event';
import { answersToStore, priceTicket, type TicketPrice } from './ticket-price';

export const REGISTRATIONS_FULL = 'Registrations are full for this event';
export const ALREADY_REGISTERED = 'This attendee is already registered for this event';
export const maxTicketsMessage = (limit: number) => `Maximum ${limit} tickets allowed for this event`;

export interface RegistrationCreated {
  id: number;
  participant_uuid: string;
  sub_event_uuid: string;
  status: 'pending';
  payment_status: 'pending';
  registered_at: string;
  /** Until when the ticket holds its place unless paid (extension). */
  hold_expires_at: string | null;
}

/** SPEC §4: only an 'open' registration takes attendees; the refusal carries the detail page's toast. */
function assertRegistrationOpen(subEvent: SubEventRecord, now: Date): void {
  const status = registrationStatus(
    {
      startDate: subEvent.startDatetime,
      endDate: subEvent.endDatetime,
      registrationStart: subEvent.registrationStart,
      registrationEnd: subEvent.registrationEnd,
    },
    now,
  );
  const refusal = registrationUnavailableToast(status.state);
  if (refusal !== null) throw badRequest(refusal);
}

export async function registerParticipant(
  ctx: AppContext,
  caller: AuthenticatedUser,
  subEventUuid: unknown,
  submitted: readonly SubmittedResponse[],
  guardianInput?: GuardianInput,
): Promise<RegistrationCreated> {
  const now = ctx.now();
  const record = await findSubEvent(ctx.db, subEventUuid, { publicOnly: true });
  const { subEvent } = record;
  assertRegistrationOpen(subEvent, now);

  const fields = await loadFormFields(ctx.db, subEvent.id);
  const answers = matchAnswers(fields, submitted);
  validateAnswers(fields, answers, subEvent, now);
  const guardian = guardianFor(fields, answers, guardianInput, now);
  const price = priceTicket(subEvent, fields, answers);
  const stored = answersToStore(fields, answers, price);
  const contact = contactOf(new Map(answers.map((answer) => [answer.field.field_name, answer.value])));
  const ticket: NewTicket = {
    price,
    stored,
    answers,
    contact,
    guardian,
    holdExpiresAt: holdExpiry(ctx.config, now),
  };

  const created = await ctx.db.transaction((tx) => insertWithinLimits(tx as Db, caller, subEvent, ticket, now));
  return {
    id: created.id,
    participant_uuid: created.participantUuid,
    sub_event_uuid: subEvent.subEventUuid,
    status: 'pending',
    payment_status: 'pending',
    registered_at: created.registeredAt.toISOString(),
    hold_expires_at: created.holdExpiresAt?.toISOString() ?? null,
  };
}

interface NewTicket {
  price: TicketPrice;
  /** The answers as stored on the ticket (the derived price included). */
  stored: readonly Answer[];
  /** The answers as given, for the saved attendee. */
  answers: readonly Answer[];
  contact: AttendeeContact | null;
  /** A minor's parent or guardian (issue 27), else null. */
  guardian: GuardianValues | null;
  holdExpiresAt: Date;
}

/**
 * True when the caller already holds a paid (confirmed) ticket for this sub-event for the same
 * person. Pending tickets do not count: re-booking after an expired hold is allowed.
 */
export async function holdsPaidTicketFor(
  tx: Db,
  caller: AuthenticatedUser,
  subEventId: number,
  contact: AttendeeContact,
  /** A ticket not to compare with: the one whose details are being corrected. */
  exceptParticipantId?: number,
): Promise<boolean> {
  const rows = await tx
    .select(answerColumns)
    .from(participantResponses)
    .innerJoin(participants, eq(participants.id, participantResponses.participantId))
    .where(
      and(
        eq(participants.userId, caller.id),
        eq(participants.subEventId, subEventId),
        isLiveTicket(),
        or(eq(participants.status, 'confirmed'), eq(participants.paymentStatus, 'paid')),
        inArray(participantResponses.fieldName, [...CONTACT_FIELD_NAMES]),
      ),
    );
  const byTicket = new Map<number, Map<string, ResponseText>>();
  for (const row of rows) {
    const answers = byTicket.get(row.participantId) ?? new Map<string, ResponseText>();
    answers.set(row.fieldName, readResponseText(row.responseText));
    byTicket.set(row.participantId, answers);
  }
  const wanted = identityKey(contact);
  for (const [participantId, answers] of byTicket) {
    if (participantId === exceptParticipantId) continue;
    const paid = contactOf(answers);
    if (paid && identityKey(paid) === wanted) return true;
  }
  return false;
}

/**
 * The sub-event row is locked first, so concurrent registrations for one event take turns: each counts
 * the tickets the previous ones committed, and the limit can never be overshot. Expired holds take no
 * place (holds.ts), counted at the same `now` the new ticket is registered at. Places held for a
 * waitlister offered them (places.ts) are gone for everyone but that person.
 */
async function insertWithinLimits(
  tx: Db,
  caller: AuthenticatedUser,
  subEvent: SubEventRecord,
  ticket: NewTicket,
  now: Date,
) {
  const { price, stored: answers } = ticket;
  await tx.select({ id: subEvents.id }).from(subEvents).where(eq(subEvents.id, subEvent.id)).for('update');
  if (ticket.contact && (await holdsPaidTicketFor(tx, caller, subEvent.id, ticket.contact))) {
    throw conflict(ALREADY_REGISTERED);
  }
  const [counts] = await tx
    .select({
      pendingOfCaller: sql<number>`(count(*) filter (where ${participants.userId} = ${caller.id} and ${participants.status} = 'pending'))::int`,
    })
    .from(participants)
    .where(and(eq(participants.subEventId, subEvent.id), takesAPlace(now)));

  const capacity = subEvent.totalAllowedRegistrations;
  if (capacity !== null) {
    const { taken, reserved } = await countPlaces(tx, subEvent.id, now, caller.id);
    if (taken + reserved >= capacity) throw conflict(REGISTRATIONS_FULL);
  }
  // The browser lets one booking hold at most this many tickets (SPEC §5 ticket limits); unpaid
  // tickets beyond it would only hold places others could take.
  const perBooking = capacity ?? DEFAULT_MAX_TICKETS;
  if (Number(counts?.pendingOfCaller ?? 0) >= perBooking) throw conflict(maxTicketsMessage(perBooking));

  const [participant] = await tx
    .insert(participants)
    .values({
      userId: caller.id,
      subEventId: subEvent.id,
      status: 'pending',
      paymentStatus: 'pending',
      eventCategory: price.eventCategory,
      amountPaise: price.amountPaise,
      registeredAt: now,
      holdExpiresAt: ticket.holdExpiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning({
      id: participants.id,
      participantUuid: participants.participantUuid,
      registeredAt: participants.registeredAt,
      holdExpiresAt: participants.holdExpiresAt,
    });
  if (!participant) throw new Error('inserting a participant returned no row');

  if (answers.length > 0) {
    await tx.insert(participantResponses).values(
      answers.map((answer) => ({
        participantId: participant.id,
        fieldUuid: answer.field.field_uuid,
        fieldName: answer.field.field_name,
        responseText: answer.value,
        createdAt: now,
      })),
    );
  }
  if (ticket.guardian) await storeGuardian(tx, participant.id, ticket.guardian, now);
  if (ticket.contact) await rememberAttendee(tx, caller.id, ticket.contact, ticket.answers, now);
  return participant;
}
