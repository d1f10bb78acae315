// GET /sub-events/public/facets (extension) through the generated client, on a fresh database: every
// category and city of the public catalogue, counted like the list counts them, and nothing hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';
import { DAY, createEvent } from './fixtures';

let server: TestServer;
let now: Date;

beforeAll(async () => {
  server = await createTestServer();
  now = server.clock.now();
});

afterAll(async () => {
  await server?.close();
});

describe('listPublicSubEventFacets', () => {
  it('answers empty lists for an empty catalogue', async () => {
    const { data, response } = await server.client.GET('/sub-events/public/facets');
    expect(response.status).toBe(200);
    expect(data).toEqual({
      success: true,
      message: 'Event facets fetched successfully',
      data: { categories: [], cities: [] },
    });
  });

  it('counts public events per category and per city, one choice per city whatever its case', async () => {
    const db = server.ctx.db;
    await createEvent(db, { now, category: 'Cycling', subEvent: { cityName: 'Pune' } });
    await createEvent(db, { now, category: 'Cycling', subEvent: { cityName: 'PUNE' } });
    await createEvent(db, { now, category: 'Swimming', subEvent: { cityName: 'Goa' } });
    // A past event still shows in the list (as closed), so it counts.
    await createEvent(db, {
      now,
      category: 'Yoga & Fitness',
      subEvent: {
        cityName: 'Pune',
        startDatetime: new Date(now.getTime() - 10 * DAY),
        endDatetime: new Date(now.getTime() - 9 * DAY),
      },
    });
    // Not offered: unpublished, unapproved, private, without a city, or a city no trimmed choice finds.
    await createEvent(db, { now, category: 'Triathlon', subEvent: { cityName: 'Delhi', isPublished: false } });
    await createEvent(db, { now, category: 'Triathlon', subEvent: { cityName: 'Delhi', approvalStatus: 'pending' } });
    await createEvent(db, { now, category: 'Team Sports', subEvent: { cityName: 'Delhi', eventType: 'private' } });
    await createEvent(db, { now, category: 'Athletic', subEvent: { cityName: null } });
    await createEvent(db, { now, category: 'Athletic', subEvent: { cityName: ' Goa' } });

    const { data } = await server.client.GET('/sub-events/public/facets');
    expect(data?.data).toEqual({
      categories: [
        { name: 'Athletic', count: 2 },
        { name: 'Cycling', count: 2 },
        { name: 'Swimming', count: 1 },
        { name: 'Yoga & Fitness', count: 1 },
      ],
      cities: [
        { name: 'Goa', count: 1 },
        { name: 'Pune', count: 3 },
      ],
    });

    // Each choice filters the list to exactly its count.
    for (const city of data!.data.cities) {
      const list = await server.client.GET('/sub-events/public', { params: { query: { filtersbyCity: city.name } } });
      expect(list.data?.pagination.total, city.name).toBe(city.count);
    }
    for (const category of data!.data.categories) {
      const list = await server.client.GET('/sub-events/public', {
        params: { query: { filtersbyCategory: category.name } },
      });
      expect(list.data?.pagination.total, category.name).toBe(category.count);
    }
  });
});
