import { StarIcon } from '../../ui/icons';
import { TESTIMONIALS } from './landing-content';

const MAX_RATING = 5;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

export function Testimonials() {
  return (
    <section
      id="testimonials"
      className="landing-section landing-section--tinted"
      aria-labelledby="testimonials-heading"
    >
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">Testimonials</p>
          <h2 id="testimonials-heading" className="landing-section__heading">
            Loved by runners, riders and race directors
          </h2>
        </header>
        <ul className="card-list">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className={testimonial.featured ? 'testimonial testimonial--featured' : 'testimonial'}>
                <p
                  className="testimonial__rating"
                  role="img"
                  aria-label={`Rated ${testimonial.rating} out of ${MAX_RATING}`}
                >
                  {Array.from({ length: MAX_RATING }, (_, index) => (
                    <StarIcon key={index} filled={index < testimonial.rating} />
                  ))}
                </p>
                <blockquote className="testimonial__quote">
                  <p>{testimonial.testimony}</p>
                </blockquote>
                <figcaption className="testimonial__author">
                  <span className="testimonial__avatar" aria-hidden="true">
                    {initialsOf(testimonial.name)}
                  </span>
                  <span>
                    <span className="testimonial__name">{testimonial.name}</span>
                    <span className="testimonial__role">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
