import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { registrationStatus, type RegistrationState } from '../src/domain/statuses';
import { expectNoAxeViolations, toast } from './support/auth';
import { pageHydrated } from './support/drawn-pages';

// The event page against the real server and its demo data, which holds events in every SPEC §4
// registration status relative to now (server/seed/demo-timing.ts).

interface ListedSubEvent {
  sub_event_uuid: string;
  start_datetime: string | null;
  end_datetime: string | null;
  registration_start: string | null;
  registration_end: string | null;
}

const EXPECTED: Record<RegistrationState, { message: string; button: string; toast: string | null }> = {
  open: { message: 'Registration Open', button: 'Buy Tickets', toast: null },
  upcoming: {
    message: 'Registration Opens Soon',
    button: 'Registration Opens Soon',
    toast: 'Registration has not started yet',
  },
  closed: { message: 'Registration Closed', button: 'Registration Closed', toast: 'Registration has ended' },
  ongoing: { message: 'Event Ongoing', button: 'Event Ongoing', toast: 'Event is currently ongoing' },
  ended: { message: 'Event Ended', button: 'Event Ended', toast: 'Event has ended' },
};

async function eventsByStatus(request: APIRequestContext): Promise<Record<RegistrationState, string>> {
  const response = await request.get('/api/v1/sub-events/public?page=1&limit=100');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ListedSubEvent[] };
  const now = Date.now();
  const found: Partial<Record<RegistrationState, string>> = {};
  for (const subEvent of data) {
    const { state } = registrationStatus(
      {
        startDate: subEvent.start_datetime,
        endDate: subEvent.end_datetime,
        registrationStart: subEvent.registration_start,
        registrationEnd: subEvent.registration_end,
      },
      now,
    );
    found[state] ??= subEvent.sub_event_uuid;
  }
  for (const state of Object.keys(EXPECTED) as RegistrationState[]) {
    expect(found[state], `a demo event in status ${state}`).toBeDefined();
  }
  return found as Record<RegistrationState, string>;
}

async function openEvent(page: Page, uuid: string, query = '') {
  await page.goto(`/event/${uuid}${query}`);
  await expect(page.getByRole('heading', { name: 'About this event' })).toBeVisible();
  // Drawn by the server, the page shows before the app has hydrated it; its keys need the app.
  await pageHydrated(page);
}

test.describe('event page', () => {
  for (const state of Object.keys(EXPECTED) as RegistrationState[]) {
    test(`${state}: status, button and what pressing it does`, async ({ page, request }) => {
      const uuid = (await eventsByStatus(request))[state];
      await openEvent(page, uuid);
      const side = page.getByRole('complementary', { name: 'Registration' });
      await expect(side.getByRole('status')).toHaveText(EXPECTED[state].message);
      const button = side.getByRole('button', { name: EXPECTED[state].button });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-disabled', state === 'open' ? 'false' : 'true');
      if (state === 'open') await expect(side.getByText('Closes In')).toBeVisible();
      if (state === 'upcoming') await expect(side.getByText('Opens On')).toBeVisible();
      // aria-disabled (not `disabled`): a person can still press it and hear why; Playwright would wait for it to enable.
      await button.click({ force: state !== 'open' });
      const expectedToast = EXPECTED[state].toast;
      if (expectedToast) {
        await expect(toast(page, expectedToast)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/event/${uuid}$`));
      } else {
        // Signed out: the path is saved and the person signs in first (SPEC §4 protected action).
        await expect(page).toHaveURL(/\/login$/);
        expect(await page.evaluate(() => sessionStorage.getItem('redirectUrl'))).toBe(`/event/${uuid}`);
      }
    });
  }

  test('tabs switch, and the route map loads only when its tab opens', async ({ page, request }) => {
    const uuid = (await eventsByStatus(request)).open;
    await openEvent(page, uuid);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Rules & Policies' }).click();
    await expect(page.getByRole('heading', { name: 'Rules & Regulations' })).toBeVisible();
    await page.getByRole('tab', { name: 'Route Map' }).click();
    await expect(page.locator('iframe[src*="openstreetmap.org"]')).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Takeaways & Prizes' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Facilities' }).click();
    await expect(page.getByRole('tab', { name: 'Facilities' })).toHaveAttribute('aria-selected', 'true');
  });

  test('tabs by keyboard: one Tab stop, arrows and Home/End move and open, the panel comes next', async ({
    page,
    request,
  }) => {
    const uuid = (await eventsByStatus(request)).open;
    await openEvent(page, uuid);
    const information = page.getByRole('tablist', { name: 'Event information' });
    const tab = (name: string) => information.getByRole('tab', { name, exact: true });
    const expectOpen = async (name: string) => {
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    };

    await tab('Overview').focus();
    await page.keyboard.press('ArrowRight');
    await expectOpen('Event Description');
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
    await page.keyboard.press('End');
    await expectOpen('Route Map');
    await page.keyboard.press('ArrowRight'); // wraps round
    await expectOpen('Overview');
    await page.keyboard.press('ArrowLeft');
    await expectOpen('Route Map');
    await page.keyboard.press('Home');
    await expectOpen('Overview');

    // Only the open tab is a Tab stop: the next Tab reaches its panel, not the next tab.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tab('Overview')).toBeFocused();
    // Out of the list and back in: Tab lands on the open tab, whichever it is, not on the first.
    await page.keyboard.press('ArrowRight');
    await expectOpen('Event Description');
    await page.keyboard.press('Shift+Tab');
    await expect(information.locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expectOpen('Event Description');
  });

  test('from My Events: no side card, full width', async ({ page, request }) => {
    const uuid = (await eventsByStatus(request)).open;
    await openEvent(page, uuid, '?from=my-events');
    await expect(page.getByRole('complementary', { name: 'Registration' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buy Tickets' })).toHaveCount(0);
  });

  test("an unknown uuid says 'Event Not Found' and Go Back returns", async ({ page }) => {
    await page.goto('/about-us');
    await page.goto('/event/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
    await expect(page.getByText('Event not found', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test('no sideways scroll at 320, 390 and 1280 px; axe finds nothing; screenshots', async ({ page, request }) => {
    const byStatus = await eventsByStatus(request);
    for (const [name, uuid] of [
      ['open', byStatus.open],
      ['upcoming', byStatus.upcoming],
    ] as const) {
      await openEvent(page, uuid);
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        const sizes = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        expect(sizes.scroll, `${name} at ${width} px`).toBeLessThanOrEqual(sizes.inner);
        if (width !== 320) {
          await page.screenshot({
            path: `.test-results/screenshots/event-detail-${name}-${width}.png`,
            fullPage: true,
          });
        }
        await expectNoAxeViolations(page);
      }
    }
    await page.goto('/event/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
    await page.screenshot({ path: '.test-results/screenshots/event-detail-not-found-390.png' });
    await expectNoAxeViolations(page);
  });
});
