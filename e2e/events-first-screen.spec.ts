import { expect, test, type Page } from '@playwright/test';
import { delayEntryScript, loadingIndicatorsSeen, recordLoadingIndicators } from './support/first-screens';

// The events listing's document arrives with its first page of cards drawn (server/document-answers.ts
// renders src/app/shell/first-screens.tsx from the answer it carries): a phone paints the cards, and
// the first card's image, before any script runs. Its links and its search form work without the app;
// a button pressed before the app runs is pressed in the app once it takes the screen's place, with
// the same boxes.

const results = (page: Page) => page.getByRole('region', { name: 'Events' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search events' });

async function boxesOf(page: Page) {
  return page.evaluate(() => {
    const boxOf = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? [box.x, box.y, box.width, box.height] : null;
    };
    const selectors = ['main h1', '.listing-search', '.listing-toolbar', '.listing-count', '.listing-card__image'];
    return [...selectors.map(boxOf), document.querySelectorAll('.listing-card').length, boxOf('.pagination')];
  });
}

test('before any script runs, /events shows the first page of cards, and its search loads /events?search=', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeVisible();
  await expect(page.getByText(/^Showing 12 of \d+ events \(Page 1 of \d+\)$/)).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(12);
  await expect(
    results(page)
      .getByRole('link', { name: /^Enroll Now — / })
      .first(),
  ).toHaveAttribute('href', /^\/event\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  // The search is a plain form: Enter loads the listing's own address for it.
  await searchBox(page).fill('marathon');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/events\?search=marathon$/);
  await context.close();
});

test('the app takes the listing’s first screen’s place with the same boxes, never a loading indicator', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const withoutScripts = await context.newPage();
  await withoutScripts.goto('/events');
  await expect(results(withoutScripts).getByRole('article').first()).toBeVisible();
  const drawnByServer = await boxesOf(withoutScripts);
  await context.close();

  await recordLoadingIndicators(page);
  await page.goto('/events');
  // The app has taken over once its footer is in.
  await expect(page.locator('footer')).toBeVisible();
  expect(await loadingIndicatorsSeen(page)).toEqual([]);
  expect(await boxesOf(page)).toEqual(drawnByServer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#root')).toHaveCount(1);
});

test('what a visitor typed into the first screen’s search box is still there, focused, when the app takes over', async ({
  page,
}) => {
  await delayEntryScript(page, 1500);
  await page.goto('/events', { waitUntil: 'domcontentloaded' });
  await searchBox(page).click();
  await page.keyboard.type('Goa');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('#root')).toHaveCount(1);
  const appSearchBox = page.locator('#root').getByRole('searchbox', { name: 'Search events' });
  await expect(appSearchBox).toHaveValue('Goa');
  await expect(appSearchBox).toBeFocused();
  // The caret stayed where it was: typing goes on from there, and the app's state has it all.
  await page.keyboard.type('x');
  await expect(appSearchBox).toHaveValue('Goxa');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\?search=Goa$/);
  await expect(page.getByRole('button', { name: 'Remove Search: Goa' })).toBeVisible();
});

test('a search asked for before the app runs is the app’s, trimmed, once it takes over', async ({ page }) => {
  await delayEntryScript(page, 1500);
  await page.goto('/events', { waitUntil: 'domcontentloaded' });
  await searchBox(page).fill('  goa  ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page).toHaveURL(/\/events\?search=goa$/);
  await expect(page.getByRole('button', { name: 'Remove Search: goa' })).toBeVisible();
  await expect(page.locator('#root').getByRole('searchbox', { name: 'Search events' })).toHaveValue('goa');
});

test('a button pressed before the app runs is pressed in the app once it takes over', async ({ page }) => {
  await delayEntryScript(page, 1500);
  await page.goto('/events', { waitUntil: 'domcontentloaded' });
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('footer')).toHaveCount(0);
  // Nothing opened on the first screen; the app opens the dialog when it takes over.
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('#root')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(filters).toBeFocused();
  await expect(page).toHaveURL(/\/events$/);
});

test('a visit with a query or UTM parameters gets the app-drawn listing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const url of ['/events?search=goa', '/events?utm_source=instagram']) {
    await page.goto(url);
    await expect(page.locator('#root')).toBeEmpty();
  }
  await context.close();
});
