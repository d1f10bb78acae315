// A loopback stand-in for Razorpay's REST API, for tests and development (`npm run stand-ins`): point
// the server at it with RAZORPAY_API_BASE_URL and it answers the part of the API the server uses, in
// Razorpay's shapes (books in razorpay-ledger.ts), and posts signed webhooks (razorpay-webhooks.ts).
//   POST /v1/orders                          GET /v1/orders/:id      GET /v1/orders/:id/payments
//   GET  /v1/payments/:id                    POST /v1/payments/:id/capture   { amount, currency }
//   POST /v1/payments/:id/refund             (X-Refund-Idempotency)  { amount, speed, notes, receipt }
//   GET  /v1/refunds/:id                     GET /v1/payments/:id/refunds/:refund_id
// Basic auth with the key id and secret (else 401); errors as { error: { code, description, ... } }.
// What a buyer and a bank do is driven from here (`pay`, `settleRefund`, ...) or over HTTP:
//   POST /__control/orders/:id/pay   { capture?: boolean, method?: string }   (capture: auto-capture, default true)
//   POST /__control/orders/:id/fail  POST /__control/refunds/:id/settle { status: 'processed' | 'failed' }
//   POST /__control/webhooks { url?, drop? }   POST /__control/fail-next { count, status?, path_suffix? }
//   GET  /__control/state
// Development and tests only: nothing in the server imports it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RazorpayApiError, RazorpayLedger, type PaymentEntity, type RefundEntity } from './razorpay-ledger';
import { createWebhookSender, type WebhookDelivery, type WebhookSender } from './razorpay-webhooks';

export interface RazorpayStandInOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Our server's webhook route (…/api/v1/payments/webhook); without it events are recorded, not posted. */
  webhookUrl?: string;
  port?: number;
  /** When set, the bank processes each refund this long after it was accepted (development); else tests settle them. */
  refundsProcessAfterMs?: number;
}

/** The next `count` API requests whose path ends so are answered with this status (a provider in trouble). */
export interface InjectedFailure {
  count: number;
  status: number;
  pathSuffix: string;
}

export interface RazorpayStandIn {
  /** The base to configure as RAZORPAY_API_BASE_URL. */
  url: string;
  ledger: RazorpayLedger;
  webhooks: WebhookSender;
  /** Every API request, in order ('POST /v1/payments/pay_…/refund'). */
  requests: string[];
  /** The buyer pays in the checkout: authorized, and captured at once when auto-capture is on. */
  pay(orderId: string, options?: { capture?: boolean; method?: string }): Promise<PaymentEntity>;
  failPayment(orderId: string): Promise<PaymentEntity>;
  /** The bank processes (or fails) a pending refund; refund.processed or refund.failed is posted. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): Promise<RefundEntity>;
  failNext(failure: Partial<InjectedFailure> & { count: number }): void;
  /** Resolves once the webhooks the API posts on its own (after a capture) have been answered. */
  webhooksDelivered(): Promise<void>;
  close(): Promise<void>;
  server: Server;
}

const SERVER_ERROR = 'The server encountered an error. The incident has been reported to admins.';

function errorBody(status: number, description: string, field: string | null = null) {
  const code = status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR';
  return {
    error: {
      code,
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      field,
    },
  };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null)
    throw new RazorpayApiError(400, 'The request body is not an object');
  return parsed as Record<string, unknown>;
}

export async function startRazorpayStandIn(options: RazorpayStandInOptions): Promise<RazorpayStandIn> {
  const ledger = new RazorpayLedger();
  const webhooks = createWebhookSender(options.webhookSecret, options.webhookUrl ?? null);
  const requests: string[] = [];
  const failures: InjectedFailure[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const order = (orderId: string) => ledger.order(orderId);
  const paymentEvents = async (payment: PaymentEntity): Promise<WebhookDelivery[]> => [
    await webhooks.send('payment.captured', { payment }),
    await webhooks.send('order.paid', { payment, order: order(payment.order_id) }),
  ];

  const controls = {
    async pay(orderId: string, choice: { capture?: boolean; method?: string } = {}) {
      const payment = ledger.attempt(orderId, 'authorized', choice.method ?? 'upi');
      await webhooks.send('payment.authorized', { payment });
      if (choice.capture === false) return payment;
      ledger.capture(payment.id, { amount: payment.amount, currency: payment.currency });
      await paymentEvents(payment);
      return payment;
    },
    async failPayment(orderId: string) {
      const payment = ledger.attempt(orderId, 'failed', 'card');
      await webhooks.send('payment.failed', { payment });
      return payment;
    },
    async settleRefund(refundId: string, status: 'processed' | 'failed') {
      const refund = ledger.settleRefund(refundId, status);
      await webhooks.send(status === 'processed' ? 'refund.processed' : 'refund.failed', {
        refund,
        payment: ledger.payment(refund.payment_id),
      });
      return refund;
    },
  };

  function processLater(refundId: string, delayMs: number): void {
    setTimeout(() => {
      if (ledger.refunds.get(refundId)?.status === 'pending') void controls.settleRefund(refundId, 'processed');
    }, delayMs).unref();
  }

  /** Razorpay's REST API: the answer for one authenticated request. */
  async function api(method: string, path: string, request: IncomingMessage): Promise<unknown> {
    const body = method === 'POST' ? await readBody(request) : {};
    const parts = path.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
    const route = `${method} ${parts.map((part, index) => (index % 2 === 1 ? ':id' : part)).join('/')}`;
    const [, first, , second] = parts;
    switch (route) {
      case 'POST orders':
        return ledger.createOrder(body);
      case 'GET orders/:id':
        return order(first!);
      case 'GET orders/:id/payments': {
        const items = ledger.paymentsOf(first!);
        return { entity: 'collection', count: items.length, items };
      }
      case 'GET payments/:id':
        return ledger.payment(first!);
      case 'POST payments/:id/capture': {
        const payment = ledger.capture(first!, body);
        // Posted after the answer, as Razorpay does: the caller is not kept waiting for its own webhook.
        const delivery = paymentEvents(payment);
        inFlight.add(delivery);
        void delivery.finally(() => inFlight.delete(delivery));
        return payment;
      }
      case 'POST payments/:id/refund': {
        const key = request.headers['x-refund-idempotency'];
        const refund = ledger.refund(first!, body, typeof key === 'string' ? key : null);
        if (options.refundsProcessAfterMs !== undefined) processLater(refund.id, options.refundsProcessAfterMs);
        return refund;
      }
      case 'GET payments/:id/refunds/:id':
        return ledger.refundById(second!, first!);
      case 'GET refunds/:id':
        return ledger.refundById(first!);
      default:
        throw new RazorpayApiError(400, 'The requested URL was not found on the server.');
    }
  }

  async function control(method: string, path: string, request: IncomingMessage): Promise<unknown> {
    const body = method === 'POST' ? await readBody(request) : {};
    const [, , kind, id, action] = path.split('/').map(decodeURIComponent);
    if (method === 'GET' && kind === 'state') {
      const { orders, payments, refunds } = ledger;
      return {
        orders: [...orders.values()],
        payments: [...payments.values()],
        refunds: [...refunds.values()],
        webhooks: webhooks.deliveries,
      };
    }
    if (method === 'POST' && kind === 'orders' && id && action === 'pay') {
      return controls.pay(id, {
        capture: body.capture !== false,
        method: typeof body.method === 'string' ? body.method : 'upi',
      });
    }
    if (method === 'POST' && kind === 'orders' && id && action === 'fail') return controls.failPayment(id);
    if (method === 'POST' && kind === 'refunds' && id && action === 'settle') {
      return controls.settleRefund(id, body.status === 'failed' ? 'failed' : 'processed');
    }
    if (method === 'POST' && kind === 'webhooks') {
      if (typeof body.url === 'string') webhooks.url = body.url;
      if (typeof body.drop === 'boolean') webhooks.drop = body.drop;
      return { url: webhooks.url, drop: webhooks.drop };
    }
    if (method === 'POST' && kind === 'fail-next') {
      failNext({
        count: Number(body.count),
        status: Number(body.status ?? 500),
        pathSuffix: String(body.path_suffix ?? ''),
      });
      return { failures };
    }
    throw new RazorpayApiError(400, 'The requested URL was not found on the server.');
  }

  function failNext(failure: Partial<InjectedFailure> & { count: number }): void {
    failures.push({ status: 500, pathSuffix: '', ...failure });
  }

  /** An injected failure due for this path, used up by one request. */
  function injectedFailure(path: string): number | null {
    const failure = failures.find((candidate) => candidate.count > 0 && path.endsWith(candidate.pathSuffix));
    if (!failure) return null;
    failure.count -= 1;
    return failure.status;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/\/+$/, '');
    try {
      if (path.startsWith('/__control/')) return answer(200, await control(method, path, request));
      if (!path.startsWith('/v1/'))
        return answer(404, errorBody(404, 'The requested URL was not found on the server.'));
      requests.push(`${method} ${path}`);
      if (request.headers.authorization !== expectedAuth) return answer(401, errorBody(401, 'Authentication failed'));
      const injected = injectedFailure(path);
      if (injected !== null)
        return answer(injected, errorBody(injected, injected >= 500 ? SERVER_ERROR : 'Request failed'));
      return answer(200, await api(method, path, request));
    } catch (error) {
      if (error instanceof RazorpayApiError)
        return answer(error.status, errorBody(error.status, error.description, error.field));
      if (error instanceof SyntaxError) return answer(400, errorBody(400, 'The request body is not valid JSON'));
      return answer(500, errorBody(500, SERVER_ERROR));
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ledger,
    webhooks,
    requests,
    server,
    pay: controls.pay,
    failPayment: controls.failPayment,
    settleRefund: controls.settleRefund,
    failNext,
    webhooksDelivered: async () => {
      await Promise.all([...inFlight]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
