// The real fetchEvents of the landing section against a fake transport: the query it sends and
// how it reports each kind of answer to the machine.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { createApiClient } from '../../../src/api/client';
import { createFetchLandingEvents } from '../../../src/app/flows/landing-events';
import { landingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import { LoadRefusedError } from '../../../machines/shared/loader.types';
import { loaderWith } from '../../../src/app/flows/shared/loader';

const now = new Date('2030-06-01T12:00:00+05:30');

const subEvent = {
  id: 7,
  sub_event_uuid: '11111111-2222-4333-8444-555555555555',
  event_master_name: 'Others',
  name: 'Sunrise 5K',
  event_title: 'Chennai Marina Sunrise 5K',
  description: '<p>Run along the Marina.</p>',
  event_description: null,
  start_datetime: '2030-07-01T06:00:00+05:30',
  city_name: 'Chennai',
  state_name: 'Tamil Nadu',
  entry_fee: '499.00',
  entry_fee_required: true,
  banner_url_path: '/seed/chennai-marina-sunrise-5k.svg',
  is_registered: false,
};

function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://startline.test/api/v1',
    getAccessToken: () => null,
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  return { api, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function runOnce(api: ReturnType<typeof createApiClient>, filterBy: string | undefined) {
  const actor = createActor(
    createFetchLandingEvents(api, () => now),
    {
      input: { page: 1, limit: 10, filterBy },
    },
  );
  const settled = toPromise(actor).then(
    (output) => ({ status: 'done' as const, output }),
    (error: unknown) => ({ status: 'error' as const, error }),
  );
  actor.start();
  return settled;
}

describe('createFetchLandingEvents', () => {
  it('asks for page 1, 10 events and the chip category, and maps the answer to cards', async () => {
    const { api, requests } = clientAnswering(() =>
      json({
        success: true,
        message: 'ok',
        data: [subEvent],
        pagination: { current_page: 1, per_page: 10, total: 1, total_pages: 1 },
      }),
    );
    const result = await runOnce(api, 'Athletic');
    expect(result.status).toBe('done');
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/v1/sub-events/public');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      limit: '10',
      'filter-by': 'Athletic',
      fields: 'card',
    });
    expect(result.status === 'done' && result.output).toEqual([
      {
        id: '7',
        uuid: '11111111-2222-4333-8444-555555555555',
        title: 'Sunrise 5K',
        description: 'Run along the Marina.',
        image: '/seed/chennai-marina-sunrise-5k.svg',
        date: 'Mon, 01 Jul 2030',
        location: 'Chennai, Tamil Nadu',
        price: '₹499',
        is_registered: false,
        status: 'upcoming',
      },
    ]);
  });

  it('sends no filter-by for Upcoming and All', async () => {
    const { api, requests } = clientAnswering(() => json({ success: true, message: 'ok', data: [], pagination: {} }));
    await runOnce(api, undefined);
    expect(new URL(requests[0]!.url).searchParams.has('filter-by')).toBe(false);
  });

  it("reports success false as the server's refusal", async () => {
    const { api } = clientAnswering(() => json({ success: false, message: 'nope', data: [], pagination: {} }));
    const result = await runOnce(api, undefined);
    expect(result.status === 'error' && result.error instanceof LoadRefusedError).toBe(true);
  });

  it('fails on an HTTP error or when the request throws', async () => {
    const broken = clientAnswering(() => json({ success: false, message: 'boom', error: 'boom' }, 500));
    const result = await runOnce(broken.api, undefined);
    expect(result.status === 'error' && !(result.error instanceof LoadRefusedError)).toBe(true);
    const offline = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await runOnce(offline.api, undefined)).status).toBe('error');
  });

  it('drives the landing machine to its SPEC §8 texts', async () => {
    const { api } = clientAnswering(() => json({ success: true, message: 'ok', data: [subEvent], pagination: {} }));
    const actor = createActor(
      landingEventsMachine.provide({ actors: { loader: loaderWith(createFetchLandingEvents(api, () => now)) } }),
    ).start();
    const ready = await waitFor(actor, (s) => !s.matches('loading'), { timeout: 1000 });
    expect(ready.hasTag('loaded')).toBe(true);

    const offline = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const failing = createActor(
      landingEventsMachine.provide({
        actors: { loader: loaderWith(createFetchLandingEvents(offline.api, () => now)) },
      }),
    ).start();
    const failed = await waitFor(failing.getSnapshot().children.loader!, (s) => s.hasTag('failed'), {
      timeout: 1000,
    });
    expect(failed.context.failure).toBe('Failed to load events. Please try again.');
  });
});
