// SPEC §2 Invoice, §3 Invoice, §9 HSN/SAC and price computation: the server's invoice read into what
// the printable page shows. Totals are the paid order's own SPEC §9 lines, as charged.
import { INVOICE_HSN_SAC_CODE } from './constants';
import { formatInvoiceDate } from './dates';
import { formatInr, tryRupeesToPaise } from './money';

export const INVOICE_TEXT = {
  heading: 'Tax Invoice',
  loading: 'Loading invoice...',
  loadFailed: 'Failed to load invoice',
  retry: 'Retry',
  orderIdRequired: 'orderId is required to fetch invoice',
  print: 'Print Invoice',
  backToOrders: 'Back to My Orders',
  billedTo: 'Billed to',
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  invoiceNumber: 'Invoice Number',
  invoiceDate: 'Invoice Date',
  gstin: 'GSTIN',
  columns: { description: 'Description', hsn: 'HSN/SAC', quantity: 'QTY', value: 'Value of tickets sold (INR)' },
  grandTotal: 'Grand Total',
} as const;

type Maybe<T> = T | null | undefined;

export interface ServerInvoice {
  invoice: { invoice_number: string; invoice_date: string };
  customer: { name: Maybe<string>; email: Maybe<string>; mobile: string };
  items: ReadonlyArray<{ id: number; event_category: Maybe<string>; quantity: number; unit_price: string }>;
  sub_event_details: { ticket_name: Maybe<string> };
  totals: {
    ticket_total: string;
    cgst: string;
    sgst: string;
    platform_fee: string;
    platform_fee_cgst: string;
    platform_fee_sgst: string;
    convenience_charge: string;
    convenience_gst: string;
    grand_total: string;
  };
}

export interface InvoiceLine {
  key: number;
  description: string;
  hsn: string;
  quantity: number;
  value: string;
}

export interface InvoiceView {
  number: string;
  date: string;
  customer: { name: string; email: string; mobile: string };
  items: InvoiceLine[];
  totals: { label: string; amount: string }[];
  grandTotal: string;
}

/** 'HALF MARATHON' and 'half marathon' -> 'Half Marathon' (SPEC §2: the category title-cased). */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s(\-./])([a-z])/g, (_match, boundary: string, letter: string) => boundary + letter.toUpperCase());
}

const DASH = '-';
const inr = (rupees: string) => formatInr(tryRupeesToPaise(rupees) ?? 0);

/** Description: the ticket name plus the category title-cased ('10K Run - Open Category'). */
export function itemDescription(ticketName: Maybe<string>, category: Maybe<string>): string {
  const parts = [ticketName?.trim(), category?.trim() ? titleCase(category) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' - ') : 'Event ticket';
}

export function toInvoiceView(server: ServerInvoice): InvoiceView {
  const { totals } = server;
  const platformLines =
    (tryRupeesToPaise(totals.platform_fee) ?? 0) > 0
      ? [
          { label: 'Platform fee', amount: inr(totals.platform_fee) },
          { label: 'CGST on platform fee @ 9%', amount: inr(totals.platform_fee_cgst) },
          { label: 'SGST on platform fee @ 9%', amount: inr(totals.platform_fee_sgst) },
        ]
      : [];
  return {
    number: server.invoice.invoice_number,
    date: formatInvoiceDate(server.invoice.invoice_date),
    customer: {
      name: server.customer.name?.trim() || DASH,
      email: server.customer.email?.trim() || DASH,
      mobile: server.customer.mobile,
    },
    items: server.items.map((item) => ({
      key: item.id,
      description: itemDescription(server.sub_event_details.ticket_name, item.event_category),
      hsn: INVOICE_HSN_SAC_CODE,
      quantity: item.quantity,
      value: formatInr((tryRupeesToPaise(item.unit_price) ?? 0) * item.quantity),
    })),
    totals: [
      { label: 'Taxable value of tickets', amount: inr(totals.ticket_total) },
      { label: 'CGST @ 9%', amount: inr(totals.cgst) },
      { label: 'SGST @ 9%', amount: inr(totals.sgst) },
      ...platformLines,
      { label: 'Convenience charge @ 2%', amount: inr(totals.convenience_charge) },
      { label: 'GST on convenience charge @ 18%', amount: inr(totals.convenience_gst) },
    ],
    grandTotal: inr(totals.grand_total),
  };
}
