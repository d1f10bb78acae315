import type { Page } from '@playwright/test';

/**
 * Records the text of every loading indicator that becomes visible while the page starts: a page
 * whose first screen came in its document goes from that screen to its content with none between.
 * Call before page.goto; read with `loadingIndicatorsSeen`.
 */
export async function recordLoadingIndicators(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    new MutationObserver(() => {
      for (const indicator of document.querySelectorAll('.loading-indicator')) {
        if ((indicator as HTMLElement).offsetParent !== null) seen.push(indicator.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  });
}

export function loadingIndicatorsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);
}

/**
 * Holds the app's entry script back (injected: the only way to slow the app on this machine). Go to
 * the page with `waitUntil: 'domcontentloaded'` to act on the first screen before the app runs: the
 * default `load` took 0.9 s of the 1.5 s here, and a loaded CI machine spent the rest before a press.
 */
export async function delayEntryScript(page: Page, milliseconds: number): Promise<void> {
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, milliseconds));
    await route.continue();
  });
}
