// POST .../sub-events/{uuid}/register: one attendee, one pending ticket, priced on the server.
import { and, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_MAX_TICKETS } from '../../../src/domain/constants';
import { registrationStatus, registrationUnavailableToast } from '../../../src/domain/statuses';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { participantResponses, participants, subEvents } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { matchAnswers, validateAnswers, type Answer, type SubmittedResponse } from './answers';
import { findSubEvent, loadFormFields, type SubEventRecord } from './sub-event';
import { answersToStore, priceTicket, type TicketPrice } from './ticket-price';

export const REGISTRATIONS_FULL = 'Registrations are full for this event';
export const maxTicketsMessage = (limit: number) => `Maximum ${limit} tickets allowed for this event`;

export interface RegistrationCreated {
  id: number;
  participant_uuid: string;
  sub_event_uuid: string;
  status: 'pending';
  payment_status: 'pending';
  registered_at: string;
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
): Promise<RegistrationCreated> {
  const now = ctx.now();
  const record = await findSubEvent(ctx.db, subEventUuid, { publicOnly: true });
  const { subEvent } = record;
  assertRegistrationOpen(subEvent, now);

  const fields = await loadFormFields(ctx.db, subEvent.id);
  const answers = matchAnswers(fields, submitted);
  validateAnswers(fields, answers, subEvent, now);
  const price = priceTicket(subEvent, fields, answers);
  const stored = answersToStore(fields, answers, price);

  const created = await ctx.db.transaction((tx) => insertWithinLimits(tx as Db, caller, subEvent, price, stored, now));
  return {
    id: created.id,
    participant_uuid: created.participantUuid,
    sub_event_uuid: subEvent.subEventUuid,
    status: 'pending',
    payment_status: 'pending',
    registered_at: created.registeredAt.toISOString(),
  };
}

/**
 * The sub-event row is locked first, so concurrent registrations for one event take turns: each counts
 * the tickets the previous ones committed, and the limit can never be overshot.
 */
async function insertWithinLimits(
  tx: Db,
  caller: AuthenticatedUser,
  subEvent: SubEventRecord,
  price: TicketPrice,
  answers: readonly Answer[],
  now: Date,
) {
  await tx.select({ id: subEvents.id }).from(subEvents).where(eq(subEvents.id, subEvent.id)).for('update');
  const [counts] = await tx
    .select({
      taken: sql<number>`count(*)::int`,
      pendingOfCaller: sql<number>`(count(*) filter (where ${participants.userId} = ${caller.id} and ${participants.status} = 'pending'))::int`,
    })
    .from(participants)
    .where(and(eq(participants.subEventId, subEvent.id), ne(participants.status, 'cancelled')));

  const capacity = subEvent.totalAllowedRegistrations;
  if (capacity !== null && Number(counts?.taken ?? 0) >= capacity) throw conflict(REGISTRATIONS_FULL);
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
      createdAt: now,
      updatedAt: now,
    })
    .returning({
      id: participants.id,
      participantUuid: participants.participantUuid,
      registeredAt: participants.registeredAt,
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
  return participant;
}
