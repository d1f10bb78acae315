import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AutoplayMachine } from '../../../machines/autoplay/autoplay.machine';
import type { AutoplayEvent } from '../../../machines/autoplay/autoplay.types';
import { autoplayView } from '../../../machines/autoplay/autoplay.view';
import type { BannerSlide } from '../../../machines/banner-carousel/banner-carousel.types';
import { AutoplayCarousel } from '../../ui/carousel/AutoplayCarousel';
import { useView } from '../../ui/hooks/useView';
import { BannerCard } from './BannerCard';

interface BannerSlidesProps {
  banners: readonly BannerSlide[];
  rotation: ActorRefFrom<AutoplayMachine>;
}

/** The loaded banners, one at a time; the first picture loads at once, the others when shown. */
export function BannerSlides({ banners, rotation }: BannerSlidesProps) {
  const view = useView(rotation, autoplayView);
  const send = useCallback((event: AutoplayEvent) => rotation.send(event), [rotation]);
  return (
    <AutoplayCarousel
      className="banner-carousel"
      label="Promotional banners"
      itemName="banner"
      view={view}
      send={send}
      slides={banners.map((banner, index) => ({
        key: banner.id,
        content: <BannerCard banner={banner} eager={index === 0} />,
      }))}
    />
  );
}
