import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import { BENEFIT_GROUPS } from './landing-content';

/** SPEC §2 landing 7: participant benefits and organizer benefits. */
/** Each group has four benefits (landing-content.ts), worded in the catalogue. */
const BENEFIT_NUMBERS = ['1', '2', '3', '4'] as const;

export function Benefits() {
  const { t } = useTranslation();
  return (
    <section id="benefits" className="landing-section" aria-labelledby="benefits-heading">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">{t('benefits.eyebrow')}</p>
          <h2 id="benefits-heading" className="landing-section__heading">
            {t('benefits.heading')}
          </h2>
        </header>
        <div className="benefits">
          {BENEFIT_GROUPS.map((group) => (
            <article key={group.id} className={`benefits__group benefits__group--${group.id}`}>
              <h3 className="benefits__heading">{t(`benefits.${group.id}.heading`)}</h3>
              <p className="benefits__intro">{t(`benefits.${group.id}.intro`)}</p>
              <ul className="benefits__list">
                {BENEFIT_NUMBERS.map((number) => (
                  <li key={number} className="benefits__item">
                    <span className="benefits__title">{t(`benefits.${group.id}.items.${number}.title`)}</span>
                    <span className="benefits__description">
                      {t(`benefits.${group.id}.items.${number}.description`)}
                    </span>
                  </li>
                ))}
              </ul>
              <InternalLink href={group.cta.href} className="button button--secondary">
                {t(`benefits.${group.id}.cta`)}
              </InternalLink>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
