import type { EventsListingView } from '../../../machines/events-listing/events-listing.view';
import { EVENTS_LISTING_TEXT } from '../../domain/listing';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { ListingCard } from './ListingCard';
import { Pagination } from './Pagination';
import type { SendListing } from './types';

/** Cards above the fold on a wide screen: their images load at once. */
const EAGER_CARDS = 3;

/** What the current view holds: loading, the error, the empty message, or the count, cards and pages. */
export function ListingResults({ view, send }: { view: EventsListingView; send: SendListing }) {
  if (view.screen === 'loading') return <LoadingIndicator label={EVENTS_LISTING_TEXT.loading} />;
  if (view.screen === 'error') {
    return (
      <div className="listing-message" role="alert">
        <h2>{EVENTS_LISTING_TEXT.errorHeading}</h2>
        {view.errorMessage ? <p>{view.errorMessage}</p> : null}
        <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
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
            <button type="button" className="button button--primary" onClick={() => send({ type: 'FILTERS.CLEAR' })}>
              {EVENTS_LISTING_TEXT.clearFilters}
            </button>
          </>
        ) : (
          <p>{EVENTS_LISTING_TEXT.emptyWithoutFilters}</p>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="listing-count" aria-live="polite">
        {view.countText}
      </p>
      <ul className={`listing-items listing-items--${view.display}`}>
        {view.items.map((item, index) => (
          <li key={item.uuid}>
            <ListingCard item={item} display={view.display} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <Pagination
        pages={view.pages}
        currentPage={view.currentPage}
        canGoPrevious={view.canGoPrevious}
        canGoNext={view.canGoNext}
        send={send}
      />
    </>
  );
}
