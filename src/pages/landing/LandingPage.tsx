import type { InspectionEvent, Observer } from 'xstate';
import type { LandingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import { useScrollToHashOnMount } from '../../ui/hooks/useScrollToHashOnMount';
import { Categories } from './Categories';
import { EventsSection } from './EventsSection';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Testimonials } from './Testimonials';
import './landing.css';
import './events-section.css';

interface LandingPageProps {
  /** The events section's machine with its fetch actor provided (src/app wires it). */
  eventsMachine: LandingEventsMachine;
  /** The development inspector (src/app/inspector.ts); undefined in production. */
  inspect?: Observer<InspectionEvent>;
}

export default function LandingPage({ eventsMachine, inspect }: LandingPageProps) {
  useScrollToHashOnMount();
  return (
    <div className="landing">
      <Hero />
      <EventsSection eventsMachine={eventsMachine} inspect={inspect} />
      <HowItWorks />
      <Categories />
      <Testimonials />
    </div>
  );
}
