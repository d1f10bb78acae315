// Promo codes (issue 28 item 6, a Startline extension): what a code takes off the tickets, and every
// text a person sees about one. The server checks a code and charges with promoDiscount; the order
// summary shows the same discount, so the page cannot promise another price than the one charged.
import { percentOf, type Paise } from './money';

export const PROMO_TEXT = {
  label: 'Promo code',
  apply: 'Apply',
  applying: 'Applying...',
  remove: 'Remove',
  required: 'Enter a promo code',
  applied: (code: string) => `Promo code ${code} applied`,
  discountLine: (code: string) => `Discount (${code})`,
  unknown: 'This promo code does not exist',
  notForEvent: 'This promo code is not valid for this event',
  notYetValid: 'This promo code is not valid yet',
  expired: 'This promo code has expired',
  usedUp: 'This promo code has been used up',
  minTickets: (count: number) => `This promo code needs at least ${count} tickets in the order`,
  checkFailed: 'Could not check the promo code. Please try again.',
} as const;

/** The longest code a person may type; codes are letters, digits, '-' and '_'. */
export const PROMO_CODE_MAX_LENGTH = 32;

/** How a code is stored and matched: trimmed, in capitals. */
export function normalisePromoCode(typed: string): string {
  return typed.trim().toUpperCase();
}

export interface PromoRule {
  kind: 'percent' | 'fixed';
  /** Basis points off for 'percent' (1000 = 10%), paise off for 'fixed'. */
  amount: number;
}

/** What the code takes off tickets costing `ticketTotalPaise`: never more than they cost. */
export function promoDiscount(rule: PromoRule, ticketTotalPaise: Paise): Paise {
  const off = rule.kind === 'percent' ? percentOf(ticketTotalPaise, rule.amount) : rule.amount;
  return Math.min(off, ticketTotalPaise);
}
