import { Suspense, lazy } from 'react';
import { useAfterFirstPaint } from '../../ui/hooks/useAfterFirstPaint';
import { LandingFrame } from './LandingFrame';
import type { LandingSectionsProps } from './LandingSections';
import './landing.css';
import './events-section.css';

// Below the hero, in a chunk of its own, asked for once the hero has been painted: see LandingSections.
const LandingSections = lazy(() => import('./LandingSections'));

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
