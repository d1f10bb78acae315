import { EVENTS_LISTING_TEXT } from '../../domain/listing';
import type { PaginationItem } from '../../domain/pagination';
import type { SendListing } from './types';

interface PaginationProps {
  pages: PaginationItem[];
  currentPage: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  send: SendListing;
}

/** SPEC §2: Previous and Next, first and last page, two pages each side, '...' gaps; nothing at one page. */
export function Pagination({ pages, currentPage, canGoPrevious, canGoNext, send }: PaginationProps) {
  if (pages.length === 0) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!canGoPrevious}
        onClick={() => send({ type: 'PAGE.PREVIOUS' })}
      >
        {EVENTS_LISTING_TEXT.previous}
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
                aria-label={`Page ${item.page}`}
                aria-current={item.page === currentPage ? 'page' : undefined}
                onClick={() => send({ type: 'PAGE.SELECT', page: item.page })}
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
        onClick={() => send({ type: 'PAGE.NEXT' })}
      >
        {EVENTS_LISTING_TEXT.next}
      </button>
    </nav>
  );
}
