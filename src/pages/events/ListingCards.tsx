import type { EventsListingView } from '../../../machines/events-listing/events-listing.view';
import { ListingCard } from './ListingCard';
import { Pagination } from './Pagination';
import type { SendListing } from './types';

/** Cards above the fold on a wide screen: their images load at once. */
const EAGER_CARDS = 3;

export type ListingCardsView = Pick<
  EventsListingView,
  'countText' | 'items' | 'display' | 'pages' | 'currentPage' | 'canGoPrevious' | 'canGoNext'
>;

interface ListingCardsProps {
  view: ListingCardsView;
  send: SendListing;
}

/** A loaded page of results: the count, the cards and the pages. */
export function ListingCards({ view, send }: ListingCardsProps) {
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
