import { expect, test, type Page } from '@playwright/test';
import { PHONE, expectHindiScreen, languageSwitch, recordDataWords } from './support/hindi';

// Issue 30 part 2: the product in Hindi. At 390 px a visitor switches to हिन्दी in the header on /, and
// /, /events and an event page are then in Hindi, drawn so by the server too: <html lang="hi">, nothing
// scrolls sideways, axe finds nothing, and no English word is left on screen but the names the data
// carries (events, cities, the company) and the few terms Indians write in Latin letters. The choice
// survives a reload, and switching back brings SPEC's English back.

async function anEventUuid(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/sub-events/public?page=1&limit=1');
  const { data } = (await response.json()) as { data: { sub_event_uuid: string }[] };
  if (!data[0]) throw new Error('the demo data has no public event');
  return data[0].sub_event_uuid;
}

test('at 390 px: हिन्दी from the header, then /, /events and an event page in Hindi, kept on reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const dataWords = recordDataWords(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your next start line is waiting' })).toBeVisible();
  // On a phone the landing's header keeps its links, and the switch, behind Menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  await languageSwitch(page, 'Language').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'आपकी अगली स्टार्ट लाइन इंतज़ार कर रही है' })).toBeVisible();
  await expect(languageSwitch(page, 'भाषा').getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'बंद करें' }).click();
  // Every section below the hero, the last one loaded when it first scrolls into view.
  await page.getByRole('heading', { name: 'देखने के लिए और इवेंट' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'धावकों, साइकिल चालकों और रेस आयोजकों की पसंद' })).toBeVisible();
  await expect(page.locator('#explore-events .loading-indicator')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectHindiScreen(page, dataWords, 'landing');

  // Remembered on the device: the server draws the page in Hindi (its document says so before any script).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'आपकी अगली स्टार्ट लाइन इंतज़ार कर रही है' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'इवेंट खोजें' })).toBeVisible();
  await expect(page.getByText(/में से \d+ इवेंट दिखाए जा रहे हैं/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'फ़िल्टर' })).toBeVisible();
  await expectHindiScreen(page, dataWords, 'events');

  await page.goto(`/event/${await anEventUuid(page)}`);
  await expect(page.getByRole('tab', { name: 'संक्षेप में' })).toBeVisible();
  await expect(page.getByText('प्रवेश शुल्क')).toBeVisible();
  await expectHindiScreen(page, dataWords, 'event');

  // And back: SPEC's English, on this page and on the next one the server draws.
  await languageSwitch(page, 'भाषा').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Entry Fee')).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ events/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});
