// For a page whose form is replaced by its outcome ('Details saved', 'The ticket is yours'): the submit
// button the person was on is gone, so focus (and with it the view, scrolled down a long form) moves to
// the page's heading, which now says what happened (WCAG 2.4.3).
import { useEffect, useRef } from 'react';
import { focusPageHeading } from '../focus-page-heading';

/** A ref for any element inside the page; when `active` becomes true, the page's heading takes focus. */
export function useHeadingFocus<T extends Element>(active: boolean) {
  const inside = useRef<T>(null);
  useEffect(() => {
    if (active && inside.current) focusPageHeading(inside.current);
  }, [active]);
  return inside;
}
