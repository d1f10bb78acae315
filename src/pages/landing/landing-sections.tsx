// The landing's sections below the hero, a chunk of their own (LandingPage loads it once the hero is
// drawn): a phone's first paint needs only the hero, and these, with the tabs and carousels they
// use, download beside it rather than before it.
import { startTransition, useEffect, useState } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import type { LandingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import type { BannerCarouselMachine } from '../../../machines/banner-carousel/banner-carousel.machine';
import type { EventsCarouselSectionMachine } from '../../../machines/events-carousel-section/events-carousel-section.machine';
import { useScrollToHashOnMount } from '../../ui/hooks/use-scroll-to-hash-on-mount';
import { BannerCarousel } from './banner-carousel';
import { Benefits } from './benefits';
import { Categories } from './categories';
import { EventsCarouselSection } from './events-carousel-section';
import { EventsSection } from './events-section';
import { HowItWorks } from './how-it-works';
import { Testimonials } from './testimonials';

export interface LandingSectionsProps {
  /** The events section's machine with its fetch actor provided (src/app wires it). */
  eventsMachine: LandingEventsMachine;
  /** The promotional banners (section 3), started by src/app, which also reloads the page on 'Try Again'. */
  bannerCarousel: ActorRefFrom<BannerCarouselMachine>;
  /** The events carousel section (section 6), started by src/app. */
  eventsCarouselSection: ActorRefFrom<EventsCarouselSectionMachine>;
  /** The development inspector (src/app/inspector.ts); undefined in production. */
  inspect?: Observer<InspectionEvent>;
}

/** The sections below the hero, in groups drawn one after another (see useGroupsShown). */
const SECTION_GROUPS = 3;

/**
 * How many groups of sections below the hero are drawn: the first at once, then one more per commit,
 * each in a transition: no single task draws them all, so the main thread stays free for a tap in
 * between.
 */
function useGroupsShown(groups: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < groups) startTransition(() => setShown(shown + 1));
  }, [shown, groups]);
  return shown;
}

export default function LandingSections({
  eventsMachine,
  bannerCarousel,
  eventsCarouselSection,
  inspect,
}: LandingSectionsProps) {
  const groupsShown = useGroupsShown(SECTION_GROUPS);
  // A deep link such as /#categories: once every section is there.
  useScrollToHashOnMount(groupsShown === SECTION_GROUPS);
  return (
    <>
      <EventsSection eventsMachine={eventsMachine} inspect={inspect} />
      <BannerCarousel carousel={bannerCarousel} />
      {groupsShown >= 2 ? (
        <>
          <HowItWorks />
          <Categories />
        </>
      ) : null}
      {groupsShown >= 3 ? (
        <>
          <EventsCarouselSection section={eventsCarouselSection} />
          <Benefits />
          <Testimonials inspect={inspect} />
        </>
      ) : null}
    </>
  );
}
