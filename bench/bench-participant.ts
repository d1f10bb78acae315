// A participant for the benches that measure signed-in pages (Lighthouse's /my-orders, /order-summary and
// invoice, the attendee form's interactions): signed up with the development OTP, one ticket paid in the
// payment sandbox (an order with its invoice) and one held unpaid (an order summary to show), all through
// the API as the app makes them. `sessionStorageScript` stores the session the way a sign-in leaves it.
import { answerFor, type FormField } from '../e2e/support/attendee-answers';
import { PRIVACY_POLICY_VERSION } from '../src/domain/privacy';
import { registrationOpenNow } from '../e2e/support/listed-events';

const MPIN = '4826';

export interface BenchSession {
  token: string;
  refresh_token: string;
  user: { user_uuid: string; username: string };
}

export interface BenchParticipant {
  session: BenchSession;
  /** The paid order's uuid: /my-orders/{orderId} is its invoice. */
  paidOrderId: string;
  /** An event where one ticket waits unpaid: /order-summary?eventUuid={id}. */
  pendingEventUuid: string;
  /** An event with registration open and an entry fee (none of this participant's tickets when the
   * catalogue has three), for the booking's pages. */
  openPaidEventUuid: string;
}

interface ListedSubEvent {
  sub_event_uuid: string;
  start_datetime: string | null;
  end_datetime: string | null;
  registration_start: string | null;
  registration_end: string | null;
  entry_fee_required: boolean | null;
}

async function call<T>(origin: string, path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function signUp(origin: string): Promise<BenchSession> {
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const started = await call<{ data: { otp_code: string } }>(origin, '/auth/start-registration', {
    body: { mobile_number: mobile },
  });
  const verified = await call<{ data: { user_uuid: string } }>(origin, '/auth/verify-mobile-and-get-user', {
    body: { mobile_number: mobile, otp_code: started.data.otp_code },
  });
  const username = `bench_${mobile.slice(-8)}`;
  await call(origin, '/auth/complete-profile', {
    body: {
      user_uuid: verified.data.user_uuid,
      username,
      email: `${username}@example.in`,
      full_name: 'Asha Runner',
      mpin: MPIN,
      confirm_mpin: MPIN,
      user_type: 'participant',
      consent_policy_version: PRIVACY_POLICY_VERSION,
    },
  });
  const signedIn = await call<{ data: BenchSession }>(origin, '/auth/signin', {
    body: { identifier: mobile, mpin: MPIN, login_type: 'mobile', user_type: 'participant', source: 'web' },
  });
  return signedIn.data;
}

async function openPaidEvents(origin: string): Promise<string[]> {
  const { data } = await call<{ data: ListedSubEvent[] }>(origin, '/sub-events/public?page=1&limit=100');
  return data
    .filter((subEvent) => subEvent.entry_fee_required === true && registrationOpenNow(subEvent))
    .map((subEvent) => subEvent.sub_event_uuid);
}

async function registerAttendee(origin: string, session: BenchSession, subEventUuid: string): Promise<void> {
  const base = `/participant-registration/sub-events/${subEventUuid}`;
  const form = await call<{ message: { form_fields: FormField[] } }>(origin, `${base}/registration-form`, {
    token: session.token,
  });
  const responses = form.message.form_fields
    .map((field) => ({ field_uuid: field.field_uuid, response_text: answerFor(field, 'Asha Runner', null) }))
    .filter((answer) => answer.response_text !== null);
  await call(origin, `${base}/register`, { token: session.token, body: { responses } });
}

/** Pays the caller's pending tickets of `subEventUuid` in the sandbox, verified as the app does. */
async function payPending(origin: string, session: BenchSession, subEventUuid: string): Promise<string> {
  const created = await call<{
    message: { order: { order_uuid: string }; razorpay_order: { order_id: string; checkout_token: string } };
  }>(origin, '/orders/create', { token: session.token, body: { sub_event_uuid: subEventUuid } });
  const { order_id: orderId, checkout_token: checkoutToken } = created.message.razorpay_order;
  const paid = await call<{ data: { razorpay_payment_id: string; razorpay_signature: string } }>(
    origin,
    '/payments/sandbox/complete',
    { body: { order_id: orderId, outcome: 'success', checkout_token: checkoutToken } },
  );
  const query = new URLSearchParams({
    razorpay_payment_id: paid.data.razorpay_payment_id,
    razorpay_signature: paid.data.razorpay_signature,
  });
  await call(origin, `/payments/status/${orderId}?${query}`, { token: session.token });
  return created.message.order.order_uuid;
}

export async function createBenchParticipant(origin: string): Promise<BenchParticipant> {
  const [paidEvent, pendingEvent, untouchedEvent] = await openPaidEvents(origin);
  if (!paidEvent || !pendingEvent) throw new Error('the demo catalogue has fewer than two open paid events');
  const session = await signUp(origin);
  await registerAttendee(origin, session, paidEvent);
  const paidOrderId = await payPending(origin, session, paidEvent);
  await registerAttendee(origin, session, pendingEvent);
  return { session, paidOrderId, pendingEventUuid: pendingEvent, openPaidEventUuid: untouchedEvent ?? paidEvent };
}

/** What a sign-in leaves in local storage (SPEC §3), as a script to run in a page of the app's origin. */
export function sessionStorageScript(session: BenchSession): string {
  const items = {
    access_token: session.token,
    refresh_token: session.refresh_token,
    user_data: JSON.stringify(session.user),
  };
  return Object.entries(items)
    .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
    .join('\n');
}
