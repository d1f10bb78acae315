import { InternalLink } from '../../ui/internal-link';
import { BENEFIT_GROUPS } from './landing-content';

/** SPEC §2 landing 7: participant benefits and organizer benefits. */
export function Benefits() {
  return (
    <section id="benefits" className="landing-section" aria-labelledby="benefits-heading">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">Why Startline</p>
          <h2 id="benefits-heading" className="landing-section__heading">
            Built for the people on both sides of the start line
          </h2>
        </header>
        <div className="benefits">
          {BENEFIT_GROUPS.map((group) => (
            <article key={group.id} className={`benefits__group benefits__group--${group.id}`}>
              <h3 className="benefits__heading">{group.heading}</h3>
              <p className="benefits__intro">{group.intro}</p>
              <ul className="benefits__list">
                {group.benefits.map((benefit) => (
                  <li key={benefit.title} className="benefits__item">
                    <span className="benefits__title">{benefit.title}</span>
                    <span className="benefits__description">{benefit.description}</span>
                  </li>
                ))}
              </ul>
              <InternalLink href={group.cta.href} className="button button--secondary">
                {group.cta.label}
              </InternalLink>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
