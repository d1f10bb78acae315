import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoplayConnect } from '../../../machines/autoplay/autoplay.connect';
import { CarouselControls, type CarouselItemName } from './carousel-controls';
import { useAutoplayHold } from './use-autoplay-hold';

interface AutoplayCarouselProps {
  /** The region's name, e.g. 'Promotional banners'. */
  label: string;
  /** What one slide is called in the controls' names ('banner', 'testimonial'). */
  itemName: CarouselItemName;
  /** The rotation's connect (machines/autoplay): what shows and the intents. */
  view: AutoplayConnect;
  slides: readonly { key: string | number; content: ReactNode }[];
  className: string;
}

/**
 * One slide at a time, as the APG carousel pattern has it: a region described as a carousel, slides
 * labelled 'n of total', changes announced only while nothing moves by itself, and the rotation held by
 * the pointer or keyboard focus and stopped for reduced motion.
 */
export function AutoplayCarousel({ label, itemName, view, slides, className }: AutoplayCarouselProps) {
  const hold = useAutoplayHold(view);
  const { t } = useTranslation();
  return (
    <div className={className} role="region" aria-roledescription="carousel" aria-label={label} {...hold}>
      <div className="autoplay-carousel__slides" aria-live={view.live}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className="autoplay-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slideOf', { n: String(index + 1), total: String(slides.length) })}
            hidden={index !== view.index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {view.hasControls ? (
        <CarouselControls
          itemName={itemName}
          index={view.index}
          count={view.count}
          counter={view.counter}
          stopped={view.stopped}
          onPrevious={view.previous}
          onNext={view.next}
          onGoTo={view.goTo}
          onToggleRotation={view.stopped ? view.play : view.stop}
        />
      ) : null}
    </div>
  );
}
