// SPEC §9 price computation. This is the only implementation: the server's order summary, order
// creation (the amount charged), the invoice and the browser's breakdown all call computeCharges,
// so they cannot disagree.
//
// Which tax heads apply follows the place of supply (src/domain/gst.ts): CGST 9% + SGST 9% when the
// event is held in the supplier's state, IGST 18% otherwise. IGST is the sum of the two 9% halves
// computed as for an intra-state supply, so SPEC §9's grand total is the same to the paisa wherever
// the event is held.
import {
  CGST_RATE_BASIS_POINTS,
  CONVENIENCE_CHARGE_RATE_BASIS_POINTS,
  CONVENIENCE_GST_RATE_BASIS_POINTS,
  SGST_RATE_BASIS_POINTS,
} from './constants';
import type { SupplyType } from './gst';
import { paiseToRupeeString, percentOf, type Paise } from './money';

export interface ChargesInput {
  /** Sum of the entry fees of the tickets in the order. */
  ticketTotalPaise: Paise;
  /**
   * A promo code's discount on the tickets (issue 28), at most their total: taken off before SPEC §9's
   * taxes, so the tickets are taxed on what is actually charged for them. 0 without a code.
   */
  discountPaise?: Paise;
  /** Platform fee for the order (0 when the event charges none). */
  platformFeePaise: Paise;
  /** Intra-state (CGST + SGST) or inter-state (IGST); see placeOfSupply in gst.ts. */
  supplyType: SupplyType;
}

/** Every line of the price breakdown, in integer paise. */
export interface Charges {
  supplyType: SupplyType;
  /** The tickets' entry fees before any discount. */
  entryFeeTotal: Paise;
  /** A promo code's discount on the tickets; the tickets' taxes are on entryFeeTotal - discount. */
  discount: Paise;
  /** CGST and SGST on the tickets; both 0 on an inter-state supply. */
  cgst: Paise;
  sgst: Paise;
  /** IGST on the tickets; 0 on an intra-state supply. */
  igst: Paise;
  platformFee: Paise;
  platformFeeCgst: Paise;
  platformFeeSgst: Paise;
  platformFeeIgst: Paise;
  convenienceCharge: Paise;
  convenienceGst: Paise;
  grandTotal: Paise;
}

/** The breakdown as the API sends it: snake_case keys, decimal rupee strings ("499.00"). */
export interface ChargesRupeeStrings {
  entry_fee_total: string;
  discount: string;
  cgst: string;
  sgst: string;
  igst: string;
  platform_fee: string;
  platform_fee_cgst: string;
  platform_fee_sgst: string;
  platform_fee_igst: string;
  convenience_charge: string;
  convenience_gst: string;
  grand_total: string;
}

function assertAmount(name: string, paise: Paise): void {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of paise, got ${paise}`);
  }
}

/**
 * Computes the breakdown. Each component is rounded half up to the paisa once, and later lines are
 * computed from the rounded earlier lines; the grand total is the sum of the rounded lines rather
 * than a separately rounded exact total. That way the lines printed on the invoice always add up to
 * exactly the amount charged, which an independently rounded total would miss by a paisa or two.
 */
export function computeCharges({
  ticketTotalPaise,
  discountPaise = 0,
  platformFeePaise,
  supplyType,
}: ChargesInput): Charges {
  assertAmount('ticketTotalPaise', ticketTotalPaise);
  assertAmount('discountPaise', discountPaise);
  assertAmount('platformFeePaise', platformFeePaise);
  if (discountPaise > ticketTotalPaise) {
    throw new RangeError(`discountPaise (${discountPaise}) must not exceed ticketTotalPaise (${ticketTotalPaise})`);
  }

  const ticketsCharged = ticketTotalPaise - discountPaise;
  const tickets = taxOn(ticketsCharged, supplyType);
  const platform = taxOn(platformFeePaise, supplyType);
  const taxedSubtotal =
    ticketsCharged +
    tickets.cgst +
    tickets.sgst +
    tickets.igst +
    platformFeePaise +
    platform.cgst +
    platform.sgst +
    platform.igst;
  const convenienceCharge = percentOf(taxedSubtotal, CONVENIENCE_CHARGE_RATE_BASIS_POINTS);
  const convenienceGst = percentOf(convenienceCharge, CONVENIENCE_GST_RATE_BASIS_POINTS);

  return {
    supplyType,
    entryFeeTotal: ticketTotalPaise,
    discount: discountPaise,
    cgst: tickets.cgst,
    sgst: tickets.sgst,
    igst: tickets.igst,
    platformFee: platformFeePaise,
    platformFeeCgst: platform.cgst,
    platformFeeSgst: platform.sgst,
    platformFeeIgst: platform.igst,
    convenienceCharge,
    convenienceGst,
    grandTotal: taxedSubtotal + convenienceCharge + convenienceGst,
  };
}

export interface TaxHeads {
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/** GST 18% on a taxable value, as CGST 9% + SGST 9% or as IGST (their sum). */
export function taxOn(taxable: Paise, supplyType: SupplyType): TaxHeads {
  const cgst = percentOf(taxable, CGST_RATE_BASIS_POINTS);
  const sgst = percentOf(taxable, SGST_RATE_BASIS_POINTS);
  return supplyType === 'intra_state' ? { cgst, sgst, igst: 0 } : { cgst: 0, sgst: 0, igst: cgst + sgst };
}

/**
 * SPEC §9 charges one 'GST 18%' on the convenience charge. On an invoice it is shown under the
 * supply's heads: IGST as it is, or split into CGST and SGST halves (an odd paisa goes to CGST).
 */
export function splitGst(gst: Paise, supplyType: SupplyType): TaxHeads {
  if (supplyType === 'inter_state') return { cgst: 0, sgst: 0, igst: gst };
  const sgst = Math.floor(gst / 2);
  return { cgst: gst - sgst, sgst, igst: 0 };
}

/** The breakdown in the API's form. */
export function chargesToRupeeStrings(charges: Charges): ChargesRupeeStrings {
  return {
    entry_fee_total: paiseToRupeeString(charges.entryFeeTotal),
    discount: paiseToRupeeString(charges.discount),
    cgst: paiseToRupeeString(charges.cgst),
    sgst: paiseToRupeeString(charges.sgst),
    igst: paiseToRupeeString(charges.igst),
    platform_fee: paiseToRupeeString(charges.platformFee),
    platform_fee_cgst: paiseToRupeeString(charges.platformFeeCgst),
    platform_fee_sgst: paiseToRupeeString(charges.platformFeeSgst),
    platform_fee_igst: paiseToRupeeString(charges.platformFeeIgst),
    convenience_charge: paiseToRupeeString(charges.convenienceCharge),
    convenience_gst: paiseToRupeeString(charges.convenienceGst),
    grand_total: paiseToRupeeString(charges.grandTotal),
  };
}
