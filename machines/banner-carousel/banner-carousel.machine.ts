// The landing page's promotional banner carousel (SPEC §2 landing 3, §7 GET /promotional-banners, §8
// Banners). Pure: `fetchBanners` is provided by src/app; the rotation is the shared autoplay machine.
import { assign, emit, fromPromise, setup } from 'xstate';
import { autoplayMachine } from '../autoplay/autoplay.machine';
import { BANNER_INTERVAL_MS, BANNER_TEXT } from './banner-carousel.types';
import type {
  BannerCarouselContext,
  BannerCarouselEmitted,
  BannerCarouselEvent,
  BannerCarouselTag,
  FetchBannersOutput,
} from './banner-carousel.types';

export const bannerCarouselMachine = setup({
  types: {
    context: {} as BannerCarouselContext,
    events: {} as BannerCarouselEvent,
    emitted: {} as BannerCarouselEmitted,
    tags: {} as BannerCarouselTag,
    children: {} as { fetchBanners: 'fetchBanners'; rotation: 'rotation' },
  },
  actors: {
    fetchBanners: fromPromise<FetchBannersOutput>(async () => {
      throw new Error('fetchBanners not provided');
    }),
    rotation: autoplayMachine,
  },
  guards: {
    wasRejected: (_, params: { output: FetchBannersOutput }) => !params.output.success,
    hasNoBanners: (_, params: { output: FetchBannersOutput }) =>
      params.output.success && params.output.banners.length === 0,
  },
  actions: {
    storeBanners: assign((_, params: { output: FetchBannersOutput }) => ({
      banners: params.output.success ? params.output.banners : [],
      errorMessage: null,
    })),
    storeRejection: assign({ banners: [], errorMessage: BANNER_TEXT.rejected }),
    storeRequestFailure: assign({ banners: [], errorMessage: BANNER_TEXT.requestFailed }),
    reloadPage: emit({ type: 'reload' }),
  },
}).createMachine({
  id: 'bannerCarousel',
  description:
    "Promotional banners: loaded once, shown one at a time and advanced every 8 seconds; 'Try Again' after a failure reloads the page.",
  context: { banners: [], errorMessage: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching the active promotional banners.',
      tags: ['loading'],
      meta: {
        screen: `'${BANNER_TEXT.loading}' where the banner will be.`,
        shows: [{ role: 'status', name: BANNER_TEXT.loading }],
      },
      invoke: {
        id: 'fetchBanners',
        src: 'fetchBanners',
        onDone: [
          {
            guard: { type: 'wasRejected', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: 'storeRejection',
          },
          {
            guard: { type: 'hasNoBanners', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: { type: 'storeBanners', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'showing',
            actions: { type: 'storeBanners', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'storeRequestFailure' },
      },
    },
    showing: {
      description: 'One banner at a time with its description, rotating every 8 seconds.',
      tags: ['loaded'],
      meta: {
        screen: "A banner with its title and description linking to its event; previous, next, dots and 'n / total'.",
      },
      invoke: {
        id: 'rotation',
        src: 'rotation',
        input: ({ context }) => ({ count: context.banners.length, intervalMs: BANNER_INTERVAL_MS }),
      },
    },
    empty: {
      description: 'The server has no active banners.',
      tags: ['empty'],
      meta: {
        screen: `'${BANNER_TEXT.empty}'.`,
        shows: [{ role: 'heading', name: BANNER_TEXT.empty }],
      },
    },
    failed: {
      description: "The banners could not be loaded; 'Try Again' reloads the page.",
      tags: ['error'],
      meta: {
        screen: `'${BANNER_TEXT.requestFailed}' or '${BANNER_TEXT.rejected}', and '${BANNER_TEXT.retry}'.`,
        shows: [{ role: 'button', name: BANNER_TEXT.retry }],
      },
      on: {
        RETRY: { actions: 'reloadPage' },
      },
    },
  },
});

export type BannerCarouselMachine = typeof bannerCarouselMachine;
