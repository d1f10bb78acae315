// A paid ticket moved to another category of its event's form (issue 28 item 3,
// server/modules/registrations/category-change.ts). To a dearer one, the difference with SPEC §9's
// taxes is an order of its own (change_order_id) paid through the checkout; the move is made when
// that order settles paid (server/modules/orders/settlement.ts), with its own tax invoice. To a
// cheaper one, the move is made at once and the difference with its GST goes back through the
// provider, once, against the ticket's payment, with a credit note: the refund columns are those of
// ticket_cancellations, followed by the same payment jobs (ticket-refund-jobs.ts).
// One change per ticket: a unique index on the changes made.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, internalId, sqlList, updatedAt } from './columns';
import { orders } from './orders';
import { participants } from './registrations';
import { taxDocuments } from './tax-documents';
import { TICKET_REFUND_STATUSES, type TicketRefundStatus } from './ticket-cancellations';

// 'awaiting_payment': a dearer change whose order is not paid yet; 'made': the ticket is in the new
// category; 'lapsed': its order was never paid (another change replaced it, or it was refunded).
export const CATEGORY_CHANGE_STATUSES = ['awaiting_payment', 'made', 'lapsed'] as const;
export type CategoryChangeStatus = (typeof CATEGORY_CHANGE_STATUSES)[number];

export const ticketCategoryChanges = pgTable(
  'ticket_category_changes',
  {
    id: internalId(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    /** The order the ticket was paid with: a refund of the difference goes back to its payment. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A dearer change's own order for the difference; null for a cheaper or equal one. */
    changeOrderId: integer('change_order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<CategoryChangeStatus>().notNull(),
    fromCategory: varchar('from_category', { length: 100 }).notNull(),
    toCategory: varchar('to_category', { length: 100 }).notNull(),
    fromPricePaise: integer('from_price_paise').notNull(),
    toPricePaise: integer('to_price_paise').notNull(),
    // A cheaper change's refund, as quoted and refunded (src/domain/category-change.ts); 0 and 'none' otherwise.
    refundAmountPaise: integer('refund_amount_paise').notNull().default(0),
    refundTaxablePaise: integer('refund_taxable_paise').notNull().default(0),
    refundCgstPaise: integer('refund_cgst_paise').notNull().default(0),
    refundSgstPaise: integer('refund_sgst_paise').notNull().default(0),
    refundIgstPaise: integer('refund_igst_paise').notNull().default(0),
    refundStatus: text('refund_status').$type<TicketRefundStatus>().notNull().default('none'),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    refundClaimedAt: instant('refund_claimed_at'),
    refundedAt: instant('refunded_at'),
    /** The credit note for a cheaper change's refund. */
    creditNoteId: integer('credit_note_id').references(() => taxDocuments.id, { onDelete: 'set null' }),
    madeAt: instant('made_at'),
    providerCheckAt: instant('provider_check_at'),
    providerChecks: integer('provider_checks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ticket_category_changes_participant_idx').on(t.participantId),
    uniqueIndex('ticket_category_changes_made_unique')
      .on(t.participantId)
      .where(sql`${t.status} = 'made'`),
    index('ticket_category_changes_refund_check_idx')
      .on(t.providerCheckAt)
      .where(sql`${t.refundStatus} in ('requested', 'pending')`),
    check('ticket_category_changes_status_check', sql.raw(`status in (${sqlList(CATEGORY_CHANGE_STATUSES)})`)),
    check(
      'ticket_category_changes_refund_status_check',
      sql.raw(`refund_status in (${sqlList(TICKET_REFUND_STATUSES)})`),
    ),
    check(
      'ticket_category_changes_refund_check',
      sql`${t.refundAmountPaise} = ${t.refundTaxablePaise} + ${t.refundCgstPaise} + ${t.refundSgstPaise} + ${t.refundIgstPaise}
        and (${t.refundStatus} = 'none') = (${t.refundAmountPaise} = 0)`,
    ),
    check(
      'ticket_category_changes_order_check',
      sql`(${t.changeOrderId} is null) = (${t.toPricePaise} <= ${t.fromPricePaise})`,
    ),
  ],
);
