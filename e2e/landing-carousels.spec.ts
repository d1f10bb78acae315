import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/auth';
import { withoutDocumentAnswers } from './support/document-answers';
import { pageHydrated } from './support/drawn-pages';

// SPEC §2 landing 3, 6 and 7 against the real seeded server: the promotional banners, the events
// carousel section and the testimonials. Routes are intercepted only to cause what the seed cannot
// (a failure, an empty list); timers run on Playwright's clock.

interface ApiBanner {
  title: string;
  description: string | null;
  sub_event_uuid: string;
}

async function seededBanners(page: Page): Promise<ApiBanner[]> {
  const response = await page.request.get('/api/v1/promotional-banners');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { banners: ApiBanner[] } };
  expect(body.data.banners.length).toBeGreaterThan(2);
  return body.data.banners;
}

const bannerRegion = (page: Page) => page.getByRole('region', { name: 'Promotional banners' });
const testimonialRegion = (page: Page) => page.getByRole('region', { name: 'Testimonials' });
const exploreSection = (page: Page) => page.locator('#explore-events');
/** The slide on show: the others are hidden. */
const shownSlide = (region: ReturnType<typeof bannerRegion>) =>
  region.locator('[aria-roledescription="slide"]:visible');

test('banners show one at a time and move with next, previous and the dots, counting n / total', async ({ page }) => {
  const banners = await seededBanners(page);
  const total = banners.length;
  await page.goto('/');
  // The landing is drawn by the server; its carousel's buttons are the hydrated app's.
  await pageHydrated(page);
  const region = bannerRegion(page);
  await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(shownSlide(region)).toHaveCount(1);
  await expect(shownSlide(region)).toHaveAttribute('aria-label', `1 of ${total}`);
  await expect(shownSlide(region)).toContainText(banners[0]!.title);
  await expect(shownSlide(region)).toContainText(banners[0]!.description ?? '');
  await expect(region.getByText(`1 / ${total}`)).toBeVisible();

  await region.getByRole('button', { name: 'Next banner' }).click();
  await expect(region.getByText(`2 / ${total}`)).toBeVisible();
  await expect(shownSlide(region)).toContainText(banners[1]!.title);
  await region.getByRole('button', { name: 'Previous banner' }).click();
  await region.getByRole('button', { name: 'Previous banner' }).click();
  // Previous from the first wraps to the last.
  await expect(region.getByText(`${total} / ${total}`)).toBeVisible();
  await expect(shownSlide(region)).toContainText(banners[total - 1]!.title);
  await expect(region.getByRole('button', { name: /^Go to banner \d+$/ })).toHaveCount(total);
  await region.getByRole('button', { name: 'Go to banner 3' }).click();
  await expect(region.getByText(`3 / ${total}`)).toBeVisible();
  await expect(region.getByRole('button', { name: 'Go to banner 3' })).toHaveAttribute('aria-current', 'true');

  // Each banner links to its event.
  await shownSlide(region).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/event/${banners[2]!.sub_event_uuid}$`));
});

test('banners advance every 8 s, hold under the pointer and keyboard focus, and go on after', async ({ page }) => {
  const total = (await seededBanners(page)).length;
  await page.clock.install();
  await page.goto('/');
  const region = bannerRegion(page);
  await expect(region.getByText(`1 / ${total}`)).toBeVisible();
  await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(8000);
  await expect(region.getByText(`2 / ${total}`)).toBeVisible();

  await shownSlide(region).hover();
  await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(24_000);
  await expect(region.getByText(`2 / ${total}`)).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(8000);
  await expect(region.getByText(`3 / ${total}`)).toBeVisible();

  // Keyboard focus inside holds it too.
  await region.getByRole('button', { name: 'Go to banner 1' }).focus();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Go to banner 2' })).toBeFocused();
  await page.clock.runFor(24_000);
  await expect(region.getByText(`3 / ${total}`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(region.getByText(`2 / ${total}`)).toBeVisible();
  await page.locator('#how-it-works').getByRole('button').first().focus();
  await page.clock.runFor(8000);
  await expect(region.getByText(`3 / ${total}`)).toBeVisible();

  // Pause stops it for good; Play starts it again.
  await region.getByRole('button', { name: 'Pause automatic banner rotation' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(24_000);
  await expect(region.getByText(`3 / ${total}`)).toBeVisible();
  await region.getByRole('button', { name: 'Play automatic banner rotation' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(8000);
  await expect(region.getByText(`4 / ${total}`)).toBeVisible();
});

test('with reduced motion nothing on the landing moves by itself', async ({ page }) => {
  const total = (await seededBanners(page)).length;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const banners = bannerRegion(page);
  await expect(banners.getByText(`1 / ${total}`)).toBeVisible();
  // The events carousel starts as its list comes near the screen.
  await page.locator('#events .events-section__body').scrollIntoViewIfNeeded();
  const activeEvent = page.locator('#events .swiper-slide-active');
  await expect(activeEvent).toBeVisible();
  const firstEvent = await activeEvent.getByRole('heading').textContent();
  const testimonials = testimonialRegion(page);
  await page.clock.runFor(40_000);
  await expect(banners.getByText(`1 / ${total}`)).toBeVisible();
  await expect(banners.getByRole('button', { name: 'Play automatic banner rotation' })).toBeVisible();
  await expect(banners.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await expect(testimonials.getByText('1 / 5')).toBeVisible();
  await expect(page.locator('#events .swiper-slide-active').getByRole('heading')).toHaveText(firstEvent ?? '');
  await expect(page.locator('#events').getByRole('button', { name: 'Play automatic scrolling' })).toBeVisible();
  // The buttons still move them.
  await banners.getByRole('button', { name: 'Next banner' }).click();
  await expect(banners.getByText(`2 / ${total}`)).toBeVisible();
});

test("a failed banner request says 'Failed to load banners' and Try Again reloads the page", async ({ page }) => {
  let fail = true;
  await withoutDocumentAnswers(page);
  await page.route('**/api/v1/promotional-banners', (route) =>
    fail ? route.fulfill({ status: 500, json: { success: false, message: 'down', error: 'down' } }) : route.continue(),
  );
  await page.goto('/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Featured events' }) });
  await expect(section.getByRole('heading', { name: 'Failed to load banners' })).toBeVisible();
  fail = false;
  const reloaded = page.waitForEvent('load');
  await section.getByRole('button', { name: 'Try Again' }).click();
  await reloaded;
  await expect(bannerRegion(page)).toBeVisible();
});

test("success false says 'No banners available'; an empty list says 'No promotional banners available'", async ({
  page,
}) => {
  let answer: unknown = { success: false, message: 'Banners are switched off', data: { banners: [] } };
  await withoutDocumentAnswers(page);
  await page.route('**/api/v1/promotional-banners', (route) => route.fulfill({ json: answer }));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'No banners available' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  answer = { success: true, message: 'ok', data: { banners: [] } };
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No promotional banners available' })).toBeVisible();
  await expect(bannerRegion(page)).toHaveCount(0);
});

test('the events carousel section loads on first scroll into view, and its tabs switch', async ({ page }) => {
  const calls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/sub-events/public' && url.searchParams.get('limit') === '20') calls.push(url);
  });
  await page.goto('/');
  await expect(page.locator('#events a[href^="/event/"]').first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(calls, 'nothing before the section shows').toHaveLength(0);

  const section = exploreSection(page);
  await section.scrollIntoViewIfNeeded();
  const upcoming = section.getByRole('tab', { name: 'Upcoming' });
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');
  await expect(section.locator('.events-row a[href^="/event/"]').first()).toBeVisible();
  expect(calls.map((url) => Object.fromEntries(url.searchParams))).toEqual([
    { page: '1', limit: '20', 'filter-by': 'upcoming', fields: 'card' },
  ]);

  const row = section.getByRole('list', { name: 'Upcoming events' });
  await section.getByRole('button', { name: 'Scroll on through upcoming events' }).click();
  await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(100);
  await section.getByRole('tab', { name: 'All Events' }).click();
  await expect(section.getByRole('tab', { name: 'All Events' })).toHaveAttribute('aria-selected', 'true');
  await expect(section.locator('.events-row a[href^="/event/"]').first()).toBeVisible();
  await upcoming.click();
  await expect(section.locator('.events-row a[href^="/event/"]').first()).toBeVisible();
  // Scrolling away and back, and switching back, load nothing again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await section.scrollIntoViewIfNeeded();
  expect(calls.map((url) => url.searchParams.get('filter-by'))).toEqual(['upcoming', 'all']);
});

test('the events carousel section shows its error and Try Again loads it', async ({ page }) => {
  let fail = true;
  await page.route('**/api/v1/sub-events/public?*limit=20*', (route) =>
    fail ? route.fulfill({ status: 500, json: { success: false, message: 'down', error: 'down' } }) : route.continue(),
  );
  await page.goto('/');
  const section = exploreSection(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: 'Unable to load events' })).toBeVisible();
  await expect(section.getByText('Failed to load events. Please try again.')).toBeVisible();
  fail = false;
  await section.getByRole('button', { name: 'Try Again' }).click();
  await expect(section.locator('.events-row a[href^="/event/"]').first()).toBeVisible();
});

test('testimonials show their rating out of 5 and rotate every 5 s, by hand too', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const region = testimonialRegion(page);
  await expect(shownSlide(region).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(region.getByText('1 / 5')).toBeVisible();
  await page.clock.runFor(5000);
  await expect(region.getByText('2 / 5')).toBeVisible();
  await expect(shownSlide(region).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await region.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(region.getByText('3 / 5')).toBeVisible();
  await region.getByRole('button', { name: 'Go to testimonial 5' }).click();
  await expect(region.getByText('5 / 5')).toBeVisible();
  await region.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(region.getByText('1 / 5')).toBeVisible();
});

test('the whole landing: sections in SPEC order, axe finds nothing, no sideways scroll, screenshots', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#events a[href^="/event/"]').first()).toBeVisible();
  await expect(bannerRegion(page)).toBeVisible();
  await exploreSection(page).scrollIntoViewIfNeeded();
  await expect(exploreSection(page).locator('.events-row a[href^="/event/"]').first()).toBeVisible();
  const headings = await page.locator('main section h2').allTextContents();
  expect(headings).toEqual([
    'Find your next race day',
    'Featured events',
    expect.any(String),
    'Explore by Categories',
    'More events to explore',
    'Built for the people on both sides of the start line',
    'Loved by runners, riders and race directors',
  ]);
  await expectNoAxeViolations(page);

  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const sizes = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(sizes.scroll, `at ${width} px`).toBeLessThanOrEqual(sizes.inner);
    if (width !== 320) {
      await page.screenshot({ path: `.test-results/screenshots/landing-carousels-${width}.png`, fullPage: true });
    }
  }
});
