import { expect, test } from '@playwright/test';
import { bundleSafeHtmlHarness } from './support/safe-html-bundle';

// SafeHtml (src/ui) in a real Chromium: hostile HTML must lose every script, event handler,
// javascript: URL, SVG/MathML and style, while the allowed formatting stays and links open safely.
// The component is bundled on its own and rendered into a blank page, so each payload is judged alone;
// e2e/xss-corpus.spec.ts renders the full corpus on the pages that use it (the event page's HTML fields).
let harness = '';

test.beforeAll(async () => {
  harness = await bundleSafeHtmlHarness();
});

const PAYLOADS = {
  script: '<p>Before</p><script>window.__pwned = "script"</script><SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  'event handlers':
    '<p onclick="window.__pwned=1" onmouseover="window.__pwned=1">Hover</p>' +
    '<img src=x onerror="window.__pwned=\'img\'"><details open ontoggle="window.__pwned=\'toggle\'">x</details>' +
    '<body onload="window.__pwned=\'body\'"><a href="/x" onfocus="window.__pwned=1" autofocus>f</a>',
  'javascript: URLs':
    '<a href="javascript:window.__pwned=1">a</a><a href="JaVaScRiPt:alert(1)">b</a>' +
    '<a href=" javascript:alert(1)">c</a><a href="jav&#x09;ascript:alert(1)">d</a>' +
    '<a href="&#106;avascript:alert(1)">e</a><a href="data:text/html,<script>alert(1)</script>">f</a>' +
    '<a href="vbscript:msgbox(1)">g</a><a href="//evil.example">h</a>',
  svg:
    '<svg onload="window.__pwned=\'svg\'"><script>window.__pwned="svg-script"</script>' +
    '<a xlink:href="javascript:alert(1)"><text>t</text></a><animate onbegin="window.__pwned=1"/></svg>' +
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'">',
  style:
    '<style>body { display: none }</style><p style="position:fixed;inset:0">Styled</p>' +
    '<link rel="stylesheet" href="//evil.example/x.css"><div class="x" id="y">Classy</div>',
  'other active content':
    '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe><object data="x.swf"></object>' +
    '<embed src="x.swf"><form action="javascript:alert(1)"><button>Go</button></form>' +
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="//evil.example/">',
};

test.beforeEach(async ({ page }) => {
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  await page.addScriptTag({ content: harness });
});

for (const [name, payload] of Object.entries(PAYLOADS)) {
  test(`no ${name} survive SafeHtml`, async ({ page }) => {
    const html = await page.evaluate((input) => window.renderSafeHtml(input), payload);
    // Give anything that slipped through the chance to run.
    await page.waitForTimeout(200);
    const found = await page.evaluate(() => {
      const root = document.querySelector('.description')!;
      const elements = [...root.querySelectorAll('*')];
      return {
        pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
        forbidden: elements
          .map((element) => element.localName)
          .filter((tag) =>
            [
              'script',
              'style',
              'svg',
              'math',
              'img',
              'iframe',
              'object',
              'embed',
              'form',
              'link',
              'meta',
              'base',
            ].includes(tag),
          ),
        attributes: elements.flatMap((element) =>
          element
            .getAttributeNames()
            .filter(
              (attribute) =>
                !['href', 'title', 'target', 'rel', 'colspan', 'rowspan', 'scope', 'start'].includes(attribute),
            )
            .map((attribute) => `${element.localName}[${attribute}]`),
        ),
        hrefs: [...root.querySelectorAll('[href]')].map((element) => element.getAttribute('href') ?? ''),
        links: [...root.querySelectorAll('a[href]')].map((a) => `${a.getAttribute('target')} ${a.getAttribute('rel')}`),
        headStyles: document.head.querySelectorAll('style, link, base, meta').length,
      };
    });
    expect(found.pwned).toBeNull();
    expect(found.forbidden).toEqual([]);
    expect(found.attributes).toEqual([]);
    for (const href of found.hrefs) expect(href).toMatch(/^(https?:|mailto:|tel:|\/(?![/\\])|#)/i);
    for (const link of found.links) expect(link).toBe('_blank noopener noreferrer');
    expect(found.headStyles).toBe(0);
    expect(html).not.toMatch(/javascript:|onerror|onload|<script|<style|<svg/i);
  });
}

test('the allowed formatting, lists, links, headings and tables stay', async ({ page }) => {
  const input =
    '<h2>Route</h2><p><strong>Start</strong> at <em>6 am</em>.<br>Bring water.</p>' +
    '<ul><li>5K</li><li>10K</li></ul><ol start="3"><li>Third</li></ol>' +
    '<table><thead><tr><th scope="col">Category</th></tr></thead><tbody><tr><td colspan="2">5K</td></tr></tbody></table>' +
    '<p><a href="https://example.com/route" title="Map">Map</a> <a href="mailto:help@example.com">Mail</a> <a href="/events">Events</a></p>';
  const html = await page.evaluate((value) => window.renderSafeHtml(value), input);
  await expect(page.locator('.description h2')).toHaveText('Route');
  await expect(page.locator('.description li')).toHaveCount(3);
  await expect(page.locator('.description th[scope="col"]')).toHaveText('Category');
  await expect(page.locator('.description td[colspan="2"]')).toHaveText('5K');
  await expect(page.locator('.description strong')).toHaveText('Start');
  const map = page.getByRole('link', { name: 'Map' });
  await expect(map).toHaveAttribute('href', 'https://example.com/route');
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:help@example.com');
  expect(html).toContain('<ol start="3">');
});
