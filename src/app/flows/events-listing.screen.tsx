import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { eventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import { parseListingQuery, serializeListingQuery } from '../../domain/listing-query';
import EventsPage from '../../pages/events/events-page';
import { arrivedListingPage, createLoadListingEvents, createLoadListingFacets } from './events-listing';
import { loaderWith } from './shared/loader';
import { inspect } from '../inspector';
import { withUtmParams } from '../navigation';
import { usePageArrival } from '../page-arrival';
import { useServices } from '../services';
import { useIsSignedIn } from '../session/session-provider';

const LISTING_PATH = '/events';

/**
 * Route /events: the listing machine with the real calls, and the URL kept as the source of truth.
 * A change of the query string (back, forward, a link) is told to the machine; a view the machine
 * moves to is pushed to history (SPEC §2 'Filters live in the query string'). Try Again reloads.
 */
export default function EventsScreen() {
  const { api, config } = useServices();
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const arrival = usePageArrival(pathname);
  const signedIn = useIsSignedIn();
  const machine = useMemo(
    () =>
      eventsListingMachine.provide({
        actors: { loader: loaderWith(createLoadListingEvents(api)), loadFacets: createLoadListingFacets(api) },
      }),
    [api],
  );
  // The page of events the document carried opens the listing at once, so the browser's first render
  // draws what the server drew (src/app/page-arrival.tsx).
  const [start] = useState(() => {
    const query = parseListingQuery(search);
    return { query, arrivedPage: arrivedListingPage(arrival, config.apiBaseUrl, query) };
  });
  const listing = useActorRef(machine, { input: start, inspect });
  const currentSearch = useRef(search);
  currentSearch.current = search;

  useEffect(() => {
    listing.send({ type: 'QUERY.CHANGE', query: parseListingQuery(search) });
  }, [listing, search]);

  // The document's cards are an anonymous visitor's; a signed-in person's mark their registrations.
  useEffect(() => {
    if (signedIn && start.arrivedPage) listing.send({ type: 'RESULTS.REFRESH' });
  }, [listing, signedIn, start]);

  useEffect(() => {
    const subscriptions = [
      listing.on('navigate', (event) => {
        // Pressing Search again with the same words fetches again but adds no history entry.
        if (serializeListingQuery(parseListingQuery(currentSearch.current)) === event.search) return;
        const target = event.search ? `${LISTING_PATH}?${event.search}` : LISTING_PATH;
        navigate(withUtmParams(target), { replace: event.replace });
        if (!event.replace) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      }),
      listing.on('reload', () => window.location.reload()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [listing, navigate]);

  return <EventsPage listing={listing} />;
}
