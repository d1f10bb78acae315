import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { BannerCarouselMachine } from '../../../machines/banner-carousel/banner-carousel.machine';
import { bannerCarouselConnect } from '../../../machines/banner-carousel/banner-carousel.connect';
import { knownText } from '../../i18n/i18n';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useConnect } from '../../ui/hooks/use-connect';
import { BannerSlides } from './banner-slides';
import './banner-carousel.css';

/** SPEC §2 landing 3: the promotional banner carousel. */
export function BannerCarousel({ carousel }: { carousel: ActorRefFrom<BannerCarouselMachine> }) {
  const view = useConnect(carousel, bannerCarouselConnect);
  const { t, i18n } = useTranslation();
  return (
    <section className="landing-section banner-section" aria-labelledby="banners-heading">
      <div className="container">
        <h2 id="banners-heading" className="banner-section__heading">
          {t('banners.heading')}
        </h2>
        {view.screen === 'loading' ? (
          <div className="banner-section__placeholder" aria-busy="true">
            <LoadingIndicator label={t('banners.loading')} />
          </div>
        ) : null}
        {view.screen === 'failed' ? (
          <div className="banner-section__placeholder" role="alert">
            <h3 className="banner-section__message">{view.errorMessage ? knownText(i18n, view.errorMessage) : null}</h3>
            <button type="button" className="button button--primary" onClick={view.retry}>
              {t('banners.retry')}
            </button>
          </div>
        ) : null}
        {view.screen === 'empty' ? (
          <div className="banner-section__placeholder">
            <h3 className="banner-section__message">{t('banners.empty')}</h3>
          </div>
        ) : null}
        {view.screen === 'loaded' && view.rotation ? (
          <BannerSlides banners={view.banners} rotation={view.rotation} />
        ) : null}
      </div>
    </section>
  );
}
