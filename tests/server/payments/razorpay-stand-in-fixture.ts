// The Razorpay stand-in (server/stand-ins) as the payment tests use it: one account's keys, the
// settings that point a server at the stand-in as an operator points production at Razorpay, and a
// buyer who registers and opens the checkout through the API (with either provider).
import type { Client } from 'openapi-fetch';
import { expect } from 'vitest';
import type { paths } from '../../../src/api/schema';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../server/stand-ins/razorpay-stand-in';
import type { CreatedEvent } from '../catalog/fixtures';
import { validAnswers } from '../registrations/form-fixture';

export const RAZORPAY_KEYS = {
  keyId: 'rzp_test_SettleItself01',
  keySecret: 'settle-itself-key-secret-for-tests',
  webhookSecret: 'settle-itself-webhook-secret-for-tests',
};

export const WEBHOOK_PATH = '/api/v1/payments/webhook';

export function startStandIn(): Promise<RazorpayStandIn> {
  return startRazorpayStandIn(RAZORPAY_KEYS);
}

export function razorpayEnv(standIn: Pick<RazorpayStandIn, 'url'>): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_API_BASE_URL: standIn.url,
    RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
    RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
  };
}

/** Registers one ticket (which holds a place). */
export async function register(api: Client<paths>, event: CreatedEvent, name = 'Asha Runner'): Promise<void> {
  const registered = await api.POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers(event.fields, { mandatory_participant_name: name }) },
  });
  expect(registered.response.status).toBe(200);
}

/** Registers one ticket and opens the checkout; the order as created, and its provider order id. */
export async function openCheckout(api: Client<paths>, event: CreatedEvent, name = 'Asha Runner') {
  await register(api, event, name);
  const created = await api.POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
  expect(created.response.status).toBe(200);
  const { order, razorpay_order: checkout } = created.data!.message;
  return { orderUuid: order.order_uuid, providerOrderId: checkout!.order_id, checkoutToken: checkout!.checkout_token };
}
