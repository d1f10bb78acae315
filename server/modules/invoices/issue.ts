// Issuing GST documents, always inside the transaction that decides the payment (settlement.ts), so a
// rolled-back payment leaves neither a document nor a gap in a series. A document is built from the
// order's stored charges and that moment's buyer and company, drawn as a PDF, and stored as both;
// nothing redraws it later.
import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { REFUND_REASON_HOLD_RELEASED, REFUND_REASON_ORDER_CHANGED } from '../../../src/domain/payment-texts';
import type { CompanyDetails } from '../../config';
import type { Db } from '../../db/connect';
import {
  MAX_DOCUMENT_NUMBER_LENGTH,
  allocateCreditNoteNumber,
  allocateInvoiceNumber,
  documentNumber,
  financialYearOf,
} from '../../db/invoice-numbers';
import {
  events,
  invoiceCounters,
  orderItems,
  orders,
  participantResponses,
  promoCodes,
  subEvents,
  taxDocuments,
  users,
  type RefundReason,
} from '../../db/schema';
import { storedCharges, type OrderRow } from '../orders/presenters';
import { answerColumns, readResponseText } from '../registrations/response-text';
import { itemDescription } from '../../../src/domain/invoice';
import type { TicketRefund } from '../../../src/domain/ticket-cancellation';
import {
  creditNoteDocument,
  invoiceDocument,
  ticketCreditNoteDocument,
  type DocumentFacts,
  type RecipientAddress,
  type TaxDocument,
} from './document';
import { orderLines } from './order-lines';
import { renderTaxDocumentPdf } from './pdf';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** The form's address fields, in the order an address is written. */
const ADDRESS_FIELDS = ['mandatory_city', 'mandatory_state', 'mandatory_pincode'] as const;

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '').slice(-10);

/**
 * The address the buyer gave, if any: the form answers of the order's own ticket whose phone is the
 * buyer's mobile number (the buyer registered themself). Other attendees' addresses are not the buyer's.
 */
async function buyerAddress(tx: Db, orderId: number, buyerMobile: string): Promise<RecipientAddress | null> {
  const rows = await tx
    .select(answerColumns)
    .from(participantResponses)
    .innerJoin(orderItems, eq(orderItems.participantId, participantResponses.participantId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        inArray(participantResponses.fieldName, ['mandatory_phone', ...ADDRESS_FIELDS]),
      ),
    )
    .orderBy(asc(orderItems.id));
  const answers = new Map<number, Map<string, string>>();
  for (const row of rows) {
    const value = readResponseText(row.responseText);
    const text = (Array.isArray(value) ? value.join(', ') : String(value ?? '')).trim();
    if (!answers.has(row.participantId)) answers.set(row.participantId, new Map());
    if (text !== '') answers.get(row.participantId)?.set(row.fieldName, text);
  }
  for (const fields of answers.values()) {
    if (digits(fields.get('mandatory_phone')) !== digits(buyerMobile)) continue;
    const city = fields.get('mandatory_city');
    const state = fields.get('mandatory_state') ?? null;
    const pincode = fields.get('mandatory_pincode');
    const lines = [[city, state].filter(Boolean).join(', '), pincode ? `PIN ${pincode}` : ''].filter(Boolean);
    if (lines.length > 0) return { lines, stateName: state };
  }
  return null;
}

async function documentFacts(
  tx: Db,
  order: OrderRow,
  supplier: CompanyDetails,
  issuedAt: Date,
): Promise<Omit<DocumentFacts, 'number' | 'financialYear'>> {
  const [buyer] = await tx
    .select({ fullName: users.fullName, username: users.username, email: users.email, mobile: users.mobileNumber })
    .from(users)
    .where(eq(users.id, order.userId));
  const [found] = await tx
    .select({
      name: subEvents.name,
      ticketName: subEvents.ticketName,
      venue: subEvents.eventVenueAddress,
      city: subEvents.cityName,
      startsAt: subEvents.startDatetime,
      eventTitle: events.title,
    })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, order.subEventId));
  if (!buyer || !found) throw new Error(`order ${order.id} lacks its buyer or sub-event`);
  const tickets = await orderLines(tx, order.id);
  return {
    issuedAt,
    orderUuid: order.orderUuid,
    supplier,
    recipient: {
      name: buyer.fullName?.trim() || buyer.username?.trim() || buyer.mobile,
      mobile: buyer.mobile,
      email: buyer.email,
      address: await buyerAddress(tx, order.id, buyer.mobile),
    },
    placeOfSupplyStateCode: order.placeOfSupplyStateCode,
    event: {
      title: found.eventTitle,
      ticketName: found.ticketName ?? found.name,
      venue: [found.venue, found.city].filter(Boolean).join(', ') || null,
      startsAt: found.startsAt,
    },
    tickets,
    ticketCount: tickets.reduce((total, group) => total + group.quantity, 0),
    charges: storedCharges(order),
    promoCode: await promoCodeOf(tx, order),
  };
}

/**
 * Drawn inside the transaction, while the year's counter row is held: a one-page PDF takes a few
 * milliseconds, and a document with its PDF is then either stored with its number or not at all.
 * (50 payments at once on PostgreSQL: tests/server/invoices/gst-invoice.test.ts.)
 */
/**
 * What a document's row holds until its PDF is drawn: a payment's invoice (and a refund's credit note)
 * is numbered under its series' counter row, held from the number to the commit, and every other
 * payment waits for that row. Drawing the PDF there (tens of milliseconds of CPU, far more on a busy
 * machine) made the payments of a registration rush (issue 29) go one PDF at a time. Whoever reads one
 * first draws it (pdfOf): the confirmation's mail job, which waits while the process is busy, or the
 * buyer's download; a free order's, settled in the request, is drawn after its commit (drawOrderPdfs).
 * It is drawn from the document stored as issued, so the PDF is the same whoever draws it.
 */
const PDF_NOT_DRAWN = Buffer.alloc(0);

async function store(
  tx: Db,
  order: OrderRow,
  document: TaxDocument,
  invoiceId: number | null,
  participantUuid: string | null = null,
  { drawNow = true }: { drawNow?: boolean } = {},
): Promise<TaxDocumentRow> {
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: document.kind,
      number: document.number,
      financialYear: document.financial_year,
      issuedAt: new Date(document.issued_at),
      orderId: order.id,
      orderUuid: order.orderUuid,
      invoiceId,
      participantUuid,
      data: document,
      pdf: drawNow ? await renderTaxDocumentPdf(document) : PDF_NOT_DRAWN,
    })
    .returning();
  if (!row) throw new Error('tax document insert returned no row');
  return row;
}

/**
 * The order's tax invoice: the next number of the year's series, then the document. Call it in the
 * transaction that marks the order paid (or refunds a payment taken), after the order row is locked.
 */
export async function issueInvoice(
  tx: Db,
  order: OrderRow,
  supplier: CompanyDetails,
  issuedAt: Date,
): Promise<TaxDocumentRow> {
  return numberInvoice(tx, order, await invoiceFacts(tx, order, supplier, issuedAt));
}

/** What an invoice says but its number, read before the number is taken (numberInvoice). */
export type InvoiceFacts = Omit<DocumentFacts, 'number' | 'financialYear'>;

export function invoiceFacts(tx: Db, order: OrderRow, supplier: CompanyDetails, issuedAt: Date): Promise<InvoiceFacts> {
  return documentFacts(tx, order, supplier, issuedAt);
}

/**
 * The invoice numbered and stored, from facts read before: from the number to the commit the year's
 * counter row is held and every other payment waits for it (issue 29: in a registration rush they
 * queued there, holding pooled connections), so take it as the transaction's last writes.
 */
export async function numberInvoice(tx: Db, order: OrderRow, facts: InvoiceFacts): Promise<TaxDocumentRow> {
  const { number, financialYear } = await allocateInvoiceNumber(tx, facts.issuedAt);
  // Its PDF is drawn after the commit (PDF_NOT_DRAWN).
  return store(tx, order, invoiceDocument({ ...facts, number, financialYear }), null, null, { drawNow: false });
}

/**
 * The invoice numbered, stored and the order marked paid with it by one statement, the settlement's
 * last (settlement.ts settleAsPaid): the year's counter row is then held for that statement and the
 * commit alone, not across three round trips each waiting for a busy server process (issue 29). The
 * number is written as documentNumber writes it; the document is the one invoiceDocument makes.
 */
export async function numberInvoiceAndMarkPaid(
  tx: Db,
  order: OrderRow,
  facts: InvoiceFacts,
  paid: { paymentMethod: string; providerPaymentId: string | null },
  /**
   * The settlement's other writes (its tickets confirmed, its messages queued), run by the same
   * statement as data-modifying WITH queries: each is a table of its own, none reads another's rows, so
   * they are written as if one after the other, in one round trip instead of one each.
   */
  alongside: readonly SQLWrapper[] = [],
): Promise<OrderRow> {
  const { issuedAt } = facts;
  const financialYear = financialYearOf(issuedAt);
  const prefix = documentNumber('SL', financialYear, 0).slice(0, -6);
  const document = invoiceDocument({ ...facts, number: '', financialYear });
  const at = issuedAt.toISOString();
  const others = alongside.map(
    (statement, index) => sql`${sql.raw(`alongside_${index}`)} as (${statement.getSQL()}), `,
  );
  const result = (await tx.execute(sql`
    with ${sql.join(others)}counter as (
      insert into ${invoiceCounters} (financial_year, last_number) values (${financialYear}, 1)
      on conflict (financial_year) do update set last_number = ${invoiceCounters}.last_number + 1
      returning last_number
    ), numbered as (
      select ${prefix} || lpad(last_number::text, greatest(6, length(last_number::text)), '0') as number from counter
    ), stored as (
      insert into ${taxDocuments} (kind, number, financial_year, issued_at, order_id, order_uuid, data, pdf)
      select 'invoice', number, ${financialYear}, ${at}::timestamptz, ${order.id}, ${order.orderUuid}::uuid,
             jsonb_set(${JSON.stringify(document)}::jsonb, '{number}', to_jsonb(number)), ''::bytea
      from numbered
      returning number
    )
    update ${orders}
    set status = 'paid', paid_at = ${at}::timestamptz, payment_method = ${paid.paymentMethod},
        provider_payment_id = ${paid.providerPaymentId}, invoice_number = stored.number,
        invoice_date = ${at}::timestamptz, updated_at = ${at}::timestamptz
    from stored
    where ${orders.id} = ${order.id}
    returning stored.number as number`)) as unknown as { rows: { number: string }[] };
  const number = result.rows[0]?.number;
  if (!number) throw new Error(`order ${order.id} vanished`);
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw new RangeError(`document number ${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  }
  return {
    ...order,
    status: 'paid',
    paidAt: issuedAt,
    paymentMethod: paid.paymentMethod,
    providerPaymentId: paid.providerPaymentId,
    invoiceNumber: number,
    invoiceDate: issuedAt,
    updatedAt: issuedAt,
  };
}

/** The row's PDF: as stored, or drawn now from its stored document, and stored, when it was not yet. */
export async function pdfOf(db: Db, row: TaxDocumentRow): Promise<Buffer> {
  if (row.pdf.length > 0) return row.pdf;
  const pdf = await renderTaxDocumentPdf(row.data as TaxDocument);
  await db
    .update(taxDocuments)
    .set({ pdf })
    .where(and(eq(taxDocuments.id, row.id), sql`octet_length(${taxDocuments.pdf}) = 0`));
  return pdf;
}

/** Draws the PDFs of the order's documents stored without one: the settlement's, after its commit. */
export async function drawOrderPdfs(db: Db, orderId: number): Promise<void> {
  const undrawn = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), sql`octet_length(${taxDocuments.pdf}) = 0`));
  for (const row of undrawn) await pdfOf(db, row);
}

const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  held_places_released: REFUND_REASON_HOLD_RELEASED,
  order_changed: REFUND_REASON_ORDER_CHANGED,
};

/** A credit note for the whole of the invoice, in the credit notes' own series, citing it. */
export async function issueCreditNote(
  tx: Db,
  order: OrderRow,
  invoice: TaxDocumentRow,
  reason: RefundReason,
  issuedAt: Date,
): Promise<TaxDocumentRow> {
  const { number, financialYear } = await allocateCreditNoteNumber(tx, issuedAt);
  const document = creditNoteDocument(invoice.data as TaxDocument, {
    number,
    financialYear,
    issuedAt,
    reason: REFUND_REASON_TEXT[reason],
  });
  // Drawn after the commit, as the invoice's (PDF_NOT_DRAWN).
  return store(tx, order, document, invoice.id, null, { drawNow: false });
}

/** Why a ticket's credit note was issued, as the credit note says it. */
export function ticketCancelledReason(attendeeName: string): string {
  return `Ticket cancelled by the buyer (${attendeeName})`;
}

export interface CancelledTicket {
  participantUuid: string;
  attendeeName: string;
  /** The ticket's name and category, as the invoice's line for it reads. */
  ticketName: string;
  category: string | null;
  refund: TicketRefund;
}

/**
 * A credit note for one cancelled ticket's refund (issue 28), in the credit notes' series, citing the
 * order's invoice. Call it in the transaction that cancels the ticket, so a cancellation rolled back
 * leaves no gap in the series.
 */
export async function issueTicketCreditNote(
  tx: Db,
  order: OrderRow,
  invoice: TaxDocumentRow,
  ticket: CancelledTicket,
  issuedAt: Date,
  reason: string = ticketCancelledReason(ticket.attendeeName),
): Promise<TaxDocumentRow> {
  const { number, financialYear } = await allocateCreditNoteNumber(tx, issuedAt);
  const document = ticketCreditNoteDocument(invoice.data as TaxDocument, {
    number,
    financialYear,
    issuedAt,
    reason,
    description: itemDescription(ticket.ticketName, ticket.category),
    taxablePaise: ticket.refund.refundTaxable,
    tax: ticket.refund.refundTax,
  });
  return store(tx, order, document, invoice.id, ticket.participantUuid);
}

/**
 * An order paid before documents were stored has its number and date but no document: it is built
 * once, from the buyer and company as they are at that first reading, and stored like any other.
 */
export async function storeEarlierInvoice(db: Db, order: OrderRow, supplier: CompanyDetails): Promise<void> {
  if (!order.invoiceNumber || !order.invoiceDate) return;
  const issuedAt = order.invoiceDate;
  const invoiceNumber = order.invoiceNumber;
  await db.transaction(async (tx) => {
    const facts = await documentFacts(tx, order, supplier, issuedAt);
    const document = invoiceDocument({ ...facts, number: invoiceNumber, financialYear: financialYearOf(issuedAt) });
    await tx
      .insert(taxDocuments)
      .values({
        kind: 'invoice',
        number: document.number,
        financialYear: document.financial_year,
        issuedAt,
        orderId: order.id,
        orderUuid: order.orderUuid,
        invoiceId: null,
        data: document,
        pdf: await renderTaxDocumentPdf(document),
      })
      .onConflictDoNothing();
  });
}

async function promoCodeOf(tx: Db, order: OrderRow): Promise<string | null> {
  if (order.promoCodeId === null) return null;
  const [promo] = await tx
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(eq(promoCodes.id, order.promoCodeId));
  return promo?.code ?? null;
}
