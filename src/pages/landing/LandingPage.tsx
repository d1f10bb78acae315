import { Suspense, lazy } from 'react';
import { useAfterFirstPaint } from '../../ui/hooks/useAfterFirstPaint';
import { Hero } from './Hero';
import type { LandingSectionsProps } from './LandingSections';
import './landing.css';
import './events-section.css';

// Below the hero, in a chunk of its own, asked for once the hero has been painted: see LandingSections.
const LandingSections = lazy(() => import('./LandingSections'));

export default function LandingPage(props: LandingSectionsProps) {
  const heroPainted = useAfterFirstPaint();
  return (
    <div className="landing">
      <Hero />
      {heroPainted ? (
        <Suspense fallback={null}>
          <LandingSections {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
