import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/auth';
import { withoutDocumentAnswers } from './support/document-answers';

// The events listing (SPEC §2) against the real server and its demo catalogue (about forty events, six
// categories, a dozen cities): what the page shows is compared with what the API answers for the same
// query, and every view must come back from its URL (reload, back, a shared link).

interface ListAnswer {
  data: Array<{ event_master_name: string; name: string; city_name: string | null }>;
  pagination: { total: number; total_pages: number };
}

interface FacetsAnswer {
  data: { categories: Array<{ name: string; count: number }>; cities: Array<{ name: string; count: number }> };
}

async function listFromApi(request: APIRequestContext, query: Record<string, string>): Promise<ListAnswer> {
  const response = await request.get(`/api/v1/sub-events/public?${new URLSearchParams({ limit: '12', ...query })}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListAnswer;
}

async function facetsFromApi(request: APIRequestContext): Promise<FacetsAnswer['data']> {
  const response = await request.get('/api/v1/sub-events/public/facets');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as FacetsAnswer).data;
}

const LONG_WORD = 'Venkatanarasimharajuvaripetaiahgarusubramanyam'; // 46 letters, matches no event

const countLine = (page: Page) => page.locator('.listing-count');
const cards = (page: Page) => page.locator('.listing-items > li');

function expectedCount(shown: number, total: number, current: number, pages: number) {
  return `Showing ${shown} of ${total} events${pages > 1 ? ` (Page ${current} of ${pages})` : ''}`;
}

async function shoot(page: Page, name: string, widths = [390, 1280]) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.screenshot({ path: `.test-results/screenshots/events-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const sizes = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      dialog: (() => {
        const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
        return dialog ? { scroll: dialog.scrollWidth, client: dialog.clientWidth } : null;
      })(),
    }));
    expect(sizes.scroll, `${what} at ${width} px`).toBeLessThanOrEqual(sizes.inner);
    if (sizes.dialog)
      expect(sizes.dialog.scroll, `${what}: dialog at ${width} px`).toBeLessThanOrEqual(sizes.dialog.client);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Picks the `day`th of next month in the named date field's calendar, as a person clicks it. The start
 * calendar opens on this month; the end calendar opens on the start date's month.
 */
async function pickDayNextMonth(page: Page, field: 'Start Date' | 'End Date', day: number): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const calendar = dialog.getByRole('group', { name: `${field} calendar` });
  if (field === 'Start Date') await calendar.getByRole('button', { name: /next month/i }).click();
  const now = new Date();
  const target = new Date(now.getFullYear(), now.getMonth() + 1, day);
  const monthName = target.toLocaleString('en-US', { month: 'long' });
  await calendar
    .getByRole('button', { name: new RegExp(`${monthName} ${day}(st|nd|rd|th), ${target.getFullYear()}`) })
    .click();
  await expect(calendar).toBeHidden();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${target.getFullYear()}-${pad(target.getMonth() + 1)}-${pad(day)}`;
}

async function chooseOption(page: Page, select: string, option: RegExp | string) {
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('events listing', () => {
  test('pages through the catalogue; reload and back restore the same page', async ({ page, request }) => {
    const first = await listFromApi(request, { page: '1' });
    const { total, total_pages: pages } = first.pagination;
    expect(total, 'the demo catalogue has more than one page').toBeGreaterThan(12);

    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeVisible();
    await expect(countLine(page)).toHaveText(expectedCount(12, total, 1, pages));
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await shoot(page, 'grid');
    await expectNoSidewaysScroll(page, 'grid');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/events\?page=2$/);
    const second = await listFromApi(request, { page: '2' });
    await expect(countLine(page)).toHaveText(expectedCount(second.data.length, total, 2, pages));
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Focus moved to the results, so Tab goes on to the first card of the new page (once it is there).
    await expect(page.getByRole('region', { name: 'Events' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cards(page).first().getByRole('link')).toBeFocused();

    await page.getByRole('button', { name: `Page ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pages}$`));
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await page.reload();
    await expect(countLine(page)).toContainText(`(Page ${pages} of ${pages})`);
    await page.goBack();
    await expect(page).toHaveURL(/\/events\?page=2$/);
    await expect(countLine(page)).toContainText(`(Page 2 of ${pages})`);
    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
    await expect(countLine(page)).toContainText(`(Page 1 of ${pages})`);
    await page.goForward();
    await expect(countLine(page)).toContainText(`(Page 2 of ${pages})`);

    // A page past the last (an old shared link) shows the last page instead of an empty list.
    await page.goto('/events?page=999');
    await expect(page).toHaveURL(new RegExp(`page=${pages}$`));
    await expect(countLine(page)).toContainText(`(Page ${pages} of ${pages})`);
  });

  test('list display shows each event ID; cards lead to the event page', async ({ page, request }) => {
    const first = await listFromApi(request, { page: '1' });
    await page.goto('/events');
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText(/^Event ID:/)).toHaveCount(0);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Event ID: \d+$/)).toHaveCount(12);
    await expectNoAxeViolations(page);
    await shoot(page, 'list');
    await expectNoSidewaysScroll(page, 'list');

    const link = cards(page)
      .first()
      .getByRole('link', { name: /^(Enroll Now|View Details)/ });
    await expect(link).toHaveAttribute('href', /^\/event\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
    expect(first.data.length).toBe(12);
  });

  test('search: trimmed, in the URL, as a chip that removes it', async ({ page, request }) => {
    const expected = await listFromApi(request, { search: 'ride' });
    expect(expected.pagination.total).toBeGreaterThan(0);
    await page.goto('/events');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('  ride  ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/events\?search=ride$/);
    await expect(countLine(page)).toHaveText(
      expectedCount(expected.data.length, expected.pagination.total, 1, expected.pagination.total_pages),
    );
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('ride');
    await expect(page.getByRole('button', { name: 'Filters (filters active)' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove Search: ride' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });

  test('filters by category, city, status and dates through the dialog; chips and Clear All', async ({
    page,
    request,
  }) => {
    const facets = await facetsFromApi(request);
    expect(facets.categories.length).toBe(6);
    expect(facets.cities.length).toBeGreaterThanOrEqual(10);
    const city = [...facets.cities].sort((a, b) => b.count - a.count)[0]!;

    await page.goto('/events');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await chooseOption(page, 'City', `${city.name} (${city.count})`);
    await chooseOption(page, 'Status', 'Upcoming');
    await expect(dialog.getByRole('combobox', { name: 'City' })).toHaveText(new RegExp(city.name));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(
      new RegExp(`\\?filtersbyCity=${encodeURIComponent(city.name)}&filterByStaus=upcoming$`),
    );
    const byCity = await listFromApi(request, { filtersbyCity: city.name, filterByStaus: 'upcoming' });
    await expect(countLine(page)).toHaveText(
      expectedCount(byCity.data.length, byCity.pagination.total, 1, byCity.pagination.total_pages),
    );
    await expect(page.getByRole('button', { name: `Remove City: ${city.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Status: Upcoming' })).toBeVisible();
    await shoot(page, 'chips');

    // A category with events, and a date range picked on the calendars.
    await page.getByRole('button', { name: 'Filters (filters active)' }).click();
    await chooseOption(page, 'City', 'All Cities');
    await chooseOption(page, 'Category', /^Cycling \(\d+\)$/);
    const start = await pickDayNextMonth(page, 'Start Date', 10);
    const end = await pickDayNextMonth(page, 'End Date', 28);
    const shown = (iso: string) => iso.split('-').reverse().join('/');
    await expect(dialog.getByRole('button', { name: /^Start Date/ })).toHaveText(shown(start));
    await expect(dialog.getByRole('button', { name: /^End Date/ })).toHaveText(shown(end));
    await shoot(page, 'filters-open');
    // The end calendar at 320 px, inside the dialog, scrolls nothing sideways.
    await dialog.getByRole('button', { name: /^End Date/ }).click();
    await expect(dialog.getByRole('group', { name: 'End Date calendar' })).toBeVisible();
    // Days before the start date cannot be chosen for the end.
    const endCalendar = dialog.getByRole('group', { name: 'End Date calendar' });
    await expect(endCalendar.getByRole('button', { name: /\b5th,/ })).toBeDisabled();
    await expect(endCalendar.getByRole('button', { name: /\b12th,/ })).toBeEnabled();
    await expectNoSidewaysScroll(page, 'filters dialog with a calendar open');
    await shoot(page, 'calendar-open', [320, 1280]);
    await dialog.getByRole('button', { name: /^End Date/ }).click();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(
      new RegExp(`\\?filtersbyCategory=Cycling&filterByStaus=upcoming&startdate=${start}&enddate=${end}$`),
    );
    await expect(page.getByRole('button', { name: `Remove Date: ${shown(start)} - ${shown(end)}` })).toBeVisible();
    const withDates = await listFromApi(request, {
      filtersbyCategory: 'Cycling',
      filterByStaus: 'upcoming',
      startdate: start,
      enddate: end,
    });
    if (withDates.pagination.total > 0) {
      await expect(countLine(page)).toContainText(`of ${withDates.pagination.total} events`);
    } else {
      await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    }

    // Reload and back keep the view; removing the end side leaves 'Any'.
    await page.reload();
    await expect(page.getByRole('button', { name: `Remove Date: ${shown(start)} - ${shown(end)}` })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Date: ' + `${shown(start)} - ${shown(end)}` }).click();
    await expect(page).toHaveURL(/\?filtersbyCategory=Cycling&filterByStaus=upcoming$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`enddate=${end}$`));
    await expect(page.getByRole('button', { name: /^Remove Date:/ })).toBeVisible();
    await page.goto(`/events?startdate=${start}`);
    await expect(page.getByRole('button', { name: `Remove Date: ${shown(start)} - Any` })).toBeVisible();

    await page.goto(`/events?filtersbyCategory=Cycling&filtersbyCity=${encodeURIComponent(city.name)}`);
    await page.getByRole('group', { name: 'Active filters' }).getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(12);
  });

  test('chips by keyboard: focus goes to the chip in the removed one’s place, then to Filters', async ({ page }) => {
    await page.goto('/events?search=run&filtersbyCity=Pune&filterByStaus=upcoming');
    const chips = page.getByRole('group', { name: 'Active filters' }).getByRole('button', { name: /^Remove / });
    await expect(chips).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove City: Pune' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/filtersbyCity/);
    await expect(page.getByRole('button', { name: 'Remove Status: Upcoming' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Search: run' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
  });

  test('empty with filters offers Clear Filters; a long unbroken search word wraps in its chip', async ({ page }) => {
    await page.goto(`/events?search=${LONG_WORD}`);
    await expect(page.getByRole('button', { name: `Remove Search: ${LONG_WORD}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await expect(
      page.getByText('No events match your current filters. Try adjusting your search criteria.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'empty');
    await expectNoSidewaysScroll(page, 'empty');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('works by keyboard: Escape closes the dialog unapplied, a select and Apply Filters by keys', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(cards(page)).toHaveCount(12);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await filters.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(filters).toBeFocused();
    await expect(page).toHaveURL(/\/events$/);

    await page.keyboard.press('Enter');
    await dialog.getByRole('combobox', { name: 'Status' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'All Status' })).toBeFocused();
    // Down to 'Ongoing' (two presses; on a busy machine a press may land while the list is still opening).
    const ongoing = page.getByRole('option', { name: /Ongoing/ });
    for (let presses = 0; presses < 4 && !(await ongoing.evaluate((option) => option === document.activeElement));) {
      await page.keyboard.press('ArrowDown');
      presses += 1;
    }
    await expect(ongoing).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText(/Ongoing/);
    await dialog.getByRole('button', { name: 'Apply Filters' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events\?filterByStaus=ongoing$/);

    // Back to the unfiltered view with the dialog open: the dialog closes, its draft is dropped.
    await page.getByRole('button', { name: 'Filters (filters active)' }).click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
    await expect(dialog).toBeHidden();
    await expect(cards(page)).toHaveCount(12);
  });

  test("a registered event is marked, says 'View Details' and links with from=my-events", async ({ page }) => {
    // The seeded visitor holds no tickets; the server's own answer is marked registered for its first event.
    let registeredUuid = '';
    await withoutDocumentAnswers(page);
    await page.route(/\/api\/v1\/sub-events\/public\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Array<{ sub_event_uuid: string; is_registered: boolean }> };
      body.data[0]!.is_registered = true;
      registeredUuid = body.data[0]!.sub_event_uuid;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/events');
    const first = cards(page).first();
    await expect(first.getByText('Registered', { exact: true })).toBeVisible();
    await expect(first.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      `/event/${registeredUuid}?from=my-events`,
    );
    await expect(cards(page).nth(1).getByText('Registered', { exact: true })).toHaveCount(0);
    await expect(
      cards(page)
        .nth(1)
        .getByRole('link', { name: /^Enroll Now/ }),
    ).toBeVisible();
  });

  test('a failed load says so; Try Again reloads the page', async ({ page }) => {
    let failing = true;
    await withoutDocumentAnswers(page);
    await page.route(/\/api\/v1\/sub-events\/public\?/, async (route) => {
      if (failing) await route.fulfill({ status: 500, json: { success: false, message: 'Down', error: 'Down' } });
      else await route.fallback();
    });
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Unable to load events' })).toBeVisible();
    await expect(page.getByText('Failed to load events. Please try again.')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'error');
    failing = false;
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    await expect(cards(page)).toHaveCount(12);
  });

  test('without the facets extension the choices are those of the loaded events', async ({ page, request }) => {
    await withoutDocumentAnswers(page);
    await page.route(/\/api\/v1\/sub-events\/public\/facets/, (route) =>
      route.fulfill({ status: 404, json: { success: false, message: 'Route not found', error: 'Route not found' } }),
    );
    const first = await listFromApi(request, { page: '1' });
    const loadedCities = [...new Set(first.data.map((item) => item.city_name).filter(Boolean))].sort();
    await page.goto('/events');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: 'City' }).click();
    await expect(page.getByRole('option')).toHaveText(['All Cities', ...(loadedCities as string[])]);
  });
});
