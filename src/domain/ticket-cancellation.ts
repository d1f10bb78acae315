// Cancelling a paid ticket (issue 28 item 1, a Startline extension): what it gives back, and every text
// a person reads about it. The server refunds with ticketCancellationRefund and the page shows the same
// quote, so the refund promised is the refund made.
import { formatOrderDate } from './dates';
import type { SupplyType } from './gst';
import { percentOf, type Paise } from './money';
import { taxOn } from './pricing';

export const CANCEL_TEXT = {
  cancel: 'Cancel ticket',
  cancelFor: (name: string) => `Cancel ticket for ${name}`,
  dialogTitle: 'Cancel this ticket?',
  quoting: 'Working out your refund...',
  quoteFailed: 'Could not work out the refund. Please try again.',
  ticketPaid: 'Ticket paid',
  feeKept: (percent: string) => `Cancellation fee (${percent}%)`,
  refund: 'Refund',
  bookingFeesKept: 'Booking fees and convenience charges are not refunded.',
  refundArrives: 'The refund reaches your original payment method within 5–7 working days.',
  nothingBack: 'Nothing will be refunded for this ticket.',
  confirm: 'Confirm cancellation',
  keep: 'Keep ticket',
  cancelling: 'Cancelling...',
  cancelFailed: 'Could not cancel the ticket. Please try again.',
  tryAgain: 'Try Again',
  close: 'Close',
  done: 'Ticket cancelled',
  doneDetail: (name: string) => `${name}'s ticket is cancelled and its place released.`,
  creditNote: (number: string) => `Credit note ${number}`,
  viewCreditNote: 'View credit note',
  cancelledBadge: 'Cancelled',
  // What the panel says of the event's policy, once above the list.
  policyOpen: (until: string, percent: string) =>
    percent === '0'
      ? `You can cancel a paid ticket until ${until} for a full refund of its price.`
      : `You can cancel a paid ticket until ${until}; the event keeps ${percent}% of its price.`,
  policyClosed: (until: string) => `Cancellations for this event closed on ${until}.`,
  policyNone: 'This event does not allow cancellations.',
  // The server's refusals (422/409/404), which the page shows as they come.
  notAllowed: 'This event does not allow cancellations',
  closed: (until: string) => `Cancellations for this event closed on ${until}`,
  notPaid: 'Only a paid ticket can be cancelled',
  alreadyCancelled: 'This ticket is already cancelled',
  notFound: 'Ticket not found',
} as const;

/** What a cancelled ticket's refund is doing, as its row says it. */
export const REFUND_STATUS_TEXT = {
  none: 'No refund',
  requested: 'Refund requested',
  pending: 'Refund on its way',
  processed: 'Refunded',
  failed: 'Refund failed: our team will refund you by hand',
} as const;

export type CancellationRefundStatus = keyof typeof REFUND_STATUS_TEXT;

/** A fee percentage as people write it: '10', '12.5'; from basis points (1250 = 12.5%). */
export function feePercentText(feeBasisPoints: number): string {
  return String(feeBasisPoints / 100);
}

/** 'Cancellations for this event closed on 05 Jan 2025, 10:30 AM': the deadline in India time. */
export function cancellationDeadlineText(until: Date | string): string {
  return formatOrderDate(until);
}

export interface TicketRefund {
  /** What the ticket cost: its value with its GST. */
  ticketAmount: Paise;
  /** The part the event keeps: fee_percent of the ticket's value, with the GST on it. */
  feeKept: Paise;
  /** What goes back: ticketAmount - feeKept. */
  refundAmount: Paise;
  /** The taxable value given back, and the GST on it: the credit note's line. */
  refundTaxable: Paise;
  refundTax: { cgst: Paise; sgst: Paise; igst: Paise };
}

/**
 * The ticket's value is its price less its share of the order's promo discount; the event keeps
 * `feeBasisPoints` of that value and the rest comes back with its GST (SPEC §9's 18%). The ticket's
 * share of the booking fee and convenience charge is not refunded: those services were rendered.
 */
export function ticketCancellationRefund(input: {
  ticketValuePaise: Paise;
  feeBasisPoints: number;
  supplyType: SupplyType;
}): TicketRefund {
  const { ticketValuePaise, feeBasisPoints, supplyType } = input;
  const sum = (tax: { cgst: Paise; sgst: Paise; igst: Paise }) => tax.cgst + tax.sgst + tax.igst;
  const ticketAmount = ticketValuePaise + sum(taxOn(ticketValuePaise, supplyType));
  const refundTaxable = ticketValuePaise - percentOf(ticketValuePaise, feeBasisPoints);
  const refundTax = taxOn(refundTaxable, supplyType);
  const refundAmount = refundTaxable + sum(refundTax);
  return { ticketAmount, feeKept: ticketAmount - refundAmount, refundAmount, refundTaxable, refundTax };
}

/**
 * One ticket's share of the order's promo discount, in proportion to its price, rounded down: the
 * shares of an order's tickets never add up to more than the discount.
 */
export function discountShare(input: {
  unitPricePaise: Paise;
  entryFeeTotalPaise: Paise;
  discountPaise: Paise;
}): Paise {
  const { unitPricePaise, entryFeeTotalPaise, discountPaise } = input;
  if (entryFeeTotalPaise <= 0 || discountPaise <= 0) return 0;
  return Math.floor((discountPaise * unitPricePaise) / entryFeeTotalPaise);
}
