// A paid ticket its buyer cancelled under the event's policy (issue 28,
// server/modules/registrations/cancel-ticket.ts): what was refunded and how that refund stands.
// One row per ticket (participant_id is unique): of two cancels at once only one inserts, so a
// ticket is cancelled, credited and refunded once.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, internalId, sqlList, updatedAt } from './columns';
import { orders } from './orders';
import { participants } from './registrations';
import { taxDocuments } from './tax-documents';

// 'none': nothing to give back (a free ticket, a fee of 100%). 'requested': to be asked of the
// provider (again, if it failed or was away); then the provider's own 'pending', 'processed', 'failed'.
export const TICKET_REFUND_STATUSES = ['none', 'requested', 'pending', 'processed', 'failed'] as const;
export type TicketRefundStatus = (typeof TICKET_REFUND_STATUSES)[number];

export const ticketCancellations = pgTable(
  'ticket_cancellations',
  {
    id: internalId(),
    participantId: integer('participant_id')
      .notNull()
      .unique()
      .references(() => participants.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // The amounts of src/domain/ticket-cancellation.ts ticketCancellationRefund, as quoted and refunded.
    ticketAmountPaise: integer('ticket_amount_paise').notNull(),
    feeBps: integer('fee_bps').notNull(),
    feeKeptPaise: integer('fee_kept_paise').notNull(),
    refundAmountPaise: integer('refund_amount_paise').notNull(),
    refundTaxablePaise: integer('refund_taxable_paise').notNull(),
    refundCgstPaise: integer('refund_cgst_paise').notNull(),
    refundSgstPaise: integer('refund_sgst_paise').notNull(),
    refundIgstPaise: integer('refund_igst_paise').notNull(),
    refundStatus: text('refund_status').$type<TicketRefundStatus>().notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    // While the refund is being asked for, since when: one request at a time asks, a stale claim is taken over.
    refundClaimedAt: instant('refund_claimed_at'),
    refundedAt: instant('refunded_at'),
    /** The credit note for the refunded value; null when nothing was refunded. */
    creditNoteId: integer('credit_note_id').references(() => taxDocuments.id, { onDelete: 'set null' }),
    cancelledAt: instant('cancelled_at').notNull(),
    // When the payment jobs next ask the provider about this refund, and how often they asked (backoff).
    providerCheckAt: instant('provider_check_at'),
    providerChecks: integer('provider_checks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ticket_cancellations_order_idx').on(t.orderId),
    // The payment jobs' scan: refunds to ask for or to follow.
    index('ticket_cancellations_refund_check_idx')
      .on(t.providerCheckAt)
      .where(sql`${t.refundStatus} in ('requested', 'pending')`),
    check('ticket_cancellations_refund_status_check', sql.raw(`refund_status in (${sqlList(TICKET_REFUND_STATUSES)})`)),
    check(
      'ticket_cancellations_amounts_check',
      sql`${t.refundAmountPaise} >= 0 and ${t.feeKeptPaise} >= 0 and ${t.ticketAmountPaise} = ${t.refundAmountPaise} + ${t.feeKeptPaise}
        and ${t.refundAmountPaise} = ${t.refundTaxablePaise} + ${t.refundCgstPaise} + ${t.refundSgstPaise} + ${t.refundIgstPaise}`,
    ),
    check('ticket_cancellations_fee_check', sql`${t.feeBps} >= 0 and ${t.feeBps} <= 10000`),
    check(
      'ticket_cancellations_nothing_to_refund_check',
      sql`(${t.refundStatus} = 'none') = (${t.refundAmountPaise} = 0)`,
    ),
  ],
);
