// exportMyData: everything held about one account (DPDP Act 2023 §11), read from every table that
// keeps a row of it. Internal keys and secrets (MPIN hash, token hashes) are left out; everything a
// person entered or the server recorded about them is in, as stored.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  consents,
  orders,
  participantGuardians,
  participants,
  savedAttendees,
  subEvents,
  ticketCategoryChanges,
  uploads,
  users,
} from '../../db/schema';
import { notFound } from '../../errors';
import { AUTH_ERRORS } from '../auth/messages';
import { answersOf, readResponseText } from '../registrations/response-text';
import { transferHistoryOf } from '../registrations/transfer-views';

/** Internal keys and secrets: not personal data of the person, or not theirs to have. */
const LEFT_OUT = new Set([
  'id',
  'userId',
  'mpinHash',
  'sessionEpoch',
  'mpinFailedAttempts',
  'subEventId',
  'orderId',
  'participantId',
  'changeOrderId',
  'creditNoteId',
]);

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A row as the export shows it: snake_case names, internal keys and secrets left out. */
export function exportedRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !LEFT_OUT.has(key))
      .map(([key, value]) => [snakeCase(key), value]),
  );
}

async function attendeesOf(db: Db, userId: number, now: Date) {
  const rows = await db
    .select({ participant: participants, event: subEvents.name, orderUuid: orders.orderUuid })
    .from(participants)
    .innerJoin(subEvents, eq(subEvents.id, participants.subEventId))
    .leftJoin(orders, eq(orders.id, participants.orderId))
    .where(eq(participants.userId, userId))
    .orderBy(asc(participants.id));
  const ids = rows.map((row) => row.participant.id);
  if (ids.length === 0) return [];
  const [answers, guardians, transfers, changes] = await Promise.all([
    answersOf(db, ids),
    db.select().from(participantGuardians).where(inArray(participantGuardians.participantId, ids)),
    transferHistoryOf(db, ids, now),
    db
      .select()
      .from(ticketCategoryChanges)
      .where(inArray(ticketCategoryChanges.participantId, ids))
      .orderBy(asc(ticketCategoryChanges.id)),
  ]);
  const guardianOf = new Map(guardians.map((guardian) => [guardian.participantId, guardian]));
  return rows.map(({ participant, event, orderUuid }) => ({
    ...exportedRow(participant),
    event,
    order_uuid: orderUuid,
    answers: Object.fromEntries(
      answers
        .filter((answer) => answer.participantId === participant.id)
        .map((answer) => [answer.fieldName, readResponseText(answer.responseText)]),
    ),
    guardian: guardianOf.has(participant.id) ? exportedRow(guardianOf.get(participant.id)!) : null,
    // Issue 28: every transfer offered of this ticket, and the one it came by.
    transfers: transfers.sent.get(participant.id) ?? [],
    received_by_transfer: transfers.received.get(participant.id) ?? null,
    // Issue 28: every move to another category asked for, made or lapsed, with its refund.
    category_changes: changes
      .filter((change) => change.participantId === participant.id)
      .map((change) => exportedRow(change)),
  }));
}

export async function exportAccountData(db: Db, userId: number, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(AUTH_ERRORS.userNotFound);
  const [consentRows, orderRows, savedRows, uploadRows] = await Promise.all([
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
    db.select().from(savedAttendees).where(eq(savedAttendees.userId, userId)).orderBy(asc(savedAttendees.id)),
    db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.id)),
  ]);
  return {
    exported_at: now.toISOString(),
    profile: exportedRow(user),
    consents: consentRows.map(exportedRow),
    attendees: await attendeesOf(db, userId, now),
    orders: orderRows.map(exportedRow),
    saved_attendees: savedRows.map(exportedRow),
    uploads: uploadRows.map(exportedRow),
  };
}
