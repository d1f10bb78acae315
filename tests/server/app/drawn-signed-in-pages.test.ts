// My Orders and an invoice come drawn inside their document when the page request carries the session's
// cookie (src/domain/page-session.ts, server/document-answers.ts): the server asks the API for the page's
// first read as that person, in-process, and the build's renderer draws the page from it. The document
// is theirs alone (private, no-store); without the cookie, with a token the API refuses, for an order that
// is not theirs, or on a signed-in page the app draws itself, #root stays empty. On a real database.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { AppContext } from '../../../server/context';
import { loadConfig, type Config } from '../../../server/config';
import { ORDERS_PAGE_SIZE } from '../../../src/domain/constants';
import { PAGE_SESSION_COOKIE } from '../../../src/domain/page-session';
import { SERVER_RENDER_FILE } from '../../../src/domain/server-render';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createPendingTicket, createSubEvent } from '../orders/fixtures';

const INDEX_HTML =
  '<!doctype html><html><head><title>Startline</title><script type="module" crossorigin src="/assets/index-Zz99.js"></script></head><body><div id="root"></div></body></html>';

// The build's renderer, reduced to what the server hands it: the page, and each answer by its address
// with what it says (the orders' count, or the invoice's number).
const RENDERER = `
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export async function renderPage({ pathname, answers }) {
  const drawn = Object.keys(answers).map((address) => {
    const body = answers[address];
    const said = body.message?.orders
      ? body.message.orders.length + ' orders'
      : body.message?.participants
        ? body.message.participants.length + ' tickets'
        : body.data?.invoice?.invoice?.invoice_number;
    return '<p data-address="' + escape(address) + '">' + escape(said ?? '') + '</p>';
  }).join('');
  return '<main id="main" data-page="' + escape(pathname) + '">' + drawn + '</main>';
}
`;

let staticDir: string;
let database: TestDatabase;
let app: FastifyInstance;
let ctx: AppContext;
let config: Config;
let buyer: TestUser;
let paidOrderUuid: string;
let pendingSubEventUuid: string;

async function payOneTicket(person: TestUser): Promise<string> {
  const subEvent = await createSubEvent(ctx.db, database.now);
  await createPendingTicket(ctx.db, {
    userId: person.id,
    subEventId: subEvent.subEventId,
    category: '10k run',
    amountPaise: 79_900,
    phone: person.mobileNumber,
  });
  const auth = { authorization: `Bearer ${person.token}` };
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/orders/create',
    headers: auth,
    payload: { sub_event_uuid: subEvent.subEventUuid },
  });
  const { order, razorpay_order: checkout } = created.json<{
    message: { order: { order_uuid: string }; razorpay_order: { order_id: string; checkout_token: string } };
  }>().message;
  await app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/complete',
    payload: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token },
  });
  const status = await app.inject({
    method: 'GET',
    url: `/api/v1/payments/status/${checkout.order_id}`,
    headers: auth,
  });
  expect(status.json<{ message: { order: { status: string } } }>().message.order.status).toBe('paid');
  return order.order_uuid;
}

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'startline-signed-in-pages-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(
    path.join(staticDir, 'route-preloads.json'),
    JSON.stringify([
      { path: '/my-orders', js: ['assets/MyOrders-Ab12.js'], css: [] },
      { path: '/my-orders/:orderId', js: ['assets/Invoice-Cd34.js'], css: [] },
      { path: '/my-events', js: ['assets/MyEvents-Ef56.js'], css: [] },
      { path: '/order-summary', js: ['assets/OrderSummary-Gh78.js'], css: [] },
    ]),
  );
  await writeFile(path.join(staticDir, SERVER_RENDER_FILE), RENDERER);
  database = await createTestDatabase({ seed: 'demo' });
  config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: staticDir });
  ({ app, ctx } = await buildApp({ db: database.db, config, serveStatic: true, now: () => database.now }));
  await app.ready();
  buyer = await createSignedInUser({ ctx, config, clock: { now: () => database.now } });
  paidOrderUuid = await payOneTicket(buyer);
  const pending = await createSubEvent(ctx.db, database.now);
  await createPendingTicket(ctx.db, {
    userId: buyer.id,
    subEventId: pending.subEventId,
    category: '10k run',
    amountPaise: 79_900,
    phone: buyer.mobileNumber,
  });
  pendingSubEventUuid = pending.subEventUuid;
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(staticDir, { recursive: true, force: true });
});

const withSession = (token: string) => ({
  cookie: `startline_lang=en; ${PAGE_SESSION_COOKIE}=${encodeURIComponent(token)}`,
});

async function document(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response;
}

const drawnMarkup = (html: string) => /<div id="root">(<main [^]*?<\/main>)<\/div>/.exec(html)?.[1] ?? null;

describe('a signed-in page drawn for the session its request carries', () => {
  it("draws My Orders from the person's first page of orders, for them alone", async () => {
    const response = await document('/my-orders', withSession(buyer.token));
    const address = `/api/v1/orders/?page=1&amp;per_page=${ORDERS_PAGE_SIZE}`;
    expect(drawnMarkup(response.body)).toBe(
      `<main id="main" data-page="/my-orders"><p data-address="${address}">1 orders</p></main>`,
    );
    // The answer rides along for the browser's first render, which hydrates the same page.
    expect(response.body).toMatch(/<script type="application\/json" id="startline-answers" data-read-at="\d+">/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers.vary).toMatch(/\bCookie\b/);
  });

  it("draws the person's invoice from its answer", async () => {
    const response = await document(`/my-orders/${paidOrderUuid}`, withSession(buyer.token));
    expect(drawnMarkup(response.body)).toMatch(
      new RegExp(
        `^<main id="main" data-page="/my-orders/${paidOrderUuid}"><p data-address="/api/v1/invoices/order/${paidOrderUuid}">SL/`,
      ),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("draws the order summary of the person's unpaid tickets for the event", async () => {
    const response = await document(`/order-summary?eventUuid=${pendingSubEventUuid}`, withSession(buyer.token));
    expect(drawnMarkup(response.body)).toBe(
      `<main id="main" data-page="/order-summary"><p data-address="/api/v1/orders/summary/${pendingSubEventUuid}">1 tickets</p></main>`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves an order summary without an unpaid order to the app, which says so', async () => {
    const response = await document(`/order-summary?eventUuid=${randomUUID()}`, withSession(buyer.token));
    expect(drawnMarkup(response.body)).toBeNull();
    expect(response.body).not.toContain('startline-answers');
  });

  it("leaves somebody else's invoice to the app, which says what the API says", async () => {
    const stranger = await createSignedInUser({ ctx, config, clock: { now: () => database.now } });
    const response = await document(`/my-orders/${paidOrderUuid}`, withSession(stranger.token));
    expect(drawnMarkup(response.body)).toBeNull();
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('startline-answers');
    expect(response.body).not.toContain(paidOrderUuid.slice(0, 8) + '"');
  });

  it.each([
    ['no cookie', {}],
    ['a token the API refuses', withSession('not-a-token')],
    ['an empty cookie', { cookie: `${PAGE_SESSION_COOKIE}=` }],
  ])('leaves My Orders to the app with %s', async (_, headers) => {
    const response = await document('/my-orders', headers);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('startline-answers');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/my-events', `/my-orders/${randomUUID()}`, '/profile'])('leaves %s to the app, signed in', async (url) => {
    const response = await document(url, withSession(buyer.token));
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('startline-answers');
  });

  it('never lets the cookie act for the person on the API', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/?page=1&per_page=${ORDERS_PAGE_SIZE}`,
      headers: withSession(buyer.token),
    });
    expect(response.statusCode).toBe(401);
  });
});
