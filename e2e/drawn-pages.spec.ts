import { expect, test, type Page } from '@playwright/test';
import { HYDRATION_MISMATCH_PREFIX } from '../src/domain/constants';
import { displayName, type SubEventForCard } from '../src/domain/events';
import {
  appHasStarted,
  delayEntryScript,
  isStillTheServersElement,
  loadingIndicatorsSeen,
  markDrawnByServer,
  recordHydrationMismatches,
  recordLoadingIndicators,
} from './support/drawn-pages';

// /, /events and an event page come drawn inside their document (src/app/shell/server-render.tsx), and
// the app hydrates that markup (src/main.tsx): before any script runs a phone shows the page, its links
// and its search form work, and once the app runs it keeps the very same elements, with no loading
// indicator, no mismatch and nothing drawn twice. A visit with UTM parameters is drawn by the app,
// whose links carry them (SPEC §2).

const heroHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your next start line is waiting' });
const results = (page: Page) => page.getByRole('region', { name: 'Events' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search events' });

async function anEvent(page: Page): Promise<{ uuid: string; name: string }> {
  const response = await page.request.get('/api/v1/sub-events/public?page=1&limit=1');
  const { data } = (await response.json()) as { data: (SubEventForCard & { sub_event_uuid: string })[] };
  const [event] = data;
  if (!event) throw new Error('the demo data has no public event');
  return { uuid: event.sub_event_uuid, name: displayName(event) };
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the header and the hero, and its link goes to the events, drawn too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Startline home' })).toBeVisible();
    await expect(heroHeading(page)).toBeVisible();
    await expect(page.getByText('Discover sports and fitness events across India')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    // No sign-in links before the app knows who is visiting.
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeVisible();
  });

  test('/events shows the first page of cards, and its search loads /events?search=', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByText(/^Showing 12 of \d+ events \(Page 1 of \d+\)$/)).toBeVisible();
    await expect(results(page).getByRole('article')).toHaveCount(12);
    await expect(
      results(page)
        .getByRole('link', { name: /^Enroll Now — / })
        .first(),
    ).toHaveAttribute('href', /^\/event\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await searchBox(page).fill('marathon');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/events\?search=marathon$/);
  });

  test("an event page shows the event's banner, title and tabs", async ({ page }) => {
    const event = await anEvent(page);
    await page.goto(`/event/${event.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(page.getByRole('img', { name: `${event.name} banner` })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Event information' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('a visit with UTM parameters, the my-events view of an event, or /events with a query, is left to the app', async ({
    page,
  }) => {
    const event = await anEvent(page);
    for (const url of [
      '/?utm_source=newsletter',
      `/event/${event.uuid}?utm_source=whatsapp`,
      `/event/${event.uuid}?from=my-events`,
      '/events?search=goa',
    ]) {
      await page.goto(url);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

test.describe('once the app runs, it hydrates the drawn page', () => {
  // The landing's event rows are drawn loading, as the app's first render has them: they load after.
  const drawnPages: { name: string; url: string; marked: string; loadingDrawn: string[] }[] = [
    { name: 'the landing', url: '/', marked: '#hero-heading', loadingDrawn: ['Loading events...'] },
    { name: 'the listing', url: '/events', marked: '.listing-card', loadingDrawn: [] },
    { name: 'an event page', url: 'event', marked: '.event-detail__banner img', loadingDrawn: [] },
  ];
  for (const { name, url, marked, loadingDrawn } of drawnPages) {
    test(`${name}: the same elements, no mismatch, no loading indicator`, async ({ page }) => {
      const address = url === 'event' ? `/event/${(await anEvent(page)).uuid}` : url;
      const mismatches = recordHydrationMismatches(page, HYDRATION_MISMATCH_PREFIX);
      await recordLoadingIndicators(page);
      await delayEntryScript(page, 1000);
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      await markDrawnByServer(page, marked);
      await appHasStarted(page);
      await page.waitForLoadState('networkidle');
      expect(await isStillTheServersElement(page, marked)).toBe(true);
      expect((await loadingIndicatorsSeen(page)).filter((text) => !loadingDrawn.includes(text))).toEqual([]);
      expect(mismatches).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('at 390 px, and for a visitor with a stored session, there is no mismatch either', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const mismatches = recordHydrationMismatches(page, HYDRATION_MISMATCH_PREFIX);
    const event = await anEvent(page);
    const pages = ['/', '/events', `/event/${event.uuid}`, `/event/${event.uuid}?from=my-events`];
    for (const url of pages) {
      await page.goto(url);
      await appHasStarted(page);
      await page.waitForLoadState('networkidle');
    }
    // A session the server will not take: the page is drawn for nobody, as always, and then told.
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'expired.token.value');
      localStorage.setItem('refresh_token', 'refresh');
      localStorage.setItem('user_data', JSON.stringify({ user_uuid: 'u', mobile_number: '9876543210' }));
    });
    for (const url of pages) {
      await page.goto(url);
      await appHasStarted(page);
      await page.waitForLoadState('networkidle');
    }
    expect(mismatches).toEqual([]);
    await context.close();
  });

  test('a visitor who tabbed into the page before the app ran keeps their place', async ({ page }) => {
    await delayEntryScript(page, 1500);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(heroHeading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const home = page.getByRole('banner').getByRole('link', { name: 'Startline home' });
    await expect(home).toBeFocused();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(home).toBeFocused();
  });

  test('what a visitor typed into the search box before the app ran is the app’s', async ({ page }) => {
    await delayEntryScript(page, 1500);
    await page.goto('/events', { waitUntil: 'domcontentloaded' });
    await searchBox(page).click();
    await page.keyboard.type('Goa');
    await appHasStarted(page);
    await expect(page.locator('footer')).toBeVisible();
    await expect(searchBox(page)).toHaveValue('Goa');
    await expect(searchBox(page)).toBeFocused();
    // Typing goes on, and the app's state has it all.
    await page.keyboard.type('x');
    await expect(searchBox(page)).toHaveValue('Goax');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events\?search=Goa$/);
    await expect(page.getByRole('button', { name: 'Remove Search: Goa' })).toBeVisible();
  });

  test('a search asked for before the app ran is the app’s, trimmed, once it has hydrated', async ({ page }) => {
    await delayEntryScript(page, 1500);
    await page.goto('/events', { waitUntil: 'domcontentloaded' });
    await searchBox(page).fill('  goa  ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/events\?search=goa$/);
    await expect(page.getByRole('button', { name: 'Remove Search: goa' })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('goa');
  });

  test('a button pressed before the app ran is pressed once it has hydrated', async ({ page }) => {
    await delayEntryScript(page, 1500);
    await page.goto('/events', { waitUntil: 'domcontentloaded' });
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await filters.focus();
    await page.keyboard.press('Enter');
    // Nothing opened yet; the app opens the dialog once it has hydrated the page.
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(filters).toBeFocused();
    await expect(page).toHaveURL(/\/events$/);
  });

  test('a visit with UTM parameters gets the app-drawn landing, whose links keep them', async ({ page }) => {
    await page.goto('/?utm_source=newsletter');
    await expect(page.locator('#main').getByRole('link', { name: 'Browse Events' })).toHaveAttribute(
      'href',
      '/events?utm_source=newsletter',
    );
  });
});
