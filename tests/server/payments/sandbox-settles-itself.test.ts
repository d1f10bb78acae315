// The payment jobs with the sandbox provider (development and demos): a payment made in the sandbox
// checkout whose tab closed before the status call is settled by the jobs' pass, and a late payment
// on released places is refunded (the sandbox processes refunds at once), as with Razorpay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDuePayments } from '../../../server/modules/orders/payment-jobs';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { createEvent } from '../catalog/fixtures';
import { orderRowByUuid } from '../orders/fixtures';
import { SIMPLE_FORM } from '../registrations/form-fixture';
import { openCheckout, register } from './razorpay-stand-in-fixture';

const MINUTE = 60_000;
const START = new Date('2026-04-06T04:30:00.000Z');
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ clock: createClock(START), env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});

afterAll(async () => {
  await server?.close();
});

async function paidInSandboxAndTabClosed(capacity: number | null, placeTakenMeanwhile: boolean) {
  const event = await createEvent(server.ctx.db, {
    now: server.clock.now(),
    form: SIMPLE_FORM,
    subEvent: { totalAllowedRegistrations: capacity, entryFeePaise: 50_000 },
  });
  const person = await createSignedInUser(server);
  const checkout = await openCheckout(server.clientWithToken(person.token), event);
  if (placeTakenMeanwhile) {
    server.clock.advance(16 * MINUTE);
    await register(server.clientWithToken((await createSignedInUser(server)).token), event, 'Ravi Runner');
  }
  const paid = await server.client.POST('/payments/sandbox/complete', {
    body: { order_id: checkout.providerOrderId, outcome: 'success', checkout_token: checkout.checkoutToken! },
  });
  expect(paid.response.status).toBe(200);
  return checkout.orderUuid;
}

describe('the payment jobs with the sandbox provider', () => {
  it('settle a sandbox payment nobody asked about', async () => {
    const orderUuid = await paidInSandboxAndTabClosed(null, false);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('created');
    server.clock.advance(server.config.paymentReconcileAfterMs);
    expect(await settleDuePayments(server.ctx, silent)).toMatchObject({ checked: 1, paid: 1 });
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('paid');
  });

  it('refund a late sandbox payment on released places, processed at once', async () => {
    const orderUuid = await paidInSandboxAndTabClosed(1, true);
    expect(await settleDuePayments(server.ctx, silent)).toMatchObject({ checked: 1, refunded: 1, refundsProcessed: 1 });
    expect(await orderRowByUuid(server.ctx.db, orderUuid)).toMatchObject({
      status: 'refunded',
      refundStatus: 'processed',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    server.clock.advance(24 * 60 * MINUTE);
    expect((await settleDuePayments(server.ctx, silent)).checked).toBe(0);
  });
});
