import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../icons';
import './carousel.css';

/** The carousels' slides, each named in the catalogue's carousel section. */
export type CarouselItemName = 'banner' | 'testimonial';

interface CarouselControlsProps {
  /** What one slide is called in the buttons' names: 'banner' gives 'Next banner', 'Go to banner 2'. */
  itemName: CarouselItemName;
  index: number;
  count: number;
  /** 'n / total'. */
  counter: string;
  stopped: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onToggleRotation: () => void;
}

/** Previous, next, one dot per slide, the counter and the rotation control of a carousel. */
export function CarouselControls({
  itemName,
  index,
  count,
  counter,
  stopped,
  onPrevious,
  onNext,
  onGoTo,
  onToggleRotation,
}: CarouselControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-controls__arrow"
        aria-label={t(`carousel.${itemName}.previous`)}
        onClick={onPrevious}
      >
        <ChevronIcon direction="left" size={20} />
      </button>
      <ul className="carousel-controls__dots">
        {Array.from({ length: count }, (_, dot) => (
          <li key={dot}>
            <button
              type="button"
              className="carousel-controls__dot"
              aria-label={t(`carousel.${itemName}.goTo`, { n: String(dot + 1) })}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => onGoTo(dot)}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="carousel-controls__arrow"
        aria-label={t(`carousel.${itemName}.next`)}
        onClick={onNext}
      >
        <ChevronIcon direction="right" size={20} />
      </button>
      <p className="carousel-controls__counter">{counter}</p>
      <button type="button" className="button button--ghost button--small" onClick={onToggleRotation}>
        {stopped ? t('common.play') : t('common.pause')}
        <span className="visually-hidden">{t(`carousel.${itemName}.rotation`)}</span>
      </button>
    </div>
  );
}
