import { BANNER_AUTO_ADVANCE_MS } from '../../src/domain/constants';

/** SPEC §2 landing 3 and §8 Banners: the texts of the promotional banner carousel. */
export const BANNER_TEXT = {
  loading: 'Loading amazing events...',
  /** The server answered, but not with banners (success false). */
  rejected: 'No banners available',
  /** The request itself failed. */
  requestFailed: 'Failed to load banners',
  retry: 'Try Again',
  empty: 'No promotional banners available',
} as const;

/** SPEC §9: a banner stays 8 seconds. */
export const BANNER_INTERVAL_MS = BANNER_AUTO_ADVANCE_MS;

/** One banner as the carousel shows it. */
export interface BannerSlide {
  id: number;
  title: string;
  /** Empty when the server sends none. */
  description: string;
  image: string;
  /** The banner links to /event/{subEventUuid}. */
  subEventUuid: string;
}

/** What the fetch actor reports: the server either answered success with banners, or success false. */
export type FetchBannersOutput = { success: true; banners: BannerSlide[] } | { success: false };

export interface BannerCarouselContext {
  banners: BannerSlide[];
  errorMessage: string | null;
}

/** RETRY is 'Try Again': SPEC §2 says it reloads the page, which the composition root does. */
export type BannerCarouselEvent = { type: 'RETRY' };

/** Side effects for the composition root. */
export type BannerCarouselEmitted = { type: 'reload' };

export type BannerCarouselTag = 'loading' | 'error' | 'empty' | 'loaded';
