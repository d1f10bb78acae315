// Texts of paying: the Pay area and checkout (CHECKOUT_TEXT), and how a payment ended, which the server
// sends and the browser shows. The refund reasons are not SPEC texts: the
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

/** The Pay area's and the checkout's texts (SPEC §2 Order summary, §8 Payment). */
/** SPEC §8 Order and payment texts, and what the checkout button says. */
export const CHECKOUT_TEXT = {
  pay: (amount: string) => `Pay ${amount}`,
  paying: 'Processing payment...',
  verifying: 'Confirming your payment...',
  gatewayLoading: 'Payment gateway is still loading. Please wait a moment and try again.',
  initFailed: 'Failed to initialize payment. Please try again.',
  createFailed: 'Failed to create order',
  cancelled: 'Payment was cancelled',
  paymentFailed: 'Payment failed. Please try again.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  succeeded: 'Payment successful! Registration completed.',
  /** Said when the server does not give its own reason for a refund. */
  refunded: REFUND_REASON_HOLD_RELEASED,
  bookAgain: 'Book again',
  checkAgain: 'Check payment status',
  /** A UPI or bank payment the provider has not yet finished (Startline extension, issue 28). */
  awaitingBank: 'Payment is being confirmed by your bank',
  awaitingBankDetail:
    'Your places are held until your bank answers. This page updates by itself, and you can close it: we send your confirmation by SMS and e-mail.',
  checkNow: 'Check now',
  bankDeclined: 'Your bank did not confirm the payment. No money was taken, and your held places were released.',
  tryAgain: 'Try Again',
  productName: 'Startline',
  themeColour: '#c2410c',
} as const;
