// The sandbox provider's faces: the checkout script the page loads, the call it makes when it opens
// (the order's real amount, and the key checked as the provider's checkout checks it), and the call
// it makes when a person pays, pays by UPI that the bank confirms later, or fails in it. None of them exists with the razorpay provider.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { CURRENCY } from '../../../src/domain/constants';
import type { AnswerOf, AppContext, ContractRequest } from '../../context';
import { conflict, notFound, unauthorized } from '../../errors';
import { SANDBOX_CHECKOUT_SCRIPT_PATH, SandboxPaymentProvider } from '../../payments/index';

export const SANDBOX_CHECKOUT_ROUTE = '/sandbox/checkout.js';

/** The provider's answer to a checkout opened with a key that is not the account's. */
export const SANDBOX_INVALID_KEY = 'The api key provided is invalid';

function sandboxProvider(ctx: AppContext): SandboxPaymentProvider {
  const provider = ctx.payments;
  if (!(provider instanceof SandboxPaymentProvider)) throw notFound('The sandbox payment provider is not enabled');
  return provider;
}

export async function sandboxCheckoutDetails(
  ctx: AppContext,
  request: ContractRequest<'sandboxGetCheckout'>,
): Promise<AnswerOf<'sandboxGetCheckout'>> {
  const provider = sandboxProvider(ctx);
  const { key, checkout_token: checkoutToken } = request.query;
  if (key !== provider.keyId) throw unauthorized(SANDBOX_INVALID_KEY);
  const details = await provider.checkoutDetails(request.params.providerOrderId, checkoutToken);
  if (details.kind !== 'found') throw notFound('Order not found');
  const { order } = details;
  // The sandbox, like create-order.ts, only ever stores CURRENCY.
  return {
    success: true,
    message: 'Checkout details',
    data: { order_id: order.orderId, amount: order.amountPaise, currency: order.currency as typeof CURRENCY },
  };
}

export async function completeSandboxPayment(
  ctx: AppContext,
  request: ContractRequest<'sandboxCompletePayment'>,
): Promise<AnswerOf<'sandboxCompletePayment'>> {
  const provider = sandboxProvider(ctx);
  const { order_id: providerOrderId, outcome, checkout_token: checkoutToken } = request.body;
  const completion = await provider.completePayment(providerOrderId, outcome, checkoutToken);
  switch (completion.kind) {
    // A wrong token answers like an unknown order: the call must not confirm that an order id exists.
    case 'wrong_token':
    case 'unknown_order':
      throw notFound('Order not found');
    case 'already_paid':
      throw conflict('This order is already paid');
    case 'captured':
      return { success: true, message: 'Payment successful', data: completion.result };
    // Like the provider's checkout after a UPI app returns: the page gets the payment, the bank's answer comes later.
    case 'processing':
      return { success: true, message: 'Payment is being confirmed by the bank', data: completion.result };
    case 'failed':
      return { success: false, message: 'Payment failed', data: completion.result };
  }
}

/** GET /sandbox/checkout.js, only while the sandbox provider is in use. */
export async function registerSandboxCheckoutScript(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.paymentProvider !== 'sandbox') return;
  const script = await readFile(SANDBOX_CHECKOUT_SCRIPT_PATH, 'utf8');
  app.get(SANDBOX_CHECKOUT_ROUTE, async (_request, reply) =>
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(script),
  );
}
