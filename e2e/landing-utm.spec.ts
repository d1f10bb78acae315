import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

// SPEC §2: utm_* parameters are saved from the first URL to session storage and re-added to later
// URLs. Every link to a page goes through InternalLink (src/ui), so each one carries them.
async function expectUtm(page: Page, href: string | null) {
  expect(href, 'a link to a page of the app').toMatch(/^\//);
  const url = new URL(href ?? '', 'http://startline.test');
  expect(url.searchParams.get('utm_source'), href ?? '').toBe('news');
  expect(url.searchParams.get('utm_campaign'), href ?? '').toBe('diwali');
}

test('every internal link on the landing carries the utm parameters it was opened with', async ({ page }) => {
  await page.goto('/?utm_source=news&utm_campaign=diwali');
  const hero = page.locator('.hero');
  const events = page.locator('#events');
  await expect(events.getByText('Loading events...')).toBeHidden();
  const bookNow = events.getByRole('link', { name: /^(Book Now|View Details)/ }).first();
  await expect(bookNow).toBeVisible();

  const links = {
    'Browse Events': hero.getByRole('link', { name: 'Browse Events' }),
    'Book Now': bookNow,
    'View All Events': events.getByRole('link', { name: 'View All Events' }),
    'a category card': page
      .locator('#categories')
      .getByRole('link', { name: /^View .* events$/ })
      .first(),
    'View All Categories': page.locator('#categories').getByRole('link', { name: 'View All Categories' }),
    'a footer link': page.locator('footer').getByRole('link', { name: 'Privacy Policy' }),
    'the header logo': page.locator('header').getByRole('link', { name: 'Startline home' }),
  };
  for (const [name, link] of Object.entries(links)) {
    await test.step(name, async () => expectUtm(page, await link.getAttribute('href')));
  }
  // Not one link to a page on the landing goes without them.
  const internal = await page
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(internal.length).toBeGreaterThan(10);
  for (const href of internal) await expectUtm(page, href);

  await links['Browse Events'].click();
  await expect(page).toHaveURL(/\/events\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/events');
  expect(url.searchParams.get('utm_source')).toBe('news');
  expect(url.searchParams.get('utm_campaign')).toBe('diwali');
});

test('the parameters stay on links after moving on without them in the URL', async ({ page }) => {
  await page.goto('/?utm_source=news&utm_campaign=diwali');
  await page.goto('/about-us');
  await expectUtm(page, await page.locator('footer').getByRole('link', { name: 'Refund Policy' }).getAttribute('href'));
});
