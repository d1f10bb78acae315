// POST .../sub-events/{uuid}/register: one attendee, one pending ticket, priced on the server.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_MAX_TICKETS } from '../../../src/domain/constants';
import { registrationStatus, registrationUnavailableToast } from '../../../src/domain/statuses';
import type { GuardianValues } from '../../../src/domain/validation';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { participantResponses, participants, type ResponseText } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { matchAnswers, validateAnswers, type Answer, type SubmittedResponse } from './answers';
import { CONTACT_FIELD_NAMES, contactOf, identityKey, type AttendeeContact } from './attendee-identity';
import { guardianFor, storeGuardian, type GuardianInput } from './guardian';
import { holdExpiry, isLiveTicket } from './holds';
import { countPlaces } from './places';
import { claimPlaceAndCommit } from './place-claim';
import { answerColumns, readResponseText } from './response-text';
import { rememberAttendee } from './saved-attendees';
import { findSubEvent, loadFormFields, type SubEventRecord } from './sub-event';
import { inTurn, turnsFor } from './turns';
import { answersToStore, priceTicket, type TicketPrice } from './ticket-price';

/** Of a process's pooled connections, the share one sub-event's registrations may hold at once: 4 of the default 20 (turns.ts). */
const REGISTRATIONS_SHARE_OF_POOL = 0.2;

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

  // Read before the turn, not in it: inside the transaction it took no lock either, and each round trip
  // in the turn keeps other registrations of the same race waiting (issue 29).
  if (contact && (await holdsPaidTicketFor(ctx.db, caller, subEvent.id, contact))) throw conflict(ALREADY_REGISTERED);
  await refuseWhenFull(ctx.db, caller, subEvent, now);
  const created = await inTurn(
    ctx.db,
    subEvent.id,
    () => ctx.db.transaction((tx) => insertWithinLimits(tx as Db, caller, subEvent, ticket, now)),
    turnsFor(ctx.config.databasePoolSize, REGISTRATIONS_SHARE_OF_POOL),
  );
  // Remembered once the ticket is committed, for the next booking's attendee list: a registration that
  // was refused is not remembered, and the turn is not held for it. A failure here (a pool too busy to
  // lend a connection) must not answer an error for a ticket that is held: the browser would register
  // the attendee again. The list is a convenience; the next registration remembers them.
  if (contact) await rememberAttendee(ctx.db, caller.id, contact, answers, now).catch(() => undefined);
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
 * A sold-out event refuses at once, counted without the sub-event's lock: when a popular race opens,
 * everyone who comes after the last place would otherwise queue for that lock only to be told the
 * same. It only ever refuses (a place freed a moment later goes to the next who asks), with the answer
 * insertWithinLimits gives; the paid-ticket check comes first, as it always did.
 */
async function refuseWhenFull(db: Db, caller: AuthenticatedUser, subEvent: SubEventRecord, now: Date): Promise<void> {
  const capacity = subEvent.totalAllowedRegistrations;
  if (capacity === null) return;
  const { taken, reserved } = await countPlaces(db, subEvent.id, now, caller.id);
  if (taken + reserved >= capacity) throw conflict(REGISTRATIONS_FULL);
}

/**
 * The pending ticket and its answers, written by one statement: the answers' rows take the ticket's id
 * from the ticket's insert (a data-modifying WITH query), so the turn holds one round trip, not two.
 */
async function insertTicket(tx: Db, caller: AuthenticatedUser, subEvent: SubEventRecord, ticket: NewTicket, now: Date) {
  const { price, stored: answers } = ticket;
  const ticketInsert = tx
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
    .returning({ id: participants.id, participantUuid: participants.participantUuid });
  const answersInsert =
    answers.length === 0
      ? null
      : tx.insert(participantResponses).values(
          answers.map((answer) => ({
            participantId: sql<number>`(select id from new_ticket)`,
            fieldUuid: answer.field.field_uuid,
            fieldName: answer.field.field_name,
            responseText: answer.value,
            createdAt: now,
          })),
        );
  const result = (await tx.execute(
    sql`with new_ticket as (${ticketInsert.getSQL()})${answersInsert ? sql`, new_answers as (${answersInsert.getSQL()})` : sql``}
        select id, participant_uuid from new_ticket`,
  )) as unknown as { rows: { id: number; participant_uuid: string }[] };
  const [row] = result.rows;
  if (!row) throw new Error('inserting a participant returned no row');
  return {
    id: Number(row.id),
    participantUuid: row.participant_uuid,
    registeredAt: now,
    holdExpiresAt: ticket.holdExpiresAt,
  };
}

/**
 * The ticket is written first and counted after: the sub-event row is then locked and the places are
 * counted afresh with this ticket among them; past the capacity (or the booking limit) the transaction
 * rolls back. Every registration holds that lock from its count to its commit, so each counts the
 * tickets of every registration that counted before it, and the limit can never be overshot; and the
 * lock is held for one count and the commit only, while the writes, the longer part, are made beside
 * other registrations (issue 29: when a popular race opens, registrations queue for this lock). The
 * lock, the count and the commit go to the database as one message (place-claim.ts), so the lock is
 * never held while this process is busy with other requests. Expired holds take no place (holds.ts),
 * counted at the same `now` the new ticket is registered at. Places held for a waitlister offered them
 * (places.ts) are gone for everyone but that person. The registration's own transaction only: on
 * PostgreSQL it is committed by the last step.
 */
async function insertWithinLimits(
  tx: Db,
  caller: AuthenticatedUser,
  subEvent: SubEventRecord,
  ticket: NewTicket,
  now: Date,
) {
  const participant = await insertTicket(tx, caller, subEvent, ticket, now);
  if (ticket.guardian) await storeGuardian(tx, participant.id, ticket.guardian, now);

  // This ticket is among those counted (a transaction sees its own writes).
  const capacity = subEvent.totalAllowedRegistrations;
  // The browser lets one booking hold at most this many tickets (SPEC §5 ticket limits); unpaid
  // tickets beyond it would only hold places others could take.
  const perBooking = capacity ?? DEFAULT_MAX_TICKETS;
  const refusal = await claimPlaceAndCommit(tx, {
    subEventId: subEvent.id,
    userId: caller.id,
    now,
    capacity,
    perBooking,
  });
  if (refusal === 'full') throw conflict(REGISTRATIONS_FULL);
  if (refusal === 'booking-limit') throw conflict(maxTicketsMessage(perBooking));
  return participant;
}
