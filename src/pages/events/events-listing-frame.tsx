import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
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
 * The listing's boxes, drawn by the page, on the server too (src/app/shell/server-render.tsx), where the
 * browser hydrates them.
 */
export function EventsListingFrame({ controls, chips, results, resultsRef, busy = false }: EventsListingFrameProps) {
  const { t } = useTranslation();
  return (
    <PageContainer heading={t('eventsListing.heading')}>
      <div className="listing-controls">{controls}</div>
      {chips}
      <section
        ref={resultsRef}
        className="listing-results"
        aria-label={t('eventsListing.resultsLabel')}
        aria-busy={busy}
        tabIndex={-1}
      >
        {results}
      </section>
    </PageContainer>
  );
}
