import type { ReactNode } from 'react';
import { Hero } from './hero';

/**
 * The landing's first screen: the hero, then whatever follows it. LandingPage adds the sections once
 * the hero has been painted; the build renders it alone into the document of / (src/app/shell).
 * It imports no stylesheet, so the build can render it outside Vite's CSS handling.
 */
export function LandingFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="landing">
      <Hero />
      {children}
    </div>
  );
}
