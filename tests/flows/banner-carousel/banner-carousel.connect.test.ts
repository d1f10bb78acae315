// What the landing's promotional banner carousel reads (bannerCarouselConnect), written out by hand from
// SPEC §2 landing 3: 'Loading amazing events...' while the banners load, 'No promotional banners
// available' when there are none, the banners once in, and 'Try Again' (which reloads the page).
// Snapshots are resolved from (state, context), so each face is read without driving the machine there.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { bannerCarouselConnect } from '../../../machines/banner-carousel/banner-carousel.connect';
import { bannerCarouselMachine } from '../../../machines/banner-carousel/banner-carousel.machine';
import type {
  BannerCarouselContext,
  BannerCarouselEvent,
  BannerSlide,
} from '../../../machines/banner-carousel/banner-carousel.types';

const BANNER: BannerSlide = {
  id: 7,
  title: 'Monsoon Half Marathon',
  description: 'Run through the rain in Lonavala.',
  image: '/images/banners/monsoon.jpg',
  subEventUuid: '5b0c8f3e-9a1d-4e2f-8c3b-7d6e5f4a3b21',
};

function faceOf(value: StateValue, context: BannerCarouselContext = { banners: [] }) {
  const sent: BannerCarouselEvent[] = [];
  const snapshot = bannerCarouselMachine.resolveState({ value, context });
  const face = bannerCarouselConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

describe('banner carousel: what it reads', () => {
  it('while the banners load: the loading face, no banners, no rotation', () => {
    expect(faceOf('loading').face).toMatchObject({
      screen: 'loading',
      banners: [],
      errorMessage: null,
      rotation: null,
    });
  });

  it('no banners: the empty face', () => {
    expect(faceOf('empty').face).toMatchObject({ screen: 'empty', banners: [], errorMessage: null });
  });

  it('banners in: the loaded face with them', () => {
    expect(faceOf('showing', { banners: [BANNER] }).face).toMatchObject({
      screen: 'loaded',
      banners: [BANNER],
      errorMessage: null,
    });
  });

  it("'Try Again' sends RETRY", () => {
    const { face, sent } = faceOf('loading');
    face.retry();
    expect(sent).toEqual([{ type: 'RETRY' }]);
  });
});
