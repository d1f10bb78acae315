// `npm start` serves like production: brotli or gzip by Accept-Encoding (precompressed files for the
// build, on the fly for JSON answers), immutable caching for hashed assets, revalidation for the
// document and /config.json. Headers are asserted, never timings.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { negotiateEncoding } from '../../../server/compression';
import { loadConfig } from '../../../server/config';
import { precompressDirectory } from '../../../scripts/precompress';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const SCRIPT = `export const greeting = ${JSON.stringify('Namaste from the start line. '.repeat(200))};\n`;
const STYLE = `.card { color: #c2410c; }\n`.repeat(120);
const DOCUMENT = `<!doctype html><html lang="en-IN"><head><title>Startline</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`;

let staticDir: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'startline-compress-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), DOCUMENT);
  await writeFile(path.join(staticDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(staticDir, 'assets', 'index-Ef56Gh78.css'), STYLE);
  await writeFile(path.join(staticDir, 'assets', 'tiny-Ij90Kl12.js'), 'export {};\n');
  await writeFile(
    path.join(staticDir, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  );
  // What the build's route-preloads plugin writes: the event page's chunks beyond the entry.
  await writeFile(
    path.join(staticDir, 'route-preloads.json'),
    JSON.stringify([
      {
        path: '/event/:eventUuid',
        js: ['assets/EventDetailScreen-Mn34Op56.js'],
        css: ['assets/EventDetailScreen-Qr78.css'],
      },
    ]),
  );
  precompressDirectory(staticDir);
  database = await createTestDatabase({ seed: 'demo' });
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: staticDir });
  ({ app } = await buildApp({ db: database.db, config, serveStatic: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(staticDir, { recursive: true, force: true });
});

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('choosing an encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %j gets %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('hashed build assets', () => {
  it.each([
    ['/assets/index-Ab12Cd34.js', SCRIPT, /javascript/],
    ['/assets/index-Ef56Gh78.css', STYLE, /text\/css/],
  ])('%s goes out precompressed, cached for a year as immutable', async (url, original, type) => {
    for (const [acceptEncoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(decode(expected, response.rawPayload)).toBe(original);
      if (expected) expect(response.rawPayload.length).toBeLessThan(original.length / 3);
    }
  });

  it('sends a file too small to compress as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/tiny-Ij90Kl12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};\n');
  });

  it('revalidates files outside /assets/ instead of caching them for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
  });
});

/** The document as built, without the first answers and image preload / and /events carry (document-answers.test.ts). */
function asBuilt(html: string): string {
  return html
    .replace(/<script type="application\/json" id="startline-answers">[^<]*<\/script>/, '')
    .replace(/<link rel="preload" as="image"[^>]*>/, '');
}

describe('the app document', () => {
  it.each(['/', '/events', '/my-orders'])(
    '%s is compressed, revalidated and answered 304 when unchanged',
    async (url) => {
      const first = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers['content-type']).toMatch(/^text\/html/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-security-policy']).toContain("script-src 'self'");
      expect(String(first.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(asBuilt(decode('br', first.rawPayload))).toBe(DOCUMENT);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);

      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(asBuilt(plain.body)).toBe(DOCUMENT);
    },
  );

  it("names a route's own chunks in its document, so they download beside the entry", async () => {
    const response = await app.inject({ method: 'GET', url: '/event/6f1c2a?utm_source=x' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/EventDetailScreen-Mn34Op56.js">',
    );
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/EventDetailScreen-Qr78.css">');
    expect(response.body.indexOf('EventDetailScreen')).toBeLessThan(response.body.indexOf('</head>'));
    const other = await app.inject({ method: 'GET', url: '/event/6f1c2a/multi-registration' });
    expect(other.body).toBe(DOCUMENT);
  });
});

describe('the runtime config', () => {
  it('is revalidated with an ETag, never stored for good', async () => {
    const first = await app.inject({ method: 'GET', url: '/config.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toMatchObject({ apiBaseUrl: '/api/v1' });
    const again = await app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const changed = await app.inject({ method: 'GET', url: '/config.json', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });
});

describe('JSON answers', () => {
  const listUrl = '/api/v1/sub-events/public?page=1&page_size=12';

  it('compresses a list answer over 1 KiB for a client that accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: listUrl });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');

    for (const encoding of ['br', 'gzip'] as const) {
      const response = await app.inject({ method: 'GET', url: listUrl, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(plain.json());
    }
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });
});
