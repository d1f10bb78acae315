import { useTranslation } from 'react-i18next';
import type { PaginationItem } from '../../domain/pagination';
import type { ListingIntents } from './types';

interface PaginationProps {
  pages: PaginationItem[];
  currentPage: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  listing: ListingIntents;
}

/** SPEC §2: Previous and Next, first and last page, two pages each side, '...' gaps; nothing at one page. */
export function Pagination({ pages, currentPage, canGoPrevious, canGoNext, listing }: PaginationProps) {
  const { t } = useTranslation();
  if (pages.length === 0) return null;
  return (
    <nav className="pagination" aria-label={t('eventsListing.pagination')}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!canGoPrevious}
        onClick={listing.previousPage}
      >
        {t('eventsListing.previous')}
      </button>
      <ul className="pagination__pages">
        {pages.map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className="pagination__gap" aria-hidden="true">
              ...
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination__page"
                aria-label={t('eventsListing.page', { page: String(item.page) })}
                aria-current={item.page === currentPage ? 'page' : undefined}
                onClick={() => listing.selectPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!canGoNext}
        onClick={listing.nextPage}
      >
        {t('eventsListing.next')}
      </button>
    </nav>
  );
}
