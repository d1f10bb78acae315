import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import { HERO_FIGURES } from './landing-content';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-heading" className="hero__heading">
            {t('hero.headingStart')}
            <span className="hero__highlight">{t('hero.headingHighlight')}</span>
            {t('hero.headingEnd')}
          </h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          <div className="hero__actions">
            <InternalLink href="/events" className="button button--primary">
              {t('hero.browseEvents')}
            </InternalLink>
            <a href="#how-it-works" className="button button--secondary">
              {t('hero.howItWorks')}
            </a>
          </div>
        </div>
        <dl className="hero__figures">
          {HERO_FIGURES.map((figure) => (
            <div key={figure.key} className="hero__figure">
              <dt>{t(`hero.figures.${figure.key}`)}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
