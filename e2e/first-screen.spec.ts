import { expect, test, type Page } from '@playwright/test';

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
  // A plain link: followed without the app, it loads the events listing's document.
  await page.getByRole('link', { name: 'Browse Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.locator('#root')).toBeEmpty();
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
