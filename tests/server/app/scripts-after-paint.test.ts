// A drawn document asks for its scripts after painting the page (server/scripts-after-paint.ts):
// the entry and its preloads leave the head, the loader lists them in order, and the document's CSP
// allows that loader by its hash, and no other inline script.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCRIPTS_AFTER_PAINT_CSP_SOURCE, scriptsAfterPaint } from '../../../server/scripts-after-paint';

const DOCUMENT =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-B2.css">' +
  '<link rel="modulepreload" crossorigin href="/assets/react-C3.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/Page-D4.js"></head>' +
  '<body><div id="root"><main><h1>Drawn</h1></main></div></body></html>';

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
}

describe('scripts after paint', () => {
  const html = scriptsAfterPaint(DOCUMENT);

  it('takes the entry script and module preloads out, and keeps the stylesheet', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload" crossorigin href');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-B2.css">');
    expect(html).toContain('<div id="root"><main><h1>Drawn</h1></main></div>');
  });

  it('lists them for the loader, entry first, at the end of the body', () => {
    expect(html).toContain(
      '<script type="application/json" id="startline-scripts">["/assets/index-A1.js","/assets/react-C3.js","/assets/Page-D4.js"]</script><script>',
    );
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it("has one inline script, whose hash is the CSP's", () => {
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    expect(SCRIPTS_AFTER_PAINT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('waits for the parsed document, then for a painted frame, unless the tab is hidden', () => {
    const [loader = ''] = inlineScripts(html);
    expect(loader).toContain("addEventListener('DOMContentLoaded'");
    expect(loader).toContain('requestAnimationFrame(()=>setTimeout(load))');
    expect(loader).toContain("document.visibilityState==='hidden'");
  });

  it('leaves a document without an entry script as it is', () => {
    const plain = '<!doctype html><html><body><div id="root"></div></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});

describe('the loader, run in a document', () => {
  it('asks for the entry first, then the preloads a few per task, in order', async () => {
    const { JSDOM } = await import('jsdom');
    const chunks = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    const drawn =
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
      chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') +
      '</head><body><div id="root"><main><h1>Drawn</h1></main></div></body></html>';
    const dom = new JSDOM(scriptsAfterPaint(drawn), { runScripts: 'dangerously', pretendToBeVisual: true });
    // A mutation observer hears each task's additions at once: one record list per task.
    const perTask: number[] = [];
    new dom.window.MutationObserver((records) =>
      perTask.push(records.reduce((count, record) => count + record.addedNodes.length, 0)),
    ).observe(dom.window.document.head, { childList: true });
    const asked = () =>
      [...dom.window.document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((element) =>
        element.getAttribute(element.tagName === 'SCRIPT' ? 'src' : 'href'),
      );
    // After the painted frame: the entry and the first few preloads, in one task.
    await new Promise((resolve) => dom.window.setTimeout(resolve, 60));
    const all = asked();
    expect(all[0]).toBe('/assets/index-A1.js');
    expect(all.slice(1)).toEqual(chunks);
    // The entry with six preloads, then six, then the last two: no task starts them all.
    expect(perTask).toEqual([7, 6, 2]);
    dom.window.close();
  });
});
