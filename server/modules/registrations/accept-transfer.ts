// POST /ticket-transfers/{uuid}/accept (issue 28 item 2): the recipient takes the ticket with their own
// attendee form. In one transaction, under the ticket's row lock and then the transfer's (the order
// withdrawing and cancelling take too): the sender's row becomes 'transferred' (it holds no place and
// is on the sub-event's revoked list, so its QR stops verifying) and a paid row of the same category,
// price and order is made for the recipient, with a new uuid and so a new QR. Places taken do not
// change. Of two accepts at once the second waits for the first and then reads the transfer accepted.
import { eq } from 'drizzle-orm';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { participantResponses, participants, subEvents, ticketTransfers } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { enqueueTransferAcceptedMessages } from '../../messages/ticket-transfer-messages';
import { requireUuid } from '../catalog/uuid';
import { matchAnswers, validateAnswers, type SubmittedResponse } from './answers';
import { withTicketCategory } from './kept-category';
import { contactOf } from './attendee-identity';
import { guardianFor, storeGuardian, type GuardianInput } from './guardian';
import { ALREADY_REGISTERED, holdsPaidTicketFor } from './register';
import { rememberAttendee } from './saved-attendees';
import { findSubEvent, loadFormFields } from './sub-event';
import { answersToStore } from './ticket-price';
import {
  markIfLapsed,
  statusAt,
  transferForRecipient,
  TRANSFER_REFUSALS,
  unprocessable,
  type TransferRow,
} from './ticket-transfers';

/** The transfer, re-read under its lock: only a pending one within its window may be accepted. */
async function lockOpenTransfer(tx: Db, id: number, now: Date): Promise<TransferRow> {
  const [transfer] = await tx.select().from(ticketTransfers).where(eq(ticketTransfers.id, id)).for('update');
  if (!transfer) throw notFound(TRANSFER_REFUSALS.transferNotFound);
  const status = statusAt(transfer, now);
  if (status === 'accepted') throw conflict(TRANSFER_REFUSALS.acceptedTwice);
  if (status === 'withdrawn') throw unprocessable(TRANSFER_REFUSALS.withdrawn);
  if (status === 'expired') throw unprocessable(TRANSFER_REFUSALS.expired);
  return transfer;
}

export async function acceptTicketTransfer(
  ctx: AppContext,
  caller: AuthenticatedUser,
  transferUuidParam: unknown,
  submitted: readonly SubmittedResponse[],
  guardianInput?: GuardianInput,
): Promise<{ participant_uuid: string; event_uuid: string; sub_event_uuid: string }> {
  const uuid = requireUuid(transferUuidParam, 'transferUuid');
  await markIfLapsed(ctx.db, await transferForRecipient(ctx.db, caller, uuid), ctx.now());
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const now = ctx.now();
    const found = await transferForRecipient(tx, caller, uuid);
    const [old] = await tx.select().from(participants).where(eq(participants.id, found.participantId)).for('update');
    const transfer = await lockOpenTransfer(tx, found.id, now);
    // A pending transfer keeps its ticket live (cancelling waits for a withdraw); anything else is gone.
    if (!old || old.status !== 'confirmed' || old.paymentStatus !== 'paid') {
      throw unprocessable(TRANSFER_REFUSALS.withdrawn);
    }
    const [subEvent] = await tx.select().from(subEvents).where(eq(subEvents.id, old.subEventId));
    if (!subEvent) throw notFound(TRANSFER_REFUSALS.transferNotFound);
    const record = await findSubEvent(tx, subEvent.subEventUuid, { publicOnly: false });

    // The form's rules are registerParticipant's (answers.ts, guardian.ts), the category kept.
    const fields = await loadFormFields(tx, subEvent.id);
    const answers = withTicketCategory(
      fields,
      matchAnswers(fields, submitted),
      old.eventCategory,
      TRANSFER_REFUSALS.categoryKept,
    );
    validateAnswers(fields, answers, subEvent, now);
    const guardian = guardianFor(fields, answers, guardianInput, now);
    const stored = answersToStore(fields, answers, { eventCategory: old.eventCategory, amountPaise: old.amountPaise });
    const contact = contactOf(new Map(answers.map((answer) => [answer.field.field_name, answer.value])));
    // As registering does: one paid ticket per person per event for the same account.
    if (contact && (await holdsPaidTicketFor(tx, caller, subEvent.id, contact))) throw conflict(ALREADY_REGISTERED);

    await tx.update(participants).set({ status: 'transferred', updatedAt: now }).where(eq(participants.id, old.id));
    const [created] = await tx
      .insert(participants)
      .values({
        userId: caller.id,
        subEventId: old.subEventId,
        status: 'confirmed',
        paymentStatus: 'paid',
        eventCategory: old.eventCategory,
        amountPaise: old.amountPaise,
        orderId: old.orderId,
        registeredAt: now,
        paidAt: old.paidAt,
        razorpayOrderId: old.razorpayOrderId,
        razorpayPaymentId: old.razorpayPaymentId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: participants.id, participantUuid: participants.participantUuid });
    if (!created) throw new Error('inserting the transferred ticket returned no row');
    if (stored.length > 0) {
      await tx.insert(participantResponses).values(
        stored.map((answer) => ({
          participantId: created.id,
          fieldUuid: answer.field.field_uuid,
          fieldName: answer.field.field_name,
          responseText: answer.value,
          createdAt: now,
        })),
      );
    }
    if (guardian) await storeGuardian(tx, created.id, guardian, now);
    if (contact) await rememberAttendee(tx, caller.id, contact, answers, now);
    await tx
      .update(ticketTransfers)
      .set({ status: 'accepted', acceptedAt: now, toUserId: caller.id, newParticipantId: created.id, updatedAt: now })
      .where(eq(ticketTransfers.id, transfer.id));
    await enqueueTransferAcceptedMessages(tx, transfer, now);
    return {
      participant_uuid: created.participantUuid,
      event_uuid: record.event.eventUuid,
      sub_event_uuid: subEvent.subEventUuid,
    };
  });
}
