import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionalBanners } from '../../../server/db/schema';
import { createTestServer, type TestServer } from '../../support/server';
import { createEvent } from './fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('listPromotionalBanners', () => {
  it('lists active banners in their order, each naming its sub-event', async () => {
    const now = server.clock.now();
    const first = await createEvent(server.ctx.db, { now });
    const second = await createEvent(server.ctx.db, { now });
    const hidden = await createEvent(server.ctx.db, { now, subEvent: { isPublished: false } });
    await server.ctx.db.insert(promotionalBanners).values([
      {
        title: 'Second',
        description: 'Ride the coast',
        promotionalBannerUrl: '/b/2.jpg',
        subEventId: second.subEventId,
        sortOrder: 2,
      },
      {
        title: 'First',
        description: null,
        promotionalBannerUrl: '/b/1.jpg',
        subEventId: first.subEventId,
        sortOrder: 1,
      },
      { title: 'Off', promotionalBannerUrl: '/b/3.jpg', subEventId: first.subEventId, sortOrder: 0, isActive: false },
      { title: 'Hidden event', promotionalBannerUrl: '/b/4.jpg', subEventId: hidden.subEventId, sortOrder: 0 },
    ]);
    const [firstRow] = await server.ctx.db
      .select()
      .from(promotionalBanners)
      .where(eq(promotionalBanners.title, 'First'));

    const { data, response } = await server.client.GET('/promotional-banners');
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    expect(data?.data.banners).toEqual([
      {
        id: firstRow!.id,
        title: 'First',
        description: null,
        promotional_banner_url: '/b/1.jpg',
        sub_event_uuid: first.subEventUuid,
        sub_event_id: first.subEventId,
        sub_event_name: first.name,
      },
      expect.objectContaining({ title: 'Second', description: 'Ride the coast', sub_event_uuid: second.subEventUuid }),
    ]);
  });

  it('refuses parameters it does not take without changing anything', async () => {
    const before = await server.ctx.db.select().from(promotionalBanners);
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/promotional-banners', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(await server.ctx.db.select().from(promotionalBanners)).toEqual(before);
  });
});
