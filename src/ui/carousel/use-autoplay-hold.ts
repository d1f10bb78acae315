// What a rotating carousel hears from the page (the APG carousel pattern): the pointer over it and
// keyboard focus inside it hold the rotation, and a reduced-motion preference stops it.
import { useEffect, useRef } from 'react';
import type { FocusEvent } from 'react';
import type { AutoplayConnect } from '../../../machines/autoplay/autoplay.connect';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

/** Focus a person moved with the keyboard; a mouse click on a button does not hold the rotation. */
function isKeyboardFocus(target: EventTarget): boolean {
  return target instanceof Element && target.matches(':focus-visible');
}

type Hold = Pick<AutoplayConnect, 'pointerEntered' | 'pointerLeft' | 'focusEntered' | 'focusLeft' | 'motionReduced'>;

export function useAutoplayHold(rotation: Hold) {
  const reducedMotion = usePrefersReducedMotion();
  // The intents are new functions with each view; the preference is told once per change, not per view.
  const motionReduced = useRef(rotation.motionReduced);
  motionReduced.current = rotation.motionReduced;
  useEffect(() => {
    if (reducedMotion) motionReduced.current();
  }, [reducedMotion]);

  return {
    onMouseEnter: () => rotation.pointerEntered(),
    onMouseLeave: () => rotation.pointerLeft(),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (isKeyboardFocus(event.target)) rotation.focusEntered();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) rotation.focusLeft();
    },
  };
}
