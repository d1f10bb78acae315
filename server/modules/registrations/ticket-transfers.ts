// Ticket transfers (issue 28 item 2): a holder offers a paid ticket to someone else's mobile number,
// withdraws it, and its recipient, signed in with that number, opens it (accept-transfer.ts accepts it).
// Every path that changes a transfer locks the ticket's row first, then the transfer's, so a withdraw
// and an accept at once wait for each other instead of deadlocking. A pending transfer past its expiry
// (the sub-event's transferable_until) reads as expired and is marked so when touched.
import { and, eq } from 'drizzle-orm';
import { formatOrderDate } from '../../../src/domain/dates';
import { sanitizeMobileInput, validateMobile } from '../../../src/domain/validation/mobile';
import { validateFullName } from '../../../src/domain/validation/full-name';
import type { components } from '../../../src/api/schema';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { participants, subEvents, ticketTransfers, users } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound, type FieldError } from '../../errors';
import { enqueueTransferOfferMessage, senderNameOf } from '../../messages/ticket-transfer-messages';
import { requireUuid } from '../catalog/uuid';
import { findSubEvent, loadFormFields, toEventBrief, toSubEventBrief } from './sub-event';

type TicketTransferJson = components['schemas']['TicketTransfer'];
type TicketTransferOffer = components['schemas']['TicketTransferOffer'];
export type TransferRow = typeof ticketTransfers.$inferSelect;

export const TRANSFER_REFUSALS = {
  ticketNotFound: 'Ticket not found',
  notAllowed: 'This event does not allow transfers',
  closed: (until: Date) => `Transfers for this event closed on ${formatOrderDate(until.toISOString())}`,
  notPaid: 'Only a paid ticket can be transferred',
  notYours: 'This ticket is no longer yours to transfer',
  alreadyPending: 'This ticket already has a transfer waiting to be accepted',
  ownNumber: "This ticket is already yours: enter someone else's mobile number",
  noneWaiting: 'No transfer of this ticket is waiting',
  alreadyAccepted: 'This transfer was already accepted',
  transferNotFound: 'Transfer not found',
  otherNumber: 'This ticket was sent to another mobile number. Sign in with the number it was sent to.',
  acceptedTwice: 'This ticket transfer was already accepted',
  expired: 'This ticket transfer has expired',
  withdrawn: 'This ticket transfer was withdrawn by the sender',
  categoryKept: (category: string) => `A transferred ticket keeps its category: ${category}`,
  fixErrors: 'Please check the highlighted fields',
} as const;

export const unprocessable = (message: string) => new HttpError(422, message);

/** A pending transfer whose window closed is expired, whether or not a request has marked it yet. */
export function statusAt(row: Pick<TransferRow, 'status' | 'expiresAt'>, now: Date): TransferRow['status'] {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export function transferJson(row: TransferRow, now: Date): TicketTransferJson {
  return {
    transfer_uuid: row.transferUuid,
    status: statusAt(row, now),
    recipient_name: row.recipientName,
    recipient_mobile: row.recipientMobile,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  };
}

/** Marks the ticket's pending transfers whose window closed as expired, so a new one may be sent. */
async function expireLapsed(tx: Db, participantId: number, now: Date) {
  const [pending] = await tx
    .select()
    .from(ticketTransfers)
    .where(and(eq(ticketTransfers.participantId, participantId), eq(ticketTransfers.status, 'pending')));
  if (pending && statusAt(pending, now) === 'expired') {
    await tx
      .update(ticketTransfers)
      .set({ status: 'expired', updatedAt: now })
      .where(eq(ticketTransfers.id, pending.id));
    return null;
  }
  return pending ?? null;
}

/** The caller's ticket with this uuid, locked: 404 when it is not theirs. */
async function lockOwnTicket(tx: Db, caller: AuthenticatedUser, participantUuid: string) {
  const [ticket] = await tx
    .select({ participant: participants, transferableUntil: subEvents.transferableUntil })
    .from(participants)
    .innerJoin(subEvents, eq(subEvents.id, participants.subEventId))
    .where(and(eq(participants.participantUuid, participantUuid), eq(participants.userId, caller.id)))
    .for('update', { of: participants });
  // A ticket removed before payment is gone, as the list shows it.
  if (!ticket || (ticket.participant.status === 'cancelled' && ticket.participant.paymentStatus !== 'paid')) {
    throw notFound(TRANSFER_REFUSALS.ticketNotFound);
  }
  return ticket;
}

function checkTransferFields(body: { recipient_mobile: string; recipient_name: string }) {
  const mobile = sanitizeMobileInput(body.recipient_mobile ?? '');
  const name = (body.recipient_name ?? '').trim().replace(/\s+/g, ' ');
  const errors: FieldError[] = [];
  const mobileError = validateMobile(mobile);
  const nameError = validateFullName(name);
  if (mobileError) errors.push({ field: 'recipient_mobile', message: mobileError });
  if (nameError) errors.push({ field: 'recipient_name', message: nameError });
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  return { mobile, name };
}

export async function createTicketTransfer(
  ctx: AppContext,
  caller: AuthenticatedUser,
  participantUuidParam: unknown,
  body: { recipient_mobile: string; recipient_name: string },
): Promise<{ participant_uuid: string; transfer: TicketTransferJson }> {
  const uuid = requireUuid(participantUuidParam, 'participantUuid');
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const now = ctx.now();
    // Another account's ticket is not found, whatever the body says.
    const { participant, transferableUntil } = await lockOwnTicket(tx, caller, uuid);
    const recipient = checkTransferFields(body);
    if (participant.status === 'cancelled' || participant.status === 'transferred') {
      throw conflict(TRANSFER_REFUSALS.notYours);
    }
    if (participant.paymentStatus !== 'paid') throw unprocessable(TRANSFER_REFUSALS.notPaid);
    if (transferableUntil === null) throw unprocessable(TRANSFER_REFUSALS.notAllowed);
    if (now.getTime() >= transferableUntil.getTime()) {
      throw unprocessable(TRANSFER_REFUSALS.closed(transferableUntil));
    }
    if (await expireLapsed(tx, participant.id, now)) throw conflict(TRANSFER_REFUSALS.alreadyPending);
    const [sender] = await tx.select({ mobile: users.mobileNumber }).from(users).where(eq(users.id, caller.id));
    if (sender?.mobile === recipient.mobile) {
      throw new HttpError(422, TRANSFER_REFUSALS.ownNumber, [
        { field: 'recipient_mobile', message: TRANSFER_REFUSALS.ownNumber },
      ]);
    }
    const [row] = await tx
      .insert(ticketTransfers)
      .values({
        participantId: participant.id,
        subEventId: participant.subEventId,
        fromUserId: caller.id,
        recipientName: recipient.name,
        recipientMobile: recipient.mobile,
        expiresAt: transferableUntil,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('inserting a ticket transfer returned no row');
    await enqueueTransferOfferMessage(tx, row, now);
    return { participant_uuid: uuid, transfer: transferJson(row, now) };
  });
}

export async function withdrawTicketTransfer(
  ctx: AppContext,
  caller: AuthenticatedUser,
  participantUuidParam: unknown,
): Promise<void> {
  const uuid = requireUuid(participantUuidParam, 'participantUuid');
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const now = ctx.now();
    const { participant } = await lockOwnTicket(tx, caller, uuid);
    if (participant.status === 'transferred') throw conflict(TRANSFER_REFUSALS.alreadyAccepted);
    const pending = await expireLapsed(tx, participant.id, now);
    if (!pending) throw notFound(TRANSFER_REFUSALS.noneWaiting);
    await tx
      .update(ticketTransfers)
      .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
      .where(eq(ticketTransfers.id, pending.id));
  });
}

/** The transfer with this uuid, for the account its link was sent to (403 for any other). */
export async function transferForRecipient(db: Db, caller: AuthenticatedUser, transferUuid: string) {
  const [found] = await db.select().from(ticketTransfers).where(eq(ticketTransfers.transferUuid, transferUuid));
  if (!found) throw notFound(TRANSFER_REFUSALS.transferNotFound);
  const [me] = await db.select({ mobile: users.mobileNumber }).from(users).where(eq(users.id, caller.id));
  if (me?.mobile !== found.recipientMobile) throw forbidden(TRANSFER_REFUSALS.otherNumber);
  return found;
}

/**
 * Lazy expiry: a pending transfer whose window closed is marked 'expired' when its recipient opens or
 * accepts it, on its own (a refusal's transaction is rolled back, so it cannot be marked there).
 */
export async function markIfLapsed(db: Db, transfer: TransferRow, now: Date): Promise<void> {
  if (transfer.status !== 'pending' || statusAt(transfer, now) !== 'expired') return;
  await db
    .update(ticketTransfers)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(ticketTransfers.id, transfer.id), eq(ticketTransfers.status, 'pending')));
}

export async function getTicketTransfer(
  ctx: AppContext,
  caller: AuthenticatedUser,
  transferUuidParam: unknown,
): Promise<TicketTransferOffer> {
  const uuid = requireUuid(transferUuidParam, 'transferUuid');
  const now = ctx.now();
  const transfer = await transferForRecipient(ctx.db, caller, uuid);
  await markIfLapsed(ctx.db, transfer, now);
  const status = statusAt(transfer, now);
  const [facts] = await ctx.db
    .select({
      subEventUuid: subEvents.subEventUuid,
      category: participants.eventCategory,
      senderName: users.fullName,
      senderUsername: users.username,
    })
    .from(participants)
    .innerJoin(subEvents, eq(subEvents.id, participants.subEventId))
    .innerJoin(users, eq(users.id, transfer.fromUserId))
    .where(eq(participants.id, transfer.participantId));
  if (!facts) throw notFound(TRANSFER_REFUSALS.transferNotFound);
  const record = await findSubEvent(ctx.db, facts.subEventUuid, { publicOnly: false });
  const [received] =
    status === 'accepted' && transfer.newParticipantId !== null && transfer.toUserId === caller.id
      ? await ctx.db
          .select({ uuid: participants.participantUuid })
          .from(participants)
          .where(eq(participants.id, transfer.newParticipantId))
      : [];
  return {
    transfer_uuid: transfer.transferUuid,
    status,
    sender_name: senderNameOf(facts.senderName, facts.senderUsername),
    recipient_name: transfer.recipientName,
    category: facts.category,
    expires_at: transfer.expiresAt.toISOString(),
    event: toEventBrief(record.event),
    sub_event: toSubEventBrief(record),
    form_fields: status === 'pending' ? await loadFormFields(ctx.db, record.subEvent.id) : [],
    participant_uuid: received?.uuid ?? null,
  };
}
