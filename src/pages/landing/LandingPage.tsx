import { startTransition, useEffect, useState } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import type { LandingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import { useScrollToHashOnMount } from '../../ui/hooks/useScrollToHashOnMount';
import type { ActorRefFrom } from 'xstate';
import type { BannerCarouselMachine } from '../../../machines/banner-carousel/banner-carousel.machine';
import type { EventsCarouselSectionMachine } from '../../../machines/events-carousel-section/events-carousel-section.machine';
import { BannerCarousel } from './BannerCarousel';
import { Benefits } from './Benefits';
import { Categories } from './Categories';
import { EventsCarouselSection } from './EventsCarouselSection';
import { EventsSection } from './EventsSection';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Testimonials } from './Testimonials';
import './landing.css';
import './events-section.css';

interface LandingPageProps {
  /** The events section's machine with its fetch actor provided (src/app wires it). */
  eventsMachine: LandingEventsMachine;
  /** The promotional banners (section 3), started by src/app, which also reloads the page on 'Try Again'. */
  bannerCarousel: ActorRefFrom<BannerCarouselMachine>;
  /** The events carousel section (section 6), started by src/app. */
  eventsCarouselSection: ActorRefFrom<EventsCarouselSectionMachine>;
  /** The development inspector (src/app/inspector.ts); undefined in production. */
  inspect?: Observer<InspectionEvent>;
}

/**
 * False for the first render, then true in a transition: the first paint holds the header and the
 * hero (what a phone shows, and its largest text) instead of waiting for all eight sections, and
 * React draws the rest in slices that leave the main thread free between them.
 */
function useSectionsAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}

export default function LandingPage({
  eventsMachine,
  bannerCarousel,
  eventsCarouselSection,
  inspect,
}: LandingPageProps) {
  const sectionsShown = useSectionsAfterFirstPaint();
  useScrollToHashOnMount(sectionsShown);
  return (
    <div className="landing">
      <Hero />
      {sectionsShown ? (
        <>
          <EventsSection eventsMachine={eventsMachine} inspect={inspect} />
          <BannerCarousel carousel={bannerCarousel} />
          <HowItWorks />
          <Categories />
          <EventsCarouselSection section={eventsCarouselSection} />
          <Benefits />
          <Testimonials inspect={inspect} />
        </>
      ) : null}
    </div>
  );
}
