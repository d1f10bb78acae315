import { expect, test } from '@playwright/test';

// SPEC §2 global layout rules.
test('login and register show no header or footer', async ({ page }) => {
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('header[role="banner"], body > div header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  }
});

test('event pages hide the footer; the landing shows the anchor header', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  for (const anchor of ['#events', '#how-it-works', '#categories', '#testimonials']) {
    await expect(header.locator(`a[href$="${anchor}"]`).first()).toBeAttached();
  }
  await expect(page.locator('footer')).toBeVisible();
  await page.goto('/event/00000000-0000-4000-8000-000000000000');
  await expect(page.locator('footer')).toHaveCount(0);
});
