// The Razorpay stand-in's books: orders, payments and refunds in memory, with the rules of Razorpay's
// Orders, Payments and Refunds API that our server meets (amounts in paise, at least ₹1; capture only
// an authorized payment for its whole amount; refund only a captured one, at most what is left, once
// per idempotency key). Entities have Razorpay's documented field names. A broken rule throws
// RazorpayApiError, which the HTTP side answers in Razorpay's error shape.
import { providerStyleId } from '../payments/ids';

export class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field: string | null = null,
  ) {
    super(description);
  }
}

export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  created_at: number;
}

const MINIMUM_AMOUNT_PAISE = 100;
const NO_SUCH_ID = 'The id provided does not exist';

const seconds = () => Math.floor(Date.now() / 1000);

function notesOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).map(([key, note]) => [key, String(note)]));
}

export class RazorpayLedger {
  readonly orders = new Map<string, OrderEntity>();
  readonly payments = new Map<string, PaymentEntity>();
  readonly refunds = new Map<string, RefundEntity>();
  readonly #refundsByIdempotencyKey = new Map<string, string>();

  createOrder(body: Record<string, unknown>): OrderEntity {
    const { amount, currency, receipt } = body;
    if (!Number.isInteger(amount)) throw new RazorpayApiError(400, 'The amount must be an integer.', 'amount');
    if ((amount as number) < MINIMUM_AMOUNT_PAISE) {
      throw new RazorpayApiError(400, 'The amount must be atleast INR 1.00', 'amount');
    }
    if (currency !== 'INR') throw new RazorpayApiError(400, 'The currency provided is invalid.', 'currency');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw new RazorpayApiError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: OrderEntity = {
      id: providerStyleId('order'),
      entity: 'order',
      amount: amount as number,
      amount_paid: 0,
      amount_due: amount as number,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      status: 'created',
      attempts: 0,
      notes: notesOf(body.notes),
      created_at: seconds(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  order(orderId: string): OrderEntity {
    const order = this.orders.get(orderId);
    if (!order) throw new RazorpayApiError(400, NO_SUCH_ID);
    return order;
  }

  paymentsOf(orderId: string): PaymentEntity[] {
    this.order(orderId);
    return [...this.payments.values()].filter((payment) => payment.order_id === orderId);
  }

  payment(paymentId: string): PaymentEntity {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new RazorpayApiError(400, NO_SUCH_ID);
    return payment;
  }

  /** The buyer's attempt in the checkout: authorized (or failed) for the order's amount. */
  attempt(orderId: string, outcome: 'authorized' | 'failed', method: string): PaymentEntity {
    const order = this.order(orderId);
    if (order.status === 'paid') throw new RazorpayApiError(400, 'Order is already paid');
    order.attempts += 1;
    order.status = 'attempted';
    const payment: PaymentEntity = {
      id: providerStyleId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: outcome,
      order_id: order.id,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: outcome === 'failed' ? 'Payment failed' : null,
      created_at: seconds(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  capture(paymentId: string, body: Record<string, unknown>): PaymentEntity {
    const payment = this.payment(paymentId);
    if (payment.status === 'captured' || payment.status === 'refunded') {
      throw new RazorpayApiError(400, 'This payment has already been captured');
    }
    if (payment.status !== 'authorized') {
      throw new RazorpayApiError(400, 'Only payments which have been authorized and not yet captured can be captured');
    }
    if (body.amount !== payment.amount) {
      throw new RazorpayApiError(400, 'Capture amount must be equal to the amount authorized', 'amount');
    }
    if (body.currency !== payment.currency) {
      throw new RazorpayApiError(400, 'The currency should be same as that of the payment', 'currency');
    }
    payment.status = 'captured';
    payment.captured = true;
    const order = this.order(payment.order_id);
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    return payment;
  }

  /** A normal refund; the same X-Refund-Idempotency key gives back the refund it made the first time. */
  refund(paymentId: string, body: Record<string, unknown>, idempotencyKey: string | null): RefundEntity {
    const repeated = idempotencyKey ? this.#refundsByIdempotencyKey.get(idempotencyKey) : undefined;
    if (repeated) return this.refundById(repeated);
    const payment = this.payment(paymentId);
    if (!payment.captured) throw new RazorpayApiError(400, 'The payment has not been captured');
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? left : body.amount;
    if (!Number.isInteger(amount) || (amount as number) < MINIMUM_AMOUNT_PAISE) {
      throw new RazorpayApiError(400, 'The amount must be atleast INR 1.00', 'amount');
    }
    if ((amount as number) > left) {
      throw new RazorpayApiError(400, 'The refund amount provided is greater than amount captured', 'amount');
    }
    const refund: RefundEntity = {
      id: providerStyleId('rfnd'),
      entity: 'refund',
      amount: amount as number,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notesOf(body.notes),
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      status: 'pending',
      speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
      created_at: seconds(),
    };
    this.refunds.set(refund.id, refund);
    if (idempotencyKey) this.#refundsByIdempotencyKey.set(idempotencyKey, refund.id);
    payment.amount_refunded += refund.amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return refund;
  }

  refundById(refundId: string, paymentId?: string): RefundEntity {
    const refund = this.refunds.get(refundId);
    if (!refund || (paymentId !== undefined && refund.payment_id !== paymentId)) {
      throw new RazorpayApiError(400, NO_SUCH_ID);
    }
    return refund;
  }

  /** The bank's answer to a pending refund. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): RefundEntity {
    const refund = this.refundById(refundId);
    if (refund.status !== 'pending') throw new RazorpayApiError(400, `The refund is already ${refund.status}`);
    refund.status = status;
    if (status === 'failed') {
      // The money never left: the payment is captured again for what this refund would have given back.
      const payment = this.payment(refund.payment_id);
      payment.amount_refunded -= refund.amount;
      payment.refund_status = payment.amount_refunded === 0 ? null : 'partial';
      payment.status = 'captured';
    }
    return refund;
  }
}
