import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { BannerSlide, FetchBannersOutput } from '../../../machines/banner-carousel/banner-carousel.types';

export class BannersRequestError extends Error {
  override name = 'BannersRequestError';
}

/**
 * The banner carousel's `fetchBanners`: GET /promotional-banners. An HTTP failure is a failed request
 * ('Failed to load banners'); a 2xx answer with success false is reported as such ('No banners available').
 */
export function createFetchBanners(api: ApiClient) {
  return fromPromise<FetchBannersOutput>(async ({ signal }) => {
    const { data, response } = await api.GET('/promotional-banners', { signal });
    if (!data) throw new BannersRequestError(`GET /promotional-banners answered ${response.status}`);
    if (!data.success) return { success: false };
    const banners = data.data.banners.map((banner): BannerSlide => ({
      id: banner.id,
      title: banner.title,
      description: banner.description ?? '',
      image: banner.promotional_banner_url,
      subEventUuid: banner.sub_event_uuid,
    }));
    return { success: true, banners };
  });
}
