import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { AutoplayMachine } from '../../../machines/autoplay/autoplay.machine';
import { autoplayConnect } from '../../../machines/autoplay/autoplay.connect';
import type { BannerSlide } from '../../../machines/banner-carousel/banner-carousel.types';
import { AutoplayCarousel } from '../../ui/carousel/autoplay-carousel';
import { useConnect } from '../../ui/hooks/use-connect';
import { BannerCard } from './banner-card';

interface BannerSlidesProps {
  banners: readonly BannerSlide[];
  rotation: ActorRefFrom<AutoplayMachine>;
}

/** The loaded banners, one at a time; the first picture loads at once, the others when shown. */
export function BannerSlides({ banners, rotation }: BannerSlidesProps) {
  const view = useConnect(rotation, autoplayConnect);
  const { t } = useTranslation();
  return (
    <AutoplayCarousel
      className="banner-carousel"
      label={t('banners.label')}
      itemName="banner"
      view={view}
      slides={banners.map((banner, index) => ({
        key: banner.id,
        content: <BannerCard banner={banner} eager={index === 0} />,
      }))}
    />
  );
}
