import { expect, type Page } from '@playwright/test';

/**
 * Nothing may scroll sideways at 320-1280 px: the page is checked at each width, and, when `shots`
 * names it, kept as a screenshot per width to look at (.test-results/screenshots/{shots}-{width}.png).
 */
export async function expectNoSidewaysScroll(page: Page, screen: string, shots?: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${screen} at ${width} px: how far the page scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    if (shots) await page.screenshot({ path: `.test-results/screenshots/${shots}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}
