import { expect, test, type Page } from '@playwright/test';
import { displayName, type SubEventForCard } from '../src/domain/events';
import { delayEntryScript, loadingIndicatorsSeen, recordLoadingIndicators } from './support/first-screens';

// The landing's document arrives with its first screen drawn (src/app/shell/first-screens.tsx): before
// any script runs a phone shows the header and the hero, and the app then draws the same markup in the
// same place, so nothing moves or flashes when it starts.

const heroHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your next start line is waiting' });

async function heroOf(page: Page) {
  const hero = page.locator('section.hero');
  return {
    html: await hero.evaluate((element) => element.outerHTML),
    box: await hero.boundingBox(),
    headerBox: await page.locator('header.site-header').boundingBox(),
  };
}

test('before any script runs, / shows the header and the hero, and its link goes to the events', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Startline home' })).toBeVisible();
  await expect(heroHeading(page)).toBeVisible();
  await expect(page.getByText('Discover sports and fitness events across India')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  // No sign-in links before the app knows who is visiting.
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  // A plain link: followed without the app, it loads the events listing's document, with its own first screen.
  await page.getByRole('link', { name: 'Browse Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeVisible();
  await context.close();
});

test('the app draws the same hero in the same place when it starts, then the rest of the landing', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const withoutScripts = await context.newPage();
  await withoutScripts.goto('/');
  await expect(heroHeading(withoutScripts)).toBeVisible();
  const drawnByServer = await heroOf(withoutScripts);
  await context.close();

  await page.goto('/');
  // The app has started once the header knows the visitor is signed out.
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.locator('#how-it-works')).toBeVisible();
  const drawnByApp = await heroOf(page);
  expect(drawnByApp.html).toBe(drawnByServer.html);
  expect(drawnByApp.box).toEqual(drawnByServer.box);
  expect(drawnByApp.headerBox).toEqual(drawnByServer.headerBox);
  await expect(heroHeading(page)).toHaveCount(1);
});

test('a visit with UTM parameters gets the app-drawn landing, whose links keep them', async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const withoutScripts = await context.newPage();
  await withoutScripts.goto('/?utm_source=newsletter');
  await expect(withoutScripts.locator('#root')).toBeEmpty();
  await context.close();

  await page.goto('/?utm_source=newsletter');
  await expect(page.locator('#main').getByRole('link', { name: 'Browse Events' })).toHaveAttribute(
    'href',
    '/events?utm_source=newsletter',
  );
});

// An event page's document arrives with the event's banner and title drawn (filled in by the server
// from the event's answer); its scripts are asked for once that is painted, and the app, started
// beside it hidden, takes its place once the page has its content: no loading indicator between.

async function anEvent(page: Page): Promise<{ uuid: string; name: string }> {
  const response = await page.request.get('/api/v1/sub-events/public?page=1&limit=1');
  const { data } = (await response.json()) as { data: (SubEventForCard & { sub_event_uuid: string })[] };
  const [event] = data;
  if (!event) throw new Error('the demo data has no public event');
  return { uuid: event.sub_event_uuid, name: displayName(event) };
}

async function topOf(page: Page) {
  return {
    banner: await page.locator('.event-detail__banner img').boundingBox(),
    title: await page.getByRole('heading', { level: 1 }).boundingBox(),
  };
}

test("before any script runs, an event page shows the event's banner and title, and no buttons", async ({
  browser,
  page,
}) => {
  const event = await anEvent(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const withoutScripts = await context.newPage();
  await withoutScripts.goto(`/event/${event.uuid}`);
  await expect(withoutScripts.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(withoutScripts.getByRole('img', { name: `${event.name} banner` })).toBeVisible();
  await expect(withoutScripts.getByRole('button')).toHaveCount(0);
  await expect(withoutScripts.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await context.close();
});

test('the app takes the first screen’s place with the same banner and title, never a loading indicator', async ({
  browser,
  page,
}) => {
  const event = await anEvent(page);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const withoutScripts = await context.newPage();
  await withoutScripts.goto(`/event/${event.uuid}`);
  await expect(withoutScripts.getByRole('heading', { level: 1 })).toBeVisible();
  const drawnByServer = await topOf(withoutScripts);
  await context.close();

  await recordLoadingIndicators(page);
  await page.goto(`/event/${event.uuid}`);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  expect(await loadingIndicatorsSeen(page)).toEqual([]);
  const drawnByApp = await topOf(page);
  expect(drawnByApp.banner).toEqual(drawnByServer.banner);
  expect(drawnByApp.title?.x).toBe(drawnByServer.title?.x);
  expect(Math.abs((drawnByApp.title?.y ?? 0) - (drawnByServer.title?.y ?? 0))).toBeLessThan(1);
  // One page: the first screen is gone, and the app's root is the document's only one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#root')).toHaveCount(1);
  await expect(page.locator('#root')).toBeVisible();
});

test('a visit with UTM parameters gets the app-drawn event page', async ({ browser, page }) => {
  const event = await anEvent(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const withoutScripts = await context.newPage();
  await withoutScripts.goto(`/event/${event.uuid}?utm_source=whatsapp`);
  await expect(withoutScripts.locator('#root')).toBeEmpty();
  await context.close();

  await page.goto(`/event/${event.uuid}?utm_source=whatsapp`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
});

test('a visitor who tabbed into the first screen keeps their place when the app takes over', async ({ page }) => {
  // A slow entry script leaves time to tab in.
  await delayEntryScript(page, 1500);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(heroHeading(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Startline home' })).toBeFocused();
  await expect(page.locator('footer')).toBeVisible();
  // The app's own header link, the first screen's being gone, has the focus: Tab goes on from there.
  await expect(page.locator('#root')).toHaveCount(1);
  await expect(page.locator('#root').getByRole('banner').getByRole('link', { name: 'Startline home' })).toBeFocused();
});
