import type { LeaveEmitted, NotifyEmitted } from '../shared/notices';

export interface CheckoutPrefill {
  name: string;
  email: string;
  contact: string;
}

export interface PaymentCheckoutInput {
  subEventUuid: string;
  /** A provider order opened before a reload: its outcome is found out first. */
  earlierProviderOrderId: string | null;
}

/** What the checkout shows, from the order summary on the page when Pay is pressed. */
export interface PayDetails {
  eventTitle: string;
  prefill: CheckoutPrefill;
  /** Seconds the checkout may stay open: the time left on the held places (the provider's `timeout`). */
  timeoutSeconds: number;
  /** The promo code applied on the order summary, or null (issue 28); the server checks it again. */
  promoCode: string | null;
}

/** What POST /orders/create answered: a provider order to open, or an order already paid (total zero). */
export type CreatedOrder =
  | {
      kind: 'checkout';
      orderUuid: string;
      providerOrderId: string;
      keyId: string;
      amountPaise: number;
      currency: string;
      checkoutToken: string | null;
    }
  | { kind: 'alreadyPaid'; orderUuid: string };

export type ProviderOrder = Extract<CreatedOrder, { kind: 'checkout' }>;

export interface CreateOrderInput {
  subEventUuid: string;
  promoCode: string | null;
}

export interface OpenCheckoutInput extends PayDetails {
  order: ProviderOrder;
}

export interface PaymentProof {
  paymentId: string;
  signature: string;
}

export interface VerifyPaymentInput {
  providerOrderId: string;
  proof: PaymentProof | null;
}

/**
 * The order status the server verified ('paid' is the only success, SPEC §7; 'pending': the provider
 * holds a payment the bank has not yet confirmed, as UPI's can stay for minutes).
 */
export interface VerifiedStatus {
  status: string;
  /** Set when the order was refunded: why (held places released before the payment completed). */
  refundReason: string | null;
}

/** What the create-order call throws: the server's text when it sent one. */
export class CheckoutCallError extends Error {
  override name = 'CheckoutCallError';
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'Checkout call failed');
  }
}

export interface PaymentCheckoutContext {
  subEventUuid: string;
  details: PayDetails | null;
  order: ProviderOrder | null;
  proof: PaymentProof | null;
  providerOrderId: string | null;
  errorMessage: string | null;
  /** How long to wait before asking again about a payment the bank is still confirming (backoff). */
  bankPollMs: number;
}

/** The Pay area's faces, one tag each (the connect reads the screen from them); a check of an earlier payment is 'verifying' too. */
export type PaymentCheckoutTag =
  | 'gatewayFailed'
  | 'ready'
  | 'busy'
  | 'checkoutOpen'
  | 'verifying'
  | 'awaitingBank'
  | 'bankDeclined'
  | 'verificationFailed'
  | 'refunded'
  | 'paid';

export type PaymentCheckoutEvent =
  | ({ type: 'PAY' } & PayDetails)
  | { type: 'RETRY' }
  | { type: 'PAYMENT.SUCCEEDED'; paymentId: string; signature: string }
  | { type: 'PAYMENT.FAILED'; description: string | null }
  | { type: 'PAYMENT.DISMISSED' };

/** The provider order the checkout opened: kept by the page so a reload finds out how it ended. */
export interface CheckoutOpenedEmitted {
  type: 'checkoutOpened';
  providerOrderId: string;
}

export interface CheckoutSettledEmitted {
  type: 'checkoutSettled';
}

export type PaymentCheckoutEmitted = NotifyEmitted | LeaveEmitted | CheckoutOpenedEmitted | CheckoutSettledEmitted;
