import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytes, instant, internalId, sqlList } from './columns';
import { orders } from './orders';

// GST documents as issued (server/modules/invoices): the tax invoice of a paid order and the credit
// note of a refund after payment, each kept as the structured data and the PDF it was issued as, so
// later changes to the buyer's profile or the company settings never alter it. They outlive the
// order row (the law keeps them for years): order_uuid names the order; order_id is cleared if it goes.
// An order has one invoice and at most one credit note for the whole of it (a refund of the payment),
// and besides one credit note per ticket its buyer cancelled (issue 28), named by participant_uuid.
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: internalId(),
    kind: text('kind').$type<TaxDocumentKind>().notNull(),
    /**
     * CGST Rule 46(b) / 53(1A)(b): at most 16 characters (server/db/invoice-numbers.ts), unique for the
     * financial year and here for ever. 32 wide only for invoices numbered before, 'SL/2025-26/000042'.
     */
    number: varchar('number', { length: 32 }).notNull().unique(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    issuedAt: instant('issued_at').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderUuid: uuid('order_uuid').notNull(),
    /** A credit note's invoice. */
    invoiceId: integer('invoice_id'),
    /** The cancelled ticket a credit note refunds (ticket_cancellations); null for whole-order documents. */
    participantUuid: uuid('participant_uuid'),
    data: jsonb('data').notNull(),
    pdf: bytes('pdf').notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_order_kind_unique')
      .on(t.orderUuid, t.kind)
      .where(sql`${t.participantUuid} is null`),
    uniqueIndex('tax_documents_ticket_kind_unique')
      .on(t.participantUuid, t.kind)
      .where(sql`${t.participantUuid} is not null`),
    // Only a credit note is ever for one ticket.
    check('tax_documents_ticket_credit_note_check', sql`${t.participantUuid} is null or ${t.kind} = 'credit_note'`),
    foreignKey({ columns: [t.invoiceId], foreignColumns: [t.id], name: 'tax_documents_invoice_fk' }),
    check('tax_documents_kind_check', sql.raw(`kind in (${sqlList(TAX_DOCUMENT_KINDS)})`)),
    check('tax_documents_credit_note_cites_check', sql`(${t.kind} = 'credit_note') = (${t.invoiceId} is not null)`),
  ],
);

// Credit notes run in their own series, gap-free per financial year like invoices (invoice_counters).
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: varchar('financial_year', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});
