// My Orders and an invoice come drawn inside their document for the session the page request carries
// (src/domain/page-session.ts): the app keeps a copy of the access token in a cookie only page requests
// read, the server draws the page from the person's own answers, and the app hydrates that markup
// (src/main.tsx) with no loading indicator, no mismatch and nothing drawn twice. Signing out takes the
// copy away; a device whose session is gone while its cookie stayed is sent to Sign In as before.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { HYDRATION_MISMATCH_PREFIX } from '../src/domain/constants';
import { PAGE_SESSION_COOKIE } from '../src/domain/page-session';
import { CHECKOUT_TEXT } from '../src/domain/payment-texts';
import { createSignedInParticipant, storeSession, toast, type ApiSession } from './support/auth';
import {
  appHasStarted,
  delayEntryScript,
  isStillTheServersElement,
  loadingIndicatorsSeen,
  markDrawnByServer,
  recordHydrationMismatches,
  recordLoadingIndicators,
} from './support/drawn-pages';
import { checkoutReady, openPaidEvent, payPendingTickets, registerAttendee } from './support/paid-tickets';

async function participantWithAnOrder(page: Page): Promise<{ session: ApiSession; orderUuid: string }> {
  const session = await createSignedInParticipant(page.request);
  const event = await openPaidEvent(page.request);
  await registerAttendee(page.request, session, event.sub_event_uuid, 'Asha Runner');
  await payPendingTickets(page.request, session, event.sub_event_uuid);
  const orders = await page.request.get('/api/v1/orders/?page=1&per_page=10', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const { message } = (await orders.json()) as { message: { orders: { order_uuid: string }[] } };
  const orderUuid = message.orders[0]?.order_uuid;
  if (!orderUuid) throw new Error('the participant has no order');
  return { session, orderUuid };
}

/** Signed in as a sign-in leaves it, and the app started once since (which writes the page cookie). */
async function signedInDevice(page: Page, session: ApiSession): Promise<void> {
  await page.goto('/about-us');
  await storeSession(page, session);
  await page.reload();
  await appHasStarted(page);
  // Written once the page has loaded (src/main.tsx).
  await expect.poll(() => pageCookie(page.context())).not.toBeNull();
}

async function pageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === PAGE_SESSION_COOKIE) ?? null;
}

const orderCard = (page: Page) => page.getByRole('link', { name: /^View Invoice for order/ });

test('the app keeps a copy of the access token for page requests alone, and Logout takes it away', async ({
  page,
  context,
}) => {
  const session = await createSignedInParticipant(page.request);
  await signedInDevice(page, session);
  expect(await pageCookie(context)).toMatchObject({
    value: session.token,
    path: '/',
    sameSite: 'Strict',
    httpOnly: false,
  });
  const header = page.locator('header').first();
  await header.getByRole('button', { name: 'Account' }).click();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect(await pageCookie(context)).toBeNull();
});

test('before any script runs, My Orders shows the order, and its invoice opens drawn too', async ({
  page,
  browser,
}) => {
  const { session, orderUuid } = await participantWithAnOrder(page);
  await signedInDevice(page, session);
  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await noScripts.newPage();
  await still.goto('/my-orders');
  await expect(still.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(still.getByText(orderUuid)).toBeVisible();
  await orderCard(still).click();
  await expect(still).toHaveURL(/\/my-orders\/[^/]+$/);
  await expect(still.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
  await expect(still.getByText(/^SL\/\d{2}-\d{2}\/\d{6}$/)).toBeVisible();
  // The person's own page is theirs alone: no cache on the way keeps it.
  const response = await still.request.get('/my-orders');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  await noScripts.close();
});

for (const width of [390, 1280]) {
  test(`at ${width} px, the app hydrates My Orders and the invoice as drawn: no loading indicator, no mismatch, the same elements`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { session, orderUuid } = await participantWithAnOrder(page);
    await signedInDevice(page, session);
    const mismatches = recordHydrationMismatches(page, HYDRATION_MISMATCH_PREFIX);
    await recordLoadingIndicators(page);
    // The app waits while the test marks what the server drew.
    await delayEntryScript(page, 1500);
    const orderReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/(orders\/\?|invoices\/order\/)/.test(request.url())) orderReads.push(request.url());
    });

    await page.goto('/my-orders', { waitUntil: 'domcontentloaded' });
    await markDrawnByServer(page, '.order-card');
    await appHasStarted(page);
    // Signed in, once the app has read the session: the header's signed-in links (behind Menu on a phone).
    const header = page.locator('header').first();
    if (width < 768) await header.getByRole('button', { name: 'Menu' }).click();
    await expect(header.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Account' })).toBeVisible();
    if (width < 768) await header.getByRole('button', { name: 'Close' }).click();
    await expect(orderCard(page)).toBeVisible();
    expect(await isStillTheServersElement(page, '.order-card')).toBe(true);

    await page.goto(`/my-orders/${orderUuid}`, { waitUntil: 'domcontentloaded' });
    await markDrawnByServer(page, '.invoice__sheet');
    await appHasStarted(page);
    await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeEnabled();
    expect(await isStillTheServersElement(page, '.invoice__sheet')).toBe(true);

    expect(mismatches).toEqual([]);
    expect(await loadingIndicatorsSeen(page)).toEqual([]);
    // Each page had its first read in its document: the app asked for neither.
    expect(orderReads).toEqual([]);
  });
}

test('a device whose stored session is gone but whose cookie stayed is sent to Sign In, and the cookie goes', async ({
  page,
  context,
}) => {
  const { session } = await participantWithAnOrder(page);
  await signedInDevice(page, session);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/login$/);
  expect(await pageCookie(context)).toBeNull();
});

test('the order summary hydrates as drawn; a tab holding a payment under way draws it afresh, with no mismatch', async ({
  page,
}) => {
  const session = await createSignedInParticipant(page.request);
  const event = await openPaidEvent(page.request);
  await registerAttendee(page.request, session, event.sub_event_uuid, 'Asha Runner');
  await signedInDevice(page, session);
  const mismatches = recordHydrationMismatches(page, HYDRATION_MISMATCH_PREFIX);
  await recordLoadingIndicators(page);
  await delayEntryScript(page, 1500);
  const summary = `/order-summary?eventUuid=${event.sub_event_uuid}`;

  await page.goto(summary, { waitUntil: 'domcontentloaded' });
  await markDrawnByServer(page, '.order-summary__event');
  await appHasStarted(page);
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
  expect(await isStillTheServersElement(page, '.order-summary__event')).toBe(true);
  expect(await loadingIndicatorsSeen(page)).toEqual([]);

  // A reload during payment: this tab kept the provider order it opened (payment-checkout.resume.ts).
  await page.evaluate(
    (uuid) => sessionStorage.setItem(`startline.checkout.${uuid}`, 'order_not_known'),
    event.sub_event_uuid,
  );
  await page.goto(summary, { waitUntil: 'domcontentloaded' });
  await markDrawnByServer(page, '.order-summary__event');
  await appHasStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  expect(await isStillTheServersElement(page, '.order-summary__event')).toBe(false);
  expect(mismatches).toEqual([]);
});

test('Pay pressed on the drawn order summary before the app ran is answered once it has hydrated', async ({ page }) => {
  const session = await createSignedInParticipant(page.request);
  const event = await openPaidEvent(page.request);
  await registerAttendee(page.request, session, event.sub_event_uuid, 'Asha Runner');
  await signedInDevice(page, session);
  await delayEntryScript(page, 1500);

  await page.goto(`/order-summary?eventUuid=${event.sub_event_uuid}`, { waitUntil: 'domcontentloaded' });
  // The server drew the button enabled, and a person presses it as soon as they see it. The app presses
  // it again once it has hydrated: the provider's script is then usually still on its way, and the
  // press is told so (SPEC §5); a person presses again, and the checkout opens.
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await pay.click();
  const checkout = page.getByRole('dialog');
  await expect(toast(page, CHECKOUT_TEXT.gatewayLoading).or(checkout)).toBeVisible();
  if (!(await checkout.isVisible())) {
    await checkoutReady(page);
    await pay.click();
  }
  await expect(checkout.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
});
