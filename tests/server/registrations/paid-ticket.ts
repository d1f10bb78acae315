// A ticket registered and paid through the API in the sandbox checkout, for the tests of what a holder
// does with a paid ticket afterwards (transfer, correct its details).
import { expect } from 'vitest';
import type { TestServer } from '../../support/server';
import type { TestUser } from '../../support/users';
import type { CreatedEvent } from '../catalog/fixtures';
import { checkoutSignature } from '../orders/fixtures';
import { validAnswers } from './form-fixture';

/** One ticket with these answers (over validAnswers'), registered and paid: its participant uuid. */
export async function payForTicket(
  server: TestServer,
  event: CreatedEvent,
  buyer: TestUser,
  answers: Record<string, string | string[]>,
): Promise<string> {
  const client = server.clientWithToken(buyer.token);
  const registered = await client.POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers(event.fields, answers) },
  });
  expect(registered.response.status).toBe(200);
  const created = await client.POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
  const checkout = created.data!.message.razorpay_order!;
  const paid = await server.client.POST('/payments/sandbox/complete', {
    body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
  });
  const proof = paid.data!.data as { razorpay_payment_id: string };
  const status = await client.GET('/payments/status/{providerOrderId}', {
    params: {
      path: { providerOrderId: checkout.order_id },
      query: {
        razorpay_payment_id: proof.razorpay_payment_id,
        razorpay_signature: checkoutSignature(
          server.config.razorpayKeySecret,
          checkout.order_id,
          proof.razorpay_payment_id,
        ),
      },
    },
  });
  expect(status.data!.message.order.status).toBe('paid');
  return registered.data!.data!.participant_uuid;
}
