import { Suspense, lazy } from 'react';
import { useAfterFirstPaint } from '../../ui/hooks/use-after-first-paint';
import { LandingFrame } from './landing-frame';
import type { LandingSectionsProps } from './landing-sections';
import './landing.css';
import './events-section.css';

// Below the hero, in a chunk of its own, asked for once the hero has been painted: see LandingSections.
const LandingSections = lazy(() => import('./landing-sections'));

export default function LandingPage(props: LandingSectionsProps) {
  const heroPainted = useAfterFirstPaint();
  return (
    <LandingFrame>
      {heroPainted ? (
        <Suspense fallback={null}>
          <LandingSections {...props} />
        </Suspense>
      ) : null}
    </LandingFrame>
  );
}
