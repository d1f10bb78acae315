import { InternalLink } from '../../ui/internal-link';
import { HERO_FIGURES } from './landing-content';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">Running · Cycling · Triathlon · Swimming · Yoga · Team sports</p>
          <h1 id="hero-heading" className="hero__heading">
            Your next start line is <span className="hero__highlight">waiting</span>
          </h1>
          <p className="hero__lead">
            Discover sports and fitness events across India, register everyone in your crew in one booking, pay securely
            and keep every ticket and GST invoice in one place.
          </p>
          <div className="hero__actions">
            <InternalLink href="/events" className="button button--primary">
              Browse Events
            </InternalLink>
            <a href="#how-it-works" className="button button--secondary">
              How It Works
            </a>
          </div>
        </div>
        <dl className="hero__figures">
          {HERO_FIGURES.map((figure) => (
            <div key={figure.label} className="hero__figure">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
