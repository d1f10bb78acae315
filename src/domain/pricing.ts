// SPEC §9 price computation. This is the only implementation: the server's order summary, order
// creation (the amount charged), the invoice and the browser's breakdown all call computeCharges,
// so they cannot disagree.
import {
  CGST_RATE_BASIS_POINTS,
  CONVENIENCE_CHARGE_RATE_BASIS_POINTS,
  CONVENIENCE_GST_RATE_BASIS_POINTS,
  SGST_RATE_BASIS_POINTS,
} from './constants';
import { paiseToRupeeString, percentOf, type Paise } from './money';

export interface ChargesInput {
  /** Sum of the entry fees of the tickets in the order. */
  ticketTotalPaise: Paise;
  /** Platform fee for the order (0 when the event charges none). */
  platformFeePaise: Paise;
}

/** Every line of the price breakdown, in integer paise. */
export interface Charges {
  entryFeeTotal: Paise;
  cgst: Paise;
  sgst: Paise;
  platformFee: Paise;
  platformFeeCgst: Paise;
  platformFeeSgst: Paise;
  convenienceCharge: Paise;
  convenienceGst: Paise;
  grandTotal: Paise;
}

/** The breakdown as the API sends it: snake_case keys, decimal rupee strings ("499.00"). */
export interface ChargesRupeeStrings {
  entry_fee_total: string;
  cgst: string;
  sgst: string;
  platform_fee: string;
  platform_fee_cgst: string;
  platform_fee_sgst: string;
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
export function computeCharges({ ticketTotalPaise, platformFeePaise }: ChargesInput): Charges {
  assertAmount('ticketTotalPaise', ticketTotalPaise);
  assertAmount('platformFeePaise', platformFeePaise);

  const cgst = percentOf(ticketTotalPaise, CGST_RATE_BASIS_POINTS);
  const sgst = percentOf(ticketTotalPaise, SGST_RATE_BASIS_POINTS);
  const platformFeeCgst = percentOf(platformFeePaise, CGST_RATE_BASIS_POINTS);
  const platformFeeSgst = percentOf(platformFeePaise, SGST_RATE_BASIS_POINTS);
  const taxedSubtotal = ticketTotalPaise + cgst + sgst + platformFeePaise + platformFeeCgst + platformFeeSgst;
  const convenienceCharge = percentOf(taxedSubtotal, CONVENIENCE_CHARGE_RATE_BASIS_POINTS);
  const convenienceGst = percentOf(convenienceCharge, CONVENIENCE_GST_RATE_BASIS_POINTS);

  return {
    entryFeeTotal: ticketTotalPaise,
    cgst,
    sgst,
    platformFee: platformFeePaise,
    platformFeeCgst,
    platformFeeSgst,
    convenienceCharge,
    convenienceGst,
    grandTotal: taxedSubtotal + convenienceCharge + convenienceGst,
  };
}

/** The breakdown in the API's form. */
export function chargesToRupeeStrings(charges: Charges): ChargesRupeeStrings {
  return {
    entry_fee_total: paiseToRupeeString(charges.entryFeeTotal),
    cgst: paiseToRupeeString(charges.cgst),
    sgst: paiseToRupeeString(charges.sgst),
    platform_fee: paiseToRupeeString(charges.platformFee),
    platform_fee_cgst: paiseToRupeeString(charges.platformFeeCgst),
    platform_fee_sgst: paiseToRupeeString(charges.platformFeeSgst),
    convenience_charge: paiseToRupeeString(charges.convenienceCharge),
    convenience_gst: paiseToRupeeString(charges.convenienceGst),
    grand_total: paiseToRupeeString(charges.grandTotal),
  };
}
