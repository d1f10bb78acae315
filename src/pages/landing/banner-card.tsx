import { useTranslation } from 'react-i18next';
import type { BannerSlide } from '../../../machines/banner-carousel/banner-carousel.types';
import { EventImage } from '../../ui/event-card-parts';
import { InternalLink } from '../../ui/internal-link';
import { ArrowRightIcon } from '../../ui/icons';

/** One promotional banner: its picture, title and description, all one link to its event (SPEC §2). */
export function BannerCard({ banner, eager }: { banner: BannerSlide; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <InternalLink href={`/event/${banner.subEventUuid}`} className="banner-card">
      <EventImage className="banner-card__image" src={banner.image} eager={eager} size="banner" />
      <span className="banner-card__body">
        <span className="banner-card__title">{banner.title}</span>
        {banner.description ? <span className="banner-card__description">{banner.description}</span> : null}
        <span className="banner-card__cta">
          {t('banners.viewEvent')}
          <ArrowRightIcon size={16} />
        </span>
      </span>
    </InternalLink>
  );
}
