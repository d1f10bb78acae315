import { useEffect, useRef } from 'react';

/** How long to wait for the new content's heading (a lazy page, a step that loads first) before giving up. */
const WAIT_FOR_HEADING_MS = 5000;

/**
 * Whether focus was left behind by the change: on the page itself, or on something the change removed.
 * Focus the person (or an autofocus field) has put inside the new content stays where it is.
 */
function focusWasLeftBehind(container: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === container || !container.contains(active);
}

/**
 * WCAG 2.4.3: when `key` changes after the first render (a new page, a new wizard step, the next
 * attendee's form), focus moves to the new content's heading, so keyboard and screen-reader users start
 * where the content does instead of at the top of the document or on a removed button. The heading is
 * found by `findHeading` once it is there (the content may still be loading) and made focusable
 * (tabindex -1) without entering the tab order.
 */
export function useFocusOnChange(
  key: string | null,
  container: () => HTMLElement | null,
  findHeading: (container: HTMLElement) => HTMLElement | null,
): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (key === null) return;
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      const root = container();
      const heading = root ? findHeading(root) : null;
      // While the new page loads, the old one may still be in the document, hidden: wait for a shown heading.
      if (root && heading && heading.getClientRects().length > 0) {
        if (!focusWasLeftBehind(root)) return;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        if (document.activeElement === heading) return;
      }
      if (performance.now() - started < WAIT_FOR_HEADING_MS) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [key, container, findHeading]);
}
