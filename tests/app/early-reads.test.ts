// A signed-in page's first read, asked early and handed to the app once (src/app/early-reads.ts). The
// network is a recording function; the browser walk is e2e/early-reads.spec.ts.
import { describe, expect, it } from 'vitest';
import { answeringEarly, startEarlyRead } from '../../src/app/early-reads';
import { ORDERS_PAGE_SIZE } from '../../src/domain/constants';

const ORIGIN = 'https://startline.example';

function recordingNetwork() {
  const asked: Request[] = [];
  const fetch = (request: Request) => {
    asked.push(request);
    return Promise.resolve(new Response(JSON.stringify({ n: asked.length }), { status: 200 }));
  };
  return { asked, fetch };
}

const appRequest = (path: string, token = 'token-1', method = 'GET') =>
  new Request(`${ORIGIN}/api/v1${path}`, { method, headers: { Authorization: `Bearer ${token}` } });

describe('startEarlyRead', () => {
  const start = (accessToken: string | null, pathname = '/my-orders', fetch = recordingNetwork().fetch) =>
    startEarlyRead({ pathname, search: '', apiBaseUrl: '/api/v1/', origin: ORIGIN, accessToken, fetch });

  it('asks with the stored token at the API address from config.json', () => {
    const network = recordingNetwork();
    const read = start('token-1', '/my-orders', network.fetch);
    expect(network.asked.map((request) => [request.url, request.headers.get('Authorization')])).toEqual([
      [`${ORIGIN}/api/v1/orders/?page=1&per_page=${ORDERS_PAGE_SIZE}`, 'Bearer token-1'],
    ]);
    expect(read?.authorization).toBe('Bearer token-1');
  });

  it('asks nothing when nobody is signed in, or the route reads nothing first', () => {
    const network = recordingNetwork();
    expect(start(null, '/my-orders', network.fetch)).toBeNull();
    expect(start('token-1', '/about-us', network.fetch)).toBeNull();
    expect(network.asked).toEqual([]);
  });
});

describe('answeringEarly', () => {
  function setUp(loadedAt = 0) {
    const early = recordingNetwork();
    const later = recordingNetwork();
    const read = startEarlyRead({
      pathname: '/my-orders',
      search: '',
      apiBaseUrl: '/api/v1',
      origin: ORIGIN,
      accessToken: 'token-1',
      fetch: early.fetch,
    });
    const fetch = answeringEarly({ earlyRead: () => read, sincePageLoad: () => loadedAt, fetch: later.fetch });
    return { fetch, later };
  }
  const ordersPath = `/orders/?per_page=${ORDERS_PAGE_SIZE}&page=1`;

  it('hands the early answer to the same GET with the same token, whatever the order of its query', async () => {
    const { fetch, later } = setUp();
    expect(await (await fetch(appRequest(ordersPath))).json()).toEqual({ n: 1 });
    expect(later.asked).toEqual([]);
  });

  it('hands it out once: the next read of the same page goes to the network', async () => {
    const { fetch, later } = setUp();
    await fetch(appRequest(ordersPath));
    await fetch(appRequest(ordersPath));
    expect(later.asked).toHaveLength(1);
  });

  it.each([
    ['another token (after a refresh)', appRequest(ordersPath, 'token-2')],
    ['another page', appRequest(`/orders/?page=2&per_page=${ORDERS_PAGE_SIZE}`)],
    ['another method', appRequest(ordersPath, 'token-1', 'POST')],
  ])('leaves %s to the network', async (_, request) => {
    const { fetch, later } = setUp();
    await fetch(request);
    expect(later.asked).toEqual([request]);
  });

  it('leaves a read made long after the page loaded to the network', async () => {
    const { fetch, later } = setUp(60_000);
    await fetch(appRequest(ordersPath));
    expect(later.asked).toHaveLength(1);
  });

  it('asks the network when the early read failed', async () => {
    const later = recordingNetwork();
    const read = startEarlyRead({
      pathname: '/my-orders',
      search: '',
      apiBaseUrl: '/api/v1',
      origin: ORIGIN,
      accessToken: 'token-1',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const fetch = answeringEarly({ earlyRead: () => read, sincePageLoad: () => 0, fetch: later.fetch });
    expect(await (await fetch(appRequest(ordersPath))).json()).toEqual({ n: 1 });
    expect(later.asked).toHaveLength(1);
  });
});
