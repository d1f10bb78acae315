// The banner carousel's connect: the snapshot and `send` in; which of its four faces shows, what it
// holds, and what the person can do (retry) out. The screen comes from the states' tags.
import type { SnapshotFrom } from 'xstate';
import type { BannerCarouselMachine } from './banner-carousel.machine';
import type { BannerCarouselEvent } from './banner-carousel.types';

export type BannerCarouselScreen = 'loading' | 'failed' | 'empty' | 'showing';

export function bannerCarouselConnect(
  snapshot: SnapshotFrom<BannerCarouselMachine>,
  send: (event: BannerCarouselEvent) => void,
) {
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
    retry: () => send({ type: 'RETRY' }),
  };
}
