import { useTranslation } from 'react-i18next';
import type { EventsListingConnect } from '../../../machines/events-listing/events-listing.connect';
import { knownText } from '../../i18n/i18n';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useRetryWhenBackOnline } from '../../ui/hooks/use-retry-when-back-online';
import { ListingCards } from './listing-cards';

/** What the current view holds: loading, the error, the empty message, or the count, cards and pages. */
export function ListingResults({ view }: { view: EventsListingConnect }) {
  useRetryWhenBackOnline(view.retry, view.screen === 'failed');
  const { t, i18n } = useTranslation();
  if (view.screen === 'loading') return <LoadingIndicator label={t('eventsListing.loading')} />;
  if (view.screen === 'failed') {
    return (
      <div className="listing-message" role="alert">
        <h2>{t('eventsListing.errorHeading')}</h2>
        {view.errorMessage ? <p>{knownText(i18n, view.errorMessage)}</p> : null}
        <button type="button" className="button button--primary" onClick={view.retry}>
          {t('eventsListing.tryAgain')}
        </button>
      </div>
    );
  }
  if (view.screen === 'empty') {
    return (
      <div className="listing-message">
        <h2>{t('eventsListing.emptyHeading')}</h2>
        {view.filtersActive ? (
          <>
            <p>{t('eventsListing.emptyWithFilters')}</p>
            <button type="button" className="button button--primary" onClick={view.clearFilters}>
              {t('eventsListing.clearFilters')}
            </button>
          </>
        ) : (
          <p>{t('eventsListing.emptyWithoutFilters')}</p>
        )}
      </div>
    );
  }
  return <ListingCards view={view} listing={view} />;
}
