import { useTranslation } from 'react-i18next';
import type { EventsListingConnect } from '../../../machines/events-listing/events-listing.connect';
import { ListingCard } from './listing-card';
import { Pagination } from './pagination';
import type { ListingIntents } from './types';

/** Cards above the fold on a wide screen: their images load at once. */
const EAGER_CARDS = 3;

export type ListingCardsView = Pick<
  EventsListingConnect,
  'totalCount' | 'items' | 'display' | 'pages' | 'currentPage' | 'totalPages' | 'canGoPrevious' | 'canGoNext'
>;

interface ListingCardsProps {
  view: ListingCardsView;
  listing: ListingIntents;
}

/** A loaded page of results: the count, the cards and the pages. */
export function ListingCards({ view, listing }: ListingCardsProps) {
  const { t } = useTranslation();
  // SPEC §2's count line, '(Page x of y)' only when there is more than one page.
  const count = { shown: String(view.items.length), total: String(view.totalCount) };
  return (
    <>
      <p className="listing-count" aria-live="polite">
        {view.totalPages > 1
          ? t('eventsListing.countWithPages', {
              ...count,
              page: String(view.currentPage),
              pages: String(view.totalPages),
            })
          : t('eventsListing.count', count)}
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
        listing={listing}
      />
    </>
  );
}
