// The banner carousel's connect: the snapshot and `send` in; which of its four faces shows, what it
// holds, and what the person can do (retry) out. The screen comes from the states' tags, or the
// loader's while the banners are not in.
import type { SnapshotFrom } from 'xstate';
import { loaderScreenOf } from '../shared/loader.connect';
import type { LoaderScreen } from '../shared/loader.connect';
import type { BannerCarouselMachine } from './banner-carousel.machine';
import type { BannerCarouselEvent } from './banner-carousel.types';

export type BannerCarouselScreen = LoaderScreen | 'empty' | 'loaded';

export function bannerCarouselConnect(
  snapshot: SnapshotFrom<BannerCarouselMachine>,
  send: (event: BannerCarouselEvent) => void,
) {
  const own = snapshot.hasTag('loaded') ? 'loaded' : snapshot.hasTag('empty') ? 'empty' : null;
  const loader = loaderScreenOf(snapshot.children.loader);
  const screen: BannerCarouselScreen = own ?? loader.screen;
  return {
    screen,
    banners: snapshot.context.banners,
    errorMessage: loader.errorMessage,
    /** The rotation of the banners while they show. */
    rotation: snapshot.children.rotation ?? null,
    retry: () => send({ type: 'RETRY' }),
  };
}
