import { expect, type Page } from '@playwright/test';

/** The widths a person looks at: a phone's and a desktop's. */
const KEPT_WIDTHS = [390, 1280];

/**
 * Nothing may scroll sideways at 320-1280 px: the page is checked at each width, and, when `shots`
 * names it, kept as a screenshot at a phone's and a desktop's width to look at
 * (.test-results/screenshots/{shots}-{width}.png). A full-page shot costs Chromium 0.2-0.5 s to encode,
 * so the in-between widths are measured but not kept.
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
    if (shots && KEPT_WIDTHS.includes(width))
      await page.screenshot({ path: `.test-results/screenshots/${shots}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}
