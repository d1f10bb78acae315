import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function followPreference(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The person's motion preference, following changes while the page is open. A page drawn on the server
 * assumes motion (it cannot know) and hydrates with that; React then draws the preference at once.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(followPreference, prefersReducedMotion, () => false);
}
