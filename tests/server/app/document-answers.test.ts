// The documents of /, /events and an event page carry the API's own first answers for an anonymous
// caller and preload the page's largest image (server/document-answers.ts), on a real database.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { documentAnswersPlanFor } from '../../../server/document-answers';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const INDEX_HTML =
  '<!doctype html><html><head><title>Startline</title></head><body><div id="root"></div></body></html>';

let staticDir: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'startline-answers-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
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

/** The answers a document carries, by request path. */
function answersIn(html: string): Record<string, { status: number; body: unknown }> {
  const match = /<script type="application\/json" id="startline-answers">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the document carries no answers');
  return JSON.parse(match[1]) as Record<string, { status: number; body: unknown }>;
}

async function apiAnswer(url: string): Promise<unknown> {
  return (await app.inject({ method: 'GET', url })).json();
}

async function firstEvent(): Promise<{ sub_event_uuid: string; banner_url_path: string | null }> {
  const body = (await apiAnswer('/api/v1/sub-events/public?page=1&limit=1')) as {
    data: { sub_event_uuid: string; banner_url_path: string | null }[];
  };
  const event = body.data[0];
  if (!event) throw new Error('the demo catalogue has no public event');
  return event;
}

describe('documents that carry their first answers', () => {
  it('gives the landing page its events and banners, exactly as the API answers them', async () => {
    const response = await app.inject({ method: 'GET', url: '/?utm_source=newsletter' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const answers = answersIn(response.body);
    const events = '/api/v1/sub-events/public?page=1&limit=10&fields=card';
    expect(Object.keys(answers).sort()).toEqual(['/api/v1/promotional-banners', events]);
    expect(answers[events]).toEqual({ status: 200, body: await apiAnswer(events) });
    expect(answers['/api/v1/promotional-banners']?.body).toEqual(await apiAnswer('/api/v1/promotional-banners'));
  });

  it('gives /events its first page and facets and preloads the first card image', async () => {
    const response = await app.inject({ method: 'GET', url: '/events' });
    const answers = answersIn(response.body);
    const list = '/api/v1/sub-events/public?page=1&limit=12&fields=card';
    expect(Object.keys(answers).sort()).toEqual(['/api/v1/sub-events/public/facets', list]);
    const first = (answers[list]?.body as { data: { banner_url_path: string }[] }).data[0];
    expect(first?.banner_url_path).toBeTruthy();
    expect(response.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${first?.banner_url_path}"></head>`,
    );
  });

  it('gives an event page its event and preloads its banner', async () => {
    const event = await firstEvent();
    const response = await app.inject({ method: 'GET', url: `/event/${event.sub_event_uuid}` });
    const detail = `/api/v1/sub-events/public?sub_event_uuid=${event.sub_event_uuid}`;
    expect(answersIn(response.body)).toEqual({ [detail]: { status: 200, body: await apiAnswer(detail) } });
    expect(response.body).toContain(`rel="preload" as="image" fetchpriority="high" href="${event.banner_url_path}"`);
  });

  it('leaves filtered lists, unknown events and other pages to the app', async () => {
    for (const url of ['/events?category=Athletic', '/event/not-a-uuid', '/my-orders', '/login']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('startline-answers');
      expect(response.body).not.toContain('rel="preload" as="image"');
    }
    const unknown = await app.inject({ method: 'GET', url: '/event/00000000-0000-4000-8000-000000000000' });
    // The API answers an unknown uuid with an empty list: carried, and the app says 'Event not found'.
    expect(unknown.body).not.toContain('rel="preload" as="image"');
  });

  it('revalidates the document by its ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/events' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"/);
    const again = await app.inject({ method: 'GET', url: '/events', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('cannot be closed early by an event name that holds a script tag', async () => {
    const plan = documentAnswersPlanFor('/events', '');
    expect(plan?.requests).toHaveLength(2);
    await database.db.execute(
      // A hostile organiser's name, straight into the catalogue.
      (await import('drizzle-orm')).sql`UPDATE event_masters SET name = '</script><script>alert(1)</script>'`,
    );
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(JSON.stringify(answersIn(response.body))).toContain('</script><script>alert(1)</script>');
  });
});
