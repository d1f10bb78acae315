// What a rotating carousel hears from the page (the APG carousel pattern): the pointer over it and
// keyboard focus inside it hold the rotation, and a reduced-motion preference stops it.
import { useEffect } from 'react';
import type { FocusEvent } from 'react';
import type { AutoplayEvent } from '../../../machines/autoplay/autoplay.types';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

/** Focus a person moved with the keyboard; a mouse click on a button does not hold the rotation. */
function isKeyboardFocus(target: EventTarget): boolean {
  return target instanceof Element && target.matches(':focus-visible');
}

export function useAutoplayHold(send: (event: AutoplayEvent) => void) {
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (reducedMotion) send({ type: 'MOTION.REDUCE' });
  }, [reducedMotion, send]);

  return {
    onMouseEnter: () => send({ type: 'POINTER.ENTER' }),
    onMouseLeave: () => send({ type: 'POINTER.LEAVE' }),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (isKeyboardFocus(event.target)) send({ type: 'FOCUS.ENTER' });
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) send({ type: 'FOCUS.LEAVE' });
    },
  };
}
