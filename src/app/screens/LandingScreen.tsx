import { useMemo } from 'react';
import { landingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import LandingPage from '../../pages/landing/LandingPage';
import { createFetchLandingEvents } from '../actors/fetch-landing-events';
import { inspect } from '../inspector';
import { useServices } from '../services';

/** Route '/': the landing page with its events section wired to the real API. */
export default function LandingScreen() {
  const { api } = useServices();
  const eventsMachine = useMemo(
    () => landingEventsMachine.provide({ actors: { fetchEvents: createFetchLandingEvents(api) } }),
    [api],
  );
  return <LandingPage eventsMachine={eventsMachine} inspect={inspect} />;
}
