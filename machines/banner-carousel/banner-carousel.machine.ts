// The landing page's promotional banner carousel (SPEC §2 landing 3, §7 GET /promotional-banners, §8
// Banners). Pure: the shared loader's `load` is provided by src/app, and its failed screen is this
// flow's, but for Try Again, which reloads the page (SPEC §2); the rotation is the shared autoplay machine.
import { assign, emit, setup } from 'xstate';
import { autoplayMachine } from '../autoplay/autoplay.machine';
import { loaderMachine } from '../shared/loader.machine';
import type { LoaderOutput } from '../shared/loader.types';
import { BANNER_INTERVAL_MS, BANNER_TEXT, bannersLoad } from './banner-carousel.types';
import type {
  BannerCarouselContext,
  BannerCarouselEmitted,
  BannerCarouselEvent,
  BannerCarouselTag,
  FetchBannersOutput,
} from './banner-carousel.types';

const bannersOf = (output: LoaderOutput): FetchBannersOutput => output.data as FetchBannersOutput;

export const bannerCarouselMachine = setup({
  types: {
    context: {} as BannerCarouselContext,
    events: {} as BannerCarouselEvent,
    emitted: {} as BannerCarouselEmitted,
    tags: {} as BannerCarouselTag,
    children: {} as { loader: 'loader'; rotation: 'rotation' },
  },
  actors: {
    /** GET /promotional-banners, with SPEC §8's texts when it fails. */
    loader: loaderMachine,
    rotation: autoplayMachine,
  },
  guards: {
    hasNoBanners: (_, params: { output: LoaderOutput }) => bannersOf(params.output).length === 0,
  },
  actions: {
    storeBanners: assign((_, params: { output: LoaderOutput }) => ({ banners: bannersOf(params.output) })),
    reloadPage: emit({ type: 'reload' }),
  },
}).createMachine({
  id: 'bannerCarousel',
  description:
    "Promotional banners: loaded once, shown one at a time and advanced every 8 seconds; 'Try Again' after a failure reloads the page.",
  context: { banners: [] },
  initial: 'loading',
  states: {
    loading: {
      description:
        "The loader fetches the active promotional banners; if that fails, the failure and 'Try Again', which reloads the page.",
      meta: {
        screen: `'${BANNER_TEXT.loading}' where the banner will be, or '${BANNER_TEXT.requestFailed}' or '${BANNER_TEXT.rejected}', and '${BANNER_TEXT.retry}'.`,
        shows: [{ role: 'status', name: BANNER_TEXT.loading }],
      },
      invoke: {
        id: 'loader',
        src: 'loader',
        input: bannersLoad,
        onDone: [
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
      },
      on: { RETRY: { actions: 'reloadPage' } },
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
  },
});

export type BannerCarouselMachine = typeof bannerCarouselMachine;
