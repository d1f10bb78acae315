import type { Page } from '@playwright/test';

// What the browser tests of the pages drawn on the server (e2e/drawn-pages.spec.ts) use to watch them
// hydrate.

/**
 * Records the text of every loading indicator that becomes visible while the page starts: a page
 * drawn on the server goes from its markup to the app's with none between.
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
 * the page with `waitUntil: 'domcontentloaded'` to act on the drawn page before the app runs: the
 * default `load` took 0.9 s of the 1.5 s here, and a loaded CI machine spent the rest before a press.
 */
export async function delayEntryScript(page: Page, milliseconds: number): Promise<void> {
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, milliseconds));
    await route.continue();
  });
}

/** What the browser reports of hydration mismatches (src/main.tsx logs each with HYDRATION_MISMATCH_PREFIX). */
export function recordHydrationMismatches(page: Page, prefix: string): string[] {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(prefix)) reported.push(message.text());
  });
  return reported;
}

/** Marks an element the server drew, before any script runs, to find it again after hydration. */
export async function markDrawnByServer(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      (element as unknown as { drawnByServer: boolean }).drawnByServer = true;
    });
}

export function isStillTheServersElement(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => (element as unknown as { drawnByServer?: boolean }).drawnByServer === true);
}

/** Resolves once the app has hydrated #root (React marks the container it hydrates). */
export async function appHasStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Resolves once React has hydrated the page's heading: what needs the app (keys on the tabs, a
 * sequence of presses) can go on from there. Before, a drawn page shows, and its links work.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}
