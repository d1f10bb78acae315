import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import { HOW_IT_WORKS, HOW_IT_WORKS_STATS } from './landing-content';
import type { Audience } from './landing-content';

const AUDIENCES: readonly Audience[] = ['participants', 'organizers'];
/** Each audience has three steps (landing-content.ts), worded in the catalogue. */
const STEP_NUMBERS = ['1', '2', '3'] as const;

export function HowItWorks() {
  const [audience, setAudience] = useState<Audience>('participants');
  const guide = HOW_IT_WORKS[audience];
  const { t } = useTranslation();
  return (
    <section id="how-it-works" className="landing-section landing-section--tinted" aria-labelledby="how-heading">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">{t('howItWorks.eyebrow')}</p>
          <h2 id="how-heading" className="landing-section__heading">
            {t('howItWorks.heading')}
          </h2>
        </header>

        <div className="segmented" role="group" aria-label={t('howItWorks.audienceLabel')}>
          {AUDIENCES.map((option) => (
            <button
              key={option}
              type="button"
              className="segmented__option"
              aria-pressed={option === audience}
              onClick={() => setAudience(option)}
            >
              {t(`howItWorks.${option}.toggleLabel`)}
            </button>
          ))}
        </div>

        <ol className="card-list" aria-live="polite">
          {STEP_NUMBERS.map((number) => (
            <li key={`${audience}-${number}`} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {number}
              </span>
              <h3 className="steps__title">{t(`howItWorks.${audience}.steps.${number}.title`)}</h3>
              <p className="steps__description">{t(`howItWorks.${audience}.steps.${number}.description`)}</p>
            </li>
          ))}
        </ol>

        <dl className="stat-tiles">
          {HOW_IT_WORKS_STATS.map((stat) => (
            <div key={stat.key} className="stat-tiles__tile">
              <dt>{t(`howItWorks.stats.${stat.key}.label`)}</dt>
              <dd>{t(`howItWorks.stats.${stat.key}.value`)}</dd>
            </div>
          ))}
        </dl>

        <div className="landing-section__footer">
          <InternalLink href={guide.cta.href} className="button button--primary">
            {t(`howItWorks.${audience}.cta`)}
          </InternalLink>
        </div>
      </div>
    </section>
  );
}
