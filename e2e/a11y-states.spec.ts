import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createSignedInParticipant, expectNoAxeViolations, storeSession } from './support/auth';
import { withoutDocumentAnswers } from './support/document-answers';
import { openPaidEvent, payPendingTickets, registerAttendee } from './support/paid-tickets';

// axe on the signed-in routes in their empty, loaded and error states, and with their dialogs and menus
// open (e2e/screens.spec.ts covers the public routes loaded). Each state is reached as a person reaches it;
// the error states by failing the API answer the page waits for (a fault the real server does not make).

async function axeAt(page: Page, state: string, widths = [390, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    await test.step(`${state} at ${width} px`, () => expectNoAxeViolations(page));
  }
}

test('signed-in screens: empty, then loaded, with their dialogs and menus open', async ({ page, request }) => {
  test.setTimeout(180_000);
  const session = await createSignedInParticipant(request);
  await page.goto('/about-us');
  await storeSession(page, session);

  await page.goto('/my-events');
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .or(page.getByText(/no events|not registered/i))
      .first(),
  ).toBeVisible();
  await axeAt(page, 'My Events, empty');
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await axeAt(page, 'My Orders, empty');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Events' })).toBeVisible();
  await axeAt(page, 'the header menu open', [390]);
  await page.getByRole('button', { name: 'Close' }).click();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change MPIN' }).click();
  await expect(page.getByRole('dialog', { name: 'Change MPIN' })).toBeVisible();
  await axeAt(page, 'Change MPIN dialog');
  await page.keyboard.press('Escape');

  const subEvent = await openPaidEvent(request);
  await registerAttendee(request, session, subEvent.sub_event_uuid, 'Asha Runner');
  await payPendingTickets(request, session, subEvent.sub_event_uuid);
  await registerAttendee(request, session, subEvent.sub_event_uuid, 'Meera Pending');

  await page.goto('/my-events');
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
  await expect(page.getByText(subEvent.event_title).first()).toBeVisible();
  await axeAt(page, 'My Events, loaded');

  await page.goto('/my-orders');
  await page
    .getByRole('link', { name: /View Invoice/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await axeAt(page, 'the invoice');

  await page.goto(`/event/${subEvent.sub_event_uuid}?from=my-events`);
  const panel = page.getByRole('region', { name: 'Your Registrations' });
  await expect(panel.getByRole('button', { name: 'View e-ticket for Asha Runner' })).toBeVisible();
  await axeAt(page, 'the event page with Your Registrations');
  await panel.getByRole('button', { name: 'View e-ticket for Asha Runner' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await axeAt(page, 'the e-ticket dialog');
  await page.keyboard.press('Escape');

  await page.goto(`/event/${subEvent.sub_event_uuid}/multi-registration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendee Details' })).toBeVisible();
  await axeAt(page, 'booking: the attendee step with a pending ticket');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select Categories' })).toBeVisible();
  await axeAt(page, 'booking: ticket selection');

  await page.goto(`/order-summary?eventUuid=${subEvent.sub_event_uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Meera Pending').first()).toBeVisible();
  await axeAt(page, 'the order summary');
});

test('error states: the listing, My Events, My Orders and an event page when the API fails', async ({
  page,
  request,
}) => {
  const session = await createSignedInParticipant(request);
  await page.goto('/about-us');
  await storeSession(page, session);
  const subEvent = await openPaidEvent(request);
  // The public pages' documents would carry their reads, and the pages drawn from them: the API fails instead.
  await withoutDocumentAnswers(page);
  await page.route('**/api/v1/**', (route) =>
    /\/auth\//.test(route.request().url())
      ? route.continue()
      : route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
  );
  for (const [path, state] of [
    ['/events', 'the listing'],
    ['/my-events', 'My Events'],
    ['/my-orders', 'My Orders'],
    [`/event/${subEvent.sub_event_uuid}`, 'an event page'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Try Again|Retry/i }).first()).toBeVisible();
    await axeAt(page, `${state}, failed`);
  }
});

test('the events listing with the Filters dialog open and with no results', async ({ page }) => {
  await page.goto('/events');
  await expect(page.locator('.listing-items a[href^="/event/"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await axeAt(page, 'the Filters dialog');
  await page.keyboard.press('Escape');
  await page
    .getByRole('searchbox')
    .or(page.getByLabel(/search/i))
    .first()
    .fill('zzqxnomatchzz');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /no events/i }).first()).toBeVisible();
  await axeAt(page, 'the listing with no results');
});
