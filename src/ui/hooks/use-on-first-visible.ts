import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Calls `onVisible` once, the first time the element scrolls into view (or at once where the browser has
 * no IntersectionObserver); the observer is gone afterwards.
 */
export function useOnFirstVisible(
  element: RefObject<Element | null>,
  onVisible: () => void,
  rootMargin = '200px',
): void {
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      callback.current();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, rootMargin]);
}
