// /, /events and an event page come drawn inside their document (server/document-answers.ts): the
// build's renderer (src/domain/server-render.ts) draws the page from the answers the document carries,
// and the document says when they were read, so the browser's first render, which hydrates that
// markup, draws the same page on the same clock. A visit that brings UTM parameters (or, on /events,
// any query), and every other route, gets the empty #root the app fills itself. A drawn document asks
// for its scripts once it is painted (server/scripts-after-paint.ts). On a real database.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { SCRIPTS_AFTER_PAINT_CSP_SOURCE } from '../../../server/scripts-after-paint';
import type { SubEventForDetail } from '../../../src/domain/event-detail';
import { SERVER_RENDER_FILE } from '../../../src/domain/server-render';
import { escapeHtml } from '../../../src/domain/escape-html';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index-Zz99.js"></script>';
const INDEX_HTML = `<!doctype html><html><head><title>Startline</title>${ENTRY_SCRIPT}</head><body><div id="root"></div></body></html>`;

// The build's renderer, reduced to what the server hands it: where, when, the config, and each answer
// by its address with the name of its first event. It counts its renders, and fails for a path that
// asks it to.
const RENDERER = `
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export async function renderPage({ pathname, search, config, readAt, answers, language }) {
  globalThis.startlineTestRenders = (globalThis.startlineTestRenders ?? 0) + 1;
  if (search.includes('fail=draw')) throw new Error('the renderer failed');
  const drawn = Object.keys(answers).sort().map((address) =>
    '<p data-address="' + escape(address) + '">' + escape(answers[address].data?.[0]?.name ?? '') + '</p>').join('');
  return '<main id="main" data-language="' + (language ?? 'en') + '" data-page="' + escape(pathname + search) + '" data-read-at="' + readAt + '" data-api="' +
    escape(config.apiBaseUrl) + '">' + drawn + '</main>';
}
`;
const renders = () => (globalThis as { startlineTestRenders?: number }).startlineTestRenders ?? 0;

let staticDir: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'startline-drawn-pages-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  // What the build writes: each route's chunks, and the renderer.
  await writeFile(
    path.join(staticDir, 'route-preloads.json'),
    JSON.stringify([
      { path: '/', js: ['assets/LandingPage-Ab12.js'], css: ['assets/LandingPage-Cd34.css'] },
      { path: '/events', js: ['assets/EventsPage-Ef56.js'], css: [] },
      { path: '/event/:eventUuid', js: ['assets/EventDetail-Gh78.js'], css: [] },
    ]),
  );
  await writeFile(path.join(staticDir, SERVER_RENDER_FILE), RENDERER);
  database = await createTestDatabase({ seed: 'demo' });
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: staticDir });
  ({ app } = await buildApp({ db: database.db, config, serveStatic: true, now: () => database.now }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(staticDir, { recursive: true, force: true });
});

async function page(url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response.body;
}

/** The drawn page inside #root, and when its answers were read, as the document says. */
function drawnPage(html: string): { markup: string; readAt: string } | null {
  const markup = /<div id="root">(<main [^]*?<\/main>)<\/div>/.exec(html)?.[1];
  if (!markup) return null;
  const readAt = /id="startline-answers" data-read-at="(\d+)"/.exec(html)?.[1];
  if (!readAt) throw new Error('the document does not say when its answers were read');
  return { markup, readAt };
}

describe('the landing, drawn inside the document', () => {
  it('is drawn inside #root from its answers, beside its stylesheet, on the clock the document carries', async () => {
    const html = await page('/');
    const drawn = drawnPage(html);
    expect(drawn?.markup).toContain('data-page="/"');
    expect(drawn?.markup).toContain(`data-read-at="${drawn?.readAt}"`);
    expect(drawn?.markup).toContain('data-api="/api/v1"');
    expect(drawn?.markup).toContain('data-address="/api/v1/sub-events/public?page=1&amp;limit=10&amp;fields=card"');
    expect(drawn?.markup).toContain('data-address="/api/v1/promotional-banners"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LandingPage-Cd34.css">');
  });

  it('asks for its scripts once the page is painted: the loader lists the entry, then the chunks', async () => {
    const html = await page('/');
    expect(html).not.toContain(ENTRY_SCRIPT);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script type="application/json" id="startline-scripts">["/assets/index-Zz99.js","/assets/LandingPage-Ab12.js"]</script>',
    );
  });

  it('is drawn for a query without UTM parameters, with the query', async () => {
    expect(drawnPage(await page('/?ref=poster'))?.markup).toContain('data-page="/?ref=poster"');
  });

  it.each(['/?utm_source=newsletter', '/?utm_campaign=monsoon-10k&x=1'])(
    'leaves #root empty for %s, whose links the app must give the UTM parameters',
    async (url) => {
      const html = await page(url);
      expect(html).toContain('<div id="root"></div>');
      // The rest of the landing's document stays: its chunks, asked for at once, and its answers.
      expect(html).toContain(ENTRY_SCRIPT);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LandingPage-Ab12.js">');
      expect(html).toContain('id="startline-answers"');
    },
  );

  it.each(['/events?search=marathon', '/login', '/my-orders'])('leaves #root empty on %s', async (url) => {
    expect(await page(url)).toContain('<div id="root"></div>');
  });

  it('is drawn once for the same answers, and the documents carry the same clock', async () => {
    await page('/?ref=twice');
    const before = renders();
    const first = drawnPage(await page('/?ref=twice'));
    const second = drawnPage(await page('/?ref=twice'));
    expect(renders()).toBe(before);
    expect(second).toEqual(first);
  });

  it('is left to the app when the renderer fails, with the answers still in the document', async () => {
    const html = await page('/?fail=draw');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="startline-answers"');
    expect(html).toContain(ENTRY_SCRIPT);
  });
});

async function firstEvent(): Promise<{ uuid: string; name: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/sub-events/public?page=1&limit=1' });
  const [event] = response.json<{ data: { sub_event_uuid: string }[] }>().data;
  if (!event) throw new Error('the demo data has no public event');
  const detail = await app.inject({
    method: 'GET',
    url: `/api/v1/sub-events/public?sub_event_uuid=${event.sub_event_uuid}`,
  });
  const [full] = detail.json<{ data: SubEventForDetail[] }>().data;
  if (!full) throw new Error('the event has no detail');
  // As the API names it in the answer the page is drawn from.
  return { uuid: event.sub_event_uuid, name: full.name ?? '' };
}

// Issue 30: the language chosen on the visitor's device (its cookie) is the one the page is drawn and labelled in.
describe('a page drawn in the language the visitor chose', () => {
  it('is drawn in Hindi for the Hindi cookie, says so in <html lang>, and varies by cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/events', headers: { cookie: 'a=1; startline_lang=hi' } });
    expect(response.body).toMatch(/^<!doctype html><html lang="hi">/);
    expect(drawnPage(response.body)?.markup).toContain('data-language="hi"');
    expect(response.headers.vary).toMatch(/\bCookie\b/);
  });

  it('is not handed the Hindi page drawn a moment before, without the cookie or with an unknown language', async () => {
    await app.inject({ method: 'GET', url: '/events', headers: { cookie: 'startline_lang=hi' } });
    for (const cookie of [undefined, 'startline_lang=fr']) {
      const response = await app.inject({ method: 'GET', url: '/events', headers: cookie ? { cookie } : {} });
      expect(response.body).toMatch(/^<!doctype html><html lang="en-IN">/);
      expect(drawnPage(response.body)?.markup).toContain('data-language="en"');
    }
  });

  it('labels a page the app draws itself in Hindi too', async () => {
    const response = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'startline_lang=hi' } });
    expect(response.body).toMatch(/^<!doctype html><html lang="hi">/);
  });
});

describe("the build's files for the server", () => {
  it.each([`/${SERVER_RENDER_FILE}`, '/route-preloads.json'])('are not served: %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(expect.objectContaining({ success: false }));
  });
});

describe('an event page, drawn inside the document', () => {
  it("is drawn from the event's answer, with scripts after paint", async () => {
    const event = await firstEvent();
    const drawn = drawnPage(await page(`/event/${event.uuid}`));
    expect(drawn?.markup).toContain(
      `<p data-address="/api/v1/sub-events/public?sub_event_uuid=${event.uuid}">${escapeHtml(event.name)}</p>`,
    );
    const html = await page(`/event/${event.uuid}`);
    expect(html).not.toContain(ENTRY_SCRIPT);
    expect(html).toContain('id="startline-scripts">["/assets/index-Zz99.js","/assets/EventDetail-Gh78.js"]</script>');
  });

  it("is left to the app for the page's view for its registered participants (?from=my-events)", async () => {
    const event = await firstEvent();
    const html = await page(`/event/${event.uuid}?from=my-events`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(ENTRY_SCRIPT);
  });

  it('is left to the app for a visit with UTM parameters', async () => {
    const event = await firstEvent();
    const html = await page(`/event/${event.uuid}?utm_source=whatsapp`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(ENTRY_SCRIPT);
  });

  it("allows the loader by its hash in the document's CSP", async () => {
    const event = await firstEvent();
    const response = await app.inject({ method: 'GET', url: `/event/${event.uuid}` });
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' ${SCRIPTS_AFTER_PAINT_CSP_SOURCE}`,
    );
  });
});

describe('the events listing, drawn inside the document', () => {
  it('is drawn from the first page the document carries and the catalogue facets, with scripts after paint', async () => {
    const listing = await app.inject({ method: 'GET', url: '/api/v1/sub-events/public?page=1&limit=12&fields=card' });
    const first = listing.json<{ data: { name: string }[] }>().data[0];
    const html = await page('/events');
    const drawn = drawnPage(html);
    expect(drawn?.markup).toContain(
      `<p data-address="/api/v1/sub-events/public?page=1&amp;limit=12&amp;fields=card">${escapeHtml(first?.name ?? '')}</p>`,
    );
    expect(drawn?.markup).toContain('data-address="/api/v1/sub-events/public/facets"');
    expect(html).not.toContain(ENTRY_SCRIPT);
    expect(html).toContain('id="startline-scripts">["/assets/index-Zz99.js","/assets/EventsPage-Ef56.js"]</script>');
  });

  it.each(['/events?search=marathon', '/events?utm_source=instagram'])('is left to the app for %s', async (url) => {
    const html = await page(url);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(ENTRY_SCRIPT);
  });
});
