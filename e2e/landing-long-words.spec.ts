import { expect, test } from '@playwright/test';
import { withoutDocumentAnswers } from './support/document-answers';

// An organiser's title or description may be one long unbroken word; the landing's events grid
// (3 or fewer events) must still fit the screen, with no sideways scroll at any width.
const LONG_WORD = 'Supercalifragilistic'.repeat(15); // 300 letters, no break opportunity

function subEvent(index: number) {
  return {
    id: index,
    sub_event_uuid: `00000000-0000-4000-8000-00000000000${index}`,
    event_uuid: `10000000-0000-4000-8000-00000000000${index}`,
    event_master_name: 'Others',
    event_master_category: 'Running',
    event_master_uuid: `20000000-0000-4000-8000-00000000000${index}`,
    name: LONG_WORD,
    event_title: LONG_WORD,
    event_description: LONG_WORD,
    description: `<p>${LONG_WORD}</p>`,
    summary: LONG_WORD,
    start_datetime: '2099-07-14T06:00:00',
    city_name: LONG_WORD,
    state_name: 'Maharashtra',
    entry_fee: '1999.00',
    entry_fee_required: true,
    banner_url_path: null,
    is_registered: false,
  };
}

test.beforeEach(async ({ page }) => {
  // The seeded catalogue has no such event; answer the landing's list call with two of them.
  await withoutDocumentAnswers(page);
  await page.route('**/api/v1/sub-events/public**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      json: {
        success: true,
        message: 'Sub-events fetched',
        data: [subEvent(1), subEvent(2)],
        pagination: { current_page: 1, per_page: 10, total: 2, total_pages: 1 },
      },
    }),
  );
});

for (const width of [320, 390, 1280]) {
  test(`a 300-letter word in title and description does not widen the page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const cards = page.locator('#events article.event-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(LONG_WORD);
    await expect(cards.first().getByText('₹1,999')).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // Each card stays inside the screen too (nothing merely clipped by an overflow: hidden parent).
    for (const box of await cards.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(innerWidth);
    }
    await cards.first().screenshot({ path: `.test-results/landing-long-words-${width}.png` });
  });
}
