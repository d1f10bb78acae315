import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { BannerSlide, FetchBannersOutput } from '../../../machines/banner-carousel/banner-carousel.types';
import { LoadRefusedError } from '../../../machines/shared/loader.types';

/**
 * The banner carousel's `load` for the shared loader: GET /promotional-banners. An HTTP failure throws
 * ('Failed to load banners'); a 2xx answer with success false throws LoadRefusedError ('No banners available').
 */
export function createFetchBanners(api: ApiClient) {
  return fromPromise<FetchBannersOutput>(async ({ signal }) => {
    const { data, response } = await api.GET('/promotional-banners', { signal });
    if (!data) throw new Error(`GET /promotional-banners answered ${response.status}`);
    if (!data.success) throw new LoadRefusedError('GET /promotional-banners answered success false');
    return data.data.banners.map((banner): BannerSlide => ({
      id: banner.id,
      title: banner.title,
      description: banner.description ?? '',
      image: banner.promotional_banner_url,
      subEventUuid: banner.sub_event_uuid,
    }));
  });
}
