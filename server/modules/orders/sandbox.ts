// The sandbox provider's two faces: the checkout script the page loads, and the call that script
// makes when a person pays or fails in it.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AnswerOf, AppContext, ContractRequest } from '../../context';
import { conflict, notFound } from '../../errors';
import { SANDBOX_CHECKOUT_SCRIPT_PATH, SandboxPaymentProvider } from '../../payments/index';

export const SANDBOX_CHECKOUT_ROUTE = '/sandbox/checkout.js';

export async function completeSandboxPayment(
  ctx: AppContext,
  request: ContractRequest<'sandboxCompletePayment'>,
): Promise<AnswerOf<'sandboxCompletePayment'>> {
  const provider = ctx.payments;
  if (!(provider instanceof SandboxPaymentProvider)) throw notFound('The sandbox payment provider is not enabled');
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
