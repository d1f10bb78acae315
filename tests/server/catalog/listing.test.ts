// GET /sub-events/public through the generated client: every filter alone and combined, search,
// paging, is_registered for a signed-in caller, the sub_event_uuid extension, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../src/api/schema';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { DAY, HOUR, createEvent, createTicket, uniqueWord } from './fixtures';
import { PUBLIC_SUB_EVENT_FIELDS } from '../../support/spec-fields';

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

async function list(query: Record<string, unknown>, token?: string) {
  const client = token ? server.clientWithToken(token) : server.client;
  return client.GET('/sub-events/public', { params: { query: query as ListQuery } });
}

/** Events at `start`, lasting 6 hours, in a city of their own so that a filter on it isolates them. */
function at(start: Date) {
  return {
    startDatetime: start,
    endDatetime: new Date(start.getTime() + 6 * HOUR),
    registrationStart: new Date(start.getTime() - 30 * DAY),
    registrationEnd: new Date(start.getTime() - DAY),
  };
}

describe('listPublicSubEvents', () => {
  it('prints every SPEC §3 field of a public sub-event with its defaults', async () => {
    const city = uniqueWord('City');
    const created = await createEvent(server.ctx.db, {
      now,
      category: 'Cycling',
      eventBannerUrlPath: '/images/event-banner.jpg',
      subEvent: {
        cityName: city,
        ...at(new Date(now.getTime() + 10 * DAY)),
        eventVenueAddress: null,
        minAge: null,
        maxAge: null,
        entryFeePaise: 0,
        entryFeeRequired: false,
        cashPrizePaise: 500_000,
        eventDayTakeaways: ['Medal'],
        ticketName: '10K',
      },
    });

    const { data, response } = await list({ filtersbyCity: city });
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    expect(data?.pagination).toEqual({ current_page: 1, per_page: 10, total: 1, total_pages: 1 });
    const item = data!.data[0]!;
    expect(item).toMatchObject({
      sub_event_uuid: created.subEventUuid,
      event_uuid: created.eventUuid,
      event_master_uuid: created.masterUuid,
      event_master_name: created.masterName,
      event_master_category: 'Cycling',
      name: created.name,
      event_title: created.eventTitle,
      event_description: '<p>About the event</p>',
      event_venue_address: 'Venue TBD',
      city_name: city,
      state_name: 'Maharashtra',
      country_name: 'India',
      entry_fee: '0.00',
      entry_fee_required: false,
      min_age: 0,
      max_age: 100,
      cash_prize: true,
      event_day_takeaways: ['Medal'],
      event_day_facilities: [],
      banner_url_path: '/images/event-banner.jpg',
      is_published: true,
      approval_status: 'approved',
      event_type: 'public',
      ticket_name: '10K',
      is_registered: false,
    });
    expect(item.id).toBe(created.subEventId);
    expect(typeof item.event_id).toBe('number');
    expect(new Date(item.start_datetime!).getTime()).toBe(now.getTime() + 10 * DAY);
    // SPEC §3's fields, and the waitlist's offer window (extension, issue 28; places_left is only on the
    // lookup by sub_event_uuid).
    expect(Object.keys(item).sort()).toEqual([...PUBLIC_SUB_EVENT_FIELDS, 'waitlist_offer_minutes'].sort());
    expect((item as { waitlist_offer_minutes?: number | null }).waitlist_offer_minutes).toBeNull();
  });

  it('shows only published, approved, public events', async () => {
    const city = uniqueWord('City');
    const visible = await createEvent(server.ctx.db, { now, subEvent: { cityName: city } });
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city, isPublished: false } });
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city, approvalStatus: 'pending' } });
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city, approvalStatus: 'rejected' } });
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city, eventType: 'private' } });
    const { data } = await list({ filtersbyCity: city });
    expect(data?.data.map((item) => item.sub_event_uuid)).toEqual([visible.subEventUuid]);
  });

  it('orders ongoing and upcoming events soonest first (undated last), then finished ones latest first', async () => {
    const city = uniqueWord('City');
    const make = (offsetDays: number) =>
      createEvent(server.ctx.db, {
        now,
        subEvent: { cityName: city, ...at(new Date(now.getTime() + offsetDays * DAY)) },
      });
    const later = await make(20);
    const longAgo = await make(-40);
    const soon = await make(2);
    const recently = await make(-3);
    const ongoing = await createEvent(server.ctx.db, {
      now,
      subEvent: {
        cityName: city,
        startDatetime: new Date(now.getTime() - HOUR),
        endDatetime: new Date(now.getTime() + HOUR),
      },
    });
    const undated = await createEvent(server.ctx.db, {
      now,
      subEvent: { cityName: city, startDatetime: null, endDatetime: null },
    });
    const { data } = await list({ filtersbyCity: city });
    expect(data?.data.map((item) => item.sub_event_uuid)).toEqual([
      ongoing.subEventUuid,
      soon.subEventUuid,
      later.subEventUuid,
      undated.subEventUuid,
      recently.subEventUuid,
      longAgo.subEventUuid,
    ]);
    // Pages of five and of two cross from the events still to come into those that are over without a gap.
    const straddling = await list({ filtersbyCity: city, page: 1, limit: 5 });
    expect(straddling.data?.data.map((item) => item.sub_event_uuid)).toEqual([
      ongoing.subEventUuid,
      soon.subEventUuid,
      later.subEventUuid,
      undated.subEventUuid,
      recently.subEventUuid,
    ]);
    const afterStraddle = await list({ filtersbyCity: city, page: 2, limit: 5 });
    expect(afterStraddle.data?.data.map((item) => item.sub_event_uuid)).toEqual([longAgo.subEventUuid]);
    const paged = [];
    for (const page of [1, 2, 3]) {
      const answer = await list({ filtersbyCity: city, page, limit: 2 });
      expect(answer.data?.pagination).toEqual({ current_page: page, per_page: 2, total: 6, total_pages: 3 });
      paged.push(answer.data?.data.map((item) => item.sub_event_uuid));
    }
    expect(paged).toEqual([
      [ongoing.subEventUuid, soon.subEventUuid],
      [later.subEventUuid, undated.subEventUuid],
      [recently.subEventUuid, longAgo.subEventUuid],
    ]);
  });

  it('filters by status upcoming, ongoing and closed, computed against the server clock', async () => {
    const city = uniqueWord('City');
    const upcoming = await createEvent(server.ctx.db, {
      now,
      subEvent: { cityName: city, ...at(new Date(now.getTime() + DAY)) },
    });
    const ongoing = await createEvent(server.ctx.db, {
      now,
      subEvent: {
        cityName: city,
        startDatetime: new Date(now.getTime() - HOUR),
        endDatetime: new Date(now.getTime() + HOUR),
      },
    });
    const closed = await createEvent(server.ctx.db, {
      now,
      subEvent: { cityName: city, ...at(new Date(now.getTime() - 2 * DAY)) },
    });
    const uuids = async (status: string) =>
      (await list({ filtersbyCity: city, filterByStaus: status })).data?.data.map((item) => item.sub_event_uuid);
    expect(await uuids('upcoming')).toEqual([upcoming.subEventUuid]);
    expect(await uuids('ongoing')).toEqual([ongoing.subEventUuid]);
    expect(await uuids('closed')).toEqual([closed.subEventUuid]);
  });

  it('filters by category (listing filter and landing chip), case-insensitively', async () => {
    const city = uniqueWord('City');
    const cycling = await createEvent(server.ctx.db, { now, category: 'Cycling', subEvent: { cityName: city } });
    const running = await createEvent(server.ctx.db, { now, category: 'Athletic', subEvent: { cityName: city } });
    const byListing = await list({ filtersbyCity: city, filtersbyCategory: 'cycling' });
    expect(byListing.data?.data.map((item) => item.sub_event_uuid)).toEqual([cycling.subEventUuid]);
    const byChip = await list({ filtersbyCity: city, 'filter-by': 'Athletic' });
    expect(byChip.data?.data.map((item) => item.sub_event_uuid)).toEqual([running.subEventUuid]);
    const both = await list({ filtersbyCity: city, 'filter-by': 'Athletic', filtersbyCategory: 'Cycling' });
    expect(both.data?.data).toEqual([]);
    const all = await list({ filtersbyCity: city, 'filter-by': 'all' });
    expect(all.data?.pagination.total).toBe(2);
  });

  it("treats the landing chip 'upcoming' as events starting in the future", async () => {
    const city = uniqueWord('City');
    const future = await createEvent(server.ctx.db, {
      now,
      subEvent: { cityName: city, ...at(new Date(now.getTime() + DAY)) },
    });
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city, ...at(new Date(now.getTime() - 2 * DAY)) } });
    const { data } = await list({ filtersbyCity: city, 'filter-by': 'upcoming' });
    expect(data?.data.map((item) => item.sub_event_uuid)).toEqual([future.subEventUuid]);
  });

  it('filters by city case-insensitively', async () => {
    const city = uniqueWord('City');
    const inCity = await createEvent(server.ctx.db, { now, subEvent: { cityName: city } });
    const { data } = await list({ filtersbyCity: `  ${city.toUpperCase()} ` });
    expect(data?.data.map((item) => item.sub_event_uuid)).toEqual([inCity.subEventUuid]);
  });

  it('filters by start date range in India time, both ends included', async () => {
    const city = uniqueWord('City');
    // 2031-03-10 00:30 IST is 2031-03-09 19:00 UTC: it belongs to the 10th.
    const tenth = await createEvent(server.ctx.db, {
      now,
      subEvent: { cityName: city, ...at(new Date('2031-03-09T19:00:00Z')) },
    });
    const twelfthLate = await createEvent(server.ctx.db, {
      now,
      subEvent: { cityName: city, ...at(new Date('2031-03-12T18:00:00Z')) }, // 23:30 IST on the 12th
    });
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city, ...at(new Date('2031-03-12T18:30:00Z')) } }); // 13th 00:00 IST
    await createEvent(server.ctx.db, { now, subEvent: { cityName: city, ...at(new Date('2031-03-09T18:29:00Z')) } }); // 9th 23:59 IST

    const range = await list({ filtersbyCity: city, startdate: '2031-03-10', enddate: '2031-03-12' });
    expect(range.data?.data.map((item) => item.sub_event_uuid)).toEqual([tenth.subEventUuid, twelfthLate.subEventUuid]);
    const fromOnly = await list({ filtersbyCity: city, startdate: '2031-03-13' });
    expect(fromOnly.data?.pagination.total).toBe(1);
    const untilOnly = await list({ filtersbyCity: city, enddate: '2031-03-09' });
    expect(untilOnly.data?.pagination.total).toBe(1);
  });

  it('searches the sub-event, event and master names, trimmed and case-insensitively', async () => {
    const word = uniqueWord('Marathon');
    const byName = await createEvent(server.ctx.db, { now, subEvent: { name: `Sunrise ${word} 10K` } });
    const byTitle = await createEvent(server.ctx.db, { now, eventTitle: `The ${word} Festival` });
    const byMaster = await createEvent(server.ctx.db, { now, masterName: `${word} Series` });
    await createEvent(server.ctx.db, { now });
    const { data } = await list({ search: `  ${word.toUpperCase()}  `, limit: 50 });
    expect(data?.data.map((item) => item.sub_event_uuid).sort()).toEqual(
      [byName.subEventUuid, byTitle.subEventUuid, byMaster.subEventUuid].sort(),
    );
    const wildcard = await list({ search: `${word.slice(0, 4)}%${word.slice(6)}` });
    expect(wildcard.data?.data).toEqual([]);
  });

  it('combines search, category, city, status and dates', async () => {
    const city = uniqueWord('City');
    const word = uniqueWord('Ride');
    const start = new Date('2032-01-15T03:00:00Z');
    const match = await createEvent(server.ctx.db, {
      now,
      category: 'Cycling',
      subEvent: { name: `${word} Classic`, cityName: city, ...at(start) },
    });
    await createEvent(server.ctx.db, {
      now,
      category: 'Athletic',
      subEvent: { name: `${word} Run`, cityName: city, ...at(start) },
    });
    await createEvent(server.ctx.db, {
      now,
      category: 'Cycling',
      subEvent: { name: `Other ride`, cityName: city, ...at(start) },
    });
    await createEvent(server.ctx.db, {
      now,
      category: 'Cycling',
      subEvent: { name: `${word} Later`, cityName: city, ...at(new Date('2032-02-15T03:00:00Z')) },
    });
    const { data } = await list({
      search: word,
      filtersbyCategory: 'Cycling',
      filtersbyCity: city,
      filterByStaus: 'upcoming',
      startdate: '2032-01-01',
      enddate: '2032-01-31',
    });
    expect(data?.data.map((item) => item.sub_event_uuid)).toEqual([match.subEventUuid]);
    const closedToo = await list({ search: word, filtersbyCity: city, filterByStaus: 'closed' });
    expect(closedToo.data?.data).toEqual([]);
  });

  it('pages with a stable order and correct totals', async () => {
    const city = uniqueWord('City');
    const start = new Date(now.getTime() + 3 * DAY);
    const created = [];
    // Seven events, three on the same start instant: the id decides among those.
    for (let index = 0; index < 7; index += 1) {
      const offset = index < 3 ? 0 : index * HOUR;
      created.push(
        await createEvent(server.ctx.db, {
          now,
          subEvent: { cityName: city, ...at(new Date(start.getTime() + offset)) },
        }),
      );
    }
    const pages = [];
    for (const page of [1, 2, 3]) {
      const { data } = await list({ filtersbyCity: city, page, limit: 3 });
      expect(data?.pagination).toEqual({ current_page: page, per_page: 3, total: 7, total_pages: 3 });
      pages.push(...(data?.data.map((item) => item.sub_event_uuid) ?? []));
    }
    expect(pages).toEqual(created.map((event) => event.subEventUuid));
    const beyond = await list({ filtersbyCity: city, page: 4, limit: 3 });
    expect(beyond.data?.data).toEqual([]);
    expect(beyond.data?.pagination).toEqual({ current_page: 4, per_page: 3, total: 7, total_pages: 3 });
    const none = await list({ filtersbyCity: uniqueWord('Nowhere') });
    expect(none.data?.pagination).toEqual({ current_page: 1, per_page: 10, total: 0, total_pages: 0 });
  });

  it('looks one event up by sub_event_uuid', async () => {
    const wanted = await createEvent(server.ctx.db, { now });
    await createEvent(server.ctx.db, { now });
    const { data } = await list({ sub_event_uuid: wanted.subEventUuid });
    expect(data?.data.map((item) => item.sub_event_uuid)).toEqual([wanted.subEventUuid]);
    expect(data?.pagination.total).toBe(1);
    const hidden = await createEvent(server.ctx.db, { now, subEvent: { isPublished: false } });
    const { data: none } = await list({ sub_event_uuid: hidden.subEventUuid });
    expect(none?.data).toEqual([]);
  });

  it('marks is_registered for the signed-in caller only, ignoring cancelled tickets', async () => {
    const city = uniqueWord('City');
    const held = await createEvent(server.ctx.db, {
      now,
      subEvent: { cityName: city, ...at(new Date(now.getTime() + DAY)) },
    });
    const cancelled = await createEvent(server.ctx.db, {
      now,
      subEvent: { cityName: city, ...at(new Date(now.getTime() + 2 * DAY)) },
    });
    const other = await createEvent(server.ctx.db, {
      now,
      subEvent: { cityName: city, ...at(new Date(now.getTime() + 3 * DAY)) },
    });
    const me = await createSignedInUser(server);
    const someoneElse = await createSignedInUser(server);
    await createTicket(server.ctx.db, {
      userId: me.id,
      subEventId: held.subEventId,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await createTicket(server.ctx.db, { userId: me.id, subEventId: cancelled.subEventId, status: 'cancelled' });
    await createTicket(server.ctx.db, { userId: someoneElse.id, subEventId: other.subEventId });

    const flags = async (token?: string) =>
      (await list({ filtersbyCity: city }, token)).data?.data.map((item) => item.is_registered);
    expect(await flags(me.token)).toEqual([true, false, false]);
    expect(await flags(someoneElse.token)).toEqual([false, false, true]);
    expect(await flags()).toEqual([false, false, false]);
    // A bad token on this public call is simply ignored.
    expect(await flags('not-a-token')).toEqual([false, false, false]);
  });

  it.each([
    [{ page: 0 }],
    [{ page: -1 }],
    [{ page: 'two' }],
    [{ limit: 0 }],
    [{ limit: 101 }],
    [{ limit: 'many' }],
    [{ startdate: '2031-02-30' }],
    [{ startdate: '15/01/2031' }],
    [{ enddate: 'tomorrow' }],
    [{ startdate: '2031-03-12', enddate: '2031-03-10' }],
    [{ filterByStaus: 'finished' }],
    [{ sub_event_uuid: 'not-a-uuid' }],
  ])('answers 400 to %o', async (query) => {
    const { response, error } = await list(query);
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ success: false });
    expect(typeof (error as { message?: unknown }).message).toBe('string');
  });

  it('defaults to page 1 and 10 per page and caps at 100', async () => {
    const { data } = await list({});
    expect(data?.pagination.current_page).toBe(1);
    expect(data?.pagination.per_page).toBe(10);
    const { data: hundred } = await list({ limit: 100 });
    expect(hundred?.pagination.per_page).toBe(100);
  });
});
