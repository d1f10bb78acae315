// What must not happen: an order paid without a captured payment the server verified itself, another
// person's order, invoice or summary answering anything but 404, and bad input changing anything.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentAttempts } from '../../../server/db/schema';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import {
  checkoutSignature,
  createPendingTicket,
  createThreeTickets,
  createSubEvent,
  orderRowByUuid,
  ticketRow,
  type PaidSubEvent,
  type Ticket,
} from './fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server?.close();
});

function signed(orderId: string, paymentId: string): string {
  return checkoutSignature(server.config.razorpayKeySecret, orderId, paymentId);
}

function threeTickets(user: TestUser, subEvent: PaidSubEvent): Promise<Ticket[]> {
  return createThreeTickets(server.ctx.db, server.clock.now(), user.id, subEvent);
}

describe('an order is paid only after the server verified a captured payment', () => {
  let user: TestUser;
  let tickets: Ticket[];
  let providerOrderId: string;
  let checkoutToken: string;
  let orderUuid: string;
  let subEvent: PaidSubEvent;

  beforeAll(async () => {
    user = await createSignedInUser(server);
    subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    tickets = await threeTickets(user, subEvent);
    const created = await server.clientWithToken(user.token).POST('/orders/create', {
      body: { sub_event_uuid: subEvent.subEventUuid },
    });
    providerOrderId = created.data!.message.razorpay_order!.order_id;
    checkoutToken = created.data!.message.razorpay_order!.checkout_token!;
    orderUuid = created.data!.message.order.order_uuid;
  });

  async function expectUnpaid(status: string) {
    const order = await orderRowByUuid(server.ctx.db, orderUuid);
    expect(order.status).toBe(status);
    expect(order.invoiceNumber).toBeNull();
    for (const ticket of tickets) expect((await ticketRow(server.ctx.db, ticket.id)).status).toBe('pending');
  }

  test('a forged signature is refused with 400 and changes nothing', async () => {
    const client = server.clientWithToken(user.token);
    const forged = await client.GET('/payments/status/{providerOrderId}', {
      params: {
        path: { providerOrderId },
        query: { razorpay_payment_id: 'pay_Forged00000000', razorpay_signature: 'a'.repeat(64) },
      },
    });
    expect(forged.response.status).toBe(400);
    expect(forged.error).toEqual({
      success: false,
      message: 'Payment verification failed. Please contact support.',
      error: 'Payment verification failed. Please contact support.',
    });
    const wrongSecret = createHmac('sha256', 'not-the-key-secret')
      .update(`${providerOrderId}|pay_Forged00000000`)
      .digest('hex');
    const signedElsewhere = await client.GET('/payments/status/{providerOrderId}', {
      params: {
        path: { providerOrderId },
        query: { razorpay_payment_id: 'pay_Forged00000000', razorpay_signature: wrongSecret },
      },
    });
    expect(signedElsewhere.response.status).toBe(400);
    await expectUnpaid('created');
  });

  test('a genuine signature for a payment the provider never captured does not pay the order', async () => {
    const client = server.clientWithToken(user.token);
    const { data, response } = await client.GET('/payments/status/{providerOrderId}', {
      params: {
        path: { providerOrderId },
        query: {
          razorpay_payment_id: 'pay_NeverCaptured1',
          razorpay_signature: signed(providerOrderId, 'pay_NeverCaptured1'),
        },
      },
    });
    expect(response.status).toBe(200);
    expect(data!.message.order.status).toBe('created');
    await expectUnpaid('created');
  });

  test('only one of the two extension parameters is a bad request', async () => {
    const client = server.clientWithToken(user.token);
    const { response, error } = await client.GET('/payments/status/{providerOrderId}', {
      params: { path: { providerOrderId }, query: { razorpay_payment_id: 'pay_Alone000000000' } },
    });
    expect(response.status).toBe(400);
    expect(error!.error).toBe('razorpay_payment_id and razorpay_signature must be sent together');
    await expectUnpaid('created');
  });

  test('a failed attempt marks the order failed and keeps the tickets payable', async () => {
    const failed = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: providerOrderId, outcome: 'failure', checkout_token: checkoutToken },
    });
    expect(failed.response.status).toBe(200);
    expect(failed.data!.success).toBe(false);
    expect(failed.data!.message).toBe('Payment failed');
    expect(failed.data!.data).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: providerOrderId, payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/) },
      },
    });
    const client = server.clientWithToken(user.token);
    const { data } = await client.GET('/payments/status/{providerOrderId}', { params: { path: { providerOrderId } } });
    expect(data!.message.order.status).toBe('failed');
    await expectUnpaid('failed');
  });

  test('paying again after a failure uses the same order and ends paid', async () => {
    const client = server.clientWithToken(user.token);
    const retry = await client.POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
    expect(retry.data!.message.order.order_uuid).toBe(orderUuid);
    expect(retry.data!.message.order.status).toBe('created');
    expect(retry.data!.message.razorpay_order!.order_id).toBe(providerOrderId);

    const paid = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: providerOrderId, outcome: 'success', checkout_token: checkoutToken },
    });
    const handed = paid.data!.data as { razorpay_payment_id: string; razorpay_signature: string };
    const { data } = await client.GET('/payments/status/{providerOrderId}', {
      params: {
        path: { providerOrderId },
        query: { razorpay_payment_id: handed.razorpay_payment_id, razorpay_signature: handed.razorpay_signature },
      },
    });
    expect(data!.message.order.status).toBe('paid');
    expect(data!.message.order.razorpay_payment_id).toBe(handed.razorpay_payment_id);
  });
});

describe("another person's order is not found", () => {
  test('status, invoice and summary answer 404 to anyone but the buyer', async () => {
    const owner = await createSignedInUser(server);
    const stranger = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await threeTickets(owner, subEvent);
    const created = (
      await server.clientWithToken(owner.token).POST('/orders/create', {
        body: { sub_event_uuid: subEvent.subEventUuid },
      })
    ).data!.message;
    const { order_id: providerOrderId, checkout_token: ownersToken } = created.razorpay_order!;
    const paid = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: providerOrderId, outcome: 'success', checkout_token: ownersToken! },
    });
    const handed = paid.data!.data as { razorpay_payment_id: string; razorpay_signature: string };

    const strangerClient = server.clientWithToken(stranger.token);
    const status = await strangerClient.GET('/payments/status/{providerOrderId}', {
      params: {
        path: { providerOrderId },
        query: { razorpay_payment_id: handed.razorpay_payment_id, razorpay_signature: handed.razorpay_signature },
      },
    });
    expect(status.response.status).toBe(404);
    expect(status.error!.error).toBe('Order not found');
    // The stranger's call did not settle the owner's order either.
    expect((await orderRowByUuid(server.ctx.db, created.order.order_uuid)).status).toBe('created');

    const ownerStatus = await server.clientWithToken(owner.token).GET('/payments/status/{providerOrderId}', {
      params: { path: { providerOrderId } },
    });
    expect(ownerStatus.data!.message.order.status).toBe('paid');

    for (const orderId of [String(created.order.id), created.order.order_uuid]) {
      const invoice = await strangerClient.GET('/invoices/order/{orderId}', { params: { path: { orderId } } });
      expect(invoice.response.status).toBe(404);
      expect(invoice.error!.error).toBe('Invoice not found');
    }
    const summary = await strangerClient.GET('/orders/summary/{eventUuid}', {
      params: { path: { eventUuid: subEvent.subEventUuid } },
    });
    expect(summary.response.status).toBe(404);
    const list = await strangerClient.GET('/orders/', {});
    expect(list.data!.message.orders).toEqual([]);
  });
});

describe('bad input changes nothing', () => {
  test('createOrder refuses malformed, unknown and closed sub-events', async () => {
    const user = await createSignedInUser(server);
    const client = server.clientWithToken(user.token);
    const closed = await createSubEvent(server.ctx.db, server.clock.now(), {
      registrationEnd: new Date(server.clock.now().getTime() - 60_000),
    });
    await createPendingTicket(server.ctx.db, {
      userId: user.id,
      subEventId: closed.subEventId,
      category: '5K',
      amountPaise: 79_900,
    });

    const malformed = await client.POST('/orders/create', { body: { sub_event_uuid: 'not-a-uuid' } });
    expect(malformed.response.status).toBe(400);
    const extra = await client.POST('/orders/create', {
      body: { sub_event_uuid: closed.subEventUuid, coupon: 'FREE' } as unknown as { sub_event_uuid: string },
    });
    expect(extra.response.status).toBe(400);
    const unknown = await client.POST('/orders/create', {
      body: { sub_event_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error!.error).toBe('Event not found');
    const late = await client.POST('/orders/create', { body: { sub_event_uuid: closed.subEventUuid } });
    expect(late.response.status).toBe(409);
    expect(late.error!.error).toBe('Registration has ended');

    const list = await client.GET('/orders/', {});
    expect(list.data!.message.orders).toEqual([]);
  });

  test('summary of an unknown sub-event, status of an unknown order, and calls without a token', async () => {
    const user = await createSignedInUser(server);
    const client = server.clientWithToken(user.token);
    const summary = await client.GET('/orders/summary/{eventUuid}', {
      params: { path: { eventUuid: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(summary.response.status).toBe(404);
    expect(summary.error!.error).toBe('Order summary not found');
    const status = await client.GET('/payments/status/{providerOrderId}', {
      params: { path: { providerOrderId: 'order_Unknown0000000' } },
    });
    expect(status.response.status).toBe(404);
    const invoice = await client.GET('/invoices/order/{orderId}', { params: { path: { orderId: 'nonsense' } } });
    expect(invoice.response.status).toBe(404);

    const anonymous = await server.client.POST('/orders/create', {
      body: { sub_event_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(anonymous.response.status).toBe(401);
    const anonymousList = await server.client.GET('/orders/', {});
    expect(anonymousList.response.status).toBe(401);
  });

  test('the sandbox refuses unknown orders and outcomes', async () => {
    const unknown = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: 'order_Unknown0000000', outcome: 'success', checkout_token: 'a'.repeat(64) },
    });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error!.error).toBe('Order not found');
    const badOutcome = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: 'order_Unknown0000000', outcome: 'maybe' as 'success', checkout_token: 'a'.repeat(64) },
    });
    expect(badOutcome.response.status).toBe(400);
    const attempts = await server.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, 'order_Unknown0000000'));
    expect(attempts).toEqual([]);
  });

  test("knowing an order id is not enough: only the owner's checkout token finishes a sandbox order", async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await threeTickets(owner, subEvent);
    await threeTickets(other, subEvent);
    const create = (user: TestUser) =>
      server.clientWithToken(user.token).POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
    const target = (await create(owner)).data!.message;
    const strangers = (await create(other)).data!.message.razorpay_order!;
    const orderId = target.razorpay_order!.order_id;

    // The probe's attack: no token at all (refused by the contract), then a made-up one, then the
    // stranger's own valid token for their own order, each for paid and for failed.
    const withoutToken = await server.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/complete',
      payload: { order_id: orderId, outcome: 'success' },
    });
    expect(withoutToken.statusCode).toBe(400);
    for (const token of ['0'.repeat(64), strangers.checkout_token!, 'not-hex']) {
      for (const outcome of ['success', 'failure'] as const) {
        const attempt = await server.client.POST('/payments/sandbox/complete', {
          body: { order_id: orderId, outcome, checkout_token: token },
        });
        expect(attempt.response.status).toBe(404);
        expect(attempt.error!.error).toBe('Order not found');
      }
    }
    const attempts = await server.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, orderId));
    expect(attempts.map((row) => row.status)).toEqual(['created']);
    expect((await orderRowByUuid(server.ctx.db, target.order.order_uuid)).status).toBe('created');

    const paid = await server.client.POST('/payments/sandbox/complete', {
      body: { order_id: orderId, outcome: 'success', checkout_token: target.razorpay_order!.checkout_token! },
    });
    expect(paid.response.status).toBe(200);
  });

  test('the webhook is not configured with the sandbox provider', async () => {
    const { response, error } = await server.client.POST('/payments/webhook', {
      body: { event: 'payment.captured', payload: {} },
      params: { header: { 'x-razorpay-signature': 'a'.repeat(64) } },
    });
    expect(response.status).toBe(404);
    expect(error!.error).toBe('Webhooks are not configured');
  });
});
