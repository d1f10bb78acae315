import { BANNER_AUTO_ADVANCE_MS } from '../../src/domain/constants';
import type { LoaderInput } from '../shared/loader.types';

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

/** What the loader's `load` resolves with; success false is thrown as LoadRefusedError ('No banners available'). */
export type FetchBannersOutput = BannerSlide[];

/** The shared loader's input: nothing to ask for, and SPEC §8's texts for a refusal and a failed request. */
export const bannersLoad: LoaderInput = {
  request: null,
  texts: { refused: BANNER_TEXT.rejected, failed: BANNER_TEXT.requestFailed },
};

export interface BannerCarouselContext {
  banners: BannerSlide[];
}

/** RETRY is 'Try Again': SPEC §2 says it reloads the page, which the composition root does. */
export type BannerCarouselEvent = { type: 'RETRY' };

/** Side effects for the composition root. */
export type BannerCarouselEmitted = { type: 'reload' };

export type BannerCarouselTag = 'empty' | 'loaded';
