// The landing's document arrives with its first screen inside #root (server/route-documents.ts), so
// a phone paints the header and hero before any script runs; a visit that brings UTM parameters, and
// every other route, gets the empty #root the app fills itself. On a real database: / also carries
// its first answers.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const INDEX_HTML =
  '<!doctype html><html><head><title>Startline</title></head><body><div id="root"></div></body></html>';
const LANDING_SCREEN = '<div class="app-shell"><main id="main"><h1>Your next start line is waiting</h1></main></div>';

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
    ]),
  );
  await writeFile(path.join(staticDir, 'first-screens.json'), JSON.stringify({ '/': LANDING_SCREEN }));
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
  it('draws the landing inside #root, beside its chunks and its first answers', async () => {
    const html = await page('/');
    expect(html).toContain(`<div id="root">${LANDING_SCREEN}</div>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LandingPage-Cd34.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LandingPage-Ab12.js">');
    expect(html).toContain('id="startline-answers"');
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
      // The rest of the landing's document stays: its chunks and answers.
      expect(html).toContain('href="/assets/LandingPage-Ab12.js"');
      expect(html).toContain('id="startline-answers"');
    },
  );

  it.each(['/events', '/login', '/my-orders'])('leaves #root empty on %s', async (url) => {
    const html = await page(url);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(LANDING_SCREEN);
  });
});
