import { useEffect } from 'react';

/**
 * A deep link such as /#events arrives before the lazily loaded page has rendered its sections,
 * so the browser finds no anchor; once the page is mounted, scroll to it.
 */
export function useScrollToHashOnMount(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'instant' });
  }, []);
}
