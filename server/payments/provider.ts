// The card payment provider as the order handlers see it. Two implementations: `sandbox` (our own
// database plays the provider, signing exactly like Razorpay) and `razorpay` (the real Orders API).
// Money is integer paise, as the provider's API counts it.

export interface CreateProviderOrderInput {
  amountPaise: number;
  currency: 'INR';
  /** Our reference for the order (at most 40 characters at the provider). */
  receipt: string;
  /** Key-value notes stored with the provider order (at most 15, 256 characters each). */
  notes: Record<string, string>;
}

export interface ProviderOrder {
  providerOrderId: string;
  amountPaise: number;
  currency: string;
  /** The public key the browser checkout is opened with. */
  keyId: string;
}

/** Provider payment states (Razorpay's names); only 'captured' means the money is ours. */
export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'failed' | 'refunded' | (string & {});

export interface ProviderPayment {
  paymentId: string;
  status: ProviderPaymentStatus;
  /** e.g. 'card', 'upi', 'netbanking'; null when the provider does not say. */
  method: string | null;
  amountPaise: number;
  currency: string;
  /** When the attempt was made, so the latest attempt can decide an order's state. */
  createdAt: Date;
}

/** A refund as the provider recorded it ('rfnd_...'). */
export interface ProviderRefund {
  refundId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  /** Razorpay's refund states: 'pending', 'processed' or 'failed'. */
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentSignatureInput {
  orderId: string;
  paymentId: string;
  signature: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  readonly keyId: string;
  /** Throws PaymentProviderError when the provider refuses or cannot be reached. */
  createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder>;
  /** HMAC-SHA256 of `${order_id}|${payment_id}` with the key secret, hex, compared in constant time. */
  verifyPaymentSignature(input: PaymentSignatureInput): boolean;
  /** Every payment attempt the provider knows for one of its orders. */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** HMAC-SHA256 of the raw request body with the webhook secret, hex, compared in constant time. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean;
  /**
   * A secret the order owner's checkout must present to finish the order, or null when the
   * provider's own checkout authenticates the payer (Razorpay). Only the sandbox has one.
   */
  checkoutToken(providerOrderId: string): string | null;
  /**
   * Gives back `amountPaise` of a captured payment (all of it or a part, never more than is left),
   * with key-value notes stored with the refund. Asking again with the same `idempotencyKey` returns
   * the refund already made instead of making another; without one the key is the payment's, for a
   * refund of the whole payment. A ticket cancelled out of an order (issue 28) has a key of its own.
   * Throws PaymentProviderError when the provider refuses or cannot be reached.
   */
  refundPayment(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<ProviderRefund>;
  /** The refund as the provider has it now (to follow a pending one). */
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
  /**
   * Captures an authorized payment for exactly `amountPaise` (the order's amount); the answer is the
   * payment afterwards. Throws PaymentProviderError when it is not (or no longer) authorized.
   */
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment>;
}

/** The provider answered with an error or could not be reached. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
