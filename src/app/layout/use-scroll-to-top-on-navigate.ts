import { useEffect, useRef } from 'react';

/**
 * SPEC §2: route changes scroll to top. The first render is left alone so that a deep link
 * such as /#events still lands on its anchor.
 */
export function useScrollToTopOnNavigate(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
