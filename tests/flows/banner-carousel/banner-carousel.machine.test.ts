// The promotional banner carousel: every recorded path on a real actor, held to
// models/banner-carousel.model.ts, plus what the view makes of it, on the real machine with its real
// loader, whose call is a fake.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { bannerCarouselMachine } from '../../../machines/banner-carousel/banner-carousel.machine';
import type { BannerCarouselMachine } from '../../../machines/banner-carousel/banner-carousel.machine';
import type { FetchBannersOutput } from '../../../machines/banner-carousel/banner-carousel.types';
import { bannerCarouselConnect } from '../../../machines/banner-carousel/banner-carousel.connect';
import { LoadRefusedError } from '../../../machines/shared/loader.types';
import { loaderWith } from '../../../src/app/flows/shared/loader';
import { autoplayConnect } from '../../../machines/autoplay/autoplay.connect';
import { describeGraph } from '../shared/graph-harness';
import { bannerCarouselModel, bannerSlide } from './banner-carousel.model';

describeGraph(bannerCarouselModel);

async function settled(result: () => Promise<FetchBannersOutput>) {
  const actor = createActor(bannerCarouselMachine.provide({ actors: { loader: loaderWith(fromPromise(result)) } }));
  actor.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return actor;
}

const viewOf = (actor: { getSnapshot(): SnapshotFrom<BannerCarouselMachine> }) =>
  bannerCarouselConnect(actor.getSnapshot(), () => {});

describe('banner carousel: what the view shows', () => {
  it('shows the loading text first', async () => {
    const actor = await settled(() => new Promise(() => {}));
    expect(viewOf(actor)).toMatchObject({ screen: 'loading', rotation: null });
  });

  it('rotates the loaded banners with the shared autoplay, starting at the first of them', async () => {
    const banners = [bannerSlide(1), bannerSlide(2), bannerSlide(3)];
    const actor = await settled(async () => banners);
    const view = viewOf(actor);
    expect(view).toMatchObject({ screen: 'loaded', banners, errorMessage: null });
    expect(view.rotation).not.toBeNull();
    expect(autoplayConnect(view.rotation!.getSnapshot(), () => {})).toMatchObject({
      index: 0,
      count: 3,
      counter: '1 / 3',
    });
  });

  it("says 'No banners available' when the server answers success false", async () => {
    const actor = await settled(async () => {
      throw new LoadRefusedError('success false');
    });
    expect(viewOf(actor)).toMatchObject({ screen: 'failed', errorMessage: 'No banners available' });
  });

  it("says 'Failed to load banners' when the request fails, and Try Again asks for a reload", async () => {
    const actor = await settled(async () => {
      throw new Error('offline');
    });
    expect(viewOf(actor)).toMatchObject({ screen: 'failed', errorMessage: 'Failed to load banners' });
    const reloads: unknown[] = [];
    actor.on('reload', (event) => reloads.push(event));
    actor.send({ type: 'RETRY' });
    expect(reloads).toEqual([{ type: 'reload' }]);
  });

  it('is empty when there are no active banners', async () => {
    const actor = await settled(async () => []);
    expect(viewOf(actor)).toMatchObject({ screen: 'empty', banners: [] });
  });
});
