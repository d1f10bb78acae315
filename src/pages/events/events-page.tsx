import { Suspense, lazy, useEffect, useRef } from 'react';
import { eventsListingConnect } from '../../../machines/events-listing/events-listing.connect';
import { useConnect } from '../../ui/hooks/use-connect';
import { EventsListingFrame } from './events-listing-frame';
import { FilterChips } from './filter-chips';
import { ListingResults } from './listing-results';
import { ListingToolbar } from './listing-toolbar';
import { SearchBar } from './search-bar';
import type { EventsListingActor } from './types';
import './events.css';

const loadFiltersDialog = () => import('./filters-dialog');
const FiltersDialog = lazy(loadFiltersDialog);

/** SPEC §2 Events listing: renders the listing machine's connect and calls its intents. */
export default function EventsPage({ listing }: { listing: EventsListingActor }) {
  const view = useConnect(listing, eventsListingConnect);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const results = useRef<HTMLElement>(null);
  const shownPage = useRef(view.currentPage);
  // After Previous, Next or a page number the page scrolls to the top: focus follows to the results,
  // so the keyboard goes on from the first new card rather than from the pagination at the bottom.
  useEffect(() => {
    if (shownPage.current === view.currentPage) return;
    shownPage.current = view.currentPage;
    // The pressed button is gone while the page loads, which leaves focus on the body.
    const focused = document.activeElement;
    if (focused === document.body || results.current?.contains(focused))
      results.current?.focus({ preventScroll: true });
  }, [view.currentPage]);
  return (
    <>
      <EventsListingFrame
        controls={
          <>
            <SearchBar value={view.searchText} listing={view} />
            <ListingToolbar
              filtersActive={view.filtersActive}
              filtersButtonRef={filtersButton}
              display={view.display}
              listing={view}
              onFiltersIntent={() => void loadFiltersDialog()}
            />
          </>
        }
        chips={<FilterChips chips={view.chips} listing={view} whenNoneLeft={filtersButton} />}
        results={<ListingResults view={view} />}
        resultsRef={results}
        busy={view.screen === 'loading'}
      />
      {view.filtersOpen ? (
        <Suspense fallback={null}>
          <FiltersDialog
            draft={view.draft}
            returnFocusTo={filtersButton}
            categoryChoices={view.categoryChoices}
            cityChoices={view.cityChoices}
            listing={view}
          />
        </Suspense>
      ) : null}
    </>
  );
}
