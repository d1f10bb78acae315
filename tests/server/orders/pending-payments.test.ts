// Honest pending payments (issue 28 item 7): a UPI payment the bank has not confirmed yet is
// 'pending', not a failure. Its places stay held until the provider's final answer (at most
// PENDING_PAYMENT_HOLD_MINUTES from the payment), and it ends paid, or failed with the places released
// and no money kept. Driven through the sandbox's 'Pay by UPI (confirms later)' and its bank, on a
// clock the test moves, with the status call, My Orders and the payment jobs.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, paymentAttempts, paymentRefunds } from '../../../server/db/schema';
import { settleDuePayments } from '../../../server/modules/orders/payment-jobs';
import { SandboxPaymentProvider } from '../../../server/payments/index';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, type CreatedEvent } from '../catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';
import { checkoutSignature, orderRowByUuid } from './fixtures';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const START = new Date('2026-05-04T04:30:00.000Z');
const TICKET_HOLD = 15 * MINUTE;
const PENDING_HOLD = 30 * MINUTE;
/** Longer than the ticket hold and shorter than the pending hold, so each can be seen. */
const UPI_CONFIRM = 20 * MINUTE;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    clock: createClock(START),
    env: {
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      PENDING_PAYMENT_HOLD_MINUTES: '30',
      SANDBOX_UPI_CONFIRM_SECONDS: String(UPI_CONFIRM / SECOND),
    },
  });
});

afterAll(async () => {
  await server?.close();
});

function bank(): SandboxPaymentProvider {
  const provider = server.ctx.payments;
  if (!(provider instanceof SandboxPaymentProvider)) throw new Error('these tests need the sandbox provider');
  return provider;
}

function register(event: CreatedEvent, person: TestUser, name: string) {
  return server.clientWithToken(person.token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers(event.fields, { mandatory_participant_name: name }) },
  });
}

/** One ticket of a one-place event, paid by UPI in the sandbox checkout: the bank has not answered yet. */
async function paidByUpiAwaitingBank() {
  const event = await createEvent(server.ctx.db, {
    now: server.clock.now(),
    form: SIMPLE_FORM,
    subEvent: { totalAllowedRegistrations: 1, entryFeePaise: 50_000 },
  });
  const buyer = await createSignedInUser(server);
  expect((await register(event, buyer, 'Asha Runner')).response.status).toBe(200);
  const created = await server.clientWithToken(buyer.token).POST('/orders/create', {
    body: { sub_event_uuid: event.subEventUuid },
  });
  const checkout = created.data!.message.razorpay_order!;
  const paid = await server.client.POST('/payments/sandbox/complete', {
    body: { order_id: checkout.order_id, outcome: 'upi_later', checkout_token: checkout.checkout_token! },
  });
  expect(paid.response.status).toBe(200);
  expect(paid.data!.success).toBe(true);
  const proof = paid.data!.data as { razorpay_payment_id: string; razorpay_signature: string };
  return { event, buyer, orderUuid: created.data!.message.order.order_uuid, providerOrderId: checkout.order_id, proof };
}

function statusCall(person: TestUser, providerOrderId: string, paymentId?: string) {
  return server.clientWithToken(person.token).GET('/payments/status/{providerOrderId}', {
    params: {
      path: { providerOrderId },
      query: paymentId
        ? {
            razorpay_payment_id: paymentId,
            razorpay_signature: checkoutSignature(server.config.razorpayKeySecret, providerOrderId, paymentId),
          }
        : {},
    },
  });
}

async function ticketsOf(event: CreatedEvent, person: TestUser) {
  return server.ctx.db
    .select({
      status: participants.status,
      paymentStatus: participants.paymentStatus,
      holdExpiresAt: participants.holdExpiresAt,
    })
    .from(participants)
    .where(and(eq(participants.subEventId, event.subEventId), eq(participants.userId, person.id)));
}

describe('a UPI payment the bank has not confirmed yet', () => {
  it("is 'pending', signed like a paid one, and holds its places for the pending hold, not the ticket hold", async () => {
    server.clock.set(START);
    const { event, buyer, orderUuid, providerOrderId, proof } = await paidByUpiAwaitingBank();
    expect(proof.razorpay_signature).toBe(
      checkoutSignature(server.config.razorpayKeySecret, providerOrderId, proof.razorpay_payment_id),
    );
    const { data, response } = await statusCall(buyer, providerOrderId, proof.razorpay_payment_id);
    expect(response.status).toBe(200);
    expect(data!.message.order.status).toBe('pending');
    const [ticket] = await ticketsOf(event, buyer);
    expect(ticket).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(ticket!.holdExpiresAt!.toISOString()).toBe(new Date(START.getTime() + PENDING_HOLD).toISOString());

    // Past the ticket hold the place is still this buyer's: nobody else can register for it.
    server.clock.set(new Date(START.getTime() + TICKET_HOLD + MINUTE));
    const other = await createSignedInUser(server);
    expect((await register(event, other, 'Ravi Runner')).response.status).toBe(409);

    // Asking again does not stretch the hold: it is counted from the payment.
    expect((await statusCall(buyer, providerOrderId)).data!.message.order.status).toBe('pending');
    const [again] = await ticketsOf(event, buyer);
    expect(again!.holdExpiresAt!.toISOString()).toBe(new Date(START.getTime() + PENDING_HOLD).toISOString());

    // Paying again for the same tickets while the bank decides is refused: it could charge twice.
    const payingAgain = await server.clientWithToken(buyer.token).POST('/orders/create', {
      body: { sub_event_uuid: event.subEventUuid },
    });
    expect(payingAgain.response.status).toBe(409);
    expect(payingAgain.error).toMatchObject({
      error: 'Payment is being confirmed by your bank. Please wait for its answer before paying again.',
    });

    // My Orders shows it as pending, with no invoice yet.
    const listed = (await server.clientWithToken(buyer.token).GET('/orders/', { params: { query: {} } })).data!.message
      .orders;
    expect(listed.find((order) => order.order_uuid === orderUuid)).toMatchObject({
      status: 'pending',
      payment_method: null,
      invoice_number: null,
    });
  });

  it('ends paid when the bank confirms: tickets confirmed, an invoice, no refund', async () => {
    server.clock.set(START);
    const { event, buyer, orderUuid, providerOrderId, proof } = await paidByUpiAwaitingBank();
    expect((await statusCall(buyer, providerOrderId, proof.razorpay_payment_id)).data!.message.order.status).toBe(
      'pending',
    );
    server.clock.advance(UPI_CONFIRM - SECOND);
    expect((await statusCall(buyer, providerOrderId)).data!.message.order.status).toBe('pending');
    server.clock.advance(SECOND);
    const { data } = await statusCall(buyer, providerOrderId);
    expect(data!.message.order).toMatchObject({ status: 'paid', payment_method: 'upi' });
    expect((await ticketsOf(event, buyer)).map((t) => `${t.status}/${t.paymentStatus}`)).toEqual(['confirmed/paid']);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).invoiceNumber).toMatch(/^SL\/\d{2}-\d{2}\/\d{6}$/);
    expect(
      await server.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.providerOrderId, providerOrderId)),
    ).toEqual([]);
  });

  it('ends failed when the bank says no: the place is released at once and no money is kept', async () => {
    server.clock.set(START);
    const { event, buyer, orderUuid, providerOrderId, proof } = await paidByUpiAwaitingBank();
    expect((await statusCall(buyer, providerOrderId, proof.razorpay_payment_id)).data!.message.order.status).toBe(
      'pending',
    );
    server.clock.advance(2 * MINUTE);
    expect(await bank().bankAnswers(proof.razorpay_payment_id, 'failed')).toBe(true);
    expect((await statusCall(buyer, providerOrderId)).data!.message.order.status).toBe('failed');

    const [ticket] = await ticketsOf(event, buyer);
    expect(ticket!.status).toBe('pending');
    expect(ticket!.holdExpiresAt!.getTime()).toBeLessThanOrEqual(server.clock.now().getTime());
    // Within what would have been the ticket hold, the place is free for someone else.
    const other = await createSignedInUser(server);
    expect((await register(event, other, 'Ravi Runner')).response.status).toBe(200);
    // The buyer's held places are gone: paying again is refused with the SPEC text.
    const again = await server.clientWithToken(buyer.token).POST('/orders/create', {
      body: { sub_event_uuid: event.subEventUuid },
    });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ error: 'Your held places have expired. Please book again.' });

    const attempts = await server.ctx.db
      .select({ status: paymentAttempts.status })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerPaymentId, proof.razorpay_payment_id));
    expect(attempts).toEqual([{ status: 'failed' }]);
    expect(await orderRowByUuid(server.ctx.db, orderUuid)).toMatchObject({
      status: 'failed',
      invoiceNumber: null,
      paidAt: null,
    });
  });

  it('whose hold runs out first, then confirmed after someone took the place, is refunded', async () => {
    server.clock.set(START);
    const { event, buyer, orderUuid, providerOrderId, proof } = await paidByUpiAwaitingBank();
    expect((await statusCall(buyer, providerOrderId, proof.razorpay_payment_id)).data!.message.order.status).toBe(
      'pending',
    );
    server.clock.set(new Date(START.getTime() + PENDING_HOLD));
    const other = await createSignedInUser(server);
    expect((await register(event, other, 'Ravi Runner')).response.status).toBe(200);
    expect(await bank().bankAnswers(proof.razorpay_payment_id, 'captured')).toBe(true);

    const { data } = await statusCall(buyer, providerOrderId);
    expect(data!.message.order).toMatchObject({
      status: 'refunded',
      refund_reason: 'Your held places were released before the payment completed, so the payment has been refunded.',
    });
    const refunds = await server.ctx.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.providerOrderId, providerOrderId));
    expect(refunds).toHaveLength(1);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('refunded');
  });

  it('is settled by the payment jobs when the buyer closed the tab', async () => {
    server.clock.set(START);
    const { event, buyer, orderUuid, providerOrderId, proof } = await paidByUpiAwaitingBank();
    expect((await statusCall(buyer, providerOrderId, proof.razorpay_payment_id)).data!.message.order.status).toBe(
      'pending',
    );
    server.clock.advance(server.config.paymentReconcileAfterMs);
    // Asked before the bank answered: still pending, the place still held.
    await settleDuePayments(server.ctx, silent);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('pending');
    server.clock.advance(UPI_CONFIRM);
    const summary = await settleDuePayments(server.ctx, silent);
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect((await orderRowByUuid(server.ctx.db, orderUuid)).status).toBe('paid');
    expect((await ticketsOf(event, buyer)).map((t) => t.status)).toEqual(['confirmed']);
  });

  it('a forged signature is still a verification failure, not a pending payment', async () => {
    server.clock.set(START);
    const { buyer, providerOrderId, proof } = await paidByUpiAwaitingBank();
    const { response, error } = await server.clientWithToken(buyer.token).GET('/payments/status/{providerOrderId}', {
      params: {
        path: { providerOrderId },
        query: { razorpay_payment_id: proof.razorpay_payment_id, razorpay_signature: 'f'.repeat(64) },
      },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: 'Payment verification failed. Please contact support.' });
  });

  it('the sandbox bank answers only a payment that is waiting for it', async () => {
    server.clock.set(START);
    const { proof } = await paidByUpiAwaitingBank();
    expect(await bank().bankAnswers(proof.razorpay_payment_id, 'captured')).toBe(true);
    expect(await bank().bankAnswers(proof.razorpay_payment_id, 'failed')).toBe(false);
  });
});
