// getInvoice, getInvoicePdf and getCreditNotePdf: the caller's stored GST documents (docs/architecture.md).
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { paiseToRupeeString } from '../../../src/domain/money';
import { callerOf, type AppContext, type ContractHandlers } from '../../context';
import { subEvents } from '../../db/schema';
import { notFound } from '../../errors';
import { chargesJson, storedCharges, type OrderRow } from '../orders/presenters';
import type { TaxDocument } from './document';
import { creditNotesOfOrder, findCallersOrder, findDocument, invoiceOf, pdfFileName } from './issued';
import { pdfOf, type TaxDocumentRow } from './issue';
import { orderLines } from './order-lines';

type InvoiceOperations = 'getInvoice' | 'getInvoicePdf' | 'getCreditNotePdf';

const INVOICE_NOT_FOUND = 'Invoice not found';
const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

/** SPEC §3's invoice fields; the buyer as the stored document has them, never today's profile. */
async function invoiceJson(ctx: AppContext, order: OrderRow, invoice: TaxDocumentRow) {
  const document = invoice.data as TaxDocument;
  const creditNote = await findDocument(ctx.db, order.orderUuid, 'credit_note');
  const creditNotes = await creditNotesOfOrder(ctx.db, order.orderUuid);
  const [subEvent] = await ctx.db
    .select({ name: subEvents.name, ticketName: subEvents.ticketName })
    .from(subEvents)
    .where(eq(subEvents.id, order.subEventId));
  const lines = await orderLines(ctx.db, order.id);
  const { entry_fee_total, ...otherCharges } = chargesJson(storedCharges(order));
  return {
    invoice: { invoice_number: document.number, invoice_date: document.issued_at },
    customer: { name: document.recipient.name, email: document.recipient.email, mobile: document.recipient.mobile },
    items: lines.map((line, index) => ({
      id: index + 1,
      event_category: line.category,
      quantity: line.quantity,
      unit_price: paiseToRupeeString(line.unitPricePaise),
    })),
    sub_event_details: { ticket_name: subEvent?.ticketName ?? subEvent?.name ?? null },
    totals: { ticket_total: entry_fee_total, ...otherCharges },
    document,
    credit_note: creditNote ? (creditNote.data as TaxDocument) : null,
    credit_notes: creditNotes.map((note) => note.data as TaxDocument),
  };
}

async function sendPdf(db: AppContext['db'], reply: FastifyReply, row: TaxDocumentRow): Promise<FastifyReply> {
  const pdf = await pdfOf(db, row);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdfFileName(row.kind, row.number)}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export function createInvoiceHandlers(ctx: AppContext): Pick<ContractHandlers, InvoiceOperations> {
  async function callersInvoice(userId: number, orderRef: string) {
    const order = await findCallersOrder(ctx.db, userId, orderRef);
    if (!order) return null;
    const row = await invoiceOf(ctx.db, order, ctx.config.company);
    return row ? { order, row } : null;
  }

  return {
    async getInvoice(request) {
      const found = await callersInvoice(callerOf(request).id, request.params.orderId);
      if (!found) throw notFound(INVOICE_NOT_FOUND);
      return {
        success: true,
        message: 'Invoice fetched successfully',
        data: { invoice: await invoiceJson(ctx, found.order, found.row) },
      };
    },

    async getInvoicePdf(request, reply) {
      const found = await callersInvoice(callerOf(request).id, request.params.orderId);
      if (!found) throw notFound(INVOICE_NOT_FOUND);
      return sendPdf(ctx.db, reply, found.row);
    },

    async getCreditNotePdf(request, reply) {
      const order = await findCallersOrder(ctx.db, callerOf(request).id, request.params.orderId);
      if (!order) throw notFound(CREDIT_NOTE_NOT_FOUND);
      // One of the order's credit notes by its number (one per cancelled ticket), else the first issued.
      const wanted = request.query.number;
      const notes = await creditNotesOfOrder(ctx.db, order.orderUuid);
      const row = wanted === undefined ? notes[0] : notes.find((note) => note.number === wanted);
      if (!row) throw notFound(CREDIT_NOTE_NOT_FOUND);
      return sendPdf(ctx.db, reply, row);
    },
  };
}
