// Orders and payments: handlers by operationId (invoices: ../invoices/handlers.ts) (docs/architecture.md) plus the plain
// route of the sandbox checkout script. Handlers read ctx.payments at call time, never at creation.
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { callerOf, type AppContext, type ContractHandlers } from '../../context';
import { orders } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { creditNotesOf } from '../invoices/issued';
import { createOrderForPendingTickets } from './create-order';
import { orderJson } from './presenters';
import { completeSandboxPayment, registerSandboxCheckoutScript, sandboxCheckoutDetails } from './sandbox';
import { PAYMENT_VERIFICATION_FAILED, reconcileOrder } from './reconcile';
import { orderSummary, promoQuote } from './summary';
import { handleProviderWebhook } from './webhook';

type OrderOperations =
  | 'getOrderSummary'
  | 'createOrder'
  | 'checkPromoCode'
  | 'getPaymentStatus'
  | 'listOrders'
  | 'razorpayWebhook'
  | 'sandboxCompletePayment'
  | 'sandboxGetCheckout';

/** openapi.yaml's defaults for listOrders; Ajv has filled them in before the handler runs. */
const FIRST_PAGE = 1;
const DEFAULT_PER_PAGE = 10;

export function createOrderHandlers(ctx: AppContext): Pick<ContractHandlers, OrderOperations> {
  return {
    async getOrderSummary(request) {
      return { success: true, message: await orderSummary(ctx, callerOf(request), request.params.eventUuid) };
    },

    async createOrder(request) {
      const { sub_event_uuid: subEventUuid, promo_code: promoCode } = request.body;
      const { order, checkout } = await createOrderForPendingTickets(
        ctx,
        callerOf(request),
        subEventUuid,
        promoCode ?? null,
      );
      return {
        success: true,
        message: { order: orderJson(order), ...(checkout ? { razorpay_order: checkout } : {}) },
      };
    },

    async checkPromoCode(request) {
      const { sub_event_uuid: subEventUuid, promo_code: promoCode } = request.body;
      return { success: true, message: await promoQuote(ctx, callerOf(request), subEventUuid, promoCode) };
    },

    async getPaymentStatus(request) {
      const caller = callerOf(request);
      const { providerOrderId } = request.params;
      const { razorpay_payment_id: paymentId, razorpay_signature: signature } = request.query;
      if ((paymentId === undefined) !== (signature === undefined)) {
        throw badRequest('razorpay_payment_id and razorpay_signature must be sent together');
      }
      const [order] = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.userId, caller.id)));
      if (!order) throw notFound('Order not found');
      // The checkout's signature, when sent, must be genuine; the provider's own record of a captured
      // payment is what marks the order paid either way.
      if (paymentId !== undefined && signature !== undefined) {
        if (!ctx.payments.verifyPaymentSignature({ orderId: providerOrderId, paymentId, signature })) {
          throw badRequest(PAYMENT_VERIFICATION_FAILED);
        }
      }
      const current = await reconcileOrder(ctx, order, 'status');
      return { success: true, message: { order: orderJson(current) } };
    },

    async listOrders(request) {
      const caller = callerOf(request);
      const { page = FIRST_PAGE, per_page: perPage = DEFAULT_PER_PAGE } = request.query;
      const [totalRow] = await ctx.db.select({ total: count() }).from(orders).where(eq(orders.userId, caller.id));
      const total = Number(totalRow?.total ?? 0);
      const rows = await ctx.db
        .select()
        .from(orders)
        .where(eq(orders.userId, caller.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const creditNotes = await creditNotesOf(
        ctx.db,
        rows.map((row) => row.orderUuid),
      );
      return {
        success: true,
        message: {
          orders: rows.map((row) => ({ ...orderJson(row), credit_note: creditNotes.get(row.orderUuid) ?? null })),
          pagination: { current_page: page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
        },
      };
    },

    async razorpayWebhook(request) {
      return handleProviderWebhook(ctx, request);
    },

    async sandboxCompletePayment(request) {
      return completeSandboxPayment(ctx, request);
    },

    async sandboxGetCheckout(request) {
      return sandboxCheckoutDetails(ctx, request);
    },
  };
}

export async function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerSandboxCheckoutScript(app, ctx);
}
