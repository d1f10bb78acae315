// The landing's document arrives with its first screen inside #root (server/route-documents.ts), so
// a phone paints the header and hero before any script runs; an event page's, with the event's banner
// and title filled in from its answer; the listing's, with its first page of cards drawn by the build's
// renderer. A visit that brings UTM parameters (or, on /events, any query), and every other route, gets
// the empty #root the app fills itself. A document with a first screen asks for its scripts once it
// is painted (server/scripts-after-paint.ts). On a real database: / also carries its first answers.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { SCRIPTS_AFTER_PAINT_CSP_SOURCE } from '../../../server/scripts-after-paint';
import { toEventDetail, type SubEventForDetail } from '../../../src/domain/event-detail';
import { FIRST_SCREENS_RENDERER_FILE } from '../../../src/domain/first-screen-renderer';
import { escapeHtml } from '../../../src/domain/escape-html';
import { toListingItem, type SubEventForListing } from '../../../src/domain/listing';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index-Zz99.js"></script>';
const INDEX_HTML = `<!doctype html><html><head><title>Startline</title>${ENTRY_SCRIPT}</head><body><div id="root"></div></body></html>`;
const LANDING_SCREEN = '<div class="app-shell"><main id="main"><h1>Your next start line is waiting</h1></main></div>';

// The build's renderer, reduced to what the server hands it: the event's name and banner, and the
// first page of cards as the app holds it.
const RENDERER = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
export function renderEventFirstScreen({ name, bannerImage }) {
  return '<div class="app-shell"><main id="main"><img src="' + escape(bannerImage) + '" alt="' + escape(name) + ' banner"><h1>' +
    escape(name) + '</h1></main></div>';
}
export function renderEventsFirstScreen({ items, pagination }) {
  const cards = items.map((item) => '<li data-uuid="' + item.uuid + '">' + escape(item.title) + '</li>').join('');
  return '<main id="main"><h1>Discover Events</h1><p>' + pagination.total + ' events, page ' + pagination.currentPage +
    ' of ' + pagination.totalPages + '</p><ul>' + cards + '</ul></main>';
}
`;

let staticDir: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'startline-first-screens-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  // What the build writes: each route's chunks, and the first screens it rendered.
  await writeFile(
    path.join(staticDir, 'route-preloads.json'),
    JSON.stringify([
      { path: '/', js: ['assets/LandingPage-Ab12.js'], css: ['assets/LandingPage-Cd34.css'] },
      { path: '/events', js: ['assets/EventsPage-Ef56.js'], css: [] },
      { path: '/event/:eventUuid', js: ['assets/EventDetail-Gh78.js'], css: [] },
    ]),
  );
  await writeFile(path.join(staticDir, 'first-screens.json'), JSON.stringify({ '/': LANDING_SCREEN }));
  await writeFile(path.join(staticDir, FIRST_SCREENS_RENDERER_FILE), RENDERER);
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

describe('first screens inside the document', () => {
  it('draws the landing inside #root, beside its stylesheet and its first answers', async () => {
    const html = await page('/');
    expect(html).toContain(`<div id="root">${LANDING_SCREEN}</div>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LandingPage-Cd34.css">');
    expect(html).toContain('id="startline-answers"');
  });

  it('asks for its scripts once the screen is painted: the loader lists the entry, then the chunks', async () => {
    const html = await page('/');
    expect(html).not.toContain(ENTRY_SCRIPT);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script type="application/json" id="startline-scripts">["/assets/index-Zz99.js","/assets/LandingPage-Ab12.js"]</script>',
    );
  });

  it('keeps it for a query without UTM parameters', async () => {
    expect(await page('/?ref=poster')).toContain(`<div id="root">${LANDING_SCREEN}</div>`);
  });

  it.each(['/?utm_source=newsletter', '/?utm_campaign=monsoon-10k&x=1'])(
    'leaves #root empty for %s, whose links the app must give the UTM parameters',
    async (url) => {
      const html = await page(url);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(LANDING_SCREEN);
      // The rest of the landing's document stays: its chunks, asked for at once, and its answers.
      expect(html).toContain(ENTRY_SCRIPT);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LandingPage-Ab12.js">');
      expect(html).toContain('id="startline-answers"');
    },
  );

  it.each(['/events?search=marathon', '/login', '/my-orders'])('leaves #root empty on %s', async (url) => {
    const html = await page(url);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(LANDING_SCREEN);
  });
});

async function firstEvent(): Promise<{ uuid: string; name: string; banner: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/sub-events/public?page=1&limit=1' });
  const [event] = response.json<{ data: { sub_event_uuid: string }[] }>().data;
  if (!event) throw new Error('the demo data has no public event');
  const detail = await app.inject({
    method: 'GET',
    url: `/api/v1/sub-events/public?sub_event_uuid=${event.sub_event_uuid}`,
  });
  const [full] = detail.json<{ data: SubEventForDetail[] }>().data;
  if (!full) throw new Error('the event has no detail');
  const shown = toEventDetail(full);
  return { uuid: event.sub_event_uuid, name: shown.name, banner: shown.bannerImage };
}

describe("the build's files for the server", () => {
  it.each(['/first-screens.json', `/${FIRST_SCREENS_RENDERER_FILE}`, '/route-preloads.json'])(
    'are not served: %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(expect.objectContaining({ success: false }));
    },
  );
});

describe("an event page's first screen", () => {
  it("is drawn with the event's name and banner from its answer, with scripts after paint", async () => {
    const event = await firstEvent();
    const html = await page(`/event/${event.uuid}`);
    const name = escapeHtml(event.name);
    expect(html).toContain(
      `<div id="root"><div class="app-shell"><main id="main"><img src="${event.banner}" alt="${name} banner"><h1>${name}</h1></main></div></div>`,
    );
    expect(html).not.toContain(ENTRY_SCRIPT);
    expect(html).toContain('id="startline-scripts">["/assets/index-Zz99.js","/assets/EventDetail-Gh78.js"]</script>');
    // The answer the screen was filled from comes too, so the app draws the same event.
    expect(html).toContain(`/api/v1/sub-events/public?sub_event_uuid=${event.uuid}`);
  });

  it('is left out for an event that is not there, and the scripts are asked for at once', async () => {
    const html = await page('/event/00000000-0000-4000-8000-000000000000');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('{{');
    expect(html).toContain(ENTRY_SCRIPT);
  });

  it('is left out for a visit with UTM parameters', async () => {
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

describe("the events listing's first screen", () => {
  async function firstPage() {
    const response = await app.inject({ method: 'GET', url: '/api/v1/sub-events/public?page=1&limit=12&fields=card' });
    return response.json<{ data: SubEventForListing[]; pagination: { total: number; total_pages: number } }>();
  }

  it("is drawn by the build's renderer from the first page the document carries, with scripts after paint", async () => {
    const answer = await firstPage();
    const html = await page('/events');
    const cards = answer.data
      .map((subEvent) => toListingItem(subEvent, new Date()))
      .map((card) => `<li data-uuid="${card.uuid}">${escapeHtml(card.title)}</li>`)
      .join('');
    expect(html).toContain(
      `<div id="root"><main id="main"><h1>Discover Events</h1><p>${answer.pagination.total} events, page 1 of ${answer.pagination.total_pages}</p><ul>${cards}</ul></main></div>`,
    );
    expect(html).not.toContain(ENTRY_SCRIPT);
    expect(html).toContain('id="startline-scripts">["/assets/index-Zz99.js","/assets/EventsPage-Ef56.js"]</script>');
    // The answer the cards were drawn from comes too, so the app draws the same cards.
    expect(html).toContain('"/api/v1/sub-events/public?page=1\\u0026limit=12\\u0026fields=card"');
  });

  it.each(['/events?search=marathon', '/events?utm_source=instagram'])('is left out for %s', async (url) => {
    const html = await page(url);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(ENTRY_SCRIPT);
  });
});
