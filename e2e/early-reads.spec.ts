// A signed-in page's first read goes out from the entry script, beside the page's chunk
// (src/app/early-reads.ts): the page shows what it read, asked once; a stale token is refreshed as
// with any other read.
import { expect, test, type Page } from '@playwright/test';
import { createSignedInParticipant, storeSession, type ApiSession } from './support/auth';
import { openPaidEvent, payPendingTickets, registerAttendee } from './support/paid-tickets';

async function participantWithAnOrder(page: Page): Promise<ApiSession> {
  const session = await createSignedInParticipant(page.request);
  const event = await openPaidEvent(page.request);
  await registerAttendee(page.request, session, event.sub_event_uuid, 'Asha Runner');
  await payPendingTickets(page.request, session, event.sub_event_uuid);
  return session;
}

function ordersReads(page: Page): { status: number | null }[] {
  const reads: { status: number | null }[] = [];
  page.on('request', (request) => {
    if (!/\/api\/v1\/orders\/\?/.test(request.url())) return;
    const read = { status: null as number | null };
    reads.push(read);
    void request.response().then((response) => (read.status = response?.status() ?? null));
  });
  return reads;
}

test('My Orders shows the order its entry script asked for, asked once', async ({ page }) => {
  const session = await participantWithAnOrder(page);
  await page.goto('/about-us');
  await storeSession(page, session);
  const reads = ordersReads(page);
  await page.goto('/my-orders');
  await expect(page.getByRole('link', { name: /^View Invoice for order/ })).toBeVisible();
  await expect.poll(() => reads.map((read) => read.status)).toEqual([200]);
});

test('a stale access token: the early read is refused, refreshed and asked again, and the order shows', async ({
  page,
}) => {
  const session = await participantWithAnOrder(page);
  await page.goto('/about-us');
  await storeSession(page, session, 'not-a-token-the-server-gave');
  const reads = ordersReads(page);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/refresh-token'));
  await page.goto('/my-orders');
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('link', { name: /^View Invoice for order/ })).toBeVisible();
  await expect.poll(() => reads.map((read) => read.status)).toEqual([401, 200]);
});
