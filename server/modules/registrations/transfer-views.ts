// What 'Your Registrations' says of transfers (issue 28): on a ticket with a transfer waiting, or given
// away, that transfer; on a ticket received, who sent it. Withdrawn and expired transfers are history
// the holder need not see; a pending one past its window reads as expired.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { components } from '../../../src/api/schema';
import type { Db } from '../../db/connect';
import { ticketTransfers, users } from '../../db/schema';
import { senderNameOf } from '../../messages/ticket-transfer-messages';
import { transferJson } from './ticket-transfers';

type TicketTransferJson = components['schemas']['TicketTransfer'];

export interface TicketTransferViews {
  transfer?: TicketTransferJson;
  transferred_from?: string;
}

export async function transfersOf(db: Db, participantIds: readonly number[], now: Date) {
  const views = new Map<number, TicketTransferViews>();
  if (participantIds.length === 0) return views;
  const rows = await db
    .select({ transfer: ticketTransfers, senderName: users.fullName, senderUsername: users.username })
    .from(ticketTransfers)
    .innerJoin(users, eq(users.id, ticketTransfers.fromUserId))
    .where(
      and(
        inArray(ticketTransfers.status, ['pending', 'accepted']),
        or(
          inArray(ticketTransfers.participantId, [...participantIds]),
          inArray(ticketTransfers.newParticipantId, [...participantIds]),
        ),
      ),
    );
  for (const { transfer, senderName, senderUsername } of rows) {
    const json = transferJson(transfer, now);
    if (participantIds.includes(transfer.participantId) && json.status !== 'expired') {
      views.set(transfer.participantId, { ...views.get(transfer.participantId), transfer: json });
    }
    if (transfer.newParticipantId !== null && participantIds.includes(transfer.newParticipantId)) {
      const from = senderNameOf(senderName, senderUsername);
      views.set(transfer.newParticipantId, { ...views.get(transfer.newParticipantId), transferred_from: from });
    }
  }
  return views;
}

/**
 * Every transfer of these tickets for the account's data export (privacy/export.ts): those offered of
 * each, whatever became of them, and the one each ticket received came by (with its sender's name).
 */
export async function transferHistoryOf(db: Db, participantIds: readonly number[], now: Date) {
  const sent = new Map<number, Array<TicketTransferJson & { withdrawn_at: string | null }>>();
  const received = new Map<number, { transfer_uuid: string; sender_name: string; accepted_at: string | null }>();
  const rows = await db
    .select({ transfer: ticketTransfers, senderName: users.fullName, senderUsername: users.username })
    .from(ticketTransfers)
    .innerJoin(users, eq(users.id, ticketTransfers.fromUserId))
    .where(
      or(
        inArray(ticketTransfers.participantId, [...participantIds]),
        inArray(ticketTransfers.newParticipantId, [...participantIds]),
      ),
    )
    .orderBy(asc(ticketTransfers.id));
  for (const { transfer, senderName, senderUsername } of rows) {
    if (participantIds.includes(transfer.participantId)) {
      const list = sent.get(transfer.participantId) ?? [];
      list.push({ ...transferJson(transfer, now), withdrawn_at: transfer.withdrawnAt?.toISOString() ?? null });
      sent.set(transfer.participantId, list);
    }
    if (transfer.newParticipantId !== null && participantIds.includes(transfer.newParticipantId)) {
      received.set(transfer.newParticipantId, {
        transfer_uuid: transfer.transferUuid,
        sender_name: senderNameOf(senderName, senderUsername),
        accepted_at: transfer.acceptedAt?.toISOString() ?? null,
      });
    }
  }
  return { sent, received };
}
