import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForTransitionsToEnd } from './support/auth';

// Every public screen at phone and desktop width: axe finds nothing, and a screenshot is kept in
// .test-results/screenshots/ for a person to look at (DESIGN §7; the README says where).
const PUBLIC_SCREENS = [
  { name: 'landing', path: '/', ready: '#events a[href^="/event/"]' },
  { name: 'events', path: '/events', ready: '.listing-items a[href^="/event/"]' },
  { name: 'login', path: '/login', ready: 'h1' },
  { name: 'register', path: '/register', ready: 'h1' },
  { name: 'about-us', path: '/about-us', ready: 'h1' },
  { name: 'privacy-policy', path: '/privacy-policy', ready: 'h1' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions', ready: 'h1' },
  { name: 'refund-policy', path: '/refund-policy', ready: 'h1' },
  { name: 'registration-guide', path: '/registration-guide', ready: 'h1' },
  { name: 'not-found', path: '/no-such-page', ready: 'h1' },
];

const WIDTHS = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
];

for (const screen of PUBLIC_SCREENS) {
  for (const size of WIDTHS) {
    test(`${screen.name} at ${size.width} px has no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(screen.path);
      await expect(page.locator(screen.ready).first()).toBeVisible();
      await page.screenshot({ path: `.test-results/screenshots/${screen.name}-${size.width}.png`, fullPage: true });
      await waitForTransitionsToEnd(page);
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`);
      expect(summary).toEqual([]);
    });
  }
}
