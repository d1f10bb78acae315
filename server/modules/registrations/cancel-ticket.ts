// POST .../participants/{participantUuid}/cancellation (issue 28): the buyer cancels one of their
// paid tickets under its event's policy (cancellation-rules.ts). In one short transaction, under the
// ticket's row lock: the ticket is cancelled (its place released: holds.ts counts no cancelled
// ticket), the cancellation recorded (one per ticket), a credit note issued for the refunded value,
// the buyer's messages queued and the released place offered to the event's waitlist first
// (waitlist-offers.ts), so nobody books it in between. After commit, never inside, the refund is asked of the provider
// once (server/modules/orders/ticket-refunds.ts); if the provider fails, the cancellation stands and
// the payment jobs ask again. The order itself stays 'paid': its other tickets are still good.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { paiseToRupeeString } from '../../../src/domain/money';
import type { components } from '../../../src/api/schema';
import type { AppContext, AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { participants, ticketCancellations } from '../../db/schema';
import { enqueueTicketCancelledMessages } from '../../messages/ticket-cancellation-messages';
import { issueTicketCreditNote } from '../invoices/issue';
import { invoiceOf } from '../invoices/issued';
import { CANCELLATION_REFUNDS, requestTicketRefund, type TicketCancellationRow } from '../orders/ticket-refunds';
import { requireUuid } from '../catalog/uuid';
import { findCancellableTicket, type CancellableTicket } from './cancellation-rules';
import { offerReleasedPlaces } from './waitlist-offers';

type TicketCancellationJson = components['schemas']['TicketCancellation'];

export function cancellationJson(
  row: TicketCancellationRow,
  facts: { orderUuid: string; creditNoteNumber: string | null },
): TicketCancellationJson {
  return {
    cancelled_at: row.cancelledAt.toISOString(),
    refund_amount: paiseToRupeeString(row.refundAmountPaise),
    fee_kept: paiseToRupeeString(row.feeKeptPaise),
    refund_status: row.refundStatus,
    credit_note_number: facts.creditNoteNumber,
    order_uuid: facts.orderUuid,
  };
}

/** The credit note for the refunded value, citing the order's invoice; none when nothing is refunded. */
async function creditNoteFor(ctx: AppContext, tx: Db, ticket: CancellableTicket, now: Date) {
  if (ticket.refund.refundAmount === 0) return null;
  const invoice = await invoiceOf(tx, ticket.order, ctx.config.company);
  if (!invoice) throw new Error(`paid order ${ticket.order.id} has no invoice to credit`);
  return issueTicketCreditNote(
    tx,
    ticket.order,
    invoice,
    {
      participantUuid: ticket.participantUuid,
      attendeeName: ticket.attendeeName,
      ticketName: ticket.subEvent.ticketName ?? ticket.subEvent.name,
      category: ticket.category,
      refund: ticket.refund,
    },
    now,
  );
}

export async function cancelTicket(
  ctx: AppContext,
  caller: AuthenticatedUser,
  participantUuid: unknown,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ participant_uuid: string; cancellation: TicketCancellationJson }> {
  const uuid = requireUuid(participantUuid, 'participantUuid');
  const { row, orderUuid, creditNoteNumber } = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const now = ctx.now();
    const ticket = await findCancellableTicket(tx, caller, uuid, now, { lock: true });
    await tx
      .update(participants)
      .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now })
      .where(eq(participants.id, ticket.participantId));
    const creditNote = await creditNoteFor(ctx, tx, ticket, now);
    const { refund } = ticket;
    const [inserted] = await tx
      .insert(ticketCancellations)
      .values({
        participantId: ticket.participantId,
        orderId: ticket.order.id,
        ticketAmountPaise: refund.ticketAmount,
        feeBps: ticket.subEvent.feeBps,
        feeKeptPaise: refund.feeKept,
        refundAmountPaise: refund.refundAmount,
        refundTaxablePaise: refund.refundTaxable,
        refundCgstPaise: refund.refundTax.cgst,
        refundSgstPaise: refund.refundTax.sgst,
        refundIgstPaise: refund.refundTax.igst,
        refundStatus: refund.refundAmount > 0 ? 'requested' : 'none',
        creditNoteId: creditNote?.id ?? null,
        cancelledAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('inserting a ticket cancellation returned no row');
    await enqueueTicketCancelledMessages(
      tx,
      { orderUuid: ticket.order.orderUuid, participantUuid: ticket.participantUuid, userId: caller.id },
      now,
    );
    // The place is released to the waitlist first, in this transaction: nobody books it in between.
    await offerReleasedPlaces(tx, ticket.order.subEventId, now);
    return { row: inserted, orderUuid: ticket.order.orderUuid, creditNoteNumber: creditNote?.number ?? null };
  });
  let settled = row;
  try {
    settled = await requestTicketRefund(ctx, row, CANCELLATION_REFUNDS);
  } catch (error) {
    // The provider failed or was away: the refund stays 'requested' and the payment jobs ask again.
    log.warn({ err: error, participant_uuid: uuid }, 'ticket refund not accepted yet; the payment jobs retry');
  }
  return { participant_uuid: uuid, cancellation: cancellationJson(settled, { orderUuid, creditNoteNumber }) };
}
