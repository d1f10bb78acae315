import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { eventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import { parseListingQuery, serializeListingQuery } from '../../domain/listing-query';
import EventsPage from '../../pages/events/events-page';
import { createLoadListingEvents, createLoadListingFacets } from './events-listing';
import { loaderWith } from './shared/loader';
import { inspect } from '../inspector';
import { withUtmParams } from '../navigation';
import { useServices } from '../services';

const LISTING_PATH = '/events';

/**
 * Route /events: the listing machine with the real calls, and the URL kept as the source of truth.
 * A change of the query string (back, forward, a link) is told to the machine; a view the machine
 * moves to is pushed to history (SPEC §2 'Filters live in the query string'). Try Again reloads.
 */
export default function EventsScreen() {
  const { api } = useServices();
  const search = useSearch();
  const [, navigate] = useLocation();
  const machine = useMemo(
    () =>
      eventsListingMachine.provide({
        actors: { loader: loaderWith(createLoadListingEvents(api)), loadFacets: createLoadListingFacets(api) },
      }),
    [api],
  );
  const [initialQuery] = useState(() => parseListingQuery(search));
  const listing = useActorRef(machine, { input: { query: initialQuery }, inspect });
  const currentSearch = useRef(search);
  currentSearch.current = search;

  useEffect(() => {
    listing.send({ type: 'QUERY.CHANGE', query: parseListingQuery(search) });
  }, [listing, search]);

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
