import { StarIcon } from '../../ui/icons';
import { MAX_RATING } from './landing-content';
import type { Testimonial } from './landing-content';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <p className="testimonial__rating" role="img" aria-label={`Rated ${testimonial.rating} out of ${MAX_RATING}`}>
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
  );
}
