// Issue 11 on GET /sub-events/public: the `fields=card` extension (each card field equal to the full
// shape's, nothing else), and totals kept between requests that stay exact: after a write from outside
// the server, after events start or end, on every page of one filter. The pages themselves must not
// change: the rows of each page equal one count(*) and one ordered read done by hand. Anonymous pages
// are kept whole under the same rules.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../src/api/schema';
import type { PublicSubEvent, PublicSubEventCard } from '../../../src/api/types';
import { subEvents } from '../../../server/db/schema';
import { listingCountCache } from '../../../server/modules/catalog/listing-counts';
import { readListingFilter } from '../../../server/modules/catalog/listing-query';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { DAY, HOUR, createEvent, createTicket, uniqueWord } from './fixtures';

let server: TestServer;
let now: Date;

beforeAll(async () => {
  server = await createTestServer();
  now = server.clock.now();
});

afterAll(async () => {
  await server?.close();
});

type ListQuery = NonNullable<paths['/sub-events/public']['get']['parameters']['query']>;

async function list(query: ListQuery, token?: string) {
  const client = token ? server.clientWithToken(token) : server.client;
  const { data, response } = await client.GET('/sub-events/public', { params: { query } });
  expect(response.status).toBe(200);
  return data!;
}

const CARD_FIELDS = [
  'id',
  'sub_event_uuid',
  'event_id',
  'name',
  'event_title',
  'event_master_name',
  'event_master_category',
  'description',
  'event_description',
  'start_datetime',
  'end_datetime',
  'city_name',
  'state_name',
  'entry_fee',
  'entry_fee_required',
  'total_allowed_registrations',
  'cash_prize',
  'banner_url_path',
  'is_registered',
] as const;

function at(start: Date) {
  return { startDatetime: start, endDatetime: new Date(start.getTime() + 6 * HOUR) };
}

describe('fields=card (extension)', () => {
  it('answers only the card fields, each equal to the full answer, field by field', async () => {
    const city = uniqueWord('City');
    await createEvent(server.ctx.db, {
      now,
      category: 'Swimming',
      eventBannerUrlPath: '/images/event-banner.jpg',
      subEvent: {
        cityName: city,
        ...at(new Date(now.getTime() + 3 * DAY)),
        description: '<p>Own words</p>',
        totalAllowedRegistrations: 4,
        cashPrizePaise: 100_000,
        entryFeePaise: 129_950,
      },
    });
    await createEvent(server.ctx.db, {
      now,
      subEvent: {
        cityName: city,
        ...at(new Date(now.getTime() + 4 * DAY)),
        startDatetime: null,
        endDatetime: null,
        stateName: null,
        entryFeeRequired: false,
        entryFeePaise: 0,
        bannerUrlPath: '/images/own-banner.jpg',
      },
    });
    const full = await list({ filtersbyCity: city });
    const cards = await list({ filtersbyCity: city, fields: 'card' });
    expect(cards.pagination).toEqual(full.pagination);
    expect(cards.data).toHaveLength(2);
    for (const [index, card] of cards.data.entries()) {
      const whole = full.data[index] as PublicSubEvent;
      expect(Object.keys(card).sort()).toEqual([...CARD_FIELDS].sort());
      for (const field of CARD_FIELDS) {
        expect((card as PublicSubEventCard)[field], field).toEqual(whole[field]);
      }
    }
    // The values tell the two events apart (so the comparison above compared something).
    expect(cards.data.map((card) => (card as PublicSubEventCard).entry_fee)).toEqual(['1299.50', '0.00']);
    expect((cards.data[0] as PublicSubEventCard).banner_url_path).toBe('/images/event-banner.jpg');
    expect((cards.data[1] as PublicSubEventCard).banner_url_path).toBe('/images/own-banner.jpg');
  });

  it('answers the full SPEC shape by default and for fields=full', async () => {
    const city = uniqueWord('City');
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city } });
    const byDefault = await list({ filtersbyCity: city });
    const full = await list({ filtersbyCity: city, fields: 'full' });
    expect(byDefault.data[0]).toHaveProperty('rules_and_regulations');
    expect(byDefault.data[0]).toHaveProperty('created_at');
    expect(full.data).toEqual(byDefault.data);
  });

  it('tells a signed-in caller which cards they hold a ticket for', async () => {
    const city = uniqueWord('City');
    const held = await createEvent(server.ctx.db, { now, subEvent: { cityName: city } });
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city, ...at(new Date(now.getTime() + 9 * DAY)) } });
    const user = await createSignedInUser(server);
    await createTicket(server.ctx.db, { userId: user.id, subEventId: held.subEventId });
    const cards = await list({ filtersbyCity: city, fields: 'card' }, user.token);
    expect(cards.data.map((card) => card.is_registered)).toEqual([true, false]);
  });

  it('refuses an unknown shape with a 400', async () => {
    const { response, error } = await server.client.GET('/sub-events/public', {
      params: { query: { fields: 'everything' as 'card' } },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ success: false });
  });
});

describe('totals kept between requests', () => {
  it('are counted once per filter while nothing changes, and again after a write', async () => {
    const cache = listingCountCache(server.ctx.db);
    const filter = readListingFilter({ search: uniqueWord('Counted') });
    let counted = 0;
    const count = async () => {
      counted += 1;
      return { total: 7, notOver: 3, undatedNotOver: 1 };
    };
    const at = server.clock.now();
    expect(await cache.get(filter, at, count)).toMatchObject({ total: 7, notOver: 3, undatedNotOver: 1 });
    // Another page of the same filter, and a request at the same moment: no second count.
    expect(await cache.get({ ...filter, page: 5 }, at, count)).toMatchObject({ total: 7, notOver: 3 });
    await Promise.all([cache.get(filter, at, count), cache.get(filter, at, count)]);
    expect(counted).toBe(1);
    await createEvent(server.ctx.db, { now });
    await cache.get(filter, at, count);
    expect(counted).toBe(2);
  });

  it('stay exact after a write the server did not make (a row inserted or unpublished directly)', async () => {
    const city = uniqueWord('City');
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city } });
    expect((await list({ filtersbyCity: city })).pagination.total).toBe(1);
    const second = await createEvent(server.ctx.db, { now, subEvent: { cityName: city } });
    expect((await list({ filtersbyCity: city })).pagination.total).toBe(2);
    await server.ctx.db.update(subEvents).set({ isPublished: false }).where(eq(subEvents.id, second.subEventId));
    expect((await list({ filtersbyCity: city })).pagination.total).toBe(1);
  });

  it("keep anonymous pages while exact: one read per page, new rows after a direct write, never a caller's marks", async () => {
    const cache = listingCountCache(server.ctx.db);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return { page: reads };
    };
    const at = server.clock.now();
    await Promise.all([cache.page('a page', at, read), cache.page('a page', at, read)]);
    expect(await cache.page('a page', at, read)).toEqual({ page: 1 });
    expect(reads).toBe(1);

    // Through the API: a renamed event shows its new name at once, and a signed-in caller's page marks
    // their ticket while the anonymous page, read before and after, never does.
    const city = uniqueWord('City');
    const held = await createEvent(server.ctx.db, { now, subEvent: { cityName: city } });
    const names = async () => (await list({ filtersbyCity: city, fields: 'card' })).data.map((card) => card.name);
    const before = await names();
    await server.ctx.db.update(subEvents).set({ name: 'Renamed Ridge Run' }).where(eq(subEvents.id, held.subEventId));
    expect(await names()).toEqual(['Renamed Ridge Run']);
    expect(before).not.toEqual(['Renamed Ridge Run']);
    const user = await createSignedInUser(server);
    await createTicket(server.ctx.db, { userId: user.id, subEventId: held.subEventId });
    const marks = async (token?: string) =>
      (await list({ filtersbyCity: city, fields: 'card' }, token)).data.map((card) => card.is_registered);
    expect(await marks(user.token)).toEqual([true]);
    expect(await marks()).toEqual([false]);
    // One event by uuid is kept apart from the city's page, and renamed at once too.
    const byUuid = async () =>
      (await list({ sub_event_uuid: held.subEventUuid, fields: 'card' })).data.map((card) => card.name);
    expect(await byUuid()).toEqual(['Renamed Ridge Run']);
    await server.ctx.db.update(subEvents).set({ name: 'Ridge Run Again' }).where(eq(subEvents.id, held.subEventId));
    expect(await byUuid()).toEqual(['Ridge Run Again']);
    expect(await names()).toEqual(['Ridge Run Again']);
  });

  it('turn an anonymous page into JSON once: the same bytes and headers a caller without tickets gets', async () => {
    const city = uniqueWord('City');
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city } });
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city } });
    const user = await createSignedInUser(server);
    for (const fields of ['card', 'full']) {
      const url = `/api/v1/sub-events/public?filtersbyCity=${city}&fields=${fields}`;
      const first = await server.app.inject({ method: 'GET', url });
      const again = await server.app.inject({ method: 'GET', url });
      const signedIn = await server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${user.token}` },
      });
      for (const response of [first, again, signedIn]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      }
      expect(again.body).toBe(first.body);
      expect(signedIn.body).toBe(first.body);
      expect((first.json() as { data: unknown[] }).data).toHaveLength(2);
    }
  });

  it('follow the clock: an event moves from upcoming to ongoing to closed as it starts and ends', async () => {
    const city = uniqueWord('City');
    const start = new Date(now.getTime() + 2 * HOUR);
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city, ...at(start) } });
    const totals = async () =>
      Promise.all(
        (['upcoming', 'ongoing', 'closed'] as const).map(
          async (status) => (await list({ filtersbyCity: city, filterByStaus: status })).pagination.total,
        ),
      );
    try {
      expect(await totals()).toEqual([1, 0, 0]);
      server.clock.set(start);
      expect(await totals()).toEqual([0, 1, 0]);
      server.clock.set(new Date(start.getTime() + 6 * HOUR));
      expect(await totals()).toEqual([0, 1, 0]); // the end itself is still ongoing (SPEC §4)
      server.clock.set(new Date(start.getTime() + 6 * HOUR + 1));
      expect(await totals()).toEqual([0, 0, 1]);
      // And back: a clock set back gets the counts of that moment, not the later ones.
      server.clock.set(now);
      expect(await totals()).toEqual([1, 0, 0]);
    } finally {
      server.clock.set(now);
    }
  });

  it('give every page of a filter the same exact total, and pages equal one ordered read by hand', async () => {
    const word = uniqueWord('Trail');
    // Some over, some not, one undated: the page boundary crosses both runs of the order.
    const offsets = [-20, -10, -3, 1, 2, 5, 8, 13, 21];
    for (const offset of offsets) {
      await createEvent(server.ctx.db, {
        now,
        subEvent: { name: `${word} ${offset}`, ...at(new Date(now.getTime() + offset * DAY)) },
      });
    }
    await createEvent(server.ctx.db, {
      now,
      subEvent: { name: `${word} undated`, startDatetime: null, endDatetime: null },
    });
    // Started before every event that is over and still running: first in the order, though the first
    // run's scan starts at the earliest start of an event not over.
    await createEvent(server.ctx.db, {
      now,
      subEvent: {
        name: `${word} season`,
        startDatetime: new Date(now.getTime() - 30 * DAY),
        endDatetime: new Date(now.getTime() + 30 * DAY),
      },
    });
    const pattern = `%${word.toLowerCase()}%`;
    const counted = await server.ctx.db.execute(
      sql`select count(*)::int as total from sub_events where search_text like ${pattern} and is_published`,
    );
    const expectedTotal = (counted as unknown as { rows: { total: number }[] }).rows[0]!.total;
    expect(expectedTotal).toBe(offsets.length + 2);
    const names: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = await list({ search: word, page, limit: 3 });
      expect(answer.pagination).toEqual({ current_page: page, per_page: 3, total: expectedTotal, total_pages: 4 });
      // Every page twice: the second is answered from kept counts and must not differ.
      expect((await list({ search: word, page, limit: 3 })).data).toEqual(answer.data);
      names.push(...answer.data.map((item) => item.name));
    }
    // Not over yet, soonest first, undated last; then the ones over, latest first (listing.ts).
    expect(names).toEqual([
      `${word} season`,
      ...[1, 2, 5, 8, 13, 21].map((offset) => `${word} ${offset}`),
      `${word} undated`,
      ...[-3, -10, -20].map((offset) => `${word} ${offset}`),
    ]);
  });
});
