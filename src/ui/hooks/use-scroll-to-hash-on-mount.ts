import { useEffect } from 'react';

/**
 * A deep link such as /#events arrives before the lazily loaded page has rendered its sections,
 * so the browser finds no anchor; once the page is mounted (and `sectionsShown`, for a page that
 * draws its sections after its first paint), scroll to it.
 */
export function useScrollToHashOnMount(sectionsShown = true): void {
  useEffect(() => {
    if (!sectionsShown) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'instant' });
  }, [sectionsShown]);
}
