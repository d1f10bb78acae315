import { expect, test } from '@playwright/test';
import { withoutDocumentAnswers } from './support/document-answers';

// The first real screen: the landing's events section shows live events from the running server.
test('the landing shows seeded events from the API', async ({ page, request }) => {
  const response = await request.get('/api/v1/sub-events/public?page=1&limit=10');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Array<{ sub_event_uuid: string }> };
  expect(body.data.length).toBeGreaterThan(0);

  await page.goto('/');
  const events = page.locator('#events');
  await expect(events.getByText('Loading events...')).toBeHidden();
  const cards = events.locator('a[href^="/event/"]');
  await expect(cards.first()).toBeVisible();
  // Every card links to an event the server knows.
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const known = new Set(body.data.map((event) => `/event/${event.sub_event_uuid}`));
  const upcoming = await request.get('/api/v1/sub-events/public?page=1&limit=50');
  for (const event of ((await upcoming.json()) as typeof body).data) known.add(`/event/${event.sub_event_uuid}`);
  for (const href of hrefs) expect(known.has(href ?? '')).toBe(true);
});

test('switching to All lists events and View All Events goes to the listing', async ({ page }) => {
  await page.goto('/');
  const events = page.locator('#events');
  await events.getByRole('button', { name: 'All', exact: true }).click();
  await expect(events.locator('a[href^="/event/"]').first()).toBeVisible();
  await events.getByRole('link', { name: 'View All Events' }).first().click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'Discover Events' })).toBeVisible();
});

test('an API failure shows the error state with Try Again', async ({ page }) => {
  // Fault injection: a server outage cannot be caused from the browser otherwise.
  let fail = true;
  await withoutDocumentAnswers(page);
  await page.route('**/api/v1/sub-events/public**', (route) =>
    fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.goto('/');
  const events = page.locator('#events');
  await expect(events.getByText('Unable to load events')).toBeVisible();
  fail = false;
  await events.getByRole('button', { name: 'Try Again' }).click();
  await expect(events.locator('a[href^="/event/"]').first()).toBeVisible();
});

test('a deep link to a section below the hero lands on it once the sections are drawn', async ({ page }) => {
  // The sections below the hero arrive after its first paint, in a chunk of their own (LandingPage).
  await page.goto('/#categories');
  await expect(page.locator('#categories').getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(page.locator('.hero')).not.toBeInViewport();
});
