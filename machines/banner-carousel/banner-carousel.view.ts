// The banner carousel's view-model: which of its four faces shows, and what it holds.
import type { SnapshotFrom } from 'xstate';
import type { BannerCarouselMachine } from './banner-carousel.machine';

export type BannerCarouselScreen = 'loading' | 'failed' | 'empty' | 'showing';

export function bannerCarouselView(snapshot: SnapshotFrom<BannerCarouselMachine>) {
  let screen: BannerCarouselScreen = 'showing';
  if (snapshot.hasTag('loading')) screen = 'loading';
  else if (snapshot.hasTag('error')) screen = 'failed';
  else if (snapshot.hasTag('empty')) screen = 'empty';
  return {
    screen,
    banners: snapshot.context.banners,
    errorMessage: snapshot.context.errorMessage,
    /** The rotation of the banners while they show. */
    rotation: snapshot.children.rotation ?? null,
  };
}
