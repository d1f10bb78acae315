// Moving a paid ticket to another category of its event (issue 28 item 3, a Startline extension):
// what it costs or gives back, and every text a person reads about it. The server charges and refunds
// with categoryChangeMoney and the page shows the same figures, so the price quoted is the price paid.
//
// SPEC §9, applied to the difference only: a dearer category charges the difference in entry fee
// with its GST (CGST 9% + SGST 9%, or IGST 18%), a convenience charge of 2% on that and 18% GST on
// the convenience charge; the booking fee was paid with the ticket and is not charged again. A
// cheaper category gives back the difference with its GST; the booking fee and convenience charge
// stay, as they do when a ticket is cancelled.
import { formatOrderDate } from './dates';
import type { SupplyType } from './gst';
import type { Paise } from './money';
import { computeCharges, taxOn, type Charges, type TaxHeads } from './pricing';

export const CATEGORY_CHANGE_TEXT = {
  change: 'Change category',
  changeFor: (name: string) => `Change category for ${name}`,
  dialogTitle: 'Change category',
  loading: 'Finding the categories...',
  loadFailed: 'Could not load the categories. Please try again.',
  current: (category: string) => `Current category: ${category}`,
  choose: 'New category',
  noOthers: 'This event has no other category to change to.',
  pay: (amount: string) => `You pay ₹${amount}`,
  refund: (amount: string) => `Refund ₹${amount}`,
  even: 'No difference in price',
  differenceLine: 'Difference in entry fee',
  gst: 'GST on the difference (18%)',
  convenience: 'Convenience charge (2%)',
  convenienceGst: 'GST on convenience charge (18%)',
  total: 'Total to pay',
  refundTotal: 'Refund',
  refundArrives: 'The refund reaches your original payment method within 5–7 working days.',
  oneChange: 'A ticket can change category once.',
  confirmPay: (amount: string) => `Pay ₹${amount} and change`,
  confirm: 'Confirm change',
  keep: 'Keep category',
  changing: 'Changing...',
  changeFailed: 'Could not change the category. Please try again.',
  paymentCancelled: 'Payment cancelled. The category stays as booked.',
  verifying: 'Confirming your payment...',
  awaitingBank: 'Payment is being confirmed by your bank',
  awaitingBankDetail: 'The category changes when your bank confirms the payment. You can close this and check later.',
  checkNow: 'Check now',
  verifyFailed: 'Could not confirm the payment. The category stays as booked until it is confirmed.',
  tryAgain: 'Try Again',
  close: 'Close',
  done: 'Category changed',
  doneDetail: (name: string, category: string) =>
    `${name}'s ticket is now for ${category}. The e-ticket was re-issued.`,
  viewInvoice: 'View invoice',
  creditNote: (number: string) => `Credit note ${number}`,
  changedLine: (from: string, to: string) => `Category changed from ${from} to ${to}`,
  // What the panel says of the event's rule, under the correction rule.
  policyOpen: (until: string) => `You can change a paid ticket's category once until ${until}.`,
  policyClosed: (until: string) => `Category changes for this event closed on ${until}.`,
  // The server's refusals, which the dialog shows as they come.
  notAllowed: 'This event does not allow changing category',
  closed: (until: string) => `Category changes for this event closed on ${until}`,
  notPaid: "Only a paid ticket's category can be changed",
  alreadyChanged: "This ticket's category has already been changed",
  sameCategory: 'This ticket is already for that category',
  unknownCategory: 'This event has no such category',
  transferPending: 'Withdraw the transfer before changing this ticket',
  received: 'A ticket transferred to you keeps its category: its money is the buyer’s',
  notFound: 'Ticket not found',
  // A cancellation after a change would refund what was already moved.
  cancelAfterChange: 'A ticket whose category was changed cannot be cancelled online. Please contact support.',
} as const;

/** 'You can change … until 05 Jan 2025, 10:30 AM': the deadline in India time. */
export function categoryChangeDeadlineText(until: Date | string): string {
  return formatOrderDate(until);
}

/** What a change of category moves: a payment, a refund, or nothing. */
export type CategoryChangeMoney =
  | { kind: 'pay'; charges: Charges }
  | { kind: 'refund'; refundTaxable: Paise; refundTax: TaxHeads; refundAmount: Paise }
  | { kind: 'even' };

/**
 * `paidValuePaise` is what the ticket's entry fee came to (its price less its share of a promo
 * discount); `fromPricePaise` and `toPricePaise` are the two categories' listed prices. A dearer
 * category charges the listed difference; a cheaper one gives back what was paid above the new price.
 */
export function categoryChangeMoney(input: {
  fromPricePaise: Paise;
  toPricePaise: Paise;
  paidValuePaise: Paise;
  supplyType: SupplyType;
}): CategoryChangeMoney {
  const { fromPricePaise, toPricePaise, paidValuePaise, supplyType } = input;
  if (toPricePaise > fromPricePaise) {
    const charges = computeCharges({
      ticketTotalPaise: toPricePaise - fromPricePaise,
      platformFeePaise: 0,
      supplyType,
    });
    return { kind: 'pay', charges };
  }
  const refundTaxable = Math.max(0, paidValuePaise - Math.min(toPricePaise, paidValuePaise));
  if (refundTaxable === 0) return { kind: 'even' };
  const refundTax = taxOn(refundTaxable, supplyType);
  return {
    kind: 'refund',
    refundTaxable,
    refundTax,
    refundAmount: refundTaxable + refundTax.cgst + refundTax.sgst + refundTax.igst,
  };
}
