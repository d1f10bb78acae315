import { ChevronIcon } from '../icons';
import './carousel.css';

interface CarouselControlsProps {
  /** What one slide is called in the buttons' names: 'banner' gives 'Next banner', 'Go to banner 2'. */
  itemName: string;
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
  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-controls__arrow"
        aria-label={`Previous ${itemName}`}
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
              aria-label={`Go to ${itemName} ${dot + 1}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => onGoTo(dot)}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="carousel-controls__arrow" aria-label={`Next ${itemName}`} onClick={onNext}>
        <ChevronIcon direction="right" size={20} />
      </button>
      <p className="carousel-controls__counter">{counter}</p>
      <button type="button" className="button button--ghost button--small" onClick={onToggleRotation}>
        {stopped ? 'Play' : 'Pause'}
        <span className="visually-hidden"> automatic {itemName} rotation</span>
      </button>
    </div>
  );
}
