// The payment checkout's actors: the provider's script, the order, the checkout itself and the
// verified status. The checkout script is the provider's (or the sandbox's, which has the same API).
import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  CheckoutCallError,
  type CreateOrderInput,
  type CreatedOrder,
  type OpenCheckoutInput,
  type PaymentCheckoutEvent,
  type ProviderOrder,
  type VerifiedStatus,
  type VerifyPaymentInput,
} from '../../../machines/payment-checkout/payment-checkout.types';
import { CHECKOUT_TEXT } from '../../domain/payment-texts';
import { serverErrorText } from '../../domain/http-errors';

interface ProviderSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface ProviderCheckout {
  on(event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void): void;
  open(): void;
  close?(): void;
}

type ProviderConstructor = new (options: Record<string, unknown>) => ProviderCheckout;

function provider(): ProviderConstructor | undefined {
  return (window as unknown as { Razorpay?: ProviderConstructor }).Razorpay;
}

let scriptLoading: Promise<void> | null = null;

/** `loadGateway`: adds the checkout script once; later calls share the same load. */
export function createLoadGateway(scriptUrl: string) {
  return fromPromise<void>(async () => {
    if (provider()) return;
    scriptLoading ??= new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => (provider() ? resolve() : reject(new Error('the checkout script defined no Razorpay')));
      script.onerror = () => reject(new Error(`the checkout script did not load from ${scriptUrl}`));
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      // A failed load may be retried: the next attempt adds the script again.
      scriptLoading = null;
      document.querySelectorAll(`script[src="${scriptUrl}"]`).forEach((node) => node.remove());
      throw error;
    });
    await scriptLoading;
  });
}

/** `createOrder`: POST /orders/create; the provider order to open, or an order already paid. */
export function createCreateOrder(api: ApiClient) {
  return fromPromise<CreatedOrder, CreateOrderInput>(async ({ input, signal }) => {
    const { data, error } = await api
      .POST('/orders/create', {
        body: {
          sub_event_uuid: input.subEventUuid,
          ...(input.promoCode === null ? {} : { promo_code: input.promoCode }),
        },
        signal,
      })
      .catch((cause: unknown) => {
        if (signal.aborted) throw cause;
        throw new CheckoutCallError(null);
      });
    if (!data?.success) throw new CheckoutCallError(serverErrorText(error));
    const { order, razorpay_order: providerOrder } = data.message;
    if (!providerOrder) return { kind: 'alreadyPaid', orderUuid: order.order_uuid };
    return toProviderOrder(order.order_uuid, providerOrder);
  });
}

/** An order's provider order (openapi.yaml RazorpayOrder) as the checkout opens it. */
export function toProviderOrder(
  orderUuid: string,
  providerOrder: { order_id: string; key_id: string; amount: number; currency: string; checkout_token?: string },
): ProviderOrder {
  return {
    kind: 'checkout',
    orderUuid,
    providerOrderId: providerOrder.order_id,
    keyId: providerOrder.key_id,
    amountPaise: providerOrder.amount,
    currency: providerOrder.currency,
    checkoutToken: providerOrder.checkout_token ?? null,
  };
}

/** `openCheckout`: the provider's checkout with SPEC §7's options; its outcome goes back as events. */
export function createOpenCheckout() {
  return fromCallback<PaymentCheckoutEvent, OpenCheckoutInput>(({ input, sendBack }) => {
    const Provider = provider();
    if (!Provider) {
      sendBack({ type: 'PAYMENT.FAILED', description: CHECKOUT_TEXT.initFailed });
      return undefined;
    }
    const { order, prefill, eventTitle, timeoutSeconds } = input;
    let settled = false;
    const checkout = new Provider({
      key: order.keyId,
      amount: order.amountPaise,
      currency: order.currency,
      order_id: order.providerOrderId,
      ...(order.checkoutToken ? { checkout_token: order.checkoutToken } : {}),
      name: CHECKOUT_TEXT.productName,
      description: eventTitle,
      prefill,
      notes: { order_uuid: order.orderUuid, event_title: eventTitle },
      theme: { color: CHECKOUT_TEXT.themeColour },
      timeout: Math.max(60, Math.floor(timeoutSeconds)),
      handler: (response: ProviderSuccess) => {
        settled = true;
        sendBack({
          type: 'PAYMENT.SUCCEEDED',
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        });
      },
      modal: {
        ondismiss: () => {
          if (!settled) sendBack({ type: 'PAYMENT.DISMISSED' });
        },
      },
    });
    checkout.on('payment.failed', (response) =>
      sendBack({ type: 'PAYMENT.FAILED', description: response.error?.description ?? null }),
    );
    checkout.open();
    return () => {
      settled = true;
      checkout.close?.();
    };
  });
}

/** `verifyPayment`: GET /payments/status/{providerOrderId} with the handler's proof when there is one. */
export function createVerifyPayment(api: ApiClient) {
  return fromPromise<VerifiedStatus, VerifyPaymentInput>(async ({ input, signal }) => {
    const query = input.proof
      ? { razorpay_payment_id: input.proof.paymentId, razorpay_signature: input.proof.signature }
      : {};
    const { data, error } = await api.GET('/payments/status/{providerOrderId}', {
      params: { path: { providerOrderId: input.providerOrderId }, query },
      signal,
    });
    if (!data?.success) throw new CheckoutCallError(serverErrorText(error));
    const order: { status: string; refund_reason?: string | null } = data.message.order;
    return { status: order.status, refundReason: order.refund_reason ?? null };
  });
}
