import type { EventsListingConnect } from '../../../machines/events-listing/events-listing.connect';
import { EVENTS_LISTING_TEXT } from '../../domain/listing';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useRetryWhenBackOnline } from '../../ui/hooks/use-retry-when-back-online';
import { ListingCards } from './listing-cards';

/** What the current view holds: loading, the error, the empty message, or the count, cards and pages. */
export function ListingResults({ view }: { view: EventsListingConnect }) {
  useRetryWhenBackOnline(view.retry, view.screen === 'failed');
  if (view.screen === 'loading') return <LoadingIndicator label={EVENTS_LISTING_TEXT.loading} />;
  if (view.screen === 'failed') {
    return (
      <div className="listing-message" role="alert">
        <h2>{EVENTS_LISTING_TEXT.errorHeading}</h2>
        {view.errorMessage ? <p>{view.errorMessage}</p> : null}
        <button type="button" className="button button--primary" onClick={view.retry}>
          {EVENTS_LISTING_TEXT.tryAgain}
        </button>
      </div>
    );
  }
  if (view.screen === 'empty') {
    return (
      <div className="listing-message">
        <h2>{EVENTS_LISTING_TEXT.emptyHeading}</h2>
        {view.filtersActive ? (
          <>
            <p>{EVENTS_LISTING_TEXT.emptyWithFilters}</p>
            <button type="button" className="button button--primary" onClick={view.clearFilters}>
              {EVENTS_LISTING_TEXT.clearFilters}
            </button>
          </>
        ) : (
          <p>{EVENTS_LISTING_TEXT.emptyWithoutFilters}</p>
        )}
      </div>
    );
  }
  return <ListingCards view={view} listing={view} />;
}
