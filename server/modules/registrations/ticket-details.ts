// Correcting a paid ticket's attendee details (issue 28 item 4): its holder reopens the attendee form
// with the answers given and saves it again, until the sub-event's details_editable_until. SPEC §5's
// rules apply as when registering (answers.ts, guardian.ts); the category is kept (changing it moves
// money, and is its own operation); a changed name uses one of the event's name_changes_allowed. The
// e-ticket is re-issued: the holder's e-mail receives it with the new details. Under the ticket's row
// lock, as cancelling and transferring take it, so a correction and a cancellation wait for each other.
import { and, eq } from 'drizzle-orm';
import { formatOrderDate } from '../../../src/domain/dates';
import type { components } from '../../../src/api/schema';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { participantGuardians, participantResponses, participants, subEvents, ticketTransfers } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import { enqueueTicketReissuedMessage } from '../../messages/ticket-details-messages';
import { requireUuid } from '../catalog/uuid';
import { matchAnswers, validateAnswers, type SubmittedResponse } from './answers';
import { contactOf, NAME_FIELD } from './attendee-identity';
import { guardianFor, storeGuardian, type GuardianInput } from './guardian';
import { withTicketCategory } from './kept-category';
import { ALREADY_REGISTERED, holdsPaidTicketFor } from './register';
import { answersOf, readResponseText } from './response-text';
import { rememberAttendee } from './saved-attendees';
import { findSubEvent, loadFormFields, toEventBrief, toSubEventBrief } from './sub-event';
import { answersToStore } from './ticket-price';

type TicketDetailsJson = components['schemas']['TicketDetails'];
type DetailsUpdatedJson = components['schemas']['TicketDetailsUpdatedResponse']['message'];
type ParticipantRow = typeof participants.$inferSelect;
type SubEventRow = typeof subEvents.$inferSelect;

export const DETAILS_REFUSALS = {
  ticketNotFound: 'Ticket not found',
  notAllowed: 'This event does not allow editing details after booking',
  closed: (until: Date) => `Details for this event could be edited until ${formatOrderDate(until.toISOString())}`,
  notPaid: "Only a paid ticket's details can be edited",
  transferPending: 'Withdraw the transfer before editing this ticket',
  nameFixed: 'This event does not allow changing the name on a ticket',
  nameChangesUsed: 'The name on this ticket has already been changed as many times as this event allows',
  categoryKept: (category: string) => `This ticket is for ${category}: the category stays as booked`,
} as const;

const unprocessable = (message: string) => new HttpError(422, message);

/** Names compared as a person reads them: spacing and letter case fixed is not a change of name. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The caller's ticket with this uuid (locked when changing it): 404 when it is not theirs. */
async function ownTicket(db: Db, caller: AuthenticatedUser, uuid: string, options: { lock: boolean }) {
  const query = db
    .select({ participant: participants, subEvent: subEvents })
    .from(participants)
    .innerJoin(subEvents, eq(subEvents.id, participants.subEventId))
    .where(and(eq(participants.participantUuid, uuid), eq(participants.userId, caller.id)));
  const [row] = options.lock ? await query.for('update', { of: participants }) : await query;
  // A ticket removed before payment is gone, as the list shows it.
  if (!row || (row.participant.status === 'cancelled' && row.participant.paymentStatus !== 'paid')) {
    throw notFound(DETAILS_REFUSALS.ticketNotFound);
  }
  if (row.participant.status !== 'confirmed' || row.participant.paymentStatus !== 'paid') {
    throw unprocessable(DETAILS_REFUSALS.notPaid);
  }
  return row;
}

const namesLeft = (participant: ParticipantRow, subEvent: SubEventRow) =>
  Math.max(0, subEvent.nameChangesAllowed - participant.nameChangesUsed);

export async function getTicketDetails(
  ctx: AppContext,
  caller: AuthenticatedUser,
  participantUuidParam: unknown,
): Promise<TicketDetailsJson> {
  const uuid = requireUuid(participantUuidParam, 'participantUuid');
  const { participant, subEvent } = await ownTicket(ctx.db, caller, uuid, { lock: false });
  const record = await findSubEvent(ctx.db, subEvent.subEventUuid, { publicOnly: false });
  const answers = await answersOf(ctx.db, [participant.id]);
  return {
    participant_uuid: participant.participantUuid,
    category: participant.eventCategory,
    event: toEventBrief(record.event),
    sub_event: toSubEventBrief(record),
    form_fields: await loadFormFields(ctx.db, subEvent.id),
    responses: answers.map((answer) => ({
      field_name: answer.fieldName,
      response_text: readResponseText(answer.responseText),
    })),
    details_editable_until: subEvent.detailsEditableUntil?.toISOString() ?? null,
    name_changes_allowed: subEvent.nameChangesAllowed,
    name_changes_left: namesLeft(participant, subEvent),
    details_updated_at: participant.detailsUpdatedAt?.toISOString() ?? null,
  };
}

/** The event's window: open now, else why not. */
function requireOpenWindow(subEvent: SubEventRow, now: Date) {
  const until = subEvent.detailsEditableUntil;
  if (until === null) throw unprocessable(DETAILS_REFUSALS.notAllowed);
  if (now.getTime() >= until.getTime()) throw unprocessable(DETAILS_REFUSALS.closed(until));
}

/** Whether the answers change the attendee's name, and if so whether the event allows one more change. */
async function checkNameChange(
  tx: Db,
  ticket: { participant: ParticipantRow; subEvent: SubEventRow },
  newName: string | null,
  nameFieldUuid: string | undefined,
): Promise<boolean> {
  const before = await answersOf(tx, [ticket.participant.id]);
  const old = before.find((answer) => answer.fieldName === NAME_FIELD);
  const oldName = old ? readResponseText(old.responseText) : null;
  if (typeof oldName !== 'string' || newName === null || sameName(oldName, newName)) return false;
  const refusal =
    ticket.subEvent.nameChangesAllowed === 0
      ? DETAILS_REFUSALS.nameFixed
      : namesLeft(ticket.participant, ticket.subEvent) === 0
        ? DETAILS_REFUSALS.nameChangesUsed
        : null;
  if (refusal) throw new HttpError(422, refusal, [{ field: nameFieldUuid ?? NAME_FIELD, message: refusal }]);
  return true;
}

export async function updateTicketDetails(
  ctx: AppContext,
  caller: AuthenticatedUser,
  participantUuidParam: unknown,
  submitted: readonly SubmittedResponse[],
  guardianInput?: GuardianInput,
): Promise<DetailsUpdatedJson> {
  const uuid = requireUuid(participantUuidParam, 'participantUuid');
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const now = ctx.now();
    const ticket = await ownTicket(tx, caller, uuid, { lock: true });
    const { participant, subEvent } = ticket;
    requireOpenWindow(subEvent, now);
    const [pending] = await tx
      .select({ id: ticketTransfers.id, expiresAt: ticketTransfers.expiresAt })
      .from(ticketTransfers)
      .where(and(eq(ticketTransfers.participantId, participant.id), eq(ticketTransfers.status, 'pending')));
    if (pending && pending.expiresAt.getTime() > now.getTime()) throw conflict(DETAILS_REFUSALS.transferPending);

    // The form's rules are registerParticipant's, the category kept.
    const fields = await loadFormFields(tx, subEvent.id);
    const answers = withTicketCategory(
      fields,
      matchAnswers(fields, submitted),
      participant.eventCategory,
      DETAILS_REFUSALS.categoryKept,
    );
    validateAnswers(fields, answers, subEvent, now);
    const guardian = guardianFor(fields, answers, guardianInput, now);
    const stored = answersToStore(fields, answers, {
      eventCategory: participant.eventCategory,
      amountPaise: participant.amountPaise,
    });
    const contact = contactOf(new Map(answers.map((answer) => [answer.field.field_name, answer.value])));
    const nameField = fields.find((field) => field.field_name === NAME_FIELD);
    const nameChanged = await checkNameChange(tx, ticket, contact?.name ?? null, nameField?.field_uuid);
    // As registering does: one paid ticket per person per event for the same account.
    if (contact && (await holdsPaidTicketFor(tx, caller, subEvent.id, contact, participant.id))) {
      throw conflict(ALREADY_REGISTERED);
    }

    await tx.delete(participantResponses).where(eq(participantResponses.participantId, participant.id));
    if (stored.length > 0) {
      await tx.insert(participantResponses).values(
        stored.map((answer) => ({
          participantId: participant.id,
          fieldUuid: answer.field.field_uuid,
          fieldName: answer.field.field_name,
          responseText: answer.value,
          createdAt: now,
        })),
      );
    }
    // A guardian's consent is given again with the form (an adult's date of birth needs none).
    await tx.delete(participantGuardians).where(eq(participantGuardians.participantId, participant.id));
    if (guardian) await storeGuardian(tx, participant.id, guardian, now);
    if (contact) await rememberAttendee(tx, caller.id, contact, answers, now);
    const used = participant.nameChangesUsed + (nameChanged ? 1 : 0);
    await tx
      .update(participants)
      .set({ nameChangesUsed: used, detailsUpdatedAt: now, updatedAt: now })
      .where(eq(participants.id, participant.id));
    await enqueueTicketReissuedMessage(tx, { participantUuid: participant.participantUuid, userId: caller.id }, now);
    return {
      participant_uuid: participant.participantUuid,
      details_updated_at: now.toISOString(),
      name_changes_left: Math.max(0, subEvent.nameChangesAllowed - used),
      name_changed: nameChanged,
    };
  });
}
