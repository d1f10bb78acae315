import { useTranslation } from 'react-i18next';
import type { ListingIntents } from './types';

/**
 * SPEC §2: the search box and its Search button; the text is applied on submit (SPEC §5 trims it).
 * In the document's first screen without JavaScript the form is a plain one: submitted, it loads
 * /events?search=..., the listing's own address for a search.
 */
export function SearchBar({ value, listing }: { value: string; listing: ListingIntents }) {
  const { t } = useTranslation();
  return (
    <form
      className="listing-search"
      role="search"
      action="/events"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        listing.submitSearch();
      }}
    >
      <label htmlFor="listing-search-input" className="visually-hidden">
        {t('eventsListing.searchLabel')}
      </label>
      <input
        id="listing-search-input"
        className="listing-search__input"
        type="search"
        name="search"
        value={value}
        maxLength={100}
        placeholder={t('eventsListing.searchPlaceholder')}
        onChange={(event) => listing.changeSearch(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('eventsListing.searchButton')}
      </button>
    </form>
  );
}
