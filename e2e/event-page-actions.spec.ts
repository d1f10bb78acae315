import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { calendarSlug, escapeIcsText, icsIndiaTime } from '../src/domain/ics';
import { answerFor, type FormField } from './support/attendee-answers';
import { registrationOpenNow } from './support/listed-events';
import { createSignedInParticipant, expectNoAxeViolations, storeSession, toast, type ApiSession } from './support/auth';
import { pageHydrated } from './support/drawn-pages';

// The event page's actions and its post-registration view against the real server and demo data:
// Add to calendar, Share, and 'Your Registrations' (?from=my-events) signed out, empty and with a ticket.

interface ListedSubEvent {
  sub_event_uuid: string;
  name: string;
  event_master_name: string | null;
  start_datetime: string | null;
  end_datetime: string | null;
  registration_start: string | null;
  registration_end: string | null;
  entry_fee_required: boolean | null;
}

/**
 * A demo event whose registration is open (server/seed/demo-timing.ts keeps some open relative to now);
 * `paid` asks for one with an entry fee, so paying goes through the sandbox checkout.
 */
async function openEvent(request: APIRequestContext, { paid = false } = {}): Promise<ListedSubEvent> {
  const response = await request.get('/api/v1/sub-events/public?page=1&limit=100');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ListedSubEvent[] };
  const found = data.find(
    (subEvent) => (!paid || subEvent.entry_fee_required === true) && registrationOpenNow(subEvent),
  );
  expect(found, `a demo event with registration open${paid ? ' and an entry fee' : ''}`).toBeDefined();
  return found!;
}

/** One attendee registered through the API (a pending ticket, SPEC §4 'Payment Pending'). */
/** `name` tells attendees apart: the same person twice is refused once their first ticket is paid. */
async function registerAttendee(
  request: APIRequestContext,
  session: ApiSession,
  subEventUuid: string,
  name = 'Asha Runner',
) {
  const headers = { Authorization: `Bearer ${session.token}` };
  const base = `/api/v1/participant-registration/sub-events/${subEventUuid}`;
  const form = await request.get(`${base}/registration-form`, { headers });
  expect(form.ok()).toBe(true);
  const { message } = (await form.json()) as { message: { form_fields: FormField[] } };
  const responses = message.form_fields
    .map((field) => ({ field_uuid: field.field_uuid, response_text: answerFor(field, name, null) }))
    .filter((answer) => answer.response_text !== null);
  const registered = await request.post(`${base}/register`, { headers, data: { responses } });
  expect(registered.ok(), await registered.text()).toBe(true);
}

/** Pays for the caller's pending tickets: through the sandbox checkout, verified like the app does, unless free. */
async function payPendingTickets(request: APIRequestContext, session: ApiSession, subEventUuid: string) {
  const headers = { Authorization: `Bearer ${session.token}` };
  const created = await request.post('/api/v1/orders/create', { headers, data: { sub_event_uuid: subEventUuid } });
  expect(created.ok(), await created.text()).toBe(true);
  const { message } = (await created.json()) as {
    message: { razorpay_order?: { order_id: string; checkout_token: string } };
  };
  // A free event's order is paid at once, with no checkout to complete.
  if (!message.razorpay_order) return;
  // The owner's checkout finishes the order with the token only the owner was given.
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

async function open(page: Page, uuid: string, query = '') {
  await page.goto(`/event/${uuid}${query}`);
  await expect(page.getByRole('heading', { name: 'About this event' })).toBeVisible();
  // Drawn by the server, the page shows before the app has hydrated it.
  await pageHydrated(page);
}

async function expectNoSidewaysScroll(page: Page, name: string) {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
    expect(sizes.scroll, `${name} at ${width} px`).toBeLessThanOrEqual(sizes.inner);
    if (width !== 320) {
      await page.screenshot({
        path: `.test-results/screenshots/event-page-${name}-${width}.png`,
        fullPage: true,
        style: '[data-sonner-toaster] { display: none !important; }',
      });
    }
  }
}

test.describe('event page actions', () => {
  test('Add to calendar downloads <slug>.ics with the SUMMARY and the India start time', async ({ page, request }) => {
    const subEvent = await openEvent(request);
    await open(page, subEvent.sub_event_uuid);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${calendarSlug(title)}.ics`);
    const content = await readFile((await download.path())!, 'utf8');
    const unfolded = content.replace(/\r\n /g, '');
    expect(unfolded).toContain(`\r\nSUMMARY:${escapeIcsText(title)}\r\n`);
    expect(unfolded).toContain(`\r\nDTSTART;TZID=Asia/Kolkata:${icsIndiaTime(new Date(subEvent.start_datetime!))}\r\n`);
    expect(unfolded).toContain(`\r\nURL:${new URL(page.url()).origin}/event/${subEvent.sub_event_uuid}\r\n`);
    expect(unfolded).toContain(`\r\nUID:${subEvent.sub_event_uuid}@`);
  });

  test("Add to calendar fetches the file's writer when pressed; if it cannot arrive, SPEC's failure toast", async ({
    page,
    request,
  }) => {
    // Only a cut network makes a same-origin chunk fail: the route aborts the writer's chunk.
    const writer = /\/assets\/calendar-download-[^/]*\.js(\?.*)?$/;
    await page.route(writer, (route) => route.abort('internetdisconnected'));
    await open(page, (await openEvent(request)).sub_event_uuid);
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(toast(page, 'Could not create the calendar file for this event')).toBeVisible();

    await page.unroute(writer);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.ics$/);
  });

  test.describe('Share without Web Share', () => {
    test.beforeEach(async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
    });

    test("copies the page's link and says 'Link copied'", async ({ page, request }) => {
      const subEvent = await openEvent(request);
      await open(page, subEvent.sub_event_uuid);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(toast(page, 'Link copied')).toBeVisible();
      const url = `${new URL(page.url()).origin}/event/${subEvent.sub_event_uuid}`;
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    });

    test('shows the link to copy by hand when the clipboard refuses', async ({ page, request }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', {
          get: () => ({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
          configurable: true,
        });
      });
      const subEvent = await openEvent(request);
      await open(page, subEvent.sub_event_uuid);
      await page.getByRole('button', { name: 'Share' }).click();
      const url = `${new URL(page.url()).origin}/event/${subEvent.sub_event_uuid}`;
      await expect(toast(page, `Copy this link to share the event: ${url}`)).toBeVisible();
    });
  });

  test('the Route Map shows the configured embed only once its tab opens', async ({ page, request }) => {
    const subEvent = await openEvent(request);
    const config = (await (await request.get('/config.json')).json()) as { mapEmbedUrl: string };
    await open(page, subEvent.sub_event_uuid);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Route Map' }).click();
    await expect(page.locator('iframe')).toHaveAttribute('src', config.mapEmbedUrl);
  });
});

test.describe("from My Events: 'Your Registrations'", () => {
  test('signed out, the panel asks to sign in and comes back to this view', async ({ page, request }) => {
    const subEvent = await openEvent(request);
    await open(page, subEvent.sub_event_uuid, '?from=my-events');
    const panel = page.getByRole('region', { name: 'Your Registrations' });
    await expect(panel.getByText('Sign in to see the attendees you registered for this event.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'from-my-events-signed-out');
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectUrl'))).toBe(
      `/event/${subEvent.sub_event_uuid}?from=my-events`,
    );
  });

  test('signed in without tickets: nobody registered yet', async ({ page, request }) => {
    const subEvent = await openEvent(request);
    const session = await createSignedInParticipant(request);
    await page.goto('/about-us');
    await storeSession(page, session);
    await open(page, subEvent.sub_event_uuid, '?from=my-events');
    const panel = page.getByRole('region', { name: 'Your Registrations' });
    await expect(panel.getByRole('heading', { name: 'No registrations yet' })).toBeVisible();
  });

  test('signed in with tickets: Registered when paid, Payment Pending when not; full width; axe; no sideways scroll', async ({
    page,
    request,
  }) => {
    const subEvent = await openEvent(request, { paid: true });
    const session = await createSignedInParticipant(request);
    await registerAttendee(request, session, subEvent.sub_event_uuid);
    await payPendingTickets(request, session, subEvent.sub_event_uuid);
    await registerAttendee(request, session, subEvent.sub_event_uuid, 'Asha Runner Junior');
    await page.goto('/about-us');
    await storeSession(page, session);
    await open(page, subEvent.sub_event_uuid, '?from=my-events');
    const panel = page.getByRole('region', { name: 'Your Registrations' });
    const attendees = panel.getByRole('listitem').filter({ hasText: 'Asha Runner' });
    await expect(attendees).toHaveCount(2);
    // Oldest first: the paid ticket, then the one added after paying.
    await expect(attendees.nth(0).getByText('Registered', { exact: true })).toBeVisible();
    await expect(attendees.nth(1).getByText('Payment Pending')).toBeVisible();
    await expect(panel.getByText('2 attendee(s) · 1 completed · 1 pending')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Registration' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buy Tickets' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'from-my-events');
    // The same event's normal view, for the screenshots.
    await open(page, subEvent.sub_event_uuid);
    await expectNoSidewaysScroll(page, 'open');
    await expectNoAxeViolations(page);
  });
});
