import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { InspectionEvent, Observer } from 'xstate';
import { autoplayMachine } from '../../../machines/autoplay/autoplay.machine';
import { autoplayConnect } from '../../../machines/autoplay/autoplay.connect';
import { TESTIMONIALS_AUTOPLAY_MS } from '../../domain/constants';
import { AutoplayCarousel } from '../../ui/carousel/autoplay-carousel';
import { useConnect } from '../../ui/hooks/use-connect';
import { TestimonialCard } from './testimonial-card';
import { TESTIMONIALS } from './landing-content';

/** SPEC §2 landing 7: hard-coded testimonials, one at a time, advancing every 5 s. */
export function Testimonials({ inspect }: { inspect?: Observer<InspectionEvent> }) {
  const rotation = useActorRef(autoplayMachine, {
    input: { count: TESTIMONIALS.length, intervalMs: TESTIMONIALS_AUTOPLAY_MS },
    inspect,
  });
  const view = useConnect(rotation, autoplayConnect);
  const { t } = useTranslation();
  return (
    <section
      id="testimonials"
      className="landing-section landing-section--tinted"
      aria-labelledby="testimonials-heading"
    >
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">{t('testimonials.eyebrow')}</p>
          <h2 id="testimonials-heading" className="landing-section__heading">
            {t('testimonials.heading')}
          </h2>
        </header>
        <AutoplayCarousel
          className="testimonials"
          label={t('testimonials.label')}
          itemName="testimonial"
          view={view}
          slides={TESTIMONIALS.map((testimonial) => ({
            key: testimonial.name,
            content: <TestimonialCard testimonial={testimonial} />,
          }))}
        />
      </div>
    </section>
  );
}
