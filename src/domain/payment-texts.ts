// Texts about how a payment ended that the server sends and the browser shows. Not SPEC texts: the
// late-payment refund is a Startline extension (Booking part 2), worded once here for both sides.

/** Why an order was refunded: its payment completed after its held places had gone to someone else. */
export const REFUND_REASON_HOLD_RELEASED =
  'Your held places were released before the payment completed, so the payment has been refunded.';

/**
 * Why an order was refunded: it was paid (a checkout left open in another tab) after a newer order
 * took over its tickets or one of them was removed, so keeping the money would charge them twice.
 */
export const REFUND_REASON_ORDER_CHANGED =
  'This booking changed before this payment completed, so the payment has been refunded.';
