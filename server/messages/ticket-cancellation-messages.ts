// What cancelling a paid ticket (issue 28) writes to the outbox, in the cancelling transaction: an SMS
// to the buyer's mobile and an e-mail to their address (when they gave one). Keyed by the ticket, so
// a ticket is announced cancelled once.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { participants, taxDocuments, ticketCancellations, users } from '../db/schema';
import { attendeeNameOf } from '../modules/registrations/cancellation-rules';
import { enqueue } from './outbox';

export async function enqueueTicketCancelledMessages(
  tx: Db,
  ticket: { orderUuid: string; participantUuid: string; userId: number },
  now: Date,
): Promise<void> {
  const [buyer] = await tx
    .select({ mobile: users.mobileNumber, email: users.email })
    .from(users)
    .where(eq(users.id, ticket.userId));
  if (!buyer) return;
  const kind = 'ticket_cancelled';
  const payload = { orderUuid: ticket.orderUuid, participantUuid: ticket.participantUuid };
  const key = `${kind}:${ticket.participantUuid}`;
  await enqueue(tx, { dedupeKey: `${key}:sms`, kind, channel: 'sms', recipient: buyer.mobile, payload }, now);
  if (buyer.email) {
    await enqueue(tx, { dedupeKey: `${key}:email`, kind, channel: 'email', recipient: buyer.email, payload }, now);
  }
}

export interface CancellationFacts {
  attendeeName: string;
  refundAmountPaise: number;
  feeKeptPaise: number;
  creditNoteNumber: string | null;
}

/** The cancelled ticket's side of the message, read at delivery like the order's (order-facts.ts). */
export async function loadCancellationFacts(db: Db, participantUuid: string): Promise<CancellationFacts | null> {
  const [row] = await db
    .select({
      participantId: participants.id,
      refundAmountPaise: ticketCancellations.refundAmountPaise,
      feeKeptPaise: ticketCancellations.feeKeptPaise,
      creditNoteNumber: taxDocuments.number,
    })
    .from(ticketCancellations)
    .innerJoin(participants, eq(participants.id, ticketCancellations.participantId))
    .leftJoin(
      taxDocuments,
      and(eq(taxDocuments.id, ticketCancellations.creditNoteId), eq(taxDocuments.kind, 'credit_note')),
    )
    .where(eq(participants.participantUuid, participantUuid));
  if (!row) return null;
  return {
    attendeeName: await attendeeNameOf(db, row.participantId),
    refundAmountPaise: row.refundAmountPaise,
    feeKeptPaise: row.feeKeptPaise,
    creditNoteNumber: row.creditNoteNumber,
  };
}
