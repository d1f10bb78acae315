// The one-process deployment: the built app's client-side routes, the runtime config and the
// error envelope for unknown API routes.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { contentSecurityPolicy } from '../../../server/web';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import type { FastifyInstance } from 'fastify';

let staticDir: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'startline-static-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Startline</title><div id="root"></div>');
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  database = await createTestDatabase();
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: staticDir });
  ({ app } = await buildApp({ db: database.db, config, serveStatic: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it.each(['/', '/events', '/event/abc/multi-registration', '/my-orders/12'])(
    'answers %s with the app document under a strict CSP',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['content-security-policy']).toContain("script-src 'self'");
        expect(response.headers['content-security-policy']).toContain("object-src 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        if (method === 'GET') expect(response.body).toContain('<div id="root">');
      }
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown API route and a missing file with the JSON error envelope', async () => {
    for (const url of ['/api/v1/no-such-call', '/assets/missing.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: expect.stringContaining('not found') });
    }
  });

  it('hands the app its runtime config', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      apiBaseUrl: '/api/v1',
      checkoutScriptUrl: '/sandbox/checkout.js',
      mapEmbedUrl: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/),
      company: { gstin: expect.stringMatching(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/) },
    });
  });
});

describe('the Route Map embed in the CSP', () => {
  it('lets the page frame the configured map, and nothing new for the default', () => {
    const frameSrc = (env: Record<string, string>) =>
      contentSecurityPolicy(loadConfig(env))
        .split('; ')
        .find((directive) => directive.startsWith('frame-src'));
    expect(frameSrc({})).toBe(
      "frame-src 'self' https://www.google.com https://maps.google.com https://www.openstreetmap.org",
    );
    expect(frameSrc({ MAP_EMBED_URL: 'https://maps.example.in/embed?city=Pune' })).toContain(
      'https://www.openstreetmap.org https://maps.example.in',
    );
  });
});
