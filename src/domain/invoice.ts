// SPEC §2 Invoice, §3 Invoice, §9 HSN/SAC and price computation: the server's invoice read into what
// the printable page shows. The page shows the document as it was issued (CGST Rule 46; openapi.yaml
// TaxDocument), never redrawn from today's profile or company settings; its totals are the paid
// order's own SPEC §9 lines, as charged.
import { formatInvoiceDate } from './dates';
import { formatInr, trySignedRupeesToPaise } from './money';

export const INVOICE_TEXT = {
  heading: 'Tax Invoice',
  creditNoteHeading: 'Credit Note',
  loading: 'Loading invoice...',
  loadFailed: 'Failed to load invoice',
  retry: 'Retry',
  orderIdRequired: 'orderId is required to fetch invoice',
  print: 'Print Invoice',
  downloadPdf: 'Download PDF',
  downloadCreditNote: 'Download Credit Note PDF',
  downloading: 'Preparing PDF...',
  downloadFailed: 'Failed to download invoice. Please try again.',
  creditNoteDownloadFailed: 'Failed to download credit note. Please try again.',
  backToOrders: 'Back to My Orders',
  billedTo: 'Billed to',
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  address: 'Address',
  invoiceNumber: 'Invoice Number',
  invoiceDate: 'Invoice Date',
  placeOfSupply: 'Place of Supply',
  supply: 'Supply',
  reverseCharge: 'Tax payable on reverse charge',
  gstin: 'GSTIN',
  state: 'State',
  event: 'Event',
  columns: {
    description: 'Description',
    hsn: 'HSN/SAC',
    quantity: 'QTY',
    value: 'Taxable value (INR)',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Total (INR)',
  },
  totalTaxableValue: 'Total taxable value',
  totalTax: 'Total tax',
  grandTotal: 'Grand Total',
  amountInWords: 'Amount in words',
  creditNoteNumber: 'Credit Note Number',
  creditNoteDate: 'Credit Note Date',
  creditNoteAgainst: 'Against invoice',
  creditNoteReason: 'Reason',
  creditNoteTotal: 'Total credited',
  intraState: 'Intra-state (CGST + SGST)',
  interState: 'Inter-state (IGST)',
  unregistered: 'Unregistered',
} as const;

type Maybe<T> = T | null | undefined;

interface ServerState {
  name: string;
  code: string;
}

interface ServerTaxDocumentLine {
  description: string;
  sac: string;
  quantity: number;
  taxable_value: string;
  cgst_rate: Maybe<number>;
  cgst: string;
  sgst_rate: Maybe<number>;
  sgst: string;
  igst_rate: Maybe<number>;
  igst: string;
  total: string;
}

/** openapi.yaml TaxDocument, declared structurally (the parts the page shows). */
export interface ServerTaxDocument {
  kind: 'invoice' | 'credit_note';
  title: string;
  number: string;
  issued_at: string;
  order_uuid: string;
  supplier: { name: string; address_lines: string[]; gstin: string; state: ServerState; email: string; phone: string };
  recipient: { name: string; mobile: string; email: Maybe<string>; address_lines: string[]; state: Maybe<ServerState> };
  place_of_supply: ServerState;
  supply_type: 'intra_state' | 'inter_state';
  reverse_charge: boolean;
  event: { title: string; venue: Maybe<string>; starts_at: Maybe<string> };
  lines: ServerTaxDocumentLine[];
  totals: { taxable_value: string; cgst: string; sgst: string; igst: string; total_tax: string; grand_total: string };
  amount_in_words: string;
  note: string;
  original_invoice: Maybe<{ number: string; issued_at: string }>;
  reason: Maybe<string>;
}

export interface ServerInvoice {
  invoice: { invoice_number: string; invoice_date: string };
  document: ServerTaxDocument;
  credit_note: Maybe<ServerTaxDocument>;
  /** Extension (issue 28): every credit note citing the invoice, oldest first (one per cancelled ticket). */
  credit_notes?: Maybe<readonly ServerTaxDocument[]>;
}

export interface InvoiceLine {
  key: number;
  description: string;
  hsn: string;
  quantity: number;
  value: string;
  /** 'CGST 9%: ₹44.91' style cells, by head; only the supply's heads are present. */
  taxes: { head: 'cgst' | 'sgst' | 'igst'; rate: string; amount: string }[];
  total: string;
}

export interface CreditNoteView {
  number: string;
  date: string;
  against: string;
  reason: string;
  total: string;
}

export interface InvoiceView {
  orderUuid: string;
  number: string;
  date: string;
  supplier: { name: string; addressLines: string[]; gstin: string; state: string; email: string; phone: string };
  customer: { name: string; email: string; mobile: string; addressLines: string[]; state: string | null };
  placeOfSupply: string;
  supply: string;
  reverseCharge: string;
  event: { title: string; venue: string | null };
  taxHeads: ('cgst' | 'sgst' | 'igst')[];
  items: InvoiceLine[];
  totals: { label: string; amount: string }[];
  grandTotal: string;
  amountInWords: string;
  note: string;
  /** Every credit note against the invoice, oldest first: a refunded order's, or one per cancelled ticket. */
  creditNotes: CreditNoteView[];
}

/**
 * 'HALF MARATHON' and 'half marathon' -> 'Half Marathon' (SPEC §2: the category title-cased). The seed's
 * place names use it too: 'ANDHRA PRADESH' -> 'Andhra Pradesh', 'K.V.RANGAREDDY' -> 'K.V.Rangareddy'.
 */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s(\-./])([a-z])/g, (_match, boundary: string, letter: string) => boundary + letter.toUpperCase());
}

const DASH = '-';
// Signed: a discount line takes its value and tax off (issue 28).
const inr = (rupees: string) => formatInr(trySignedRupeesToPaise(rupees) ?? 0);
export const stateText = (state: ServerState) => `${state.name} (${state.code})`;

/** Description: the ticket name plus the category title-cased ('10K Run - Open Category'). */
export function itemDescription(ticketName: Maybe<string>, category: Maybe<string>): string {
  const parts = [ticketName?.trim(), category?.trim() ? titleCase(category) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' - ') : 'Event ticket';
}

export function toInvoiceView(server: ServerInvoice): InvoiceView {
  const issued = server.document;
  const intra = issued.supply_type === 'intra_state';
  const taxHeads: InvoiceView['taxHeads'] = intra ? ['cgst', 'sgst'] : ['igst'];
  const rateOf = (line: ServerTaxDocumentLine, head: 'cgst' | 'sgst' | 'igst') => line[`${head}_rate`];
  const creditNotes = server.credit_notes ?? (server.credit_note ? [server.credit_note] : []);
  return {
    orderUuid: issued.order_uuid,
    number: issued.number,
    date: formatInvoiceDate(issued.issued_at),
    supplier: {
      name: issued.supplier.name,
      addressLines: issued.supplier.address_lines,
      gstin: issued.supplier.gstin,
      state: stateText(issued.supplier.state),
      email: issued.supplier.email,
      phone: issued.supplier.phone,
    },
    customer: {
      name: issued.recipient.name.trim() || DASH,
      email: issued.recipient.email?.trim() || DASH,
      mobile: issued.recipient.mobile,
      addressLines: issued.recipient.address_lines,
      state: issued.recipient.state ? stateText(issued.recipient.state) : null,
    },
    placeOfSupply: stateText(issued.place_of_supply),
    supply: intra ? INVOICE_TEXT.intraState : INVOICE_TEXT.interState,
    reverseCharge: issued.reverse_charge ? 'Yes' : 'No',
    event: { title: issued.event.title, venue: issued.event.venue ?? null },
    taxHeads,
    items: issued.lines.map((line, index) => ({
      key: index + 1,
      description: line.description,
      hsn: line.sac,
      quantity: line.quantity,
      value: inr(line.taxable_value),
      taxes: taxHeads.map((head) => ({ head, rate: `${rateOf(line, head) ?? 0}%`, amount: inr(line[head]) })),
      total: inr(line.total),
    })),
    totals: [
      { label: INVOICE_TEXT.totalTaxableValue, amount: inr(issued.totals.taxable_value) },
      ...(intra
        ? [
            { label: 'CGST', amount: inr(issued.totals.cgst) },
            { label: 'SGST', amount: inr(issued.totals.sgst) },
          ]
        : [{ label: 'IGST', amount: inr(issued.totals.igst) }]),
      { label: INVOICE_TEXT.totalTax, amount: inr(issued.totals.total_tax) },
    ],
    grandTotal: inr(issued.totals.grand_total),
    amountInWords: issued.amount_in_words,
    note: issued.note,
    creditNotes: creditNotes.map((creditNote) => ({
      number: creditNote.number,
      date: formatInvoiceDate(creditNote.issued_at),
      against: creditNote.original_invoice
        ? `${creditNote.original_invoice.number} dated ${formatInvoiceDate(creditNote.original_invoice.issued_at)}`
        : issued.number,
      reason: creditNote.reason ?? DASH,
      total: inr(creditNote.totals.grand_total),
    })),
  };
}
