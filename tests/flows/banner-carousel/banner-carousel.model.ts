// The promotional banner carousel's model (SPEC §2 landing 3, §7 GET /promotional-banners, §8 Banners,
// §9 8000 ms), written by hand: the texts below are SPEC's, not the machine's constants.
import type { AnyMachineSnapshot } from 'xstate';
import { bannerCarouselMachine } from '../../../machines/banner-carousel/banner-carousel.machine';
import type { BannerCarouselMachine } from '../../../machines/banner-carousel/banner-carousel.machine';
import type {
  BannerCarouselContext,
  BannerSlide,
  FetchBannersOutput,
} from '../../../machines/banner-carousel/banner-carousel.types';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';

export function bannerSlide(id: number): BannerSlide {
  return {
    id,
    title: `Banner ${id}`,
    description: `Description of banner ${id}`,
    image: `/seed/promo-${id}.svg`,
    subEventUuid: `00000000-0000-4000-8000-00000000000${id}`,
  };
}

const twoBanners = [bannerSlide(1), bannerSlide(2)];
const done = (output: FetchBannersOutput): ModelEvent => ({ type: 'xstate.done.actor.fetchBanners', output });
const fetchCall = { id: 'fetchBanners' };

export const bannerCarouselModel: FlowModel<BannerCarouselMachine> = {
  flow: 'banner-carousel',
  machine: bannerCarouselMachine,
  events: [
    done({ success: true, banners: twoBanners }),
    done({ success: true, banners: [] }),
    done({ success: false }),
    { type: 'xstate.error.actor.fetchBanners', error: new Error('network down') },
    { type: 'RETRY' },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { banners, errorMessage } = snapshot.context as BannerCarouselContext;
    return { value: snapshot.value, banners: banners.map((banner) => banner.id), errorMessage };
  },
  promiseActors: ['fetchBanners'],
  childMachines: ['rotation'],
  expect: ({ event }): StepExpectation => {
    switch (event.type) {
      case 'xstate.init':
        return { calls: [fetchCall], context: { banners: [], errorMessage: null } };
      case 'xstate.done.actor.fetchBanners': {
        const output = event.output as FetchBannersOutput;
        if (!output.success) return { context: { banners: [], errorMessage: 'No banners available' } };
        if (output.banners.length === 0) return { context: { banners: [], errorMessage: null } };
        // One banner at a time, each for 8 seconds (SPEC §9).
        return {
          calls: [{ id: 'rotation', input: { count: output.banners.length, intervalMs: 8000 } }],
          context: { banners: output.banners, errorMessage: null },
        };
      }
      case 'xstate.error.actor.fetchBanners':
        return { context: { banners: [], errorMessage: 'Failed to load banners' } };
      case 'RETRY':
        // SPEC §2: 'Try Again' reloads the page.
        return { emitted: [{ type: 'reload' }] };
      default:
        throw new Error(`the banner-carousel model has no expectation for ${event.type}`);
    }
  },
};
