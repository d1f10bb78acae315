// What a GST document says, built once when it is issued (issue.ts) and then only ever read back:
// CGST Rule 46 for the tax invoice, Rule 53(1A) for the credit note. Every amount is the order's own
// SPEC §9 line as charged (orders store them), so the lines add up to the amount paid to the paisa.
import { amountInWords } from '../../../src/domain/amount-in-words';
import {
  BOOKING_FEE_SAC_CODE,
  CGST_RATE_BASIS_POINTS,
  IGST_RATE_BASIS_POINTS,
  INVOICE_HSN_SAC_CODE,
  SGST_RATE_BASIS_POINTS,
} from '../../../src/domain/constants';
import { gstStateByCode, gstStateByName, type GstState, type SupplyType } from '../../../src/domain/gst';
import { itemDescription } from '../../../src/domain/invoice';
import { paiseToRupeeString, percentOf, type Paise } from '../../../src/domain/money';
import { PROMO_TEXT } from '../../../src/domain/promo-codes';
import { splitGst, taxOn, type Charges, type TaxHeads } from '../../../src/domain/pricing';
import type { components } from '../../../src/api/schema';
import type { CompanyDetails } from '../../config';

export type TaxDocument = components['schemas']['TaxDocument'];
export type TaxDocumentLine = components['schemas']['TaxDocumentLine'];

export const INVOICE_TITLE = 'Tax Invoice';
export const CREDIT_NOTE_TITLE = 'Credit Note';
export const COMPUTER_GENERATED_NOTE =
  'This is a computer-generated invoice issued electronically; no signature is required.';
export const CREDIT_NOTE_NOTE =
  'This is a computer-generated credit note issued electronically; no signature is required.';

/** One group of tickets at one price and category (order_items grouped), in the order they were added. */
export interface TicketGroup {
  category: string | null;
  unitPricePaise: Paise;
  quantity: number;
}

export interface DocumentFacts {
  number: string;
  financialYear: string;
  issuedAt: Date;
  orderUuid: string;
  supplier: CompanyDetails;
  recipient: { name: string; mobile: string; email: string | null; address: RecipientAddress | null };
  placeOfSupplyStateCode: string | null;
  event: { title: string; ticketName: string | null; venue: string | null; startsAt: Date | null };
  tickets: TicketGroup[];
  ticketCount: number;
  charges: Charges;
  /** The promo code whose discount the order had (charges.discount), or null. */
  promoCode: string | null;
}

export interface RecipientAddress {
  lines: string[];
  stateName: string | null;
}

const RATE_PERCENT = {
  cgst: CGST_RATE_BASIS_POINTS / 100,
  sgst: SGST_RATE_BASIS_POINTS / 100,
  igst: IGST_RATE_BASIS_POINTS / 100,
};

const rupees = paiseToRupeeString;

function supplierState(gstin: string): GstState {
  const state = gstStateByCode(gstin.slice(0, 2));
  if (!state) throw new RangeError(`the supplier's GSTIN '${gstin}' names no GST state`);
  return state;
}

function line(
  description: string,
  sac: string,
  quantity: number,
  unitPricePaise: Paise,
  taxable: Paise,
  tax: TaxHeads,
  supplyType: SupplyType,
): TaxDocumentLine {
  const intra = supplyType === 'intra_state';
  return {
    description,
    sac,
    quantity,
    unit_price: rupees(unitPricePaise),
    taxable_value: rupees(taxable),
    cgst_rate: intra ? RATE_PERCENT.cgst : null,
    cgst: rupees(tax.cgst),
    sgst_rate: intra ? RATE_PERCENT.sgst : null,
    sgst: rupees(tax.sgst),
    igst_rate: intra ? null : RATE_PERCENT.igst,
    igst: rupees(tax.igst),
    total: rupees(taxable + tax.cgst + tax.sgst + tax.igst),
  };
}

/**
 * The tickets' tax at their full price, shared out over the ticket lines: each line's share is
 * computed as the total was, and the last line takes the rounding difference. A discount then has its
 * own line taking off its value and the tax on it, so the lines add up to exactly what was charged.
 */
function ticketLineTaxes(groups: TicketGroup[], full: TaxHeads, supplyType: SupplyType): TaxHeads[] {
  const shares = groups.map((group): TaxHeads => {
    const taxable = group.unitPricePaise * group.quantity;
    const cgst = percentOf(taxable, CGST_RATE_BASIS_POINTS);
    const sgst = percentOf(taxable, SGST_RATE_BASIS_POINTS);
    return supplyType === 'intra_state' ? { cgst, sgst, igst: 0 } : { cgst: 0, sgst: 0, igst: cgst + sgst };
  });
  const last = shares.at(-1);
  if (last) {
    const sum = (head: keyof TaxHeads) => shares.reduce((total, share) => total + share[head], 0);
    last.cgst += full.cgst - sum('cgst');
    last.sgst += full.sgst - sum('sgst');
    last.igst += full.igst - sum('igst');
  }
  return shares;
}

function documentLines(facts: DocumentFacts): TaxDocumentLine[] {
  const { charges } = facts;
  const supply = charges.supplyType;
  // Without a discount the full price's tax is the tax charged; with one, the tax charged is on less.
  const full = charges.discount > 0 ? taxOn(charges.entryFeeTotal, supply) : charges;
  const taxes = ticketLineTaxes(facts.tickets, { cgst: full.cgst, sgst: full.sgst, igst: full.igst }, supply);
  const lines = facts.tickets.map((group, index) =>
    line(
      itemDescription(facts.event.ticketName ?? facts.event.title, group.category),
      INVOICE_HSN_SAC_CODE,
      group.quantity,
      group.unitPricePaise,
      group.unitPricePaise * group.quantity,
      taxes[index] ?? { cgst: 0, sgst: 0, igst: 0 },
      supply,
    ),
  );
  if (charges.discount > 0) {
    // Given before the supply and shown on the invoice, a discount lowers the taxable value (CGST Act §15(3)(a)).
    lines.push(
      line(
        PROMO_TEXT.discountLine(facts.promoCode ?? ''),
        INVOICE_HSN_SAC_CODE,
        1,
        -charges.discount,
        -charges.discount,
        { cgst: charges.cgst - full.cgst, sgst: charges.sgst - full.sgst, igst: charges.igst - full.igst },
        supply,
      ),
    );
  }
  if (charges.platformFee > 0) {
    const count = Math.max(facts.ticketCount, 1);
    lines.push(
      line(
        'Platform fee',
        BOOKING_FEE_SAC_CODE,
        count,
        Math.round(charges.platformFee / count),
        charges.platformFee,
        { cgst: charges.platformFeeCgst, sgst: charges.platformFeeSgst, igst: charges.platformFeeIgst },
        supply,
      ),
    );
  }
  if (charges.convenienceCharge > 0) {
    lines.push(
      line(
        'Convenience charge (2%)',
        BOOKING_FEE_SAC_CODE,
        1,
        charges.convenienceCharge,
        charges.convenienceCharge,
        splitGst(charges.convenienceGst, supply),
        supply,
      ),
    );
  }
  return lines;
}

/** The document's totals, checked against the amount charged: a mismatch is a bug, never printed. */
function documentTotals(lines: TaxDocumentLine[], grandTotalPaise: Paise): TaxDocument['totals'] {
  const paise = (value: string) => Math.round(Number(value) * 100);
  const sum = (pick: (line: TaxDocumentLine) => string) => lines.reduce((total, l) => total + paise(pick(l)), 0);
  const taxable = sum((l) => l.taxable_value);
  const cgst = sum((l) => l.cgst);
  const sgst = sum((l) => l.sgst);
  const igst = sum((l) => l.igst);
  if (taxable + cgst + sgst + igst !== grandTotalPaise) {
    throw new Error(
      `document lines add up to ${taxable + cgst + sgst + igst} paise, the order charged ${grandTotalPaise}`,
    );
  }
  return {
    taxable_value: rupees(taxable),
    cgst: rupees(cgst),
    sgst: rupees(sgst),
    igst: rupees(igst),
    total_tax: rupees(cgst + sgst + igst),
    grand_total: rupees(grandTotalPaise),
  };
}

function commonParts(facts: DocumentFacts) {
  const ownState = supplierState(facts.supplier.gstin);
  const place = (facts.placeOfSupplyStateCode && gstStateByCode(facts.placeOfSupplyStateCode)) || ownState;
  const lines = documentLines(facts);
  const recipientState = gstStateByName(facts.recipient.address?.stateName);
  return {
    number: facts.number,
    issued_at: facts.issuedAt.toISOString(),
    financial_year: facts.financialYear,
    order_uuid: facts.orderUuid,
    supplier: {
      name: facts.supplier.name,
      address_lines: [...facts.supplier.addressLines],
      gstin: facts.supplier.gstin,
      state: ownState,
      email: facts.supplier.email,
      phone: facts.supplier.phone,
    },
    recipient: {
      name: facts.recipient.name,
      mobile: facts.recipient.mobile,
      email: facts.recipient.email,
      address_lines: facts.recipient.address?.lines ?? [],
      state: recipientState,
    },
    place_of_supply: place,
    supply_type: facts.charges.supplyType,
    reverse_charge: false,
    event: {
      title: facts.event.title,
      venue: facts.event.venue,
      starts_at: facts.event.startsAt?.toISOString() ?? null,
    },
    lines,
    totals: documentTotals(lines, facts.charges.grandTotal),
    amount_in_words: amountInWords(facts.charges.grandTotal),
  };
}

export function invoiceDocument(facts: DocumentFacts): TaxDocument {
  return {
    kind: 'invoice',
    title: INVOICE_TITLE,
    ...commonParts(facts),
    note: COMPUTER_GENERATED_NOTE,
    original_invoice: null,
    reason: null,
  };
}

/** A credit note for the whole of an invoice: the same lines, citing it, with the reason for the refund. */
export function creditNoteDocument(
  invoice: TaxDocument,
  credit: { number: string; financialYear: string; issuedAt: Date; reason: string },
): TaxDocument {
  return {
    ...invoice,
    kind: 'credit_note',
    title: CREDIT_NOTE_TITLE,
    number: credit.number,
    financial_year: credit.financialYear,
    issued_at: credit.issuedAt.toISOString(),
    note: CREDIT_NOTE_NOTE,
    original_invoice: { number: invoice.number, issued_at: invoice.issued_at },
    reason: credit.reason,
  };
}

/** What one cancelled ticket's credit note gives back: its refunded value and the GST on it. */
export interface TicketCredit {
  number: string;
  financialYear: string;
  issuedAt: Date;
  reason: string;
  /** The ticket's line as the invoice describes it ('Monsoon Run Ticket - 10K'). */
  description: string;
  taxablePaise: Paise;
  tax: TaxHeads;
}

/**
 * A credit note for one ticket its buyer cancelled (issue 28): the invoice's parties and place of
 * supply, citing it, with one line for only the ticket's refunded value and its GST. The fee the
 * event kept and the booking fees stay invoiced.
 */
export function ticketCreditNoteDocument(invoice: TaxDocument, credit: TicketCredit): TaxDocument {
  const { taxablePaise, tax } = credit;
  const total = taxablePaise + tax.cgst + tax.sgst + tax.igst;
  const lines = [
    line(credit.description, INVOICE_HSN_SAC_CODE, 1, taxablePaise, taxablePaise, tax, invoice.supply_type),
  ];
  return {
    ...creditNoteDocument(invoice, credit),
    lines,
    totals: documentTotals(lines, total),
    amount_in_words: amountInWords(total),
  };
}
