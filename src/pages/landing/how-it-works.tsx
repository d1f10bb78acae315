import { useState } from 'react';
import { InternalLink } from '../../ui/internal-link';
import { HOW_IT_WORKS, HOW_IT_WORKS_STATS } from './landing-content';
import type { Audience } from './landing-content';

const AUDIENCES: readonly Audience[] = ['participants', 'organizers'];

export function HowItWorks() {
  const [audience, setAudience] = useState<Audience>('participants');
  const guide = HOW_IT_WORKS[audience];
  return (
    <section id="how-it-works" className="landing-section landing-section--tinted" aria-labelledby="how-heading">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">How it works</p>
          <h2 id="how-heading" className="landing-section__heading">
            From sign-up to finish line in three steps
          </h2>
        </header>

        <div className="segmented" role="group" aria-label="Show steps for">
          {AUDIENCES.map((option) => (
            <button
              key={option}
              type="button"
              className="segmented__option"
              aria-pressed={option === audience}
              onClick={() => setAudience(option)}
            >
              {HOW_IT_WORKS[option].toggleLabel}
            </button>
          ))}
        </div>

        <ol className="card-list" aria-live="polite">
          {guide.steps.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">{step.title}</h3>
              <p className="steps__description">{step.description}</p>
            </li>
          ))}
        </ol>

        <dl className="stat-tiles">
          {HOW_IT_WORKS_STATS.map((stat) => (
            <div key={stat.label} className="stat-tiles__tile">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>

        <div className="landing-section__footer">
          <InternalLink href={guide.cta.href} className="button button--primary">
            {guide.cta.label}
          </InternalLink>
        </div>
      </div>
    </section>
  );
}
