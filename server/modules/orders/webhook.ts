// The provider's webhook. The signature proves the call comes from the provider; even then the event
// only prompts reconcileOrder (or, for a refund, followRefund), which asks the provider itself, so a
// webhook takes the same 'settled after verification' path as the status call and the payment jobs.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerOf, AppContext, ContractRequest } from '../../context';
import { orders, webhookEvents } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import { PaymentProviderError } from '../../payments/provider';
import type { OrderRow } from './presenters';
import { PAYMENT_VERIFICATION_FAILED, reconcileOrder } from './reconcile';
import { followRefund } from './refunds';

const ORDER_EVENTS = new Set(['payment.captured', 'payment.authorized', 'payment.failed', 'order.paid']);
const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed']);

type WebhookRequest = ContractRequest<'razorpayWebhook'>;

/** The contract leaves the provider's payload open, so each step into it is checked. */
function member(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function providerOrderIdOf(body: WebhookRequest['body']): string | null {
  const fromPayment = member(member(body.payload['payment'], 'entity'), 'order_id');
  if (typeof fromPayment === 'string' && fromPayment !== '') return fromPayment;
  const fromOrder = member(member(body.payload['order'], 'entity'), 'id');
  return typeof fromOrder === 'string' && fromOrder !== '' ? fromOrder : null;
}

function refundedPaymentIdOf(body: WebhookRequest['body']): string | null {
  const paymentId = member(member(body.payload['refund'], 'entity'), 'payment_id');
  return typeof paymentId === 'string' && paymentId !== '' ? paymentId : null;
}

/** The refunded order whose payment the refund event names, brought up to date with the provider. */
async function followRefundOf(ctx: AppContext, paymentId: string, log: FastifyBaseLogger): Promise<OrderRow | null> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.providerPaymentId, paymentId), eq(orders.status, 'refunded')));
  if (!order) return null;
  // Our refund request may have timed out after the provider accepted it: asking again (same
  // idempotency key) records that refund, then it is followed.
  const current = await reconcileOrder(ctx, order, 'webhook');
  try {
    const followed = await followRefund(ctx, current, 'webhook');
    if (followed.refundStatus === 'failed' && current.refundStatus !== 'failed') {
      // The money did not go back: a person must refund it from the provider's dashboard (README).
      log.error(
        { order_uuid: followed.orderUuid, refund_id: followed.providerRefundId },
        'the provider failed a refund: refund it by hand',
      );
    }
    return followed;
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, PAYMENT_VERIFICATION_FAILED);
    throw error;
  }
}

function headerText(request: WebhookRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

export async function handleProviderWebhook(
  ctx: AppContext,
  request: WebhookRequest,
): Promise<AnswerOf<'razorpayWebhook'>> {
  if (ctx.payments.name !== 'razorpay') throw notFound('Webhooks are not configured');
  const rawBody = request.rawBody;
  // Without the raw bytes no signature can be checked; a missing capture is a server fault.
  if (!rawBody) throw new Error('the webhook route was registered without raw body capture');
  const signature = headerText(request, 'x-razorpay-signature') ?? '';
  if (!ctx.payments.verifyWebhookSignature(rawBody, signature)) throw badRequest('Invalid webhook signature');

  const body = request.body;
  // The provider redelivers until it gets a 2xx; its event id (or the body's hash) makes that harmless.
  const eventId = headerText(request, 'x-razorpay-event-id') ?? createHash('sha256').update(rawBody).digest('hex');
  const [seen] = await ctx.db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.providerEventId, eventId));
  if (seen) return { success: true, message: 'Event already processed' };

  const providerOrderId = ORDER_EVENTS.has(body.event) ? providerOrderIdOf(body) : null;
  const refundedPaymentId = REFUND_EVENTS.has(body.event) ? refundedPaymentIdOf(body) : null;
  let message = 'Event ignored';
  if (providerOrderId) {
    const [order] = await ctx.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    if (order) {
      await reconcileOrder(ctx, order, 'webhook');
      message = 'Event processed';
    }
  } else if (refundedPaymentId && (await followRefundOf(ctx, refundedPaymentId, request.log))) {
    message = 'Event processed';
  }
  await ctx.db
    .insert(webhookEvents)
    .values({
      provider: 'razorpay',
      providerEventId: eventId,
      eventType: body.event,
      payload: body,
      receivedAt: ctx.now(),
    })
    .onConflictDoNothing();
  return { success: true, message };
}
