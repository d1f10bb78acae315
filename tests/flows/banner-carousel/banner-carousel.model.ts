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
/** The shared loader's answer once the banners are in (its own model covers failing and Retry). */
const done = (banners: FetchBannersOutput): ModelEvent => ({
  type: 'xstate.done.actor.loader',
  output: { data: banners },
});
/** The shared loader, with SPEC §8's banner texts for a refusal and a failed request. */
const loaderCall = {
  id: 'loader',
  input: { request: null, texts: { refused: 'No banners available', failed: 'Failed to load banners' } },
};

export const bannerCarouselModel: FlowModel<BannerCarouselMachine> = {
  flow: 'banner-carousel',
  machine: bannerCarouselMachine,
  events: [done(twoBanners), done([]), { type: 'RETRY' }],
  project: (snapshot: AnyMachineSnapshot) => {
    const { banners } = snapshot.context as BannerCarouselContext;
    return { value: snapshot.value, banners: banners.map((banner) => banner.id) };
  },
  childMachines: ['loader', 'rotation'],
  probeEveryEvent: true,
  expect: ({ event, from, callsBefore }): StepExpectation => {
    switch (event.type) {
      case 'xstate.init':
        return { calls: [loaderCall], context: { banners: [] } };
      case 'xstate.done.actor.loader': {
        const banners = (event.output as { data: FetchBannersOutput }).data;
        if (banners.length === 0) return { context: { banners: [] } };
        // One banner at a time, each for 8 seconds (SPEC §9).
        return {
          calls: [{ id: 'rotation', input: { count: banners.length, intervalMs: 8000 } }],
          context: { banners },
        };
      }
      case 'RETRY':
        // 'Try Again' is offered with the load's error only; once banners (or none) are in it does nothing.
        if (from === 'showing' || from === 'empty') return { calls: callsBefore };
        // SPEC §2: 'Try Again' reloads the page; the loader is not asked again.
        return { calls: [loaderCall], emitted: [{ type: 'reload' }] };
      default:
        throw new Error(`the banner-carousel model has no expectation for ${event.type}`);
    }
  },
};
