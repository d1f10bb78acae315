import type { ReactNode, Ref } from 'react';
import { EVENTS_LISTING_TEXT } from '../../domain/listing';
import { PageContainer } from '../../ui/page-container';

interface EventsListingFrameProps {
  /** The search box and the toolbar. */
  controls: ReactNode;
  /** A chip per active filter. */
  chips?: ReactNode;
  /** Loading, the error, the empty message, or a page of cards. */
  results: ReactNode;
  resultsRef?: Ref<HTMLElement>;
  busy?: boolean;
}

/**
 * The listing's boxes, drawn by the page and by its first screen in the document (src/app/shell/
 * first-screens.tsx): the app takes the first screen's place with the same boxes in the same places.
 */
export function EventsListingFrame({ controls, chips, results, resultsRef, busy = false }: EventsListingFrameProps) {
  return (
    <PageContainer heading={EVENTS_LISTING_TEXT.heading}>
      <div className="listing-controls">{controls}</div>
      {chips}
      <section ref={resultsRef} className="listing-results" aria-label="Events" aria-busy={busy} tabIndex={-1}>
        {results}
      </section>
    </PageContainer>
  );
}
