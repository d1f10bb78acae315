// Tickets made through the API as the app makes them: a demo event with registration open and an entry
// fee, attendees registered with the answers a person would give, and the order paid in the sandbox.
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { registrationOpenNow } from './listed-events';
import type { ApiSession } from './auth';
import { answerFor, type FormField } from './attendee-answers';

export interface ListedSubEvent {
  sub_event_uuid: string;
  name: string;
  event_title: string;
  start_datetime: string | null;
  end_datetime: string | null;
  registration_start: string | null;
  registration_end: string | null;
  entry_fee_required: boolean | null;
}

/** The demo events with an entry fee whose registration is open (server/seed/demo-timing.ts keeps some open). */
export async function openPaidEvents(request: APIRequestContext): Promise<ListedSubEvent[]> {
  const response = await request.get('/api/v1/sub-events/public?page=1&limit=100');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ListedSubEvent[] };
  return data.filter((subEvent) => subEvent.entry_fee_required === true && registrationOpenNow(subEvent));
}

/** A demo event with an entry fee whose registration is open. */
export async function openPaidEvent(request: APIRequestContext): Promise<ListedSubEvent> {
  const found = (await openPaidEvents(request))[0];
  expect(found, 'a demo event with registration open and an entry fee').toBeDefined();
  return found!;
}

/**
 * One attendee registered through the API (in `category` when given, else the first): a pending ticket
 * until paid. Returns its participant uuid.
 */
export async function registerAttendee(
  request: APIRequestContext,
  session: ApiSession,
  subEventUuid: string,
  name: string,
  category: string | null = null,
): Promise<string> {
  const headers = { Authorization: `Bearer ${session.token}` };
  const base = `/api/v1/participant-registration/sub-events/${subEventUuid}`;
  const form = await request.get(`${base}/registration-form`, { headers });
  expect(form.ok()).toBe(true);
  const { message } = (await form.json()) as { message: { form_fields: FormField[] } };
  const responses = message.form_fields
    .map((field) => ({ field_uuid: field.field_uuid, response_text: answerFor(field, name, category) }))
    .filter((answer) => answer.response_text !== null);
  const registered = await request.post(`${base}/register`, { headers, data: { responses } });
  expect(registered.ok(), await registered.text()).toBe(true);
  return ((await registered.json()) as { data: { participant_uuid: string } }).data.participant_uuid;
}

/** Pays for the caller's pending tickets through the sandbox checkout, verified like the app does. */
export async function payPendingTickets(request: APIRequestContext, session: ApiSession, subEventUuid: string) {
  const headers = { Authorization: `Bearer ${session.token}` };
  const created = await request.post('/api/v1/orders/create', { headers, data: { sub_event_uuid: subEventUuid } });
  expect(created.ok(), await created.text()).toBe(true);
  const { message } = (await created.json()) as {
    message: { razorpay_order?: { order_id: string; checkout_token: string } };
  };
  if (!message.razorpay_order) return;
  const { order_id: orderId, checkout_token: checkoutToken } = message.razorpay_order;
  const completed = await request.post('/api/v1/payments/sandbox/complete', {
    data: { order_id: orderId, outcome: 'success', checkout_token: checkoutToken },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const paid = ((await completed.json()) as { data: { razorpay_payment_id: string; razorpay_signature: string } }).data;
  const status = await request.get(`/api/v1/payments/status/${orderId}`, {
    headers,
    params: { razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature },
  });
  expect(status.ok(), await status.text()).toBe(true);
}

/**
 * The order summary takes Pay: the app runs and the provider's checkout script has loaded. Pressed
 * before, on the page the server drew, Pay is answered 'Payment gateway is still loading. Please wait a
 * moment and try again.' (SPEC §5; e2e/drawn-signed-in-pages.spec.ts): the tests that are about what
 * comes after the press wait for it, as a person told so presses again.
 */
export async function checkoutReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'Razorpay' in window);
}
