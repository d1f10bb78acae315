import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../ui/icons';
import { MAX_RATING } from './landing-content';
import type { Testimonial } from './landing-content';
import type en from '../../i18n/locales/en';

type TestimonialName = keyof typeof en.testimonials.items;

/** The testimony, its author and their role, worded in the catalogue by the author's name. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation();
  const key = `testimonials.items.${testimonial.name as TestimonialName}` as const;
  return (
    <figure className="testimonial">
      <p
        className="testimonial__rating"
        role="img"
        aria-label={t('testimonials.rated', { rating: String(testimonial.rating), max: String(MAX_RATING) })}
      >
        {Array.from({ length: MAX_RATING }, (_, index) => (
          <StarIcon key={index} filled={index < testimonial.rating} />
        ))}
      </p>
      <blockquote className="testimonial__quote">
        <p>{t(`${key}.testimony`)}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <span className="testimonial__avatar" aria-hidden="true">
          {t(`${key}.initials`)}
        </span>
        <span>
          <span className="testimonial__name">{t(`${key}.name`)}</span>
          <span className="testimonial__role">{t(`${key}.role`)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
