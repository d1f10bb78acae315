// The listing's real actors against a fake transport: the query they send, how each answer reaches the
// machine, and the Category/City choices with the facets extension and without it (a 404 or a failure
// falls back to what the loaded events have, SPEC §2).
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { createApiClient } from '../../../src/api/client';
import { createLoadListingEvents, createLoadListingFacets } from '../../../src/app/flows/events-listing';
import { eventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import { LoadRefusedError } from '../../../machines/shared/loader.types';
import { loaderWith } from '../../../src/app/flows/shared/loader';
import { eventsListingConnect } from '../../../machines/events-listing/events-listing.connect';
import { listingRequest, parseListingQuery } from '../../../src/domain/listing-query';

const now = new Date('2030-06-01T12:00:00+05:30');

function subEvent(id: number, city: string, category: string) {
  return {
    id,
    sub_event_uuid: `11111111-2222-4333-8444-${String(id).padStart(12, '0')}`,
    event_master_name: `Master ${id}`,
    event_master_category: category,
    name: `Event ${id}`,
    start_datetime: '2030-07-01T06:00:00+05:30',
    end_datetime: '2030-07-01T12:00:00+05:30',
    city_name: city,
    state_name: 'Maharashtra',
    entry_fee: '499.00',
    entry_fee_required: true,
    banner_url_path: null,
    total_allowed_registrations: 500,
    cash_prize: true,
    event_id: 40 + id,
    is_registered: false,
  };
}

const page = {
  success: true,
  message: 'Sub-events fetched successfully',
  data: [subEvent(1, 'Pune', 'Cycling'), subEvent(2, 'Goa', 'Swimming'), subEvent(3, 'Pune', 'Athletic')],
  pagination: { current_page: 1, per_page: 12, total: 3, total_pages: 1 },
};

const facets = {
  success: true,
  message: 'Event facets fetched successfully',
  data: {
    categories: [
      { name: 'Cycling', count: 4 },
      { name: 'Triathlon', count: 2 },
    ],
    cities: [{ name: 'Chennai', count: 6 }],
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientAnswering(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  const api = createApiClient({
    baseUrl: 'http://startline.test/api/v1',
    getAccessToken: () => null,
    fetch: async (request) => {
      const url = new URL(request.url);
      urls.push(url);
      return answer(url);
    },
  });
  return { api, urls };
}

describe('createLoadListingEvents', () => {
  it('sends page, limit 12 and only the filters that are set, and maps each sub-event to a listing item', async () => {
    const { api, urls } = clientAnswering(() => json(page));
    const query = parseListingQuery('?search=%20night%20&filtersbyCity=Pune&filterByStaus=upcoming&page=2');
    const output = await toPromise(
      createActor(
        createLoadListingEvents(api, () => now),
        { input: listingRequest(query) },
      ).start(),
    );
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      page: '2',
      limit: '12',
      search: 'night',
      filtersbyCity: 'Pune',
      filterByStaus: 'upcoming',
      fields: 'card',
    });
    expect(output).toMatchObject({ pagination: { total: 3, totalPages: 1, currentPage: 1 } });
    expect(output.items[0]).toEqual({
      id: '1',
      uuid: page.data[0]!.sub_event_uuid,
      title: 'Master 1',
      image: '/images/event-default.svg',
      status: 'upcoming',
      price: '₹499',
      date: 'Mon, 01 Jul 2030',
      location: 'Pune, Maharashtra',
      eventMasterName: 'Master 1',
      totalAllowedRegistrations: 500,
      cashPrize: true,
      isRegistered: false,
      eventId: '41',
      category: 'Cycling',
      city: 'Pune',
    });
  });

  it('throws LoadRefusedError on success false, and a plain Error on an HTTP failure', async () => {
    const rejected = clientAnswering(() =>
      json({ success: false, message: 'no', data: [], pagination: page.pagination }),
    );
    const input = listingRequest(parseListingQuery(''));
    await expect(
      toPromise(createActor(createLoadListingEvents(rejected.api), { input }).start()),
    ).rejects.toBeInstanceOf(LoadRefusedError);
    const failing = clientAnswering(() => json({ success: false, message: 'boom', error: 'boom' }, 500));
    const failure = toPromise(createActor(createLoadListingEvents(failing.api), { input }).start());
    await expect(failure).rejects.toThrow('answered 500');
    await expect(failure).rejects.not.toBeInstanceOf(LoadRefusedError);
  });
});

describe('the Category and City choices', () => {
  async function choicesWith(answerFacets: () => Response) {
    const { api, urls } = clientAnswering((url) => (url.pathname.endsWith('/facets') ? answerFacets() : json(page)));
    const machine = eventsListingMachine.provide({
      actors: { loader: loaderWith(createLoadListingEvents(api, () => now)), loadFacets: createLoadListingFacets(api) },
    });
    const actor = createActor(machine, { input: { query: parseListingQuery('') } }).start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'));
    await waitFor(actor, (snapshot) => !snapshot.matches({ facets: 'loading' }));
    const closed = eventsListingConnect(actor.getSnapshot(), () => {});
    // The choices are the dialog's: made once it is open.
    actor.send({ type: 'FILTERS.OPEN' });
    const view = eventsListingConnect(actor.getSnapshot(), () => {});
    actor.stop();
    return { closed, view, paths: urls.map((url) => url.pathname) };
  }

  it('are made only while the filters dialog is open (sorting them costs a phone the collation data)', async () => {
    const { closed, view } = await choicesWith(() => json(facets));
    expect(closed.filtersOpen).toBe(false);
    expect(closed.categoryChoices).toEqual([]);
    expect(closed.cityChoices).toEqual([]);
    expect(view.filtersOpen).toBe(true);
    expect(view.categoryChoices.length).toBeGreaterThan(0);
  });

  it('are every category and city of the catalogue when the server has the facets extension', async () => {
    const { view, paths } = await choicesWith(() => json(facets));
    expect(paths).toContain('/api/v1/sub-events/public/facets');
    expect(view.categoryChoices).toEqual(facets.data.categories);
    expect(view.cityChoices).toEqual(facets.data.cities);
  });

  it.each([
    [
      'answers 404 (a server without the extension)',
      () => json({ success: false, message: 'Not found', error: 'x' }, 404),
    ],
    ['fails', () => json({ success: false, message: 'boom', error: 'boom' }, 500)],
    ['answers success false', () => json({ success: false, message: 'no', data: { categories: [], cities: [] } })],
  ])('are those of the loaded events when the facets call %s', async (_name, answer) => {
    const { view } = await choicesWith(answer);
    expect(view.categoryChoices.map((choice) => choice.name)).toEqual(['Athletic', 'Cycling', 'Swimming']);
    expect(view.cityChoices.map((choice) => choice.name)).toEqual(['Goa', 'Pune']);
  });
});
