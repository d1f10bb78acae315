import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { promotionalBanners, subEvents } from '../../db/schema';
import { isVisibleToPublic } from './listing';

export interface BannerView {
  id: number;
  title: string;
  description: string | null;
  promotional_banner_url: string;
  sub_event_uuid: string;
  sub_event_id: number;
  sub_event_name: string;
}

/** Active banners in their set order; a banner whose event is hidden is left out, as its link would 404. */
export async function listActiveBanners(db: Db): Promise<BannerView[]> {
  const rows = await db
    .select({
      id: promotionalBanners.id,
      title: promotionalBanners.title,
      description: promotionalBanners.description,
      url: promotionalBanners.promotionalBannerUrl,
      subEventUuid: subEvents.subEventUuid,
      subEventId: subEvents.id,
      subEventName: subEvents.name,
    })
    .from(promotionalBanners)
    .innerJoin(subEvents, eq(subEvents.id, promotionalBanners.subEventId))
    .where(and(eq(promotionalBanners.isActive, true), isVisibleToPublic()))
    .orderBy(asc(promotionalBanners.sortOrder), asc(promotionalBanners.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    promotional_banner_url: row.url,
    sub_event_uuid: row.subEventUuid,
    sub_event_id: row.subEventId,
    sub_event_name: row.subEventName,
  }));
}
