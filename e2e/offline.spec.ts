import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { createSignedInParticipant, expectNoAxeViolations, storeSession, toast } from './support/auth';
import { PNG, field, fillAttendee, lookUpPin, paidEventWithCategories, submit, waiver } from './support/booking-form';
import { openPaidEvent, payPendingTickets, registerAttendee } from './support/paid-tickets';

// Issue 30: a participant's passes on the device. The service worker (src/service-worker.ts) keeps the
// app and the last answers seen online; offline, My Events and the e-tickets show from them, with the
// time they were kept, and a sign-out leaves nothing of the person behind.

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
// One after another: the update test publishes a new worker file, which the others would pick up.
test.describe.configure({ mode: 'default' });

/** Waits until the page is controlled by the active service worker, so its requests go through it. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/**
 * Offline for the page and for its service worker: Chromium's offline emulation does not reach the
 * worker's own fetches, which are failed here as a dropped network fails them.
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
}

/** Every address kept in any of the page's caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

async function qrPathOf(page: Page, name: string): Promise<string | null> {
  const dialog = page.getByRole('dialog', { name: 'E-ticket' });
  await page.getByRole('button', { name: `View e-ticket for ${name}` }).click();
  const qr = dialog.getByRole('img', { name: `Ticket QR code for ${name}` });
  await expect(qr).toBeVisible();
  const path = await qr.locator('path').getAttribute('d');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return path;
}

test('passes seen online open offline after a reload, with the same QR and the time they were kept', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const subEvent = await openPaidEvent(request);
  const session = await createSignedInParticipant(request);
  await registerAttendee(request, session, subEvent.sub_event_uuid, 'Asha Runner');
  await registerAttendee(request, session, subEvent.sub_event_uuid, 'Ravi Kumar');
  await payPendingTickets(request, session, subEvent.sub_event_uuid);

  await page.goto('/about-us');
  await storeSession(page, session);
  await controlledByServiceWorker(page);
  // Online: My Events, then the event's registrations and a ticket, as a person opens them.
  await page.goto('/my-events');
  await expect(page.getByRole('heading', { name: 'My Events' })).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(subEvent.event_title) })
    .first()
    .click();
  const panel = page.getByRole('region', { name: 'Your Registrations' });
  await expect(panel.getByRole('button', { name: 'View e-ticket for Asha Runner' })).toBeVisible();
  const onlineQr = await qrPathOf(page, 'Asha Runner');
  expect(onlineQr).toBeTruthy();
  await expect(page.getByText(/^Offline — showing your passes as of /)).toHaveCount(0);

  await goOffline(context);
  await page.reload();
  await expect(page.getByText(/^You're offline\./)).toBeVisible();
  await expect(
    panel.getByText(/^Offline — showing your passes as of \d\d \w{3} \d{4}, \d\d:\d\d [AP]M$/),
  ).toBeVisible();
  expect(await qrPathOf(page, 'Asha Runner'), 'the same QR as online').toBe(onlineQr);
  await expect(panel.getByRole('button', { name: 'View e-ticket for Ravi Kumar' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '.test-results/screenshots/offline-passes-390.png', fullPage: true });

  // The group pass, never opened online, shows every ticket from the same kept answer.
  await panel.getByRole('link', { name: 'Show all passes on one screen' }).click();
  await expect(page.getByRole('heading', { name: 'Group pass', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Offline — showing your passes as of /)).toBeVisible();
  await expect(page.getByText('All 2 tickets you hold for this event, to show together at the desk.')).toBeVisible();
  const ashaPass = page.getByRole('region', { name: 'Pass for Asha Runner' });
  await expect(ashaPass.getByRole('img', { name: 'Ticket QR code for Asha Runner' })).toBeVisible();
  expect(await ashaPass.locator('svg path').getAttribute('d'), 'the same QR as online').toBe(onlineQr);
  await expect(
    page
      .getByRole('region', { name: 'Pass for Ravi Kumar' })
      .getByRole('img', { name: 'Ticket QR code for Ravi Kumar' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.test-results/screenshots/offline-group-pass-390.png', fullPage: true });

  await page.goto('/my-events');
  await expect(page.getByText(/^Offline — showing your passes as of /)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(subEvent.event_title) }).first()).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.test-results/screenshots/offline-my-events-390.png', fullPage: true });
});

test('after logout nothing of the person is left on the device, in storage or in the caches', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const subEvent = await openPaidEvent(request);
  const session = await createSignedInParticipant(request);
  await registerAttendee(request, session, subEvent.sub_event_uuid, 'Asha Runner');
  await payPendingTickets(request, session, subEvent.sub_event_uuid);

  await page.goto('/about-us');
  await storeSession(page, session);
  await controlledByServiceWorker(page);
  await page.goto(`/event/${subEvent.sub_event_uuid}?from=my-events`);
  await expect(page.getByRole('button', { name: 'View e-ticket for Asha Runner' })).toBeVisible();
  // Their registrations, and the event's answer asked signed in (it marks their registration).
  const theirs = new RegExp(`participant-registration|/orders/|/auth/me|sub_event_uuid=${subEvent.sub_event_uuid}`);
  const keptBefore = (await cachedUrls(page)).filter((url) => theirs.test(url));
  expect(keptBefore.length, 'kept while signed in').toBeGreaterThanOrEqual(2);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();

  await goOffline(context);
  const left = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  expect((await cachedUrls(page)).filter((url) => theirs.test(url))).toEqual([]);
  expect(left.local.filter((key) => ['access_token', 'refresh_token', 'user_data'].includes(key))).toEqual([]);
  expect(left.session.filter((key) => /^startline\.(booking|promo|checkout)\./.test(key))).toEqual([]);
  await page.goto(`/event/${subEvent.sub_event_uuid}?from=my-events`);
  await expect(page.getByText('Asha Runner')).toHaveCount(0);
});

test('a booking attempt offline says the network is needed, keeps what was typed, and goes on once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const session = await createSignedInParticipant(page.request);
  await page.goto('/about-us');
  await storeSession(page, session);
  await controlledByServiceWorker(page);
  const target = await paidEventWithCategories(page.request, session);
  const [first] = target.categories as [string];
  await page.goto(`/event/${target.uuid}/multi-registration`);
  await page.getByRole('button', { name: `Add a ${first} ticket` }).click();
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Attendee 1 of 1 — ${first}` })).toBeVisible();
  const asha = { name: 'Asha Verma', email: 'asha.offline@example.in', phone: '9876501234', emergency: '9899988877' };
  await fillAttendee(page, asha, asha.emergency);
  await lookUpPin(page, '411001');
  await expect(field(page, /^City/)).toHaveValue('Pune');
  await field(page, /^Photo ID/).setInputFiles({ name: 'id-proof.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded:')).toBeVisible();
  await waiver(page).check();

  await goOffline(context);
  await expect(page.getByText(/^You're offline\./)).toBeVisible();
  await submit(page);
  await page.screenshot({ path: '.test-results/screenshots/offline-booking-390.png', fullPage: true });
  await expect(page.getByRole('heading', { name: `Attendee 1 of 1 — ${first}` })).toBeVisible();
  await expect(field(page, 'Full Name')).toHaveValue(asha.name);
  await expect(field(page, 'Email Address')).toHaveValue(asha.email);
  await expect(field(page, 'Mobile Number')).toHaveValue(asha.phone);
  await expect(field(page, /^City/)).toHaveValue('Pune');
  await expect(waiver(page)).toBeChecked();
  await expect(page.getByText('Failed to submit registration')).toBeVisible();

  // Back online, the same press goes through with what was typed.
  await goOnline(context);
  await expect(page.getByText(/^You're offline\./)).toBeHidden();
  await submit(page);
  await expect(toast(page, 'Attendee submitted successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
});

test('a page that could not load offline loads by itself once the network is back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const subEvent = await openPaidEvent(request);
  const session = await createSignedInParticipant(request);
  await registerAttendee(request, session, subEvent.sub_event_uuid, 'Asha Runner');
  await payPendingTickets(request, session, subEvent.sub_event_uuid);
  await page.goto('/about-us');
  await storeSession(page, session);
  await controlledByServiceWorker(page);

  // My Orders was never opened online: nothing of it is kept.
  await goOffline(context);
  await page.goto('/my-orders');
  await expect(page.getByText('Failed to load orders')).toBeVisible();
  await goOnline(context);
  await expect(page.getByRole('link', { name: /^View Invoice for order / }).first()).toBeVisible();
  await expect(page.getByText('Failed to load orders')).toHaveCount(0);
});

test("the app is installable: its manifest and service worker pass Chromium's checks", async ({ page }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, where Chromium installs nothing; every other check must pass.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ short_name: 'Startline', display: 'standalone' });
});

/** Whether the page is the one loaded before (a reload makes a new window). */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { loadedBefore: true }));
const isSamePage = (page: Page) => page.evaluate(() => 'loadedBefore' in window);

test('a new version is announced, and taken on when asked or at the next move to another page', async ({ page }) => {
  test.setTimeout(120_000);
  // A new build, as the server publishes it: the worker's file with other bytes. The browser asks for
  // a worker's script itself, past Playwright's routing, so the file changes on disk; this file's tests
  // run one after another (above), and every other spec blocks service workers.
  const worker = 'dist/service-worker.js';
  const original = await readFile(worker, 'utf8');
  const publish = async (version: number) => {
    await writeFile(worker, `${original}\n// version ${version}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  };
  try {
    await page.goto('/about-us');
    await controlledByServiceWorker(page);
    await markPage(page);

    await publish(2);
    await expect(toast(page, 'A new version of Startline is ready.')).toBeVisible();
    await page.getByRole('button', { name: 'Reload now' }).click();
    await expect.poll(() => isSamePage(page).catch(() => true)).toBe(false);
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    await markPage(page);

    // Not asked: the page goes on until the person moves to another one, which then loads the new version.
    await publish(3);
    await expect(toast(page, 'A new version of Startline is ready.')).toBeVisible();
    expect(await isSamePage(page)).toBe(true);
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => isSamePage(page).catch(() => true)).toBe(false);
    await expect(page).toHaveURL(/\/privacy-policy$/);
    // The new version is the one running: nothing is left waiting.
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)))
      .toBe(false);
  } finally {
    await writeFile(worker, original);
  }
});
