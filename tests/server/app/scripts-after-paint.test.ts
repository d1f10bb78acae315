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

/** A document just big enough for the loader: it records what is appended to the head, task by task. */
function runLoader(html: string): string[][] {
  const [loader = ''] = inlineScripts(html);
  const listed = /<script type="application\/json" id="startline-scripts">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]';
  const tasks: (() => void)[] = [];
  const perTask: string[][] = [];
  let current: string[] = [];
  const element = (tag: string) => ({ tag, href: '', src: '', rel: '', type: '', crossOrigin: '' });
  const document = {
    readyState: 'complete',
    visibilityState: 'visible',
    getElementById: (id: string) => (id === 'root' ? { addEventListener: () => undefined } : { textContent: listed }),
    createElement: element,
    head: {
      append: (node: ReturnType<typeof element>) =>
        current.push(node.tag === 'script' ? `script ${node.src}` : `${node.rel} ${node.href}`),
    },
    addEventListener: () => undefined,
  };
  const run = new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', loader);
  run(
    {},
    document,
    (callback: () => void) => tasks.push(callback),
    (callback: () => void) => tasks.push(callback),
  );
  while (tasks.length > 0) {
    current = [];
    tasks.shift()!();
    if (current.length > 0) perTask.push(current);
  }
  return perTask;
}

describe('the loader, run', () => {
  it('asks for the entry first, then the preloads six per task, in order', () => {
    const chunks = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    const drawn =
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
      chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') +
      '</head><body><div id="root"><main><h1>Drawn</h1></main></div></body></html>';
    const perTask = runLoader(scriptsAfterPaint(drawn));
    expect(perTask.map((task) => task.length)).toEqual([7, 6, 2]);
    expect(perTask.flat()).toEqual(['script /assets/index-A1.js', ...chunks.map((href) => `modulepreload ${href}`)]);
  });
});
