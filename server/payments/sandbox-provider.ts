// The sandbox provider: our own database plays Razorpay. Its orders and payment attempts live in
// payment_attempts (an order is the row without a payment id), and it signs completed payments with
// the configured key secret exactly as Razorpay does, so the verification path is the real one.
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { paymentAttempts, paymentRefunds } from '../db/schema';
import { providerStyleId } from './ids';
import {
  PaymentProviderError,
  type CreateProviderOrderInput,
  type PaymentProvider,
  type PaymentSignatureInput,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';
import { paymentSignature, sandboxCheckoutToken, signaturesMatch, webhookSignature } from './signatures';

/** The browser half of the sandbox: window.Razorpay, served at /sandbox/checkout.js. */
export const SANDBOX_CHECKOUT_SCRIPT_PATH = fileURLToPath(new URL('./sandbox/checkout.js', import.meta.url));

/** Razorpay refuses orders below ₹1.00; the sandbox does the same. */
const MINIMUM_ORDER_PAISE = 100;
const SANDBOX_PAYMENT_METHOD = 'card';
const SANDBOX_UPI_METHOD = 'upi';

export interface SandboxProviderOptions {
  db: Db;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The clock its bank confirms 'Pay by UPI (confirms later)' payments by (the app's own). */
  now?: () => Date;
  /** How long its bank takes to confirm such a payment. */
  upiConfirmMs?: number;
}

/** What a person chose in the sandbox checkout. */
export type SandboxOutcome = 'success' | 'failure' | 'upi_later';

/** The sandbox bank's default delay before it confirms a UPI payment made with 'confirms later'. */
export const SANDBOX_UPI_CONFIRM_MS = 20_000;

/** What the provider's checkout hands the page's `handler` after a captured payment. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The `error` of the provider's 'payment.failed' event. */
export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

/** What the sandbox checkout shows: the order's own amount, whatever the page passed. */
export type SandboxCheckoutDetails =
  | { kind: 'found'; order: { orderId: string; amountPaise: number; currency: string } }
  | { kind: 'unknown_order' }
  | { kind: 'wrong_token' };

export type SandboxCompletion =
  | { kind: 'captured'; result: CheckoutSuccess }
  | { kind: 'processing'; result: CheckoutSuccess }
  | { kind: 'failed'; result: CheckoutFailure }
  | { kind: 'unknown_order' }
  | { kind: 'wrong_token' }
  | { kind: 'already_paid' };

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId: string;
  readonly #db: Db;
  readonly #keySecret: string;
  readonly #webhookSecret: string;
  readonly #now: () => Date;
  readonly #upiConfirmMs: number;

  constructor(options: SandboxProviderOptions) {
    this.#db = options.db;
    this.keyId = options.keyId;
    this.#keySecret = options.keySecret;
    this.#webhookSecret = options.webhookSecret;
    this.#now = options.now ?? (() => new Date());
    this.#upiConfirmMs = options.upiConfirmMs ?? SANDBOX_UPI_CONFIRM_MS;
  }

  async createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder> {
    if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < MINIMUM_ORDER_PAISE) {
      throw new PaymentProviderError(`The amount must be at least INR 1.00, got ${input.amountPaise} paise`, 400);
    }
    const providerOrderId = providerStyleId('order');
    await this.#db.insert(paymentAttempts).values({
      provider: 'sandbox',
      providerOrderId,
      amountPaise: input.amountPaise,
      currency: input.currency,
      status: 'created',
    });
    return { providerOrderId, amountPaise: input.amountPaise, currency: input.currency, keyId: this.keyId };
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    // The sandbox's bank: a UPI payment whose confirmation time has come is captured when next read.
    await this.#db
      .update(paymentAttempts)
      .set({ status: 'captured', settlesAt: null })
      .where(
        and(
          eq(paymentAttempts.providerOrderId, providerOrderId),
          eq(paymentAttempts.status, 'created'),
          isNotNull(paymentAttempts.settlesAt),
          lte(paymentAttempts.settlesAt, this.#now()),
        ),
      );
    const rows = await this.#db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.providerOrderId, providerOrderId), isNotNull(paymentAttempts.providerPaymentId)))
      .orderBy(asc(paymentAttempts.id));
    return rows.map(paymentOf);
  }

  verifyPaymentSignature({ orderId, paymentId, signature }: PaymentSignatureInput): boolean {
    return signaturesMatch(paymentSignature(this.#keySecret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean {
    return signaturesMatch(webhookSignature(this.#webhookSecret, rawBody), signature);
  }

  checkoutToken(providerOrderId: string): string {
    return sandboxCheckoutToken(this.#keySecret, providerOrderId);
  }

  /** The order the checkout was opened for, read with the order's own token (else not found). */
  async checkoutDetails(providerOrderId: string, checkoutToken: string): Promise<SandboxCheckoutDetails> {
    if (!signaturesMatch(this.checkoutToken(providerOrderId), checkoutToken)) return { kind: 'wrong_token' };
    const [order] = await this.#db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.providerOrderId, providerOrderId), isNull(paymentAttempts.providerPaymentId)));
    if (!order) return { kind: 'unknown_order' };
    return {
      kind: 'found',
      order: { orderId: providerOrderId, amountPaise: order.amountPaise, currency: order.currency },
    };
  }

  /**
   * Like the provider: only a captured payment can be refunded, in one go or in parts, never for more
   * than is left of it, and the payment reports 'refunded' once nothing is left. Asking again with the
   * same idempotency key (none: the whole payment's refund) returns the refund already recorded, so a
   * request retried refunds once.
   */
  async refundPayment(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<ProviderRefund> {
    return this.#db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.providerPaymentId, paymentId))
        .for('update');
      if (!payment) throw new PaymentProviderError('The id provided does not exist', 400);
      const earlier = await tx
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.providerPaymentId, paymentId))
        .orderBy(asc(paymentRefunds.id));
      const key = idempotencyKey ?? null;
      const repeated = earlier.find((refund) => refund.idempotencyKey === key);
      if (repeated) return refundOf(repeated);
      if (payment.status !== 'captured') {
        throw new PaymentProviderError('Refunds can be made only on captured payments', 400);
      }
      const left = payment.amountPaise - earlier.reduce((total, refund) => total + refund.amountPaise, 0);
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 1 || amountPaise > left) {
        throw new PaymentProviderError('The refund amount provided is greater than amount captured', 400);
      }
      const [refund] = await tx
        .insert(paymentRefunds)
        .values({
          provider: 'sandbox',
          providerRefundId: providerStyleId('rfnd'),
          providerPaymentId: paymentId,
          providerOrderId: payment.providerOrderId,
          amountPaise,
          currency: payment.currency,
          notes,
          idempotencyKey: key,
          status: 'processed',
        })
        .returning();
      if (!refund) throw new Error('inserting a refund returned no row');
      if (amountPaise === left) {
        await tx.update(paymentAttempts).set({ status: 'refunded' }).where(eq(paymentAttempts.id, payment.id));
      }
      return refundOf(refund);
    });
  }

  /** Sandbox refunds are processed the moment they are made. */
  async fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund> {
    const [refund] = await this.#db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.providerRefundId, refundId), eq(paymentRefunds.providerPaymentId, paymentId)));
    if (!refund) throw new PaymentProviderError('The id provided does not exist', 400);
    return refundOf(refund);
  }

  /** Like the provider: only an authorized payment, and only for its whole amount, is captured. */
  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment> {
    const [captured] = await this.#db
      .update(paymentAttempts)
      .set({ status: 'captured' })
      .where(
        and(
          eq(paymentAttempts.providerPaymentId, paymentId),
          eq(paymentAttempts.status, 'authorized'),
          eq(paymentAttempts.amountPaise, amountPaise),
          eq(paymentAttempts.currency, currency),
        ),
      )
      .returning();
    if (!captured) {
      throw new PaymentProviderError('Only an authorized payment can be captured, for its whole amount', 400);
    }
    return paymentOf(captured);
  }

  /**
   * The sandbox's bank answering a UPI payment it has not confirmed yet, at once: 'captured' (the
   * person approved it) or 'failed' (declined, or the collect request ran out). False when the
   * payment is not waiting for the bank.
   */
  async bankAnswers(paymentId: string, answer: 'captured' | 'failed'): Promise<boolean> {
    const failure = answer === 'failed' ? { errorCode: 'BAD_REQUEST_ERROR', errorDescription: 'Payment failed' } : {};
    const answered = await this.#db
      .update(paymentAttempts)
      .set({ status: answer, settlesAt: null, ...failure })
      .where(and(eq(paymentAttempts.providerPaymentId, paymentId), eq(paymentAttempts.status, 'created')))
      .returning({ id: paymentAttempts.id });
    return answered.length > 0;
  }

  /**
   * What a person does in the sandbox checkout: pay (a captured payment for the order's full amount,
   * signed like the provider), pay by UPI that the bank confirms later (a 'created' payment, signed
   * the same, captured upiConfirmMs later) or fail (a failed attempt with the provider's error object). The order
   * row is locked so two simultaneous payments cannot both capture. Only the checkout opened with
   * the order's own token (handed to its owner at order creation) may finish it.
   */
  async completePayment(
    providerOrderId: string,
    outcome: SandboxOutcome,
    checkoutToken: string,
  ): Promise<SandboxCompletion> {
    if (!signaturesMatch(this.checkoutToken(providerOrderId), checkoutToken)) return { kind: 'wrong_token' };
    return this.#db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.providerOrderId, providerOrderId), isNull(paymentAttempts.providerPaymentId)))
        .for('update');
      if (!order) return { kind: 'unknown_order' } as const;
      // A refunded payment was captured first: the provider's order stays paid.
      const [captured] = await tx
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.providerOrderId, providerOrderId),
            inArray(paymentAttempts.status, ['captured', 'refunded']),
          ),
        );
      if (captured) return { kind: 'already_paid' } as const;

      const paymentId = providerStyleId('pay');
      const attempt = {
        orderId: order.orderId,
        provider: 'sandbox' as const,
        providerOrderId,
        providerPaymentId: paymentId,
        amountPaise: order.amountPaise,
        currency: order.currency,
        method: SANDBOX_PAYMENT_METHOD,
        // On the app's clock, like the bank's confirmation time: the pending hold is counted from it.
        createdAt: this.#now(),
      };
      const signed = {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(this.#keySecret, providerOrderId, paymentId),
      };
      if (outcome === 'success') {
        await tx
          .insert(paymentAttempts)
          .values({ ...attempt, status: 'captured', signature: signed.razorpay_signature });
        return { kind: 'captured', result: signed } as const;
      }
      if (outcome === 'upi_later') {
        const settlesAt = new Date(this.#now().getTime() + this.#upiConfirmMs);
        await tx.insert(paymentAttempts).values({
          ...attempt,
          method: SANDBOX_UPI_METHOD,
          status: 'created',
          signature: signed.razorpay_signature,
          settlesAt,
        });
        return { kind: 'processing', result: signed } as const;
      }
      const error = {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: providerOrderId, payment_id: paymentId },
      };
      await tx
        .insert(paymentAttempts)
        .values({ ...attempt, status: 'failed', errorCode: error.code, errorDescription: error.description });
      return { kind: 'failed', result: { error } } as const;
    });
  }
}

function paymentOf(row: typeof paymentAttempts.$inferSelect): ProviderPayment {
  return {
    paymentId: row.providerPaymentId ?? '',
    status: row.status,
    method: row.method,
    amountPaise: row.amountPaise,
    currency: row.currency,
    createdAt: row.createdAt,
  };
}

function refundOf(row: typeof paymentRefunds.$inferSelect): ProviderRefund {
  return {
    refundId: row.providerRefundId,
    paymentId: row.providerPaymentId,
    amountPaise: row.amountPaise,
    currency: row.currency,
    status: row.status,
  };
}
