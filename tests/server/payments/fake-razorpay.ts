// A stand-in for api.razorpay.com behind an injected fetch: no network is reachable from the test
// machines, so injecting fetch into the razorpay provider is the only way to see the requests it
// sends and to give it the provider's answers. It records every request and keeps orders and
// payments in memory, answering in the shapes of Razorpay's Orders API.

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakePayment {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  method: string;
  amount: number;
  currency: string;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  notes: Record<string, string>;
  status: 'processed';
  /** The X-Refund-Idempotency header it was made with, if any. */
  idempotencyKey: string | null;
}

export interface FakeRazorpay {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Orders created through the API, by id. */
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string> }>;
  addPayment(orderId: string, payment: Partial<FakePayment> & Pick<FakePayment, 'id' | 'status'>): void;
  /** Refunds made through POST /v1/payments/{id}/refund. */
  refunds: FakeRefund[];
  /** Make the next calls fail as the provider would with this status and description. */
  failNextWith(status: number, description: string): void;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function createFakeRazorpay(): FakeRazorpay {
  const requests: RecordedRequest[] = [];
  const orders: FakeRazorpay['orders'] = new Map();
  const payments = new Map<string, FakePayment[]>();
  let failure: { status: number; description: string } | null = null;
  const refunds: FakeRefund[] = [];
  let counter = 0;

  function findPayment(paymentId: string): FakePayment | undefined {
    for (const list of payments.values()) {
      const found = list.find((payment) => payment.id === paymentId);
      if (found) return found;
    }
    return undefined;
  }

  const fakeFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    requests.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers.entries()),
      body,
    });
    if (failure) {
      const { status, description } = failure;
      failure = null;
      return json(status, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description,
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
        },
      });
    }
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === '/v1/orders') {
      const { amount, currency, receipt, notes } = body as {
        amount: number;
        currency: string;
        receipt: string;
        notes: Record<string, string>;
      };
      counter += 1;
      const id = `order_Fake${String(counter).padStart(10, '0')}`;
      orders.set(id, { id, amount, currency, receipt, notes });
      return json(200, {
        id,
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt,
        status: 'created',
        attempts: 0,
        notes,
        created_at: 1_767_225_600,
      });
    }
    const paymentsPath = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
    if (request.method === 'GET' && paymentsPath) {
      const items = payments.get(decodeURIComponent(paymentsPath[1]!)) ?? [];
      return json(200, {
        entity: 'collection',
        count: items.length,
        items: items.map((payment) => ({ entity: 'payment', ...payment })),
      });
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && refundPath) {
      const payment = findPayment(decodeURIComponent(refundPath[1]!));
      const idempotencyKey = request.headers.get('x-refund-idempotency');
      // The provider's idempotent refund: the same key answers the refund it already made.
      const repeated = idempotencyKey ? refunds.find((refund) => refund.idempotencyKey === idempotencyKey) : undefined;
      if (repeated) return json(200, { entity: 'refund', ...repeated });
      if (!payment)
        return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      if (payment.status !== 'captured') {
        return json(400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' },
        });
      }
      const { amount = payment.amount, notes = {} } = (body ?? {}) as {
        amount?: number;
        notes?: Record<string, string>;
      };
      const refund: FakeRefund = {
        id: `rfnd_Fake${String(refunds.length + 1).padStart(10, '0')}`,
        payment_id: payment.id,
        amount,
        currency: payment.currency,
        notes,
        status: 'processed',
        idempotencyKey,
      };
      refunds.push(refund);
      payment.status = 'refunded';
      return json(200, { entity: 'refund', ...refund });
    }
    return json(404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  };

  return {
    fetch: fakeFetch,
    requests,
    orders,
    refunds,
    addPayment(orderId, payment) {
      const order = orders.get(orderId);
      const list = payments.get(orderId) ?? [];
      list.push({
        method: 'upi',
        amount: order?.amount ?? 0,
        currency: order?.currency ?? 'INR',
        created_at: 1_767_225_700 + list.length,
        ...payment,
      });
      payments.set(orderId, list);
    },
    failNextWith(status, description) {
      failure = { status, description };
    },
  };
}
