// The real provider: Razorpay's Orders, Payments and Refunds API over HTTPS with basic auth (key id :
// key secret). RAZORPAY_API_BASE_URL may point it at the loopback stand-in (server/stand-ins), and
// `fetch` is injected so unit tests can see the exact requests; nothing global is patched.
import { DEFAULT_RAZORPAY_API_BASE_URL } from '../config';
import {
  PaymentProviderError,
  type CreateProviderOrderInput,
  type PaymentProvider,
  type PaymentSignatureInput,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';
import { paymentSignature, signaturesMatch, webhookSignature } from './signatures';
/** PAYMENT_PROVIDER_TIMEOUT_MS's default, for a provider constructed without a timeout. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

export interface RazorpayProviderOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Each request is aborted after this long (PAYMENT_PROVIDER_TIMEOUT_MS). */
  timeoutMs?: number;
}

interface RazorpayOrderEntity {
  id: string;
  amount: number;
  currency: string;
}

interface RazorpayPaymentEntity {
  id: string;
  status: string;
  method?: string | null;
  amount: number;
  currency: string;
  created_at: number;
}

interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: string;
}

interface RazorpayCollection<T> {
  items: T[];
}

interface RazorpayErrorBody {
  error?: { description?: string };
}

export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly #keySecret: string;
  readonly #webhookSecret: string;
  readonly #fetch: typeof fetch;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(options: RazorpayProviderOptions) {
    this.keyId = options.keyId;
    this.#keySecret = options.keySecret;
    this.#webhookSecret = options.webhookSecret;
    // Bound so that a platform fetch is not called with a foreign `this` ('Illegal invocation').
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#baseUrl = options.baseUrl ?? DEFAULT_RAZORPAY_API_BASE_URL;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  }

  async createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder> {
    const order = await this.#request<RazorpayOrderEntity>('POST', '/v1/orders', {
      amount: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
      notes: input.notes,
    });
    return { providerOrderId: order.id, amountPaise: order.amount, currency: order.currency, keyId: this.keyId };
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const path = `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`;
    const collection = await this.#request<RazorpayCollection<RazorpayPaymentEntity>>('GET', path);
    return collection.items.map(paymentOf);
  }

  /** POST /v1/payments/{id}/capture with the amount and currency, as Razorpay requires both. */
  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/capture`;
    return paymentOf(await this.#request<RazorpayPaymentEntity>('POST', path, { amount: amountPaise, currency }));
  }

  verifyPaymentSignature({ orderId, paymentId, signature }: PaymentSignatureInput): boolean {
    return signaturesMatch(paymentSignature(this.#keySecret, orderId, paymentId), signature);
  }

  /**
   * POST /v1/payments/{id}/refund (a normal refund). The X-Refund-Idempotency key is the caller's (a
   * cancelled ticket's) or derived from the payment, and the body is the same on every try, so a
   * retried request cannot refund twice.
   */
  async refundPayment(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<ProviderRefund> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
    const refund = await this.#request<RazorpayRefundEntity>(
      'POST',
      path,
      { amount: amountPaise, speed: 'normal', notes },
      { 'x-refund-idempotency': idempotencyKey ?? refundIdempotencyKey(paymentId) },
    );
    return refundOf(refund);
  }

  /** GET /v1/payments/{payment_id}/refunds/{refund_id}. */
  async fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`;
    return refundOf(await this.#request<RazorpayRefundEntity>('GET', path));
  }

  checkoutToken(): null {
    return null;
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean {
    return signaturesMatch(webhookSignature(this.#webhookSecret, rawBody), signature);
  }

  async #request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const credentials = Buffer.from(`${this.keyId}:${this.#keySecret}`).toString('base64');
    const headers: Record<string, string> = {
      ...extraHeaders,
      authorization: `Basic ${credentials}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.#fetch(`${this.#baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay ${method} ${path} could not be reached: ${String(error)}`);
    }
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) {
      const description = (parsed as RazorpayErrorBody | null)?.error?.description ?? text.slice(0, 200);
      throw new PaymentProviderError(
        `Razorpay ${method} ${path} answered ${response.status}: ${description}`,
        response.status,
      );
    }
    if (parsed === null) throw new PaymentProviderError(`Razorpay ${method} ${path} answered a body that is not JSON`);
    return parsed as T;
  }
}

function paymentOf(payment: RazorpayPaymentEntity): ProviderPayment {
  return {
    paymentId: payment.id,
    status: payment.status,
    method: payment.method ?? null,
    amountPaise: payment.amount,
    currency: payment.currency,
    createdAt: new Date(payment.created_at * 1000),
  };
}

function refundOf(refund: RazorpayRefundEntity): ProviderRefund {
  // A state Razorpay may add later is followed like 'pending' until it becomes one we know.
  const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
  return {
    refundId: refund.id,
    paymentId: refund.payment_id,
    amountPaise: refund.amount,
    currency: refund.currency,
    status,
  };
}

/** At least 10 characters of letters, digits, hyphens and underscores, as the provider requires. */
export function refundIdempotencyKey(paymentId: string): string {
  return `startline-refund-${paymentId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
