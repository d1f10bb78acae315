// The stored GST documents, read back exactly as issued: for the API (handlers.ts, orders' getInvoice)
// and for other modules, such as the confirmation mail of issue 25, which attaches issuedInvoicePdf.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CompanyDetails } from '../../config';
import type { Db } from '../../db/connect';
import { orders, taxDocuments, type TaxDocumentKind } from '../../db/schema';
import type { OrderRow } from '../orders/presenters';
import type { TaxDocument } from './document';
import { pdfOf, storeEarlierInvoice, type TaxDocumentRow } from './issue';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INTEGER_ID = 2_147_483_647;

export interface IssuedPdf {
  fileName: string;
  pdf: Buffer;
  /** The document's own number: the invoice's, or the credit note's. */
  invoiceNumber: string;
}

/** The caller's order named by its `id` (as listOrders shows it) or by its `order_uuid`; null for anyone else's. */
export async function findCallersOrder(db: Db, userId: number, orderRef: string): Promise<OrderRow | null> {
  const byNumber = /^\d{1,10}$/.test(orderRef) && Number(orderRef) <= MAX_INTEGER_ID;
  if (!byNumber && !UUID_PATTERN.test(orderRef)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        byNumber ? eq(orders.id, Number(orderRef)) : eq(orders.orderUuid, orderRef.toLowerCase()),
        eq(orders.userId, userId),
      ),
    );
  return order ?? null;
}

/** The order's invoice, or the credit note of a refund of its whole payment: not a cancelled ticket's. */
export async function findDocument(db: Db, orderUuid: string, kind: TaxDocumentKind): Promise<TaxDocumentRow | null> {
  if (!UUID_PATTERN.test(orderUuid)) return null;
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.orderUuid, orderUuid.toLowerCase()),
        eq(taxDocuments.kind, kind),
        isNull(taxDocuments.participantUuid),
      ),
    );
  return row ?? null;
}

/** Every credit note citing the order's invoice, oldest first: the whole order's and each cancelled ticket's. */
export async function creditNotesOfOrder(db: Db, orderUuid: string): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderUuid, orderUuid), eq(taxDocuments.kind, 'credit_note')))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id));
}

/** The credit note a cancelled ticket's refund was issued with, or null (nothing was refunded). */
export async function ticketCreditNotePdf(db: Db, participantUuid: string): Promise<IssuedPdf | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.participantUuid, participantUuid), eq(taxDocuments.kind, 'credit_note')));
  return asIssuedPdf(db, row ?? null);
}

/**
 * The order's invoice document. A paid order numbered before documents were stored gets its document
 * now, once (issue.ts storeEarlierInvoice).
 */
export async function invoiceOf(db: Db, order: OrderRow, supplier: CompanyDetails): Promise<TaxDocumentRow | null> {
  const found = await findDocument(db, order.orderUuid, 'invoice');
  if (found || order.status !== 'paid' || !order.invoiceNumber) return found;
  await storeEarlierInvoice(db, order, supplier);
  return findDocument(db, order.orderUuid, 'invoice');
}

/** 'SL/25-26/000042' -> 'invoice-SL-25-26-000042.pdf'. */
export function pdfFileName(kind: TaxDocumentKind, number: string): string {
  const prefix = kind === 'invoice' ? 'invoice' : 'credit-note';
  return `${prefix}-${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

async function asIssuedPdf(db: Db, row: TaxDocumentRow | null): Promise<IssuedPdf | null> {
  if (!row) return null;
  return { fileName: pdfFileName(row.kind, row.number), pdf: await pdfOf(db, row), invoiceNumber: row.number };
}

/** The PDF of the order's issued tax invoice, as issued; null when the order has none. */
export async function issuedInvoicePdf(db: Db, orderUuid: string): Promise<IssuedPdf | null> {
  return asIssuedPdf(db, await findDocument(db, orderUuid, 'invoice'));
}

/** The PDF of the order's credit note (a refund after payment); null when none was issued. */
export async function issuedCreditNotePdf(db: Db, orderUuid: string): Promise<IssuedPdf | null> {
  return asIssuedPdf(db, await findDocument(db, orderUuid, 'credit_note'));
}

export interface CreditNoteBrief {
  number: string;
  issued_at: string;
  invoice_number: string;
}

/** The whole-order credit notes of these orders, by order uuid, for the order list. */
export async function creditNotesOf(db: Db, orderUuids: string[]): Promise<Map<string, CreditNoteBrief>> {
  const briefs = new Map<string, CreditNoteBrief>();
  if (orderUuids.length === 0) return briefs;
  const rows = await db
    .select({ orderUuid: taxDocuments.orderUuid, data: taxDocuments.data })
    .from(taxDocuments)
    .where(
      and(
        inArray(taxDocuments.orderUuid, orderUuids),
        eq(taxDocuments.kind, 'credit_note'),
        // The order list's credit note is a refund of the whole order; a cancelled ticket's is on its invoice.
        isNull(taxDocuments.participantUuid),
      ),
    );
  for (const row of rows) {
    const document = row.data as TaxDocument;
    briefs.set(row.orderUuid, {
      number: document.number,
      issued_at: document.issued_at,
      invoice_number: document.original_invoice?.number ?? '',
    });
  }
  return briefs;
}
