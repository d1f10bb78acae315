// The real fetches of the banner carousel and the events carousel section against a fake transport:
// the request they send and how they report each kind of answer to their machines.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { createApiClient } from '../../../src/api/client';
import { createFetchBanners } from '../../../src/app/flows/banner-carousel';
import { createFetchCarouselEvents } from '../../../src/app/flows/events-carousel-section';
import { LoadRefusedError } from '../../../machines/shared/loader.types';

function clientAnswering(answer: () => Response) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://startline.test/api/v1',
    getAccessToken: () => null,
    fetch: async (request) => {
      requests.push(request);
      return answer();
    },
  });
  return { api, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function settle(logic: AnyActorLogic, input?: unknown) {
  const actor = createActor(logic, { input });
  const settled = toPromise(actor).then(
    (output: unknown) => ({ status: 'done' as const, output }),
    (error: unknown) => ({ status: 'error' as const, error }),
  );
  actor.start();
  return settled;
}

const banner = {
  id: 3,
  title: 'Run Mumbai in the Monsoon',
  description: null,
  promotional_banner_url: '/seed/promo-mumbai-monsoon-half-marathon.svg',
  sub_event_uuid: '11111111-2222-4333-8444-555555555555',
  sub_event_id: 9,
  sub_event_name: 'Half Marathon',
};

describe('createFetchBanners', () => {
  it('asks GET /promotional-banners and maps each banner to a slide', async () => {
    const { api, requests } = clientAnswering(() =>
      json({ success: true, message: 'ok', data: { banners: [banner] } }),
    );
    const result = await settle(createFetchBanners(api));
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/promotional-banners']);
    expect(result).toEqual({
      status: 'done',
      output: [
        {
          id: 3,
          title: 'Run Mumbai in the Monsoon',
          description: '',
          image: '/seed/promo-mumbai-monsoon-half-marathon.svg',
          subEventUuid: '11111111-2222-4333-8444-555555555555',
        },
      ],
    });
  });

  it('throws LoadRefusedError on success false, and a plain Error on an HTTP failure', async () => {
    const refused = clientAnswering(() => json({ success: false, message: 'none', data: { banners: [] } }));
    const refusal = await settle(createFetchBanners(refused.api));
    expect(refusal.status === 'error' && refusal.error).toBeInstanceOf(LoadRefusedError);
    const broken = clientAnswering(() => json({ success: false, message: 'boom', error: 'boom' }, 500));
    const result = await settle(createFetchBanners(broken.api));
    expect(result.status === 'error' && result.error).toBeInstanceOf(Error);
    expect(result.status === 'error' && result.error).not.toBeInstanceOf(LoadRefusedError);
  });
});

describe('createFetchCarouselEvents', () => {
  it('sends page, limit 20 and the tab as filter-by', async () => {
    const { api, requests } = clientAnswering(() =>
      json({
        success: true,
        message: 'ok',
        data: [],
        pagination: { current_page: 1, per_page: 20, total: 0, total_pages: 0 },
      }),
    );
    const result = await settle(createFetchCarouselEvents(api), { page: 1, limit: 20, filterBy: 'upcoming' });
    expect(result).toEqual({ status: 'done', output: [] });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/v1/sub-events/public');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      limit: '20',
      'filter-by': 'upcoming',
      fields: 'card',
    });
  });

  it('reports an HTTP failure as a failed request', async () => {
    const { api } = clientAnswering(() => json({ success: false, message: 'boom', error: 'boom' }, 500));
    const result = await settle(createFetchCarouselEvents(api), { page: 1, limit: 20, filterBy: 'all' });
    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.error instanceof LoadRefusedError).toBe(false);
  });

  it("reports a 2xx answer with success false as the server's refusal", async () => {
    const { api } = clientAnswering(() => json({ success: false, message: 'no', data: [] }));
    const result = await settle(createFetchCarouselEvents(api), { page: 1, limit: 20, filterBy: 'all' });
    expect(result.status === 'error' && result.error instanceof LoadRefusedError).toBe(true);
  });
});
