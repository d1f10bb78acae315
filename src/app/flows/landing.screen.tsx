import { useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { bannerCarouselMachine } from '../../../machines/banner-carousel/banner-carousel.machine';
import { eventsCarouselSectionMachine } from '../../../machines/events-carousel-section/events-carousel-section.machine';
import { landingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import LandingPage from '../../pages/landing/landing-page';
import { createFetchBanners } from './banner-carousel';
import { createFetchCarouselEvents } from './events-carousel-section';
import { createFetchLandingEvents } from './landing-events';
import { loaderWith } from './shared/loader';
import { inspect } from '../inspector';
import { useServices } from '../services';

/** Route '/': the landing page with its events, banners and events carousel wired to the real API. */
export default function LandingScreen() {
  const { api } = useServices();
  const eventsMachine = useMemo(
    () => landingEventsMachine.provide({ actors: { loader: loaderWith(createFetchLandingEvents(api)) } }),
    [api],
  );
  const bannerCarousel = useActorRef(
    useMemo(() => bannerCarouselMachine.provide({ actors: { loader: loaderWith(createFetchBanners(api)) } }), [api]),
    { inspect },
  );
  const eventsCarouselSection = useActorRef(
    useMemo(
      () => eventsCarouselSectionMachine.provide({ actors: { loader: loaderWith(createFetchCarouselEvents(api)) } }),
      [api],
    ),
    { inspect },
  );

  useEffect(() => {
    // SPEC §2: the banners' 'Try Again' reloads the page.
    const subscription = bannerCarousel.on('reload', () => window.location.reload());
    return () => subscription.unsubscribe();
  }, [bannerCarousel]);

  return (
    <LandingPage
      eventsMachine={eventsMachine}
      bannerCarousel={bannerCarousel}
      eventsCarouselSection={eventsCarouselSection}
      inspect={inspect}
    />
  );
}
